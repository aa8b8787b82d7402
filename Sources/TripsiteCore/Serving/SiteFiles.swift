import Foundation

/// What `tripsite serve` answers for a request path: a file of the site folder, its `index.html` for a
/// folder (a folder named without its final `/` is redirected to it, as static hosts do, so that the page's
/// relative links work), or the site's 404 page. Never a file outside the folder: `..` segments, encoded dots and
/// symbolic links that lead out are all refused. Never a hidden file either: a path with a segment starting with `.`
/// (`/.env`, `/.git/config`, `/%2etripsite-manifest`), or that a link leads to, is not found; so are the site's
/// bookkeeping file (`.tripsite-manifest`) and files left by an interrupted write.
public struct SiteFiles: Sendable {
    /// A response: its status, content type and body.
    public struct Response: Sendable, Equatable {
        public var status: Int
        public var contentType: String
        public var body: [UInt8]
        /// Where a redirect leads (a path on this server).
        public var location: String? = nil
    }

    /// The site folder, as given; resolved to its real path for the containment check.
    public let root: String

    public init(root: String) {
        self.root = root
    }

    /// The response for a request target such as `/trips/lisbon/` or `/assets/style.css?v=2`.
    public func response(for target: String) -> Response {
        guard let (file, isFolder) = locate(target) else { return notFound() }
        if isFolder, let folder = folderLocation(target) {
            return Response(status: 301, contentType: "text/plain; charset=utf-8", body: Array("Moved to \(folder)\n".utf8), location: folder)
        }
        guard let data = FileManager.default.contents(atPath: file) else { return notFound() }
        return Response(status: 200, contentType: Self.contentType(of: file), body: [UInt8](data))
    }

    /// The real path of the file a request names, when it is a regular file inside the site folder.
    func resolve(_ target: String) -> String? { locate(target)?.file }

    /// `resolve`'s file, and whether the request named a folder (the file is then its `index.html`). A path that
    /// ends with `/` names a folder only: `/assets/style.css/` names nothing.
    private func locate(_ target: String) -> (file: String, isFolder: Bool)? {
        let pathPart = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard let decoded = pathPart.removingPercentEncoding, !decoded.contains("\0"), !decoded.contains("\\") else { return nil }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: true)
        guard !segments.contains(where: Self.isHidden) else { return nil }
        guard let realRoot = LocalFileSystem.realPath(root) else { return nil }
        var path = realRoot + (segments.isEmpty ? "" : "/" + segments.joined(separator: "/"))
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue { path += "/index.html" } else if decoded.hasSuffix("/") { return nil }
        // Follow links, then check the result is still inside the folder.
        guard let real = LocalFileSystem.realPath(path), real.hasPrefix(realRoot + "/"),
              !real.dropFirst(realRoot.count + 1).split(separator: "/").contains(where: Self.isHidden) else { return nil }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isFolder), !isFolder.boolValue else { return nil }
        return (real, isDirectory.boolValue)
    }

    /// Whether a path segment names something never served: `.` and `..`, a dotfile or dot-folder (the site's
    /// bookkeeping files among them), or a temporary file of tripsite's (`index.html.tripsite-Ab12Cd`).
    static func isHidden(_ segment: Substring) -> Bool {
        // Every bookkeeping file tripsite writes starts with a dot (`.tripsite-manifest`, `.tripsite-staging`).
        segment.hasPrefix(".") || segment.contains(".tripsite-")
    }

    /// For a request that `locate` found names a folder of the site, when it leaves out the final `/`
    /// (`/trips/lisbon`): the same path with it and the query kept; made from the path's decoded segments, so it
    /// always stays on this server. `nil` when the request already ends with `/`.
    private func folderLocation(_ target: String) -> String? {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let pathPart = parts.first.map(String.init) ?? ""
        guard !pathPart.hasSuffix("/"), let decoded = pathPart.removingPercentEncoding else { return nil }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: true)
        guard !segments.isEmpty else { return nil }
        let encoded = segments.map { $0.addingPercentEncoding(withAllowedCharacters: Self.segmentCharacters) ?? "" }
        return "/" + encoded.joined(separator: "/") + "/" + (parts.count > 1 ? "?" + parts[1] : "")
    }

    /// The characters a path segment keeps as they are: RFC 3986's unreserved ones.
    private static let segmentCharacters = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

    /// The site's 404 page, with `<base href="/">` after its `<head>`: its links are relative to the site's root
    /// when it has no base URL, and it answers addresses at any depth.
    private func notFound() -> Response {
        let page = LocalFileSystem.realPath(root).flatMap { FileManager.default.contents(atPath: $0 + "/404.html") }
        return Response(status: 404, contentType: "text/html; charset=utf-8",
                        body: page.map { Self.based([UInt8]($0)) } ?? Array("<!DOCTYPE html><title>Not found</title><h1>Not found</h1>".utf8))
    }

    private static func based(_ page: [UInt8]) -> [UInt8] {
        var text = String(decoding: page, as: UTF8.self)
        guard !text.contains("<base "), let head = text.range(of: "<head>") else { return page }
        text.insert(contentsOf: "\n<base href=\"/\">", at: head.upperBound)
        return Array(text.utf8)
    }

    static func contentType(of path: String) -> String {
        switch path.split(separator: ".").last?.lowercased() {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "md": "text/markdown; charset=utf-8"
        case "ics": "text/calendar; charset=utf-8"
        case "xml": "application/xml; charset=utf-8"
        case "txt": "text/plain; charset=utf-8"
        case "json": "application/json"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "webp": "image/webp"
        case "pdf": "application/pdf"
        default: "application/octet-stream"
        }
    }
}
