import Foundation
import TripsiteModel

/// The site-wide files that help a published site be found and followed: `sitemap.xml`, the Atom feed
/// `feed.xml` and `robots.txt`. The sitemap and the feed need absolute addresses, so they are written only
/// when the base URL is known.
enum SiteIndexFiles {
    /// The most addresses one sitemap file may list (the sitemap protocol's limit; search engines ignore the rest).
    static let addressesPerSitemap = 50_000

    /// `sourceDate` dates the feed when it has no trip.
    static func files(_ trips: [TripListing], site: SiteContext, sourceDate: SourceDate) -> [OutputFile] {
        var files = [OutputFile(path: "robots.txt", text: robots(site))]
        if site.baseURL != nil {
            files += sitemaps(trips, site: site)
            files.append(OutputFile(path: "feed.xml", text: feed(trips, site: site, sourceDate: sourceDate)))
        }
        return files
    }

    static func robots(_ site: SiteContext) -> String {
        var text = site.noindex ? "User-agent: *\nDisallow: /\n" : "User-agent: *\nAllow: /\n"
        if let sitemap = site.url(for: "sitemap.xml") { text += "\nSitemap: \(sitemap)\n" }
        return text
    }

    /// `sitemap.xml`: every listed page with its last change, in one file up to `limit` addresses; beyond that
    /// `sitemap.xml` is a sitemap index of `sitemaps/1.xml`, `sitemaps/2.xml`… of `limit` addresses each, so a
    /// site of any size stays within the protocol.
    static func sitemaps(_ trips: [TripListing], site: SiteContext, limit: Int = addressesPerSitemap) -> [OutputFile] {
        let entries = sitemapEntries(trips, site: site)
        guard entries.count > limit else { return [OutputFile(path: "sitemap.xml", text: urlset(entries[...]))] }
        var files: [OutputFile] = []
        var index = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for (number, start) in stride(from: 0, to: entries.count, by: limit).enumerated() {
            let part = entries[start..<min(start + limit, entries.count)]
            let path = "sitemaps/\(number + 1).xml"
            files.append(OutputFile(path: path, text: urlset(part)))
            index += "  <sitemap>\n    <loc>\(escape(site.url(for: path)!))</loc>\n"
            if let lastmod = part.compactMap(\.lastmod).max() { index += "    <lastmod>\(lastmod)</lastmod>\n" }
            index += "  </sitemap>\n"
        }
        return [OutputFile(path: "sitemap.xml", text: index + "</sitemapindex>\n")] + files
    }

    /// One address of the sitemap and the date it last changed.
    struct SitemapEntry {
        var url: String
        var lastmod: String?
    }

    /// The home page, each trip's page by start date, and the country and style pages.
    static func sitemapEntries(_ trips: [TripListing], site: SiteContext) -> [SitemapEntry] {
        let newest = trips.map { String($0.updated.prefix(10)) }.max()
        var entries = [SitemapEntry(url: site.url(for: "")!, lastmod: newest)]
        for trip in ordered(trips) {
            entries.append(SitemapEntry(url: site.url(for: "trips/\(trip.slug)/")!, lastmod: String(trip.updated.prefix(10))))
        }
        // The pages by country and by style change when one of their trips does.
        for (folder, groups) in [("countries", TripGroups.byCountry(trips)), ("styles", TripGroups.byStyle(trips))] where !groups.isEmpty {
            entries.append(SitemapEntry(url: site.url(for: "\(folder)/")!, lastmod: newest))
            for group in groups {
                let lastmod = group.trips.map { String($0.updated.prefix(10)) }.max()
                entries.append(SitemapEntry(url: site.url(for: "\(folder)/\(group.slug)/")!, lastmod: lastmod))
            }
        }
        return entries
    }

    private static func urlset(_ entries: ArraySlice<SitemapEntry>) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for entry in entries { xml += self.entry(entry.url, lastmod: entry.lastmod) }
        return xml + "</urlset>\n"
    }

    private static func entry(_ url: String, lastmod: String?) -> String {
        var xml = "  <url>\n    <loc>\(escape(url))</loc>\n"
        if let lastmod { xml += "    <lastmod>\(lastmod)</lastmod>\n" }
        return xml + "  </url>\n"
    }

    /// An Atom feed (RFC 4287) of the `site.feedSize` trips changed most recently, the newest first (by their
    /// `updated` time, then their start date, latest first, then their folder name). A reader fetches the whole feed
    /// each time it looks: a site of thousands of trips keeps it to the ones that are news.
    static func feed(_ trips: [TripListing], site: SiteContext, sourceDate: SourceDate) -> String {
        let home = site.url(for: "")!
        let entries = newest(trips, count: site.feedSize)
        let updated = entries.first?.updated ?? sourceDate.rfc3339
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom">
              <id>\(escape(home))</id>
              <title>\(escape(site.title))</title>
              <updated>\(updated)</updated>
              <link rel="alternate" type="text/html" href="\(escape(home))"/>
              <link rel="self" type="application/atom+xml" href="\(escape(site.url(for: "feed.xml")!))"/>
              <author><name>\(escape(site.title))</name></author>
              <generator>\(escape(site.generator))</generator>

            """
        for trip in entries {
            let url = site.url(for: "trips/\(trip.slug)/")!
            xml += """
                  <entry>
                    <id>\(escape(url))</id>
                    <title>\(escape(trip.title))</title>
                    <updated>\(trip.updated)</updated>
                    <link rel="alternate" type="text/html" href="\(escape(url))"/>
                    <summary>\(escape(trip.feedSummary))</summary>
                  </entry>

                """
        }
        return xml + "</feed>\n"
    }

    /// The `count` trips changed most recently, newest first. `updated` is UTC in one RFC 3339 form, so that its
    /// text sorts as its time does.
    private static func newest(_ trips: [TripListing], count: Int) -> ArraySlice<TripListing> {
        trips.sorted { ($0.updated, $0.startDate, $0.slug) > ($1.updated, $1.startDate, $1.slug) }.prefix(max(1, count))
    }

    private static func ordered(_ trips: [TripListing]) -> [TripListing] {
        trips.sorted { ($0.startDate, $0.slug) < ($1.startDate, $1.slug) }
    }

    /// XML character data and attribute values.
    static func escape(_ text: String) -> String {
        // Most text (addresses, titles) has nothing to escape: it is returned as it is.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
            || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }) {
            return text
        }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case _ where scalar.value < 0x20 && scalar != "\n" && scalar != "\t": break  // not allowed in XML 1.0
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
