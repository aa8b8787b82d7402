import Foundation
import TripsiteTestSupport
import Testing

/// A generated site of many trips, for the tests of a long index: "Journey 000" to "Journey 199", ten days apart
/// from 2020-01-01, in four destinations, every third with the example's picture of Lisbon.
enum ManyTrips {
    /// The reader's date the tests see the list on: trips 110 and later have not ended by then.
    static let today = "2023-01-05"

    static func json(_ count: Int) -> String {
        let destinations = ["Lisbon, Portugal", "Kyoto, Japan", "Oslo, Norway", "Quito"]
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let first = calendar.date(from: DateComponents(year: 2020, month: 1, day: 1))!
        let format = DateFormatter()
        format.calendar = calendar
        format.timeZone = calendar.timeZone
        format.locale = Locale(identifier: "en_US_POSIX")
        format.dateFormat = "yyyy-MM-dd"
        let trips = (0..<count).map { index -> String in
            let start = calendar.date(byAdding: .day, value: index * 10, to: first)!
            let end = calendar.date(byAdding: .day, value: 3, to: start)!
            let number = String(format: "%03d", index)
            let image = index % 3 == 0 ? #", "image_url": "images/lisbon.svg""# : ""
            return #"{"id": "journey-\#(number)", "title": "Journey \#(number)", "destination": "\#(destinations[index % 4])", "#
                + #""start_date": "\#(format.string(from: start))", "end_date": "\#(format.string(from: end))", "#
                + #""updated_at": "2022-12-01T00:00:00Z"\#(image)}"#
        }
        return "[\n" + trips.joined(separator: ",\n") + "\n]\n"
    }

    /// Builds `count` trips into `site/` of the folder and returns that folder.
    static func build(_ count: Int, in folder: ScratchFolder) throws -> URL {
        try folder.write("trips.json", json(count))
        let image = Repository.file("Examples/images/lisbon.svg")
        try folder.write("images/lisbon.svg", try Data(contentsOf: image))
        let build = try TripsiteBinary.run(["build", "trips.json", "-o", "site", "-q"], in: folder.url)
        #expect(build.status == 0, "\(build.stderr)")
        return folder.url.appendingPathComponent("site")
    }
}
