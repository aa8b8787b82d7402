import TripsiteModel

/// A trip's `status` checked against its dates as of the site's date (the date its pages split past from
/// upcoming trips by): a "planned" or "ongoing" trip that ended before it, or a "completed" one that starts
/// after it, says something the dates do not. The dates win: the status is ignored, with a warning.
public enum TripStatusCheck {
    /// The warning about the plan's status, when it contradicts the dates as of `today`; the status is then
    /// removed from the plan, so that no page shows it.
    public static func reconcile(_ plan: inout TripPlan, asOf today: CivilDate, fileName: String) -> Diagnostic? {
        let trip = plan.trip
        guard let status = trip.status else { return nil }
        let dates: String
        switch status {
        case .planned where trip.endDate < today, .ongoing where trip.endDate < today:
            dates = "the trip ended on \(trip.endDate.iso), before the site's date \(today.iso); the status is ignored and the trip is listed as past"
        case .completed where trip.startDate > today:
            dates = "the trip starts on \(trip.startDate.iso), after the site's date \(today.iso); the status is ignored"
        default:
            return nil
        }
        plan.trip.status = nil
        let source = trip.statusSource ?? trip.source
        return Diagnostic(
            severity: .warning, file: fileName, position: source.position, path: source.path,
            message: "the status \"\(status.rawValue)\" contradicts the dates: \(dates); check the trip's status, start_date and end_date")
    }
}
