import Foundation

/// What `tripsite serve` answers for a request path: a file of the site folder, its `index.html` for a
/// folder, or the site's 404 page. Never a file outside the folder: `..` segments, encoded dots and
/// symbolic links that lead out are all refused.
public struct SiteFiles: Sendable {
    /// A response: its status, content type and body.
    public struct Response: Sendable, Equatable {
        public var status: Int
        public var contentType: String
        public var body: [UInt8]
    }

    /// The site folder, as given; resolved to its real path for the containment check.
    public let root: String

    public init(root: String) {
        self.root = root
    }

    /// The response for a request target such as `/trips/lisbon/` or `/assets/style.css?v=2`.
    public func response(for target: String) -> Response {
        guard let file = resolve(target) else { return notFound() }
        guard let data = FileManager.default.contents(atPath: file) else { return notFound() }
        return Response(status: 200, contentType: Self.contentType(of: file), body: [UInt8](data))
    }

    /// The real path of the file a request names, when it is a regular file inside the site folder.
    func resolve(_ target: String) -> String? {
        let pathPart = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard let decoded = pathPart.removingPercentEncoding, !decoded.contains("\0"), !decoded.contains("\\") else { return nil }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: true)
        guard !segments.contains(where: { $0 == ".." || $0 == "." }) else { return nil }
        guard let realRoot = Self.realPath(root) else { return nil }
        var path = realRoot + (segments.isEmpty ? "" : "/" + segments.joined(separator: "/"))
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue { path += "/index.html" }
        // Follow links, then check the result is still inside the folder.
        guard let real = Self.realPath(path), real.hasPrefix(realRoot + "/") else { return nil }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isFolder), !isFolder.boolValue else { return nil }
        return real
    }

    private func notFound() -> Response {
        let page = Self.realPath(root).flatMap { FileManager.default.contents(atPath: $0 + "/404.html") }
        return Response(status: 404, contentType: "text/html; charset=utf-8",
                        body: page.map { [UInt8]($0) } ?? Array("<!DOCTYPE html><title>Not found</title><h1>Not found</h1>".utf8))
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
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
