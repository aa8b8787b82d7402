import Foundation

/// The address a site is published at (`--base-url`, `base_url` in tripsite.toml). It is written into every page's
/// canonical link, `robots.txt`, the sitemap and the feed, so it must be an absolute http(s) address with a host,
/// holding nothing that could end an attribute, a tag or a line there: no quote, angle bracket, back quote,
/// backslash, blank or control character.
package enum BaseAddress {
    /// What the messages say is expected.
    package static let expected = "an absolute http(s) address without quotes, angle brackets or spaces, such as https://me.github.io/trips/"

    /// Whether `text` may be a site's address.
    package static func isValid(_ text: String) -> Bool {
        let forbidden: Set<Unicode.Scalar> = ["\"", "'", "<", ">", "`", "\\"]
        guard !text.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F || $0.properties.isWhitespace || forbidden.contains($0) }),
              let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
              scheme == "http" || scheme == "https", text.lowercased().hasPrefix(scheme + "://"),
              let host = components.host, !host.isEmpty else { return false }
        return true
    }
}
