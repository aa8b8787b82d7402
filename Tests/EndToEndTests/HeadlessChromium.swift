import Foundation
import Testing

/// Headless Chromium (installed by `make test-tools`), for the tests that look at pages in a real browser.
enum HeadlessChromium {
    static let path = ["chromium", "chromium-browser", "google-chrome"].lazy
        .compactMap { name in ["/usr/bin/", "/usr/local/bin/", "/snap/bin/"].map { $0 + name }.first(where: FileManager.default.isExecutableFile) }
        .first

    /// Runs Chromium headless with `arguments` and returns what it printed (the DOM, with `--dump-dom`).
    static func run(_ arguments: [String]) throws -> String {
        let executable = try #require(path, "Chromium is needed for the browser tests: run `make test-tools`")
        let result = try ExternalTool.run(
            [executable, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage"] + arguments)
        return result.text
    }

    /// The text of `<pre id="out">` in a harness page's DOM, with HTML's entities decoded.
    static func harnessOutput(_ dom: String) -> String? {
        guard let match = dom.firstMatch(of: /<pre id="out">([^<]*)<\/pre>/)?.output.1 else { return nil }
        return String(match).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }
}
