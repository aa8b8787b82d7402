import TripsiteModel
import TripsitePlanning
import TripsiteRendering

/// Where on the built site each warning's item is, for `tripsite serve`'s overlay to link to: the trip's page
/// and the id of the flight, hotel, activity or place the warning is about (`ItemAnchors`), or of the trip's
/// title when it is about the trip as a whole. A warning about no published trip (the countries list, a draft
/// left out) has no place.
public enum WarningTargets {
    /// Each warning that is about a published trip, with the site-relative address of its item:
    /// `trips/lisbon/#hotel-2`.
    public static func targets(for warnings: [Diagnostic], plans: [TripPlan]) -> [Diagnostic: String] {
        var byPath: [String: [TripPlan]] = [:]
        for plan in plans { byPath[plan.trip.source.path, default: []].append(plan) }
        var targets: [Diagnostic: String] = [:]
        for warning in warnings {
            // "trips[2].hotels[0].check_in_date" is about the trip "trips[2]", at "hotels[0].check_in_date" in it.
            guard let close = warning.path.firstIndex(of: "]"), let candidates = byPath[String(warning.path[...close])] else { continue }
            // Trips of several input files may share a path: the one of the warning's file, else the only one.
            guard let plan = candidates.first(where: { $0.trip.sourceFile == warning.file }) ?? (candidates.count == 1 ? candidates[0] : nil)
            else { continue }
            let rest = warning.path[warning.path.index(after: close)...].drop { $0 == "." }
            targets[warning] = "trips/\(plan.slug)/#\(ItemAnchors.anchor(forPathInTrip: rest, of: plan.trip))"
        }
        return targets
    }
}
