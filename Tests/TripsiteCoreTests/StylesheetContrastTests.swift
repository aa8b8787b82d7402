import Foundation
import Testing
@testable import TripsiteCore
@testable import TripsiteJSON
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering
@testable import TripsiteResources

/// The stylesheet's text colours against its backgrounds, light and dark: at least 4.5:1 (WCAG AA).
@Suite("stylesheet contrast")
struct StylesheetContrastTests {
    /// The `--name: #rrggbb` custom properties of the `:root` block that starts at `marker`.
    private func palette(after marker: String) throws -> [String: (Double, Double, Double)] {
        let css = String(decoding: EmbeddedResources.stylesheet, as: UTF8.self)
        let start = try #require(css.range(of: marker))
        let block = css[start.upperBound...].prefix { $0 != "}" }
        var colours: [String: (Double, Double, Double)] = [:]
        for match in block.matches(of: /--([a-z]+):\s*#([0-9a-fA-F]{6});/) {
            let hex = Int(match.output.2, radix: 16)!
            colours[String(match.output.1)] = (Double(hex >> 16 & 0xFF) / 255, Double(hex >> 8 & 0xFF) / 255, Double(hex & 0xFF) / 255)
        }
        return colours
    }

    private func luminance(_ colour: (Double, Double, Double)) -> Double {
        func channel(_ value: Double) -> Double { value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4) }
        return 0.2126 * channel(colour.0) + 0.7152 * channel(colour.1) + 0.0722 * channel(colour.2)
    }

    private func ratio(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    @Test("text, muted text and links are readable on the page, card, badge and placeholder backgrounds", arguments: [":root {", "@media (prefers-color-scheme: dark) {\n  :root {"])
    func contrast(marker: String) throws {
        let colours = try palette(after: marker)
        for text in ["fg", "muted", "accent"] {
            for background in ["bg", "card", "badge", "tint"] {
                let pair = try (#require(colours[text]), #require(colours[background]))
                #expect(ratio(pair.0, pair.1) >= 4.5, "\(text) on \(background): \(ratio(pair.0, pair.1))")
            }
        }
    }
}
