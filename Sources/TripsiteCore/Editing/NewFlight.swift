import TripsiteModel
import TripsiteResources

/// `tripsite new flight`: a flight added to a trip as the apps' "add flight" forms add one. Both airports must be
/// in the built-in airport table (which gives their names and time zones), the date inside the trip.
public struct NewFlight: NewTripItem {
    public static let arrayKey = "flights"
    public static let noun = "flight"

    public var airline: String
    public var flightNumber: String
    public var from: String
    public var to: String
    public var date: String
    public var departureTime: String
    public var arrivalTime: String
    public var arrivalDate: String?
    public var duration: String?
    public var confirmation: String?
    public var price: String?
    public var currency: String?
    public var stops: Int?
    public var travelers: Int?
    public var departureTimeZone: String?
    public var arrivalTimeZone: String?
    public var isDirect: Bool?
    /// Where to go at the airports and the booking's seat and check-in page (`departure_terminal`, …).
    public var departureTerminal: String?
    public var departureGate: String?
    public var arrivalTerminal: String?
    public var arrivalGate: String?
    public var boardingTime: String?
    public var seat: String?
    public var checkInURL: String?

    /// The language the dates, times and durations may be written in besides English (`--language`, else the
    /// trip's, else the site's).
    public var language: InputLanguage?

    public init(airline: String, flightNumber: String, from: String, to: String, date: String, departureTime: String,
                arrivalTime: String, arrivalDate: String? = nil, duration: String? = nil, confirmation: String? = nil,
                price: String? = nil, currency: String? = nil, stops: Int? = nil, travelers: Int? = nil,
                departureTimeZone: String? = nil, arrivalTimeZone: String? = nil, isDirect: Bool? = nil) {
        self.airline = airline
        self.flightNumber = flightNumber
        self.from = from
        self.to = to
        self.date = date
        self.departureTime = departureTime
        self.arrivalTime = arrivalTime
        self.arrivalDate = arrivalDate
        self.duration = duration
        self.confirmation = confirmation
        self.price = price
        self.currency = currency
        self.stops = stops
        self.travelers = travelers
        self.departureTimeZone = departureTimeZone
        self.arrivalTimeZone = arrivalTimeZone
        self.isDirect = isDirect
    }

    public var texts: [(option: String, text: String?)] {
        [("--airline", airline), ("--flight-number", flightNumber), ("--from", from), ("--to", to), ("--date", date),
         ("--departure-time", departureTime), ("--arrival-time", arrivalTime), ("--arrival-date", arrivalDate),
         ("--duration", duration), ("--confirmation", confirmation), ("--price", price), ("--currency", currency),
         ("--departure-timezone", departureTimeZone), ("--arrival-timezone", arrivalTimeZone),
         ("--departure-terminal", departureTerminal), ("--departure-gate", departureGate), ("--arrival-terminal", arrivalTerminal),
         ("--arrival-gate", arrivalGate), ("--boarding-time", boardingTime), ("--seat", seat), ("--check-in-url", checkInURL)]
    }

    public var idSource: String { flightNumber }

    public var prices: [(option: String, member: String, text: String?)] { [("--price", "price", price)] }

    public func problems() -> [String] {
        var problems: [String] = []
        if !Self.isFlightNumber(flightNumber.trimmingBlanks) {
            problems.append("--flight-number: expected an airline code and a number such as TP-218 or TP 218, found \(FormValues.quoted(flightNumber))")
        }
        let airports = [("--from", from), ("--to", to)].map { option, code -> Airport? in
            guard let problem = Self.airportProblem(code, option: option) else { return EmbeddedResources.airports.airport(code: code) }
            problems.append(problem)
            return nil
        }
        if let departure = airports[0], let arrival = airports[1], departure.iata == arrival.iata, departure.icao == arrival.icao {
            problems.append("--to: expected another airport than --from, found \(FormValues.quoted(to)), \(arrival.name) again")
        }
        problems += [FormValues.timeProblem(departureTime, option: "--departure-time", language: language), FormValues.timeProblem(arrivalTime, option: "--arrival-time", language: language),
                     FormValues.timeProblem(boardingTime, option: "--boarding-time", language: language),
                     FormValues.durationProblem(duration, option: "--duration", language: language),
                     FormValues.timeZoneProblem(departureTimeZone, option: "--departure-timezone"),
                     FormValues.timeZoneProblem(arrivalTimeZone, option: "--arrival-timezone")].compactMap { $0 }
        if let stops, !(0...20).contains(stops) { problems.append("--stops: expected a number from 0 to 20, found \(stops)") }
        if let travelers, travelers < 1 { problems.append("--travelers: expected at least 1, found \(travelers)") }
        return problems
    }

