import Foundation
import TripsiteModel

/// How a page refers to the trip's images: web addresses as they are, and local files either from the
/// site's `media/` folder (a published site) or embedded as `data:` URIs (a self-contained export).
public struct ImageLinks: Sendable {
    private let local: @Sendable (String) -> String?
    /// Whether web addresses are used (a self-contained page must not need a request to show).
    private var includesRemote = true

    private init(local: @escaping @Sendable (String) -> String?, includesRemote: Bool = true) {
        self.local = local
        self.includesRemote = includesRemote
    }

    /// The address to use for an image, or `nil` to leave it out. Always safe to place in a Markdown link.
    public func url(_ image: ImageReference) -> String? {
        switch image {
        case .remote(let url): includesRemote ? MarkdownEscaping.url(url) : nil
        case .local(let path): local(path)
        }
    }

    /// Local images from `root + "media/"`, where the build copies them.
    public static func site(root: String) -> ImageLinks {
        ImageLinks(local: { root + MarkdownEscaping.filePath("media/" + $0) })
    }

    /// Local images to embed in a self-contained page. They are linked as `tripsite-embedded-image:PATH`
    /// (cmark's safe mode drops `data:` URIs of SVG images), and `embed(in:read:)` then replaces each
    /// such link in the finished HTML with a `data:` URI. Files it cannot read, or of a kind browsers do
    /// not show, are left out.
    /// Web images are left out, so the page needs no request to show.
    public static func embedded(canRead: @escaping @Sendable (String) -> Bool) -> ImageLinks {
        ImageLinks(local: { path in
            guard ImageReferenceRules.mediaType(of: path) != nil, canRead(path) else { return nil }
            return embeddedScheme + MarkdownEscaping.url(path)
        }, includesRemote: false)
    }

    static let embeddedScheme = "tripsite-embedded-image:"

    /// Replaces the `src="tripsite-embedded-image:PATH"` links of `html` with `data:` URIs of the files. Only
    /// the `images` of the trip are read (paths the loader checked): a description's Markdown can write a
    /// link of that scheme too, and it must not name any other file.
    public static func embed(in html: String, images: Set<String>, read: (String) -> [UInt8]?) -> String {
        let marker = "src=\"" + embeddedScheme
        guard html.contains(marker) else { return html }
        var result = ""
        var rest = Substring(html)
        while let start = rest.range(of: marker) {
            result += rest[..<start.lowerBound]
            let afterMarker = rest[start.upperBound...]
            guard let quote = afterMarker.firstIndex(of: "\"") else { break }
            let encoded = String(afterMarker[..<quote])
            let unescaped = encoded.replacingOccurrences(of: "&amp;", with: "&")
            let path = unescaped.removingPercentEncoding ?? unescaped
            if images.contains(path), let type = ImageReferenceRules.mediaType(of: path), let bytes = read(path) {
                result += "src=\"data:\(type);base64,\(Data(bytes).base64EncodedString())\""
            } else {
                result += "src=\"\""
            }
            rest = afterMarker[afterMarker.index(after: quote)...]
        }
        return result + rest
    }

    /// Local images left out (for Markdown shared on its own, where a file beside it would be missing).
    public static let remoteOnly = ImageLinks(local: { _ in nil })
}
