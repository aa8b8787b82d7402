/// Puts each day's own map (its `dayMap`, `DayMapContext`) on a trip page, after the day's heading and the line
/// under it, before its list of items: `<figure class="day-map">` with the SVG. cmark's safe mode leaves no raw
/// HTML in the Markdown, so the map is added to cmark's HTML, once `DayHeadings` has given the days' headings
/// their ids and marked their night lines; the Markdown file has no maps.
///
/// A day is found by its heading's id, looking on from the day before; a day whose heading is not found (a custom
/// template wrote it otherwise) has no map.
enum DayMapFigures {
    static func insert(into bytes: [UInt8], days: [DayHeadings.Day]) -> [UInt8] {
        var insertions: [(offset: Int, text: [UInt8])] = []
        var searchStart = 0
        for day in days {
            guard let map = day.map, let found = bytes.firstIndex(of: "<h3 id=\"\(day.anchor)\">", from: searchStart),
                  let close = bytes.firstIndex(of: "</h3>", from: found) else { continue }
            searchStart = close
            var offset = DayHeadings.skipBlanks(bytes, from: close + 5)
            if bytes.holds("<p class=\"night\">".utf8, at: offset), let end = bytes.firstIndex(of: "</p>", from: offset) {
                offset = DayHeadings.skipBlanks(bytes, from: end + 4)
            }
            insertions.append((offset, Array("<figure class=\"day-map\">".utf8) + map + Array("</figure>\n".utf8)))
        }
        return TripHTML.inserting(insertions, into: bytes)
    }
}
