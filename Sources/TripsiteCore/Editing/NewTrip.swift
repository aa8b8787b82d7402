import TripsiteModel
import TripsitePlanning

/// `tripsite new trip`: a trip made the way the trip apps' "create trip" forms make one, added to an
/// existing trips file without touching a byte of the rest of it.
public struct NewTrip: Sendable {
    /// The travel styles the apps offer.
    public static let styles = ["Solo", "Couple", "Family", "Group", "Business", "Adventure", "Relaxation", "Cultural", "Luxury", "Budget", "Road trip"]

    public var destination: String
    public var start: String
    public var end: String
    public var title: String?
    public var style: String?
    public var description: String?
    public var budget: String?
    public var currency: String?
    public var travelers: Int?
    public var timeZone: String?
    public var status: String?
    public var visibility: String?
    public var image: String?
    public var countryCode: String?
    public var vehicle: Vehicle?
    /// The trip's own language (`--language`), written into it; its dates and the trip's may then be written in it.
    public var language: String?
    /// The language the dates may be written in besides English: `language`, else the site's.
    public var readingLanguage: InputLanguage?

    /// The vehicle of a road trip, as the input format's `vehicle` object has it.
    public struct Vehicle: Sendable {
        public var type, make, model, fuelType, nickname, image: String?
        public var year: Int?

        public init(type: String? = nil, make: String? = nil, model: String? = nil, year: Int? = nil, fuelType: String? = nil,
                    nickname: String? = nil, image: String? = nil) {
            (self.type, self.make, self.model, self.year, self.fuelType, self.nickname, self.image) = (type, make, model, year, fuelType, nickname, image)
        }

        /// Each option's text, by option name.
        var texts: [(option: String, text: String?)] {
            [("--vehicle-type", type), ("--vehicle-make", make), ("--vehicle-model", model), ("--vehicle-fuel-type", fuelType),
             ("--vehicle-nickname", nickname), ("--vehicle-image", image)]
        }

        /// The object's members, those given.
        var members: [(name: String, value: String)] {
            var members = [("type", type), ("make", make), ("model", model)].compactMap { name, text in text.map { (name, JSONText.quoted($0.trimmingBlanks)) } }
            if let year { members.append(("year", String(year))) }
            members += [("fuel_type", fuelType), ("nickname", nickname), ("image_url", image)].compactMap { name, text in
                text.map { (name, JSONText.quoted($0.trimmingBlanks)) }
            }
            return members
        }
    }

    /// The words `status` and `visibility` take, as the trips file has them.
    public static let statuses = TripStatus.allCases.map(\.rawValue)
    public static let visibilities = ["public", "unlisted", "draft"]

    public init(destination: String, start: String, end: String, title: String? = nil, style: String? = nil,
                description: String? = nil, budget: String? = nil, currency: String? = nil, travelers: Int? = nil,
                timeZone: String? = nil, status: String? = nil, visibility: String? = nil, image: String? = nil,
                countryCode: String? = nil, vehicle: Vehicle? = nil) {
        self.destination = destination
        self.start = start
        self.end = end
        self.title = title
        self.style = style
        self.description = description
        self.budget = budget
        self.currency = currency
        self.travelers = travelers
        self.timeZone = timeZone
        self.status = status
        self.visibility = visibility
        self.image = image
        self.countryCode = countryCode
        self.vehicle = vehicle
    }

