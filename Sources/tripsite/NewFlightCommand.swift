import ArgumentParser
import TripsiteCore

/// `tripsite new flight`: a flight added to a trip, checked like a trip app's "add flight" form.
struct NewFlightCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flight",
        abstract: "Add a flight to a trip in trips.json, checked like a trip app's form; the rest of the file is kept byte for byte.",
        discussion: """
            Both airports must be in tripsite's airport table, by IATA (LIS) or ICAO (LPPT) code, and differ; \
            the date (and --arrival-date) must be one of the trip's days, and the times real. Without \
            --arrival-date, a build works the landing date out from the airports' time zones.

            \(NewItemOptions.editing)

            Examples:
              tripsite new flight --trip trip-lisbon-2025 --airline "TAP Air Portugal" \\
                --flight-number TP-1360 --from LIS --to OPO --date 2025-05-06 \\
                --departure-time 18:30 --arrival-time 19:25 --duration 55m
              tripsite new flight --trip "Tapas & Fado: *Lisbon* <3" --airline TAP \\
                --flight-number TP-1361 --from LPPR --to LPPT --date "7 May" \\
                --departure-time "6:30 PM" --arrival-time "7:25 PM" --confirmation K7PQ2M --dry-run
              tripsite new flight --trip trip-lisbon-2025 --airline TAP \\
                --flight-number TP-842 --from LIS --to FCO --date 2025-05-08 \\
                --departure-time 11:00 --arrival-time 14:55 --stops 0 \\
                --travelers 2 --price 120 --arrival-timezone Europe/Rome
            """
    )

    @OptionGroup var target: NewItemOptions

    @Option(help: ArgumentHelp("The airline: \"TAP Air Portugal\".", valueName: "name"))
    var airline: String

    @Option(help: ArgumentHelp("The flight number: TP-218, TP 218.", valueName: "number"))
    var flightNumber: String

    @Option(help: ArgumentHelp("The departure airport's IATA or ICAO code: BOS, KBOS.", valueName: "code"))
    var from: String

    @Option(help: ArgumentHelp("The arrival airport's IATA or ICAO code: LIS, LPPT.", valueName: "code"))
    var to: String

    @Option(help: ArgumentHelp("The departure date, one of the trip's days: 2025-05-02, or \"2 May\".", valueName: "date"))
    var date: String

    @Option(help: ArgumentHelp("The local time of departure: 21:35, 9:35 PM.", valueName: "time"))
    var departureTime: String

    @Option(help: ArgumentHelp("The local time of arrival: 08:55, 8:55 AM.", valueName: "time"))
    var arrivalTime: String

    @Option(help: ArgumentHelp("The arrival date, when not worked out from the time zones: 2025-05-03.", valueName: "date"))
    var arrivalDate: String?

    @Option(help: ArgumentHelp("How long the flight takes: 6h 20m.", valueName: "duration"))
    var duration: String?

    @Option(help: ArgumentHelp("The booking's confirmation number (private: left out of a built site unless --show-private).", valueName: "code"))
    var confirmation: String?

    @Option(help: ArgumentHelp("The price: 642, or \"$642.00\".", valueName: "amount"))
    var price: String?

    @Option(help: ArgumentHelp("The currency of a plain --price, when not the trip's: USD.", valueName: "code"))
    var currency: String?

    @Option(help: ArgumentHelp("The stops on the way, 0 to 20 (0 for a direct flight).", valueName: "n"))
    var stops: Int?

    @Flag(inversion: .prefixedNo, help: "Whether the flight is direct (is_direct), when --stops is not known.")
    var direct: Bool?

    @Option(help: ArgumentHelp("How many travel on the booking; --price is then per traveller.", valueName: "n"))
    var travelers: Int?

    @Option(help: ArgumentHelp("The zone of --departure-time, when not the departure airport's: Europe/Lisbon.", valueName: "zone"))
    var departureTimezone: String?

    @Option(help: ArgumentHelp("The zone of --arrival-time, when not the arrival airport's: Europe/Rome.", valueName: "zone"))
    var arrivalTimezone: String?

    @Option(help: ArgumentHelp("The terminal it leaves from: 2, or E.", valueName: "text"))
    var departureTerminal: String?

    @Option(help: ArgumentHelp("The gate it leaves from: B12.", valueName: "text"))
    var departureGate: String?

    @Option(help: ArgumentHelp("The terminal it lands at.", valueName: "text"))
    var arrivalTerminal: String?

    @Option(help: ArgumentHelp("The gate it lands at.", valueName: "text"))
    var arrivalGate: String?

    @Option(help: ArgumentHelp("When boarding starts, in the departure's zone: 20:45.", valueName: "time"))
    var boardingTime: String?

    @Option(help: ArgumentHelp("The seats booked (private, like --confirmation): 23A, 23B.", valueName: "text"))
    var seat: String?

    @Option(help: ArgumentHelp("The airline's page to check in online: https://….", valueName: "address"))
    var checkInUrl: String?

    func run() throws {
        var flight = NewFlight(
            airline: airline, flightNumber: flightNumber, from: from, to: to, date: date, departureTime: departureTime,
            arrivalTime: arrivalTime, arrivalDate: arrivalDate, duration: duration, confirmation: confirmation,
            price: price, currency: currency, stops: stops, travelers: travelers, departureTimeZone: departureTimezone,
            arrivalTimeZone: arrivalTimezone, isDirect: direct)
        (flight.departureTerminal, flight.departureGate, flight.arrivalTerminal, flight.arrivalGate) = (departureTerminal, departureGate, arrivalTerminal, arrivalGate)
        (flight.boardingTime, flight.seat, flight.checkInURL) = (boardingTime, seat, checkInUrl)
        try target.add(flight)
    }
}
