import Foundation
import TripsiteJSON
import TripsiteModel

/// `tripsite check --site DIR`: every internal link and asset reference of a built site must name a file
/// of the site (and, with a `#fragment`, an element with that id). Web, mail and `data:` addresses are
/// not followed. Problems are reported at the attribute's line and column.
public struct LinkCheck: Sendable {
    public let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem = LocalFileSystem()) {
        self.fileSystem = fileSystem
    }

    public func run(site: String) -> [Diagnostic] {
        guard fileSystem.directoryExists(site), let files = try? fileSystem.files(under: site) else {
            return [.fileError(site, "no such folder (given with --site)")]
        }
        let existing = Set(files)
        var idsByPage: [String: Set<String>] = [:]
        var texts: [String: String] = [:]
        for file in files where file.hasSuffix(".html") {
            let text = String(decoding: (try? fileSystem.read(site + "/" + file)) ?? [], as: UTF8.self)
            texts[file] = text
            idsByPage[file] = Set(text.matches(of: /\sid="([^"]*)"/).map { String($0.output.1) })
        }
        var problems: [Diagnostic] = []
        for file in texts.keys.sorted() {
            let text = texts[file]!
            let folder = file.split(separator: "/").dropLast().joined(separator: "/")
            for match in text.matches(of: /\s(href|src)="([^"]*)"/) {
                let reference = String(match.output.2).replacingOccurrences(of: "&amp;", with: "&")
                guard let target = Self.internalTarget(reference) else { continue }
                var problem: String?
                if target.path.isEmpty {
                    if let fragment = target.fragment, !(idsByPage[file]?.contains(fragment) ?? false) {
                        problem = "links to #\(fragment), but this page has no element with that id"
                    }
                } else if let resolved = Self.resolve(target.path, from: folder, rootRelative: target.rootRelative) {
                    let page = existing.contains(resolved) ? resolved : (existing.contains(resolved + "/index.html") ? resolved + "/index.html" : nil)
                    let asFolder = resolved.isEmpty ? (existing.contains("index.html") ? "index.html" : nil) : page
                    if let found = asFolder {
                        if let fragment = target.fragment, found.hasSuffix(".html"), !(idsByPage[found]?.contains(fragment) ?? false) {
                            problem = "links to \(reference), but \(found) has no element with the id \(fragment)"
                        }
                    } else {
                        problem = "refers to \(reference), which is not a file of the site"
                    }
                } else {
                    problem = "refers to \(reference), which is outside the site"
                }
                if let problem {
                    problems.append(Diagnostic(
                        severity: .error, file: site + "/" + file, position: Self.position(of: match.range.lowerBound, in: text),
                        path: "", message: problem))
                }
            }
        }
        return problems
    }

    /// The path and fragment of a reference to this site; nil for web, mail, data and other schemes.
    static func internalTarget(_ reference: String) -> (path: String, fragment: String?, rootRelative: Bool)? {
        if reference.hasPrefix("//") { return nil }
        if let colon = reference.firstIndex(of: ":"), !reference[..<colon].contains("/") { return nil }
        var rest = Substring(reference)
        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...]).removingPercentEncoding
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") { rest = rest[..<question] }
        let path = String(rest).removingPercentEncoding ?? String(rest)
        return (path, fragment, path.hasPrefix("/"))
    }

    /// The site-relative path a reference names from a page in `folder`; nil when it climbs out.
    static func resolve(_ path: String, from folder: String, rootRelative: Bool) -> String? {
        var parts = rootRelative ? [] : folder.split(separator: "/").map(String.init)
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch segment {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(segment))
            }
        }
        return parts.joined(separator: "/")
    }

    private static func position(of index: String.Index, in text: String) -> SourcePosition {
        let before = text[..<index]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return SourcePosition(line: line, column: text.distance(from: lineStart, to: index) + 2)
    }
}
