import Foundation
import Mustache
import TripsiteCore
import TripsiteModel
import TripsiteRendering

/// The trips' Markdown and page templates rendered by swift-mustache and by tripsite's own renderer, on one
/// core, with the same values: the measurement behind tripsite rendering its templates itself.
///
/// Both render `trip.md` and `trip.html` (with an empty `content`) for every trip. tripsite's time includes
/// reading each trip's context dictionary into template values, as a build does; swift-mustache is given
/// the same values already built, so nothing of its preparation is counted.
enum TemplateEngines {
    /// Seconds for all the trips, median of the runs.
    struct Sample {
        var swiftMustache: Double
        var tripsite: Double
    }

    static let templateNames = ["trip.md", "trip.html"]

    static func measure(tripsFile: String, runs: Int) throws -> Sample {
        let planned = try PlannedSite.plan(BuildOptions(tripsFile: tripsFile), fileSystem: LocalFileSystem())
        let site = SiteContext()
        let contexts = planned.plans.map { plan in
            var context = TripContext.make(plan, site: site)
            context["content"] = ""
            return context
        }
        let templates = planned.templates
        MustacheContentTypes.register(MarkdownForMustache(), named: "MARKDOWN")
        var library = MustacheLibrary()
        for (name, source) in templates.sources {
            library.register(try MustacheTemplate(string: source.text), named: name)
        }
        let mustacheValues = contexts.map { reference(.object($0)) }

        var mustacheTimes: [Double] = []
        var tripsiteTimes: [Double] = []
        for _ in 0..<runs {
            let (mustacheBytes, mustacheTime) = Clock.measure {
                mustacheValues.reduce(0) { total, value in
                    total + templateNames.reduce(0) { $0 + (library.render(value, withTemplate: $1)?.utf8.count ?? 0) }
                }
            }
            let (tripsiteBytes, tripsiteTime) = try Clock.measure { () throws(DiagnosticsError) -> Int in
                var total = 0
                for context in contexts {
                    for name in templateNames { total += try templates.render(context, with: name).utf8.count }
                }
                return total
            }
            guard mustacheBytes == tripsiteBytes else {
                throw DiagnosticsError.file("Templates", "swift-mustache wrote \(mustacheBytes) bytes and tripsite \(tripsiteBytes)")
            }
            mustacheTimes.append(mustacheTime)
            tripsiteTimes.append(tripsiteTime)
        }
        return Sample(swiftMustache: median(mustacheTimes), tripsite: median(tripsiteTimes))
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }

    /// A template value as swift-mustache reads it.
    private static func reference(_ value: TemplateValue) -> Any {
        switch value {
        case .text(let text): text
        case .utf8(let bytes): String(decoding: bytes, as: UTF8.self)
        case .bool(let flag): flag
        case .list(let items): items.map(reference)
        case .object(let values): Dictionary(values.fields.map { ($0, reference($1)) }, uniquingKeysWith: { $1 })
        case .absent: AbsentForMustache()
        }
    }
}

/// `TemplateValue.absent` for swift-mustache: nothing, and false.
private struct AbsentForMustache: MustacheCustomRenderable {
    var renderText: String { "" }
    var isNull: Bool { true }
}

/// tripsite's Markdown escaping, as a swift-mustache content type.
private struct MarkdownForMustache: MustacheContentType {
    func escapeText(_ text: String) -> String { TemplateEscaping.markdown.escape(text) }
}
