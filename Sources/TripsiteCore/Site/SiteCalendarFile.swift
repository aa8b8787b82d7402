import TripsiteModel
import TripsiteRendering

extension SitePublisher {
    /// The site's calendar (`SiteRenderer.siteCalendar`) of the trips its window (`SiteContext.calendarWindow`)
    /// takes as of `date`, from their calendar files staged already, read back from the staging folder, in the order
    /// of their start dates; none when they have no event. Only a trip's listing is needed, so that the calendar is
    /// made from what the listing pages are made from. A trip with nothing dated (whose own calendar is the one event
    /// of its dates) is left out, as the index links the site's calendar only when a trip has dated items.
    public func siteCalendar(of trips: [TripListing], asOf date: CivilDate, renderer: SiteRenderer) throws(DiagnosticsError) -> [OutputFile] {
        let chosen = renderer.site.calendarWindow.trips(trips, asOf: date)
        let output = self.output
        let calendars = try ParallelMap.throwingMap(chosen) { trip throws(DiagnosticsError) in
            let path = stagingFolder + "/" + SiteRenderer.tripCalendarPath(slug: trip.slug)
            do { return (path: path, events: SiteCalendar.events(in: try fileSystem.read(path))) } catch {
                throw .file(output, "cannot read \(path) back for calendar.ics: \(error)")
            }
        }
        let read = calendars.compactMap { calendar in calendar.events.map { (path: calendar.path, events: $0) } }
        return renderer.siteCalendar(read).map { [$0] } ?? []
    }
}
