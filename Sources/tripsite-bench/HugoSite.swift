import Foundation

/// The same trips laid out as a Hugo site with the content already in Markdown, so `hugo` can be timed beside
/// tripsite: `content/trips/<id>.md` (front matter, a summary, flights and hotels, the day-by-day
/// activities), a trips list page, a `config.toml` and minimal layouts with a print stylesheet link.
/// Turning the JSON into Markdown is not timed; only `hugo` building the pages is.
enum HugoSite {
    static func write(_ trips: [SyntheticTrips.Trip], to site: String) throws {
        for folder in ["content/trips", "layouts/_default", "static"] {
            try FileManager.default.createDirectory(atPath: site + "/" + folder, withIntermediateDirectories: true)
        }
        try save(site + "/config.toml",
                 "baseURL = \"https://example.org/\"\ntitle = \"Trips\"\ndisableKinds = [\"taxonomy\", \"term\", \"RSS\"]\n")
        try save(site + "/layouts/_default/baseof.html", baseof)
        try save(site + "/layouts/_default/single.html", single)
        try save(site + "/layouts/_default/list.html", list)
        try save(site + "/static/site.css", "body{font-family:sans-serif}\n")
        try save(site + "/static/print.css", "header{display:none}\n")
        try save(site + "/content/trips/_index.md", "---\ntitle: \"All trips\"\n---\n")
        for trip in trips {
            let frontMatter = "---\ntitle: \(jsonString(trip.title))\ndestination: \(jsonString(trip.destination))\n"
                + "start: \"\(trip.startDate.prefix(10))\"\nend: \"\(trip.endDate.prefix(10))\"\n---\n"
            try save(site + "/content/trips/\(trip.id).md", frontMatter + page(trip))
        }
    }

    /// One trip's page body in Markdown.
    static func page(_ t: SyntheticTrips.Trip) -> String {
        var out = [
            "\(escape(t.description))\n",
            "**Style:** \(escape(t.travelStyle)) · **Travelers:** \(t.travelers) · "
                + "**Budget:** \(t.budget) \(t.currency) · **Status:** \(t.status)\n",
            "## Flights\n", "| Flight | From | To | Departs | Arrives | Duration | Direct | Price |",
            "|---|---|---|---|---|---|---|---|",
        ]
        for f in t.flights {
            out.append("| \(escape(f.airline)) \(f.flightNumber) | \(f.departureAirport) | "
                + "\(f.arrivalAirport) | \(f.departureDate) \(f.departureTime) | "
                + "\(f.arrivalDate) \(f.arrivalTime) | \(f.duration) | "
                + "\(f.isDirect ? "yes" : "no") | \(f.price) |")
        }
        out += ["", "## Hotels\n"]
        for h in t.hotels {
            out.append("- **\(escape(h.name))** — \(escape(h.address))  \n  \(h.roomType), "
                + "\(h.checkInDate) → \(h.checkOutDate), rated \(SyntheticTrips.ratingText(h.ratingTenths)) "
                + "(\(h.reviewCount) reviews), \(h.price)")
        }
        out += ["", "## Itinerary\n"]
        let days = Dictionary(grouping: t.activities, by: \.dayNumber)
        for day in days.keys.sorted() {
            out.append("### Day \(day)\n")
            for a in days[day]!.sorted(by: { $0.activityNumber < $1.activityNumber }) {
                out.append("\(a.activityNumber). **\(a.scheduledTime) — \(escape(a.name))**  \n"
                    + "   \(escape(a.description))  \n   *\(escape(a.location))* · \(a.duration) · "
                    + "★ \(SyntheticTrips.ratingText(a.ratingTenths)) · \(a.price)")
            }
            out.append("")
        }
        return out.joined(separator: "\n") + "\n"
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
            .replacingOccurrences(of: "*", with: "\\*")
            .replacingOccurrences(of: "_", with: "\\_")
    }

    private static func jsonString(_ text: String) -> String {
        var writer = SyntheticTrips.JSONWriter()
        writer.quote(text)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    private static func save(_ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    private static let baseof = """
        <!doctype html><html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width,initial-scale=1">
        <title>{{ .Title }}</title><meta property="og:title" content="{{ .Title }}">
        <meta property="og:description" content="{{ .Summary | plainify }}">
        <link rel="stylesheet" href="/site.css"><link rel="stylesheet" media="print" href="/print.css">
        </head><body><header><a href="/">Trips</a></header><main>{{ block "main" . }}{{ end }}</main></body></html>

        """

    private static let single = """
        {{ define "main" }}<article><h1>{{ .Title }}</h1>
        <p>{{ .Params.destination }} · {{ .Params.start }} – {{ .Params.end }}</p>{{ .Content }}</article>{{ end }}

        """

    private static let list = """
        {{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range .Pages }}
        <li><a href="{{ .RelPermalink }}">{{ .Title }}</a> — {{ .Params.destination }}, {{ .Params.start }}</li>{{ end }}</ul>{{ end }}

        """
}

/// The Markdown tripsite itself wrote (every `trips/*/*.md` of a built site), concatenated into one file,
/// to time plain `cmark` converting the same Markdown in one process.
enum TripsiteMarkdown {
    @discardableResult
    static func concatenate(siteFolder: String, into path: String) throws -> Int {
        let files = try markdownFiles(in: siteFolder)
        var all = Data()
        for file in files {
            all.append(try Data(contentsOf: URL(fileURLWithPath: siteFolder + "/" + file)))
            all.append(0x0A)
        }
        try all.write(to: URL(fileURLWithPath: path))
        return files.count
    }

    /// The same Markdown in two files of about the same size (every other trip's), for two processes at once.
    static func concatenate(siteFolder: String, intoHalves halves: (String, String)) throws {
        let files = try markdownFiles(in: siteFolder)
        var parts = [Data(), Data()]
        for (index, file) in files.enumerated() {
            parts[index % 2].append(try Data(contentsOf: URL(fileURLWithPath: siteFolder + "/" + file)))
            parts[index % 2].append(0x0A)
        }
        try parts[0].write(to: URL(fileURLWithPath: halves.0))
        try parts[1].write(to: URL(fileURLWithPath: halves.1))
    }

    /// The trips' Markdown files of a built site, in order.
    private static func markdownFiles(in siteFolder: String) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: siteFolder).filter { $0.hasPrefix("trips/") && $0.hasSuffix(".md") }.sorted()
    }
}
