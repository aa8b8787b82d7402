import TripsiteModel

/// A list of trips (the index, a country's or a style's page) ready to be split into pages: its trips in the order
/// the pages list them (upcoming and ongoing ones soonest first, then past ones latest first, as of the site's date:
/// `TripTimeline`), and the values every one of its pages shares (its filters, its summary), worked out once for all
/// its pages. Each page's context then takes its `pageSize` trips' cards and its links to the other pages
/// (`ListingPagination`). Made from trips' listings alone, never whole trips.
struct PagedListing: Sendable {
    /// The listing's folder in the site: `""` for the index, `countries/pt/`.
    let folder: String
    /// The way from the listing's folder to the site's root: `""` for the index, `../../` for a group's page.
    let root: String
    let title: String
    let site: SiteContext
    /// The values every page of the listing has, besides those of `PageContext`; those whose names end in `Href`
    /// are links from the listing's folder.
    let shared: TemplateFields
    /// The values the first page has besides: the index's world map.
    let firstPage: TemplateFields
    /// The upcoming (and ongoing) trips, soonest first, and the past ones, latest first.
    let upcoming: [TripListing]
    let past: [TripListing]
    /// The site's date the trips are split by.
    let today: String
    /// Each trip's dot on the first page's map, by folder name.
    let dots: [String: Int]
    /// The filter a group's listing stands for (`country:pt`), which a search over every page keeps to.
    let searchScope: String?

    init(
        folder: String, root: String, title: String, site: SiteContext, ordered: [TripListing], today: String,
        shared: TemplateFields, firstPage: TemplateFields = [:], dots: [String: Int] = [:], searchScope: String? = nil
    ) {
        (self.folder, self.root, self.title, self.site, self.today) = (folder, root, title, site, today)
        (self.shared, self.firstPage, self.dots, self.searchScope) = (shared, firstPage, dots, searchScope)
        (upcoming, past) = TripTimeline.split(ordered, asOf: today)
    }

    var tripCount: Int { upcoming.count + past.count }
    var pageCount: Int { ListingPagination.pageCount(tripCount, pageSize: site.pageSize) }

    /// Where page `page` (from 1) goes in the site.
    func path(page: Int) -> String { ListingPagination.path(folder: folder, page: page) }

    /// The context of page `page` (from 1): the site's and the listing's values, the cards of its trips split
    /// into upcoming and past, and its links to the other pages.
    func context(page: Int) -> TemplateFields {
        let pagination = ListingPagination(page: page, pageCount: pageCount)
        let pageRoot = root + pagination.toListingFolder
        var context = PageContext.base(site: site, root: pageRoot, title: title, path: folder)
        for (name, value) in shared.fields {
            // A link from the listing's folder (`directoryHref`) is reached through `../../` from a later page.
            if name.hasSuffix("Href"), case .text(let href) = value { context[name] = .text(pagination.toListingFolder + href) } else { context[name] = value }
        }
        if page == 1 { for (name, value) in firstPage.fields { context[name] = value } }
        let first = (page - 1) * site.pageSize
        let last = min(first + site.pageSize, tripCount)
        let cards = { (trips: ArraySlice<TripListing>) -> [TemplateValue] in
            trips.map { trip in
                let value = TripCard.make(trip, root: pageRoot, lang: site.language)
                guard page == 1, let dot = dots[trip.slug], case .object(var fields) = value else { return value }
                fields["mapDot"] = .number(dot)
                return .object(fields)
            }
        }
        let upcomingCards = cards(upcoming[min(first, upcoming.count)..<min(last, upcoming.count)])
        let pastCards = cards(past[max(0, first - upcoming.count)..<max(0, last - upcoming.count)])
        context["trips"] = .list(upcomingCards + pastCards)
        for (name, value) in TripTimeline.values(upcoming: upcomingCards, past: pastCards, asOf: today).fields { context[name] = value }
        pagination.apply(to: &context, folder: folder, site: site)
        if pageCount > 1 {
            context["searchIndex"] = .text(pageRoot + SearchIndexFiles.folder)
            context.set("searchScope", searchScope)
            if page > 1 {
                let lang = site.language
                let title = lang.text("pagination.page_title", ["title": title, "page": lang.number(page), "pages": lang.number(pageCount)])
                context["pageTitle"] = .text(folder.isEmpty ? title : "\(title) · \(site.title)")
            }
        }
        return context
    }

    /// The names of the values a listing page has for its pages, besides those of `PageContext`.
    static let fieldNames = ListingPagination.fieldNames + ["searchIndex", "searchScope"]
}
