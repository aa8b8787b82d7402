/// The list of files tripsite wrote into an output folder, kept in the folder as `.tripsite-manifest`.
///
/// It marks the folder as tripsite's, and it is how tripsite knows which files it may replace or remove:
/// any other file in the folder (a `CNAME`, a verification file) is the user's and is left alone.
public struct SiteManifest: Sendable, Equatable {
    public static let fileName = ".tripsite-manifest"
    public var files: [String]

    public init(files: [String]) {
        self.files = files.sorted()
    }

    /// `{"generator": "tripsite", "files": [...]}`, one path per line.
    public var encoded: [UInt8] {
        var text = "{\n  \"generator\": \"tripsite\",\n  \"files\": [\n"
        text += files.map { "    " + JSONPath.quoted($0, limit: Int.max) }.joined(separator: ",\n")
        text += "\n  ]\n}\n"
        return Array(text.utf8)
    }

    /// Reads a manifest; `nil` when it is not one tripsite wrote.
    public static func decode(_ bytes: [UInt8]) -> SiteManifest? {
        guard let document = try? JSONParser.parse(bytes),
              document.root.member("generator").map({ if case .string("tripsite") = $0.value.kind { true } else { false } }) == true,
              case .array(let elements)? = document.root.member("files")?.value.kind
        else { return nil }
        var files: [String] = []
        for element in elements {
            guard case .string(let path) = element.kind, OutputPath.isSafe(path) else { return nil }
            files.append(path)
        }
        return SiteManifest(files: files)
    }
}

/// Checks that a path inside the output folder can only name a place inside it.
public enum OutputPath {
    public static func isSafe(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0") else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { component in
            !component.isEmpty && component != "." && component != ".."
        }
    }
}
