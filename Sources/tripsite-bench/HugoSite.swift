import Foundation

/// The same trips as a Hugo site that writes the same files per trip as `tripsite build`, so that `hugo` can be timed
/// doing the same work: for every trip its page (`trips/<id>/index.html`), its printable itinerary (`print.html`, an
/// output format of its own), its Markdown (`trip.md`) and its calendar (`trip.ics`, a template looping over the
/// flights, hotels and activities kept in the front matter), plus a home page listing every trip as a card, and the
/// country and travel-style taxonomies (a list page each and a page per term, listing its trips as cards). RSS, the
/// sitemap and the section page are off, as tripsite without a base URL writes no feed or sitemap. Turning the JSON
/// into Markdown and the calendar's dates into text is not timed; only `hugo` building the site is.
enum HugoSite {
    static func write(_ trips: [SyntheticTrips.Trip], to site: String) throws {
        for folder in ["content/trips", "layouts/_default", "layouts/partials", "static"] {
            try FileManager.default.createDirectory(atPath: site + "/" + folder, withIntermediateDirectories: true)
        }
        try save(site + "/config.toml", config)
        for (name, body) in [
            ("baseof.html", baseof), ("single.html", single), ("single.print.html", printPage), ("single.markdown.md", "{{ .RawContent }}"),
            ("single.ics.ics", calendar), ("list.html", term), ("term.html", term), ("taxonomy.html", taxonomy),
        ] {
            try save(site + "/layouts/_default/" + name, body)
        }
        try save(site + "/layouts/index.html", home)
        try save(site + "/layouts/partials/card.html", card)
        try save(site + "/static/site.css", "body{font-family:sans-serif}\n")
        try save(site + "/static/print.css", "header{display:none}\n")
        for trip in trips {
            let country = trip.destination.components(separatedBy: ", ").last ?? trip.destination
            let frontMatter = "---\ntitle: \(jsonString(trip.title))\ndestination: \(jsonString(trip.destination))\n"
                + "start: \"\(trip.startDate.prefix(10))\"\nend: \"\(trip.endDate.prefix(10))\"\n"
                + "countries: [\(jsonString(country))]\nstyles: [\(jsonString(trip.travelStyle))]\n"
                + "flights: [\(flights(trip).joined(separator: ","))]\nhotels: [\(hotels(trip).joined(separator: ","))]\n"
                + "activities: [\(activities(trip).joined(separator: ","))]\n---\n"
            try save(site + "/content/trips/\(trip.id).md", frontMatter + page(trip))
        }
    }

    /// The flights' events as JSON objects: each leaves on the trip's first or last day.
    private static func flights(_ t: SyntheticTrips.Trip) -> [String] {
        zip(t.flights, [t.startDate, t.endDate]).map { f, day in
            object([
                ("id", jsonString(f.id)), ("number", jsonString(f.flightNumber)), ("airline", jsonString(f.airline)),
                ("from", jsonString(f.departureAirport)), ("to", jsonString(f.arrivalAirport)),
                ("dtstart", jsonString(compact(day) + "T" + f.departureTime.replacingOccurrences(of: ":", with: "") + "00")),
                ("duration", jsonString(durationText(f.duration))), ("direct", f.isDirect ? "true" : "false"), ("price", jsonString(f.price)),
            ])
        }
    }

    private static func hotels(_ t: SyntheticTrips.Trip) -> [String] {
        t.hotels.map { h in
            object([
                ("id", jsonString(h.id)), ("name", jsonString(h.name)), ("address", jsonString(h.address)), ("room", jsonString(h.roomType)),
                ("checkin", jsonString(fromDayMonthYear(h.checkInDate))), ("checkout", jsonString(fromDayMonthYear(h.checkOutDate))),
                ("price", jsonString(h.price)),
            ])
        }
    }

