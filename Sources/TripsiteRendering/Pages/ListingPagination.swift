/// How a list of trips (the index, a country's or a style's page) is split into numbered pages of `SiteContext`'s
/// `pageSize` trips, so that no page grows with the number of trips: the first page is the listing's folder's
/// `index.html`, the others `page/2/index.html` and on under that folder. Each page links to the previous and the
/// next one and to nearby page numbers, plain links that need no script.
public struct ListingPagination: Sendable, Equatable {
    /// The number of the page, from 1.
    public var page: Int
    /// How many pages the listing has (at least 1).
    public var pageCount: Int

    public init(page: Int, pageCount: Int) {
        (self.page, self.pageCount) = (page, pageCount)
    }

    /// How many pages `count` trips fill, `pageSize` a page (one page, empty, for none).
    public static func pageCount(_ count: Int, pageSize: Int) -> Int {
        max(1, (count + pageSize - 1) / pageSize)
    }

    /// Where page `page` of the listing in `folder` (`""` for the index, `countries/pt/`) is in the site.
    public static func path(folder: String, page: Int) -> String {
        folder + (page == 1 ? "index.html" : "page/\(page)/index.html")
    }

    /// The way from this page's folder to the listing's folder: `""` on the first page, `../../` on the others.
    public var toListingFolder: String { page == 1 ? "" : "../../" }

    /// The link from this page to page `number` of the same listing.
    public func href(_ number: Int) -> String {
        toListingFolder + (number == 1 ? "index.html" : "page/\(number)/index.html")
    }

    /// The page numbers the navigation shows, `nil` standing for a gap: the first and the last, and those within
    /// two of this one (1 … 4 5 6 7 8 … 167), so that the list stays short however many pages there are. A gap of
    /// one page shows that page instead.
    public var shownNumbers: [Int?] {
        var numbers: [Int?] = []
        var last = 0
        for number in 1...pageCount where number == 1 || number == pageCount || abs(number - page) <= 2 {
            if number - last == 2 { numbers.append(number - 1) } else if number - last > 2 { numbers.append(nil) }
            numbers.append(number)
            last = number
        }
        return numbers
    }

    /// The names of the `pagination` value's fields.
    static let fieldNames = [
        "pagination", "pageNumber", "pageCount", "status", "previousHref", "nextHref", "pages", "number", "numberText", "label", "href",
        "isCurrent", "isGap",
    ]

    /// The template's `pagination` value: this page's number and the number of pages, and both in words
    /// (`status`, "Page 2 of 167"), the links to the previous and the next page (absent on the first and the last),
    /// and the page numbers shown (`shownNumbers`), each with its link, its number as the language writes it, its
    /// name ("Page 3"), whether it is this page, or a gap. Absent for a listing of one page.
    func value(lang: SiteLanguage) -> TemplateValue {
        guard pageCount > 1 else { return .absent }
        let pages = shownNumbers.map { number -> TemplateValue in
            guard let number else { return TemplateScope.object(["isGap": true], keys: ["number", "numberText", "label", "href", "isCurrent"]) }
            return .object([
                "number": .number(number), "numberText": .text(lang.number(number)),
                "label": .text(lang.text("pagination.page", ["number": lang.number(number)])), "href": .text(href(number)),
                "isCurrent": .bool(number == page), "isGap": false,
            ])
        }
        var fields: TemplateFields = [
            "pageNumber": .number(page), "pageCount": .number(pageCount), "pages": .list(pages),
            "status": .text(lang.text("pagination.status", ["page": lang.number(page), "pages": lang.number(pageCount)])),
        ]
        fields.set("previousHref", page > 1 ? href(page - 1) : nil)
        fields.set("nextHref", page < pageCount ? href(page + 1) : nil)
        return TemplateScope.object(fields, keys: ["previousHref", "nextHref"])
    }

    /// The values a listing page adds to its context for its page: `pagination`, and the canonical address of
    /// this page rather than of the listing's first (`page/2/`), when the base URL is known.
    func apply(to context: inout TemplateFields, folder: String, site: SiteContext) {
        context["pagination"] = value(lang: site.language)
        if page > 1 { context.set("canonicalURL", site.url(for: folder + "page/\(page)/")) }
    }
}
