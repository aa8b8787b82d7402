import ArgumentParser
import TripsiteCore

/// The vehicle of a road trip: the options of `tripsite new trip` that make its `vehicle` object.
struct VehicleOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The vehicle of a road trip, as the app names it: RV, campervan, car.", valueName: "text"))
    var vehicleType: String?

    @Option(help: ArgumentHelp("The vehicle's make: Winnebago.", valueName: "text"))
    var vehicleMake: String?

    @Option(help: ArgumentHelp("The vehicle's model: \"View 24D\".", valueName: "text"))
    var vehicleModel: String?

    @Option(help: ArgumentHelp("The vehicle's year, 1885 to 2100.", valueName: "year"))
    var vehicleYear: Int?

    @Option(help: ArgumentHelp("The vehicle's fuel: Diesel.", valueName: "text"))
    var vehicleFuelType: String?

    @Option(help: ArgumentHelp("The name the travellers gave it: Wanda.", valueName: "text"))
    var vehicleNickname: String?

    @Option(help: ArgumentHelp("The vehicle's picture: a web address, or a file beside the trips file.", valueName: "image"))
    var vehicleImage: String?

    /// The vehicle, when any of its options is given.
    var given: NewTrip.Vehicle? {
        let vehicle = NewTrip.Vehicle(type: vehicleType, make: vehicleMake, model: vehicleModel, year: vehicleYear, fuelType: vehicleFuelType,
                                      nickname: vehicleNickname, image: vehicleImage)
        let texts = [vehicleType, vehicleMake, vehicleModel, vehicleFuelType, vehicleNickname, vehicleImage]
        return texts.allSatisfy { $0 == nil } && vehicleYear == nil ? nil : vehicle
    }
}
