import TripsiteModel
import TripsitePlanning
import TripsiteRendering

/// The render-listings step: the pages made from every trip's listing rather than from one trip (the index,
/// the country and travel-style pages with their numbered pages and the search index, the 404 page, robots.txt,
/// sitemap.xml, feed.xml, and calendar.ics, made from the trips' calendar files staged before it), the stylesheet
/// and the script, and the local images the trips use. Each is staged, or linked from the current site when it would come out byte for byte the same.
struct ListingPages: Sendable {
    let renderer: SiteRenderer
    let publisher: SitePublisher
    let previous: PreviousBuild
    /// The build's input: the images the trips name, and the date of the feed of a site without trips.
    let input: BuildInput

    /// Stages the pages listing the `listed` trips, the site calendar of those of them around the build's date, and
    /// the images of `all` the trips built (listed or not).
    func stage(listed: [TripListing], all: [TripListing]) throws(DiagnosticsError) -> SitePublisher.Staged {
        let buildDate = input.sourceDate.date
        // The listing pages are staged a batch at a time as they are made: a site of 100,000 trips has some 5,000.
        var staged = SitePublisher.Staged()
        try renderer.renderListingPages(listed, buildDate: buildDate) { (pages: [OutputFile]) throws(DiagnosticsError) in
            staged += try publisher.stage(pages, previous: previous)
        }
        let files = try renderer.renderSiteFiles(listed, sourceDate: input.sourceDate)
            + publisher.siteCalendar(of: listed, asOf: buildDate, renderer: renderer) + renderer.renderAssets()
            + renderer.mediaFiles(all, contents: input.publishedImage)
        return try staged + publisher.stage(files, previous: previous)
    }
}
