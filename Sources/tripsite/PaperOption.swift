import ArgumentParser
import TripsiteConfig
import TripsiteRendering

extension PaperSize: ExpressibleByArgument {}

extension SiteConfig {
    /// The file's `paper`, which the reader has checked is "a4" or "letter".
    var paperSize: PaperSize? { paper.flatMap(PaperSize.init(rawValue:)) }
}
