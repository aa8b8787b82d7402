import Foundation

/// Prints an HTML file to PDF with a renderer found on the machine: headless Chromium (whose print
/// output is the browser's own), else WeasyPrint. tripsite has no PDF engine of its own.
public struct PDFPrinter: Sendable {
    public enum Engine: String, Sendable {
        case chromium, weasyprint
    }

    public let engine: Engine
    public let executable: String

    /// What to tell the user when no renderer is found.
    public static let missingMessage =
        "no PDF renderer was found: install Chromium (apt-get install chromium) or WeasyPrint (pip install weasyprint)"

    /// The first renderer on the `PATH`: Chromium under its usual names, then WeasyPrint.
    public static func find(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> PDFPrinter? {
        let folders = (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").map(String.init)
        let candidates: [(String, Engine)] = [
            ("chromium", .chromium), ("chromium-browser", .chromium), ("google-chrome", .chromium), ("weasyprint", .weasyprint),
        ]
        for (name, engine) in candidates {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
                return PDFPrinter(engine: engine, executable: folder + "/" + name)
            }
        }
        return nil
    }

    /// Prints `html` (a file path) to `pdf`, with the page's own print styles: its `@page` rules give the
    /// sheet's size (`PrintStyle`), its margins and their running header and page numbers, in place of the
    /// renderer's own header and footer.
    public func print(html: String, to pdf: String) throws {
        let page = URL(fileURLWithPath: html).absoluteString
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        switch engine {
        case .chromium:
            process.arguments = [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage",
                "--no-pdf-header-footer", "--print-to-pdf=\(pdf)", page,
            ]
        case .weasyprint:
            process.arguments = [page, pdf]
        }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0, FileManager.default.fileExists(atPath: pdf) else {
            throw FileSystemError(path: pdf, reason: "could not be printed by \(engine.rawValue) (status \(process.terminationStatus))")
        }
    }
}
