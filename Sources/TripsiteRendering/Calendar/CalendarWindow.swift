import TripsiteModel

/// Which trips the site's calendar (`calendar.ics`) holds, so that a calendar app subscribed to it gets a file it
/// accepts (they refuse or time out on files of a few megabytes) however many trips the site has: those that end at
/// most `pastDays` before the build's date and start at most `futureDays` after it, and of those at most
/// `maxTrips`, the nearest to that date (upcoming and ongoing ones soonest first, then past ones latest first).
/// The date is the build's source date (`SOURCE_DATE_EPOCH`, else the trips file's modification time), so the same
/// input gives the same calendar.
public struct CalendarWindow: Sendable, Hashable {
    /// Days back from the build's date that a trip which has ended stays in (`[calendar]` `past_days`).
    public var pastDays: Int
    /// Days ahead of the build's date within which a trip must start (`[calendar]` `future_days`).
    public var futureDays: Int
    /// The most trips the calendar holds (`[calendar]` `max_trips`).
    public var maxTrips: Int

    public static let standardPastDays = 90
    public static let standardFutureDays = 730
    public static let standardMaxTrips = 50

    public init(pastDays: Int = standardPastDays, futureDays: Int = standardFutureDays, maxTrips: Int = standardMaxTrips) {
        self.pastDays = max(0, pastDays)
        self.futureDays = max(0, futureDays)
        self.maxTrips = max(1, maxTrips)
    }

    /// The trips of `trips` with calendar events that the calendar holds as of `date`, in the order of their start
    /// dates (then folder names).
    public func trips(_ trips: [TripListing], asOf date: CivilDate) -> [TripListing] {
        let earliestEnd = date.adding(days: -pastDays)
        let latestStart = date.adding(days: futureDays)
        let inside = trips.filter { $0.hasCalendarEvents && $0.endDate >= earliestEnd && $0.startDate <= latestStart }
        let upcoming = inside.filter { $0.endDate >= date }.sorted { ($0.startDate, $0.slug) < ($1.startDate, $1.slug) }
        let past = inside.filter { $0.endDate < date }.sorted { ($0.endDate, $1.slug) > ($1.endDate, $0.slug) }
        return (upcoming + past).prefix(maxTrips).sorted { ($0.startDate, $0.slug) < ($1.startDate, $1.slug) }
    }
}
