import Foundation
import TripsiteTestSupport
import Testing

/// Nothing in an input vanishes without a word: every value of every input fixture either shows in the built site
/// (as written), is listed by `check --ignored`, or belongs to a field that the site shows in another form or that
/// steers the build (the list below says which, and why). A field the loader reads but nothing shows fails here.
@Suite("every input field is shown or listed as not used")
struct FieldCoverageTests {
    /// Fields shown in another form than written, or that steer the build rather than show, by their last key
    /// (in tripsite's spelling, after `KeyNormalization`'s rules), with why.
    static let shownOtherwise: [String: String] = [
        "id": "names the trip's folder and the calendar events",
        "start_date": "shown as a date in the reader's form", "end_date": "shown as a date in the reader's form",
        "departure_date": "shown as a date", "arrival_date": "shown as a date", "check_in_date": "shown as a date",
        "check_out_date": "shown as a date", "scheduled_date": "places the activity on its day",
        "departure_time": "shown in 24-hour form", "arrival_time": "shown in 24-hour form", "scheduled_time": "shown in 24-hour form",
        "check_in_time": "shown in 24-hour form", "check_out_time": "shown in 24-hour form", "boarding_time": "shown in 24-hour form",
        "duration": "shown in tripsite's form (2 h 30 min)", "price": "shown as money in its currency",
        "price_per_night": "shown as money", "budget": "shown as money", "currency": "the currency of bare prices",
        "review_count": "shown with digit grouping", "rating": "shown as a score", "stars": "shown as N-star",
        "latitude": "a pin on the map", "longitude": "a pin on the map", "lat": "a pin on the map", "lng": "a pin on the map",
        "coordinates": "a pin on the map", "coords": "a pin on the map",
        "day_number": "places the activity on its day", "activity_number": "orders the day",
        "image_url": "an image (local ones copied into media/; templates may show items' images)",
        "created_at": "dates the sitemap and feed", "updated_at": "dates the calendar, sitemap and feed",
        "visibility": "lists or hides the trip", "status": "shown as its label", "travelers": "divides the cost",
        "nights": "checked against the dates", "is_direct": "shown as Direct", "stops": "shown as a count",
        "is_open": "shown as Open now", "favorite": "shown as ♥", "is_favorite": "shown as ♥", "rooms_left": "shown when few",
        "timezone": "times are read in it", "time_zone": "times are read in it", "country_code": "the flag and country pages",
        "country": "the flag and country pages", "year": "shown with the vehicle", "url": "the place's link",
        "confirmation": "private: shown only with --show-private (which this test builds with)",
        "reservation_number": "a reservation's confirmation number: private", "@type": "says what kind of object it is",
        "@context": "says which vocabulary the object uses", "utc_offset": "the zone of the time beside it",
        "time": "shown in 24-hour form", "date": "shown as a date",
        "language": "the trip's dates, times and durations are read in it",
    ]

    /// Every leaf of a JSON value, with its path and last key.
    private static func leaves(_ value: Any, path: String = "", key: String = "") -> [(path: String, key: String, text: String)] {
        switch value {
        case let object as [String: Any]:
            return object.keys.sorted().flatMap { leaves(object[$0]!, path: path + "." + $0, key: $0) }
        case let array as [Any]:
            return array.flatMap { leaves($0, path: path + "[]", key: key) }
        case is NSNull:
            return []
        case let number as NSNumber:
            return [(path, key, number.stringValue)]
        default:
            return [(path, key, "\(value)")]
        }
    }

    /// `startDate` → `start_date`, as the loader reads keys.
    private static func canonical(_ key: String) -> String {
        var result = ""
        var previous: Character?
        for character in key {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { result.append("_") }
            result += character.lowercased()
            previous = character
        }
        return result
    }

    @Test("every field of the examples and the good fixture, in each format", arguments: [
        "Examples/trips.json", "Tests/Fixtures/trips-good.json", "Examples/tripit.json", "Examples/reservations/train.jsonld",
    ])
    func coverage(_ input: String) throws {
        let folder = try ScratchFolder()
        let source = Repository.root.appendingPathComponent(input)
        let site = folder.url.appendingPathComponent("site").path
        let build = try TripsiteBinary.run(["build", source.path, "-o", site, "-q", "--show-private", "--drafts"], in: folder.url)
        #expect(build.status == 0, "\(build.stderr)")
        let check = try TripsiteBinary.run(["check", source.path, "--ignored", "--format", "json"], in: folder.url)
        let listed = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [[String: Any]])
        let ignored = listed.filter { $0["severity"] as? String == "ignored" }.compactMap { $0["path"] as? String }
            .map { $0.hasPrefix("trips[]") ? String($0.dropFirst("trips".count)) : $0 }
            // `["@graph"]` in a message's path is `.@graph` in the leaves' paths.
            .map { $0.replacingOccurrences(of: "[\"", with: ".").replacingOccurrences(of: "\"]", with: "") }
            .map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 }

        var haystack = ""
        for case let file as String in FileManager.default.enumerator(atPath: site) ?? NSEnumerator() {
            haystack += file + "\n"
            if let text = try? String(contentsOfFile: site + "/" + file, encoding: .utf8) { haystack += text + "\n" }
        }
        haystack = haystack.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").lowercased()

        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: source))
        var unaccounted: [String] = []
        for leaf in Self.leaves(root) {
            // The trips' own paths, whether the file is an array of trips or wraps them under "trips".
            var pattern = leaf.path.hasPrefix(".trips[]") ? String(leaf.path.dropFirst(".trips".count)) : leaf.path
            if pattern.hasPrefix(".") { pattern.removeFirst() }
            if ignored.contains(where: { pattern == $0 || pattern.hasPrefix($0 + ".") || pattern.hasPrefix($0 + "[") }) { continue }
            if Self.shownOtherwise[Self.canonical(leaf.key)] != nil { continue }
            if haystack.contains(leaf.text.lowercased()) { continue }
            unaccounted.append("\(leaf.path) = \(leaf.text.prefix(60))")
        }
        #expect(unaccounted.isEmpty, "neither shown nor listed by check --ignored:\n\(unaccounted.joined(separator: "\n"))")
    }
}