    private static func activities(_ t: SyntheticTrips.Trip) -> [String] {
        let parts = t.startDate.prefix(10).split(separator: "-").compactMap { Int($0) }
        let start = CivilDay(year: parts[0], month: parts[1], day: parts[2])
        return t.activities.sorted { ($0.dayNumber, $0.activityNumber) < ($1.dayNumber, $1.activityNumber) }.map { a in
            let day = start.adding(a.dayNumber - 1).iso
            return object([
                ("id", jsonString(a.id)), ("name", jsonString(a.name)), ("description", jsonString(a.description)),
                ("location", jsonString(a.location)), ("dtstart", jsonString(compact(day) + "T" + twentyFourHour(a.scheduledTime) + "00")),
                ("duration", jsonString(durationText(a.duration))), ("price", jsonString(a.price)),
                ("rating", jsonString(SyntheticTrips.ratingText(a.ratingTenths))),
            ])
        }
    }

    private static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    /// "2026-03-15…" → "20260315".
    private static func compact(_ date: String) -> String { date.prefix(10).replacingOccurrences(of: "-", with: "") }

    /// "15-03-2026" → "20260315".
    private static func fromDayMonthYear(_ date: String) -> String {
        let parts = date.split(separator: "-")
        return parts.count == 3 ? String(parts[2] + parts[1] + parts[0]) : date
    }

    /// "6:30 PM" → "1830".
    private static func twentyFourHour(_ time: String) -> String {
        let pieces = time.split(whereSeparator: { $0 == ":" || $0 == " " })
        guard pieces.count >= 2, var hour = Int(pieces[0]) else { return "0000" }
        if pieces.count == 3 { hour = hour % 12 + (pieces[2] == "PM" ? 12 : 0) }
        return SyntheticTrips.padded(hour, 2) + pieces[1]
    }

