import TripsiteModel
import TripsiteRendering

extension SitePublisher {
    /// The site's calendar (`SiteRenderer.siteCalendar`) of the trips' calendar files staged already, read back
    /// from the staging folder, the trips in the order of their start dates; none when they have no event. A trip
    /// with nothing dated (whose own calendar is the one event of its dates) is left out, as the index links
    /// the site's calendar only when a trip has dated items.
    public func siteCalendar(of trips: [TripListing], renderer: SiteRenderer) throws(DiagnosticsError) -> [OutputFile] {
        let ordered = trips.filter(\.hasCalendarEvents).sorted { ($0.startDate, $0.slug) < ($1.startDate, $1.slug) }
        let output = self.output
        let calendars = try ParallelMap.throwingMap(ordered) { trip throws(DiagnosticsError) in
            let path = stagingFolder + "/" + SiteRenderer.tripCalendarPath(slug: trip.slug)
            do { return (path: path, events: SiteCalendar.events(in: try fileSystem.read(path))) } catch {
                throw .file(output, "cannot read \(path) back for calendar.ics: \(error)")
            }
        }
        let trips = calendars.compactMap { calendar in calendar.events.map { (path: calendar.path, events: $0) } }
        return renderer.siteCalendar(trips).map { [$0] } ?? []
    }
}
