import TripsiteModel
import TripsiteRendering

extension SitePublisher {
    /// The site's calendar (`SiteRenderer.siteCalendar`) of the trips' calendar files staged already, read back
    /// from the staging folder, the trips in the order of their start dates; none when they have no event. A trip
    /// with nothing dated (whose own calendar is the one event of its dates) is left out, as the index links
    /// the site's calendar only when a trip has dated items.
    public func siteCalendar(of trips: [TripListing], renderer: SiteRenderer) throws(DiagnosticsError) -> [OutputFile] {
        let ordered = trips.filter(\.hasCalendarEvents).sorted { ($0.startDate, $0.slug) < ($1.startDate, $1.slug) }
        let calendars = ParallelMap.map(ordered) { trip in
            let path = stagingFolder + "/" + SiteRenderer.tripCalendarPath(slug: trip.slug)
            return (path: path, events: Result { SiteCalendar.events(in: try fileSystem.read(path)) })
        }
        var trips: [(path: String, events: SiteCalendar.TripEvents)] = []
        for (path, read) in calendars {
            switch read {
            case .success(let events): if let events { trips.append((path, events)) }
            case .failure(let error): throw .file(output, "cannot read \(path) back for calendar.ics: \(error)")
            }
        }
        return renderer.siteCalendar(trips).map { [$0] } ?? []
    }
}
