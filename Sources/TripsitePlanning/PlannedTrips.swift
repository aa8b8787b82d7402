import TripsiteLoading
import TripsiteModel

/// The plan step for a whole input, pure: the trips decoded (`DecodedTrips`), then each trip's airports, time
/// zones, days and costs planned and its status checked (each trip on its own, in parallel).
public struct PlannedTrips: Sendable {
    /// Every trip without an error, in file order, with its folder name and itinerary.
    public var plans: [TripPlan]
    /// What was found in the trips and the countries list, each trip's warnings in the trips' order.
    public var log: DiagnosticLog
    /// Whether an error is not one trip's alone (the countries list, or a trips file that is not JSON), so that
    /// no trip can be published.
    public var stopsEverything: Bool

    /// Plans every trip of `decoded`.
    public init(_ decoded: DecodedTrips) {
        let (plans, warnings) = decoded.planEvery()
        var log = decoded.log
        warnings.forEach { log.append($0) }
        (self.plans, self.log, stopsEverything) = (plans, log, decoded.stopsEverything)
    }

    /// Plans the trips of `tripsFiles` (`DecodedTrips.init`, whose arguments these are).
    public init(
        tripsFiles: consuming [InputFile], fileName: String, fieldNames: FieldNames, language: InputLanguage? = nil, countries: InputFile,
        localFile: @escaping @Sendable (String) -> LocalFile, sourceDate: SourceDate
    ) {
        self.init(DecodedTrips(
            tripsFiles: tripsFiles, fileName: fileName, fieldNames: fieldNames, language: language, countries: countries,
            localFile: localFile, sourceDate: sourceDate))
    }
}
