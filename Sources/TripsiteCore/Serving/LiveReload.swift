/// What `tripsite serve` adds to the HTML pages it serves (never to the built files): a small script
/// that reloads the page when the site is rebuilt, and, while the last build has failed, a banner with
/// its errors above the last good site, else a panel with the last build's warnings, each linked to the item
/// it is about on its trip's page.
public enum LiveReload {
    /// A warning of the last build, and the site-relative address of the item it is about (`WarningTargets`).
    public struct Warning: Sendable, Equatable {
        public var text: String
        public var target: String?

        public init(_ text: String, target: String? = nil) {
            self.text = text
            self.target = target
        }
    }

    /// The address the script asks for the site's version.
    public static let versionPath = "/_tripsite/version"

    static let script = """
        <script>/* tripsite serve: reload when the site is rebuilt */
        (function () {
          var seen = null;
          setInterval(function () {
            fetch('\(versionPath)', {cache: 'no-store'}).then(function (r) { return r.text(); }).then(function (v) {
              if (seen === null) { seen = v; } else if (v !== seen) { location.reload(); }
            }).catch(function () {});
          }, 500);
        })();
        </script>
        """

    /// `html` with the reload script before `</body>`, and after `<body…>` the error banner when `errors` is not
    /// empty, else a panel of the last build's `warnings` when there are any (closed, its summary counting them; a
    /// warning with a target is a link to it, and the item a link leads to is highlighted). Both are escaped: they
    /// quote the user's data.
    public static func inject(into html: [UInt8], errors: [String], warnings: [Warning] = []) -> [UInt8] {
        var text = String(decoding: html, as: UTF8.self)
        if let close = text.range(of: "</body>", options: .backwards) {
            text.replaceSubrange(close, with: script + "\n</body>")
        } else {
            text += script
        }
        if let overlay = overlay(errors: errors, warnings: warnings), let bodyStart = text.range(of: "<body"),
           let bodyEnd = text[bodyStart.upperBound...].firstIndex(of: ">") {
            text.insert(contentsOf: overlay, at: text.index(after: bodyEnd))
        }
        return Array(text.utf8)
    }

    /// The banner of a failed build (its messages, warnings among them), or the panel of a built one's warnings.
    private static func overlay(errors: [String], warnings: [Warning]) -> String? {
        if !errors.isEmpty {
            return """

                <div role="alert" style="margin:0;padding:1rem;background:#fff1f0;color:#5c0a0a;border-bottom:3px solid #c62828;font:14px/1.5 ui-monospace,monospace">
                <strong>The last build failed; this is the last site that built.</strong>
                <pre style="white-space:pre-wrap;margin:.5rem 0 0">\(escape(errors.joined(separator: "\n")))</pre>
                </div>
                """
        }
        guard !warnings.isEmpty else { return nil }
        let count = warnings.count == 1 ? "1 warning" : "\(warnings.count) warnings"
        return """

            <details role="status" style="margin:0;padding:.5rem 1rem;background:#fff8e1;color:#4a3800;border-bottom:3px solid #f9a825;font:14px/1.5 ui-monospace,monospace">
            <summary>The last build gave \(count).</summary>
            <ul style="margin:.5rem 0 0;padding-left:1.25rem">
            \(warnings.map(item).joined(separator: "\n"))
            </ul>
            </details>
            <style>/* tripsite serve: the item a warning links to */
            :target { outline: 3px solid #f9a825; outline-offset: 3px; background: #fff8e1; color: #4a3800; scroll-margin-top: 6rem; }
            </style>
            """
    }

    /// A warning as an item of the panel's list: a link to its item when it has one. The address is the site's
    /// own (a trip's folder name and an item's id), from the site's root.
    private static func item(_ warning: Warning) -> String {
        let text = escape(warning.text)
        guard let target = warning.target else { return "<li style=\"white-space:pre-wrap\">\(text)</li>" }
        return "<li style=\"white-space:pre-wrap\"><a class=\"tripsite-warning\" href=\"/\(escape(target).replacingOccurrences(of: "\"", with: "&quot;"))\" style=\"color:inherit\">\(text)</a></li>"
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