    /// Checks the fields as the apps' forms do; every problem is reported, each naming its option.
    public func validate(countries: CountryDirectory) -> [String] {
        var problems = FormText.unsafeCharacterProblems(texts) + FormText.blankProblems([("--title", title), ("--image", image)] + (vehicle?.texts ?? []))
        if destination.trimmingBlanks.isEmpty {
            problems.append("--destination: expected a place such as \"Paris, France\"")
        } else if countries.country(forDestination: destination) == nil && countryCode == nil {
            problems.append("--destination: no country found in \"\(destination)\"; end it with a country, such as \"Paris, France\", or give --country-code")
        }
        let startDate = try? DateText.readFull(start, language: readingLanguage).get().date
        let endDate = try? DateText.readFull(end, language: readingLanguage).get().date
        let local = { (date: CivilDate) in readingLanguage.map { ", or in \($0.name) like \($0.localExample(of: date))" } ?? "" }
        let examples = (CivilDate(year: 2026, month: 4, day: 10)!, CivilDate(year: 2026, month: 4, day: 17)!)
        if startDate == nil { problems.append("--start: expected a date such as \(examples.0.iso)\(local(examples.0)), found \"\(start)\"") }
        if endDate == nil { problems.append("--end: expected a date such as \(examples.1.iso)\(local(examples.1)), found \"\(end)\"") }
        if let startDate, let endDate, endDate < startDate {
            problems.append("--end: expected a date on or after the start date \(startDate.iso), found \(endDate.iso)")
        }
        if let style, !Self.styles.contains(where: { $0.lowercased() == style.lowercased() }) {
            problems.append("--style: expected one of \(Self.styles.joined(separator: ", ")), found \"\(style)\"")
        }
        if let currency, !Money.isCurrencyCode(currency) {
            problems.append("--currency: expected a three-letter code such as EUR, found \"\(currency)\"")
        }
        if let budget, case .failure(let error) = Money.parse(budget, defaultCurrency: currency?.uppercased()) {
            problems.append("--budget: expected \(error.expected), found \"\(budget)\"")
        }
        if let travelers, travelers < 1 { problems.append("--travelers: expected at least 1, found \(travelers)") }
        problems += [FormValues.timeZoneProblem(timeZone, option: "--timezone"),
                     FormValues.choiceProblem(status, option: "--status", choices: Self.statuses),
                     FormValues.choiceProblem(visibility, option: "--visibility", choices: Self.visibilities)].compactMap { $0 }
        if let countryCode, countries.country(code: countryCode.trimmingBlanks.uppercased()) == nil {
            problems.append("--country-code: expected the two-letter code of a known country such as IT, found \"\(countryCode)\"")
        }
        if let year = vehicle?.year, !(1885...2100).contains(year) {
            problems.append("--vehicle-year: expected a year from 1885 to 2100, found \(year)")
        }
        return problems
    }

    /// Each option's text given on the command line, by option name.
    private var texts: [(option: String, text: String?)] {
        [("--destination", destination), ("--start", start), ("--end", end), ("--title", title), ("--style", style),
         ("--description", description), ("--budget", budget), ("--currency", currency), ("--timezone", timeZone),
         ("--status", status), ("--visibility", visibility), ("--image", image), ("--country-code", countryCode)] + (vehicle?.texts ?? [])
    }

    /// The trip as a JSON object, with an id unique among `existingIDs`, written with `indent` before
    /// each member (the file's own indentation) and one more level for the members' lines.
    public func json(existingIDs: Set<String>, indent: String, level: String) -> (id: String, text: String) {
        let startDate = (try? DateText.readFull(start, language: readingLanguage).get())!.date
        let endDate = (try? DateText.readFull(end, language: readingLanguage).get())!.date
        let place = Trip.place(inDestination: destination)
        let id = JSONText.uniqueID("trip-" + Slug.make(from: "\(place) \(startDate.iso)"), among: existingIDs)
        let quoted = JSONText.quoted
        var members: [(name: String, value: String)] = [
            ("id", quoted(id)),
            ("title", quoted(title ?? Trip.defaultTitle(destination: destination))),
            ("destination", quoted(destination.trimmingBlanks)),
            ("start_date", quoted(startDate.iso)),
            ("end_date", quoted(endDate.iso)),
        ]
        if let style { members.append(("travel_style", quoted(Self.styles.first { $0.lowercased() == style.lowercased() }!))) }
        if let description { members.append(("trip_description", quoted(description))) }
        if let budget { members.append(("budget", JSONText.price(budget))) }
        if let currency { members.append(("currency", quoted(currency.uppercased()))) }
        if let travelers { members.append(("travelers", String(travelers))) }
        if let timeZone { members.append(("timezone", quoted(timeZone.trimmingBlanks))) }
        if let language { members.append(("language", quoted(language))) }
        if let image { members.append(("image_url", quoted(image.trimmingBlanks))) }
        if let countryCode { members.append(("country_code", quoted(countryCode.trimmingBlanks.uppercased()))) }
        if let vehicle, !vehicle.members.isEmpty {
            // A member's object: its brace after the name, its members one level further in.
            let object = JSONText.object(vehicle.members, indent: indent + level, level: level)
            members.append(("vehicle", String(object.dropFirst(indent.count + level.count))))
        }
        members.append(("status", quoted(status?.trimmingBlanks.lowercased() ?? "planned")))
        if let visibility { members.append(("visibility", quoted(visibility.trimmingBlanks.lowercased()))) }
        members += [("flights", "[]"), ("hotels", "[]"), ("activities", "[]")]
        return (id, JSONText.object(members, indent: indent, level: level))
    }
}
