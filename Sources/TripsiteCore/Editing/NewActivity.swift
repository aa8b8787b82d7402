import TripsiteModel

/// `tripsite new activity`: an activity added to a trip as the apps' "add activity" forms add one, on one of the
/// trip's days, given by its number or its date.
public struct NewActivity: NewTripItem {
    public static let arrayKey = "activities"
    public static let noun = "activity"

    public var name: String
    public var day: Int?
    public var date: String?
    public var time: String?
    public var duration: String?
    public var location: String?
    public var description: String?
    public var price: String?
    public var currency: String?
    public var latitude: Double?
    public var longitude: Double?
    public var order: Int?
    public var rating: Double?
    public var reviewCount: Int?
    public var image: String?
    /// The booking's confirmation number (`confirmation`, private).
    public var confirmation: String?

    /// The language the dates, times and durations may be written in besides English (`--language`, else the
    /// trip's, else the site's).
    public var language: InputLanguage?

    public init(name: String, day: Int? = nil, date: String? = nil, time: String? = nil, duration: String? = nil, location: String? = nil,
                description: String? = nil, price: String? = nil, currency: String? = nil, latitude: Double? = nil, longitude: Double? = nil,
                order: Int? = nil, rating: Double? = nil, reviewCount: Int? = nil, image: String? = nil) {
        self.name = name
        self.day = day
        self.date = date
        self.time = time
        self.duration = duration
        self.location = location
        self.description = description
        self.price = price
        self.currency = currency
        self.latitude = latitude
        self.longitude = longitude
        self.order = order
        self.rating = rating
        self.reviewCount = reviewCount
        self.image = image
    }

    public var texts: [(option: String, text: String?)] {
        [("--name", name), ("--date", date), ("--time", time), ("--duration", duration), ("--location", location),
         ("--description", description), ("--price", price), ("--currency", currency), ("--image", image), ("--confirmation", confirmation)]
    }

    public var idSource: String { name }

    public var prices: [(option: String, member: String, text: String?)] { [("--price", "price", price)] }

    static let noDay = "--day or --date: expected the activity's day of the trip, found neither"

    public func problems() -> [String] {
        var problems = [FormValues.timeProblem(time, option: "--time", language: language), FormValues.durationProblem(duration, option: "--duration", language: language)].compactMap { $0 }
        problems += FormValues.coordinatesProblems(latitude: latitude, longitude: longitude)
            + FormValues.reviewProblems(rating: rating, scale: 0...10, reviewCount: reviewCount)
        if let order, order < 0 { problems.append("--order: expected at least 0, found \(order)") }
        if day == nil && date == nil { problems.append(Self.noDay) }
        return problems
    }

    public func problems(in trip: Trip) -> [String] {
        var problems = FormValues.priceProblems(prices, currency: currency, in: trip)
        // Without a day or a date there is nothing to place (`problems()` says so).
        if day != nil || date != nil, case .failure(let problem) = placed(in: trip) { problems.append(problem.message) }
        return problems
    }

    public func members(in trip: Trip) -> [(name: String, value: String)] {
        let (number, scheduled) = try! placed(in: trip).get()
        let quoted = JSONText.quoted
        var members: [(name: String, value: String)] = [
            ("name", quoted(name.trimmingBlanks)), ("day_number", String(number)), ("scheduled_date", quoted(scheduled.iso)),
        ]
        if let order { members.append(("activity_number", String(order))) }
        if let time { members.append(("scheduled_time", quoted(FormValues.time(time, language: language)))) }
        if let duration { members.append(("duration", quoted(FormValues.duration(duration, language: language)))) }
        if let location { members.append(("location", quoted(location.trimmingBlanks))) }
        if let description { members.append(("description", quoted(description))) }
        if let price { members.append(("price", FormValues.price(price, currency: currency))) }
        if let confirmation { members.append(("confirmation", JSONText.quoted(confirmation.trimmingBlanks))) }
        return members + FormValues.reviewsAndImage(rating: rating, reviewCount: reviewCount, image: image)
            + FormValues.coordinates(latitude: latitude, longitude: longitude)
    }

    /// The activity's day number and date: from --day, --date, or both when they agree. A day's date is the one
    /// the trip's dated activities give it (day 3 is two days after the lowest dated day), else the trip's start
    /// date plus the day's number less one, as the itinerary places it.
    func placed(in trip: Trip) -> Result<(day: Int, date: CivilDate), FormProblem> {
        let days = trip.endDate.days(since: trip.startDate) + 1
        let reference = trip.activities.filter { $0.scheduledDate != nil }.min { $0.dayNumber < $1.dayNumber }
            .map { (day: $0.dayNumber, date: $0.scheduledDate!) } ?? (day: 1, date: trip.startDate)
        func dateOf(day number: Int) -> CivilDate { reference.date.adding(days: number - reference.day) }
        if let problem = FormValues.dayProblem(day, in: trip) { return .failure(FormProblem(problem)) }
        guard let date else {
            guard let day else { return .failure(FormProblem(Self.noDay)) }
            return .success((day, dateOf(day: day)))
        }
        let found: CivilDate
        switch FormValues.date(date, option: "--date", in: trip, language: language) {
        case .success(let given): found = given
        case .failure(let problem): return .failure(problem)
        }
        let number = reference.day + found.days(since: reference.date)
        if let day, day != number {
            return .failure(FormProblem("--date: expected \(dateOf(day: day).iso), the date of day \(day), found \(found.iso)"))
        }
        guard (1...days).contains(number) else {
            return .failure(FormProblem("--date: \(found.iso) would be day \(number); the trip's day 1 is \(dateOf(day: 1).iso)"))
        }
        return .success((number, found))
    }
}