    /// "11h 37m" → "PT11H37M"; "1.5 hours" → "PT1H30M".
    private static func durationText(_ text: String) -> String {
        let words = text.split(separator: " ")
        var minutes = 0
        if text.contains("h "), words.count == 2 {
            minutes = (Int(words[0].dropLast()) ?? 0) * 60 + (Int(words[1].dropLast()) ?? 0)
        } else if let hours = Double(words.first ?? "") {
            minutes = Int((hours * 60).rounded())
        }
        return "PT\(minutes / 60)H\(minutes % 60)M"
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

    private static let config = """
        baseURL = "https://example.org/"
        title = "Trips"
        disableKinds = ["RSS", "sitemap", "section"]
        uglyURLs = false

        [taxonomies]
        country = "countries"
        style = "styles"

        [mediaTypes."text/markdown"]
        suffixes = ["md"]
        [mediaTypes."text/calendar"]
        suffixes = ["ics"]

        [outputFormats.print]
        mediaType = "text/html"
        baseName = "print"
        isHTML = true
        permalinkable = false
        [outputFormats.markdown]
        mediaType = "text/markdown"
        baseName = "trip"
        isPlainText = true
        permalinkable = false
        [outputFormats.ics]
        mediaType = "text/calendar"
        baseName = "trip"
        isPlainText = true
        permalinkable = false

        [outputs]
        home = ["html"]
        page = ["html", "print", "markdown", "ics"]
        taxonomy = ["html"]
        term = ["html"]

        """

    private static let baseof = """
        <!doctype html><html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width,initial-scale=1">
        <title>{{ .Title }} · {{ site.Title }}</title><meta property="og:title" content="{{ .Title }}">
        <meta name="description" content="{{ .Summary | plainify }}">
        <meta property="og:description" content="{{ .Summary | plainify }}">
        <link rel="stylesheet" href="/site.css"><link rel="stylesheet" media="print" href="/print.css">
        </head><body><header><a href="/">Trips</a></header><main>{{ block "main" . }}{{ end }}</main></body></html>

        """

    private static let single = """
        {{ define "main" }}<nav class="trip-links">
        {{ range .Params.countries }}<a href="{{ (print "/countries/" (. | urlize) "/") | relURL }}">{{ . }}</a>{{ end }} ·
        {{ range .Params.styles }}<a href="{{ (print "/styles/" (. | urlize) "/") | relURL }}">{{ . }}</a>{{ end }}
        {{ with .OutputFormats.Get "print" }}<a href="{{ .RelPermalink }}">Printable itinerary</a>{{ end }}
        {{ with .OutputFormats.Get "ics" }}<a href="{{ .RelPermalink }}" type="text/calendar" download>Add to calendar (.ics)</a>{{ end }}
        {{ with .OutputFormats.Get "markdown" }}<a href="{{ .RelPermalink }}" type="text/markdown">Markdown</a>{{ end }}
        </nav>
        <article><h1>{{ .Title }}</h1>
        <p>{{ .Params.destination }} · {{ .Params.start }} – {{ .Params.end }}</p>{{ .Content }}</article>{{ end }}

        """

    private static let printPage = """
        <!doctype html><html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width,initial-scale=1">
        <title>{{ .Title }} · {{ site.Title }}</title>
        <meta name="description" content="{{ .Summary | plainify }}">
        <link rel="canonical" href="{{ .Permalink }}"><link rel="stylesheet" href="/print.css">
        </head><body class="print-page"><main><article><h1>{{ .Title }}</h1>
        <p>{{ .Params.destination }} · {{ .Params.start }} – {{ .Params.end }}</p>{{ .Content }}</article></main></body></html>

        """

    private static let calendar = #"""
        BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:-//hugo//trips//EN
        CALSCALE:GREGORIAN
        METHOD:PUBLISH
        X-WR-CALNAME:{{ .Title }}
        {{ range .Params.flights }}BEGIN:VEVENT
        UID:{{ .id }}@hugo
        SUMMARY:Flight {{ .number }} · {{ .airline }} {{ .from }} → {{ .to }}
        DTSTART:{{ .dtstart }}
        DURATION:{{ .duration }}
        LOCATION:{{ .from }}
        DESCRIPTION:{{ .airline }}\n{{ if .direct }}Direct{{ else }}Not direct{{ end }}\nPrice {{ replace .price "," "\\," }}
        END:VEVENT
        {{ end }}{{ range .Params.hotels }}BEGIN:VEVENT
        UID:{{ .id }}@hugo
        SUMMARY:Stay at {{ .name }}
        DTSTART;VALUE=DATE:{{ .checkin }}
        DTEND;VALUE=DATE:{{ .checkout }}
        LOCATION:{{ replace .address "," "\\," }}
        TRANSP:TRANSPARENT
        DESCRIPTION:{{ .room }}\nPrice {{ replace .price "," "\\," }}
        END:VEVENT
        {{ end }}{{ range .Params.activities }}BEGIN:VEVENT
        UID:{{ .id }}@hugo
        SUMMARY:{{ .name }}
        DTSTART:{{ .dtstart }}
        DURATION:{{ .duration }}
        LOCATION:{{ replace .location "," "\\," }}
        DESCRIPTION:{{ replace .description "," "\\," }}\nPrice {{ replace .price "," "\\," }}\nRated {{ .rating }}/10
        END:VEVENT
        {{ end }}END:VCALENDAR

        """#

    private static let card = """
        <li class="trip-card" data-country="{{ index .Params.countries 0 | urlize }}" data-style="{{ index .Params.styles 0 | urlize }}" \
        data-start="{{ .Params.start }}" data-search="{{ lower .Title }} {{ lower .Params.destination }}">
        <h2><a href="{{ .RelPermalink }}">{{ .Title }}</a></h2>
        <p>{{ .Params.destination }} · {{ .Params.start }} – {{ .Params.end }} · \
        {{ range .Params.styles }}<a href="{{ (print "/styles/" (. | urlize) "/") | relURL }}">{{ . }}</a>{{ end }}</p>
        </li>

        """

    private static let home = """
        {{ define "main" }}<h1>{{ site.Title }}</h1><p>{{ len site.RegularPages }} trips</p>
        <ul id="trips">{{ range site.RegularPages.ByParam "start" }}{{ partial "card.html" . }}{{ end }}</ul>{{ end }}

        """

    private static let term = """
        {{ define "main" }}<h1>{{ .Title }}</h1><p>{{ len .Pages }} trips</p>
        <ul id="trips">{{ range .Pages.ByParam "start" }}{{ partial "card.html" . }}{{ end }}</ul>{{ end }}

        """

    private static let taxonomy = """
        {{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range .Data.Terms.Alphabetical }}
        <li><a href="{{ .Page.RelPermalink }}">{{ .Page.Title }}</a> ({{ .Count }})</li>{{ end }}</ul>{{ end }}

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