    public func problems(in trip: Trip) -> [String] {
        var problems: [String] = []
        var departs: CivilDate?
        switch FormValues.date(date, option: "--date", in: trip, language: language) {
        case .success(let found): departs = found
        case .failure(let problem): problems.append(problem.message)
        }
        if let arrivalDate {
            switch FormValues.date(arrivalDate, option: "--arrival-date", in: trip, language: language) {
            case .success(let lands):
                if let departs, lands < departs {
                    problems.append("--arrival-date: expected a date on or after the departure date \(departs.iso), found \(lands.iso)")
                }
            case .failure(let problem): problems.append(problem.message)
            }
        }
        return problems + FormValues.priceProblems(prices, currency: currency, in: trip)
    }

    public func members(in trip: Trip) -> [(name: String, value: String)] {
        let range = trip.startDate...trip.endDate
        let quoted = JSONText.quoted
        var members: [(name: String, value: String)] = [
            ("airline", quoted(airline.trimmingBlanks)),
            ("flight_number", quoted(flightNumber.trimmingBlanks)),
            ("departure_airport", quoted(from.trimmingBlanks.uppercased())),
            ("arrival_airport", quoted(to.trimmingBlanks.uppercased())),
            ("departure_date", quoted((try! DateText.read(date, within: range, language: language).get()).date.iso)),
            ("departure_time", quoted(FormValues.time(departureTime, language: language))),
        ]
        if let arrivalDate { members.append(("arrival_date", quoted((try! DateText.read(arrivalDate, within: range, language: language).get()).date.iso))) }
        members.append(("arrival_time", quoted(FormValues.time(arrivalTime, language: language))))
        if let duration { members.append(("duration", quoted(FormValues.duration(duration, language: language)))) }
        if let isDirect { members.append(("is_direct", isDirect ? "true" : "false")) }
        if let stops { members.append(("stops", String(stops))) }
        if let price { members.append(("price", FormValues.price(price, currency: currency))) }
        if let travelers { members.append(("travelers", String(travelers))) }
        if let departureTimeZone { members.append(("departure_timezone", quoted(departureTimeZone.trimmingBlanks))) }
        if let arrivalTimeZone { members.append(("arrival_timezone", quoted(arrivalTimeZone.trimmingBlanks))) }
        if let confirmation { members.append(("confirmation", quoted(confirmation.trimmingBlanks))) }
        let texts: [(String, String?)] = [("departure_terminal", departureTerminal), ("departure_gate", departureGate),
                                          ("arrival_terminal", arrivalTerminal), ("arrival_gate", arrivalGate), ("seat", seat), ("check_in_url", checkInURL)]
        for (name, text) in texts { if let text { members.append((name, quoted(text.trimmingBlanks))) } }
        if let boardingTime { members.append(("boarding_time", quoted(FormValues.time(boardingTime, language: language)))) }
        return members
    }

    /// The problem with an airport code: not the shape of an IATA (3 letters) or ICAO (4 letters) code, or not in
    /// the airport table.
    static func airportProblem(_ code: String, option: String) -> String? {
        let trimmed = code.trimmingBlanks
        let shaped = (3...4).contains(trimmed.count) && trimmed.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
        if !shaped {
            return "\(option): expected an IATA airport code such as LIS or an ICAO code such as LPPT, found \(FormValues.quoted(code))"
        }
        if EmbeddedResources.airports.airport(code: trimmed) == nil {
            return "\(option): no airport \(FormValues.quoted(trimmed.uppercased())) in the airport table; expected the IATA code (LIS) or ICAO code (LPPT) of an airport with scheduled flights"
        }
        return nil
    }

    /// An airline's two- or three-character code and a number of one to five digits, with a hyphen or a space
    /// between them or not, and perhaps a letter after: TP-218, TP 218, BA2490, U2 4521, AAL100A.
    static func isFlightNumber(_ text: String) -> Bool {
        let characters = Array(text.uppercased())
        func isLetterOrDigit(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c.isNumber) }
        for codeLength in [2, 3] where characters.count > codeLength {
            guard characters[..<codeLength].allSatisfy(isLetterOrDigit), characters[..<codeLength].contains(where: \.isLetter) else { continue }
            var rest = characters[codeLength...]
            if rest.first == "-" || rest.first == " " { rest = rest.dropFirst() }
            if let last = rest.last, last.isLetter, last.isASCII { rest = rest.dropLast() }
            if (1...5).contains(rest.count), rest.allSatisfy({ $0.isASCII && $0.isNumber }) { return true }
        }
        return false
    }
}
