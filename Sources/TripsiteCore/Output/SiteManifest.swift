import TripsiteJSON

/// The list of files tripsite wrote into an output folder, kept in the folder as `.tripsite-manifest`.
///
/// It marks the folder as tripsite's, and it is how tripsite knows which files it may replace or remove:
/// any other file in the folder (a `CNAME`, a verification file) is the user's and is left alone.
public struct SiteManifest: Sendable, Equatable {
    public static let fileName = ".tripsite-manifest"
    public var files: [String]
    /// Each trip's fingerprint (by folder name) when its pages were written; a trip whose fingerprint
    /// has not changed is not rendered again.
    public var tripFingerprints: [String: String]
    /// What the whole build was made from, recorded when it had no warnings: a build whose input has the same
    /// fingerprint, into a folder whose files are all still there, has nothing to do.
    public var input: InputRecord?

    /// The fingerprint of a build's whole input, the number of trips it published and of drafts it left out.
    public struct InputRecord: Sendable, Equatable {
        public var fingerprint: String
        public var tripCount: Int
        public var draftsLeftOut: Int
        /// How many fields of the input were not used (each repeated field once), said again by an unchanged build.
        public var unusedFields: Int

        public init(fingerprint: String, tripCount: Int, draftsLeftOut: Int = 0, unusedFields: Int = 0) {
            self.fingerprint = fingerprint
            self.tripCount = tripCount
            self.draftsLeftOut = draftsLeftOut
            self.unusedFields = unusedFields
        }
    }

    public init(files: [String], tripFingerprints: [String: String] = [:], input: InputRecord? = nil) {
        self.files = files.sorted()
        self.tripFingerprints = tripFingerprints
        self.input = input
    }

    /// `{"generator": "tripsite", "files": [...], "trips": {...}, "input": "...", "tripCount": N}`,
    /// one entry per line.
    public var encoded: [UInt8] {
        var text = "{\n  \"generator\": \"tripsite\",\n  \"files\": [\n"
        text += files.map { "    " + JSONPath.quoted($0, limit: Int.max) }.joined(separator: ",\n")
        text += "\n  ],\n  \"trips\": {\n"
        text += tripFingerprints.keys.sorted().map { "    " + JSONPath.quoted($0, limit: Int.max) + ": \"" + tripFingerprints[$0]! + "\"" }
            .joined(separator: ",\n")
        text += "\n  }"
        if let input {
            text += ",\n  \"input\": \"\(input.fingerprint)\",\n  \"tripCount\": \(input.tripCount)"
            if input.draftsLeftOut > 0 { text += ",\n  \"draftsLeftOut\": \(input.draftsLeftOut)" }
            if input.unusedFields > 0 { text += ",\n  \"unusedFields\": \(input.unusedFields)" }
        }
        text += "\n}\n"
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
        func strings(_ key: String) -> [String: String] {
            var values: [String: String] = [:]
            if case .object(let members)? = document.root.member(key)?.value.kind {
                for member in members {
                    if case .string(let value) = member.value.kind { values[member.key] = value }
                }
            }
            return values
        }
        let fingerprints = strings("trips")
        var input: InputRecord?
        if case .string(let fingerprint)? = document.root.member("input")?.value.kind,
           case .number(let count)? = document.root.member("tripCount")?.value.kind, let tripCount = Int(count) {
            var drafts = 0
            if case .number(let count)? = document.root.member("draftsLeftOut")?.value.kind { drafts = Int(count) ?? 0 }
            var unused = 0
            if case .number(let count)? = document.root.member("unusedFields")?.value.kind { unused = Int(count) ?? 0 }
            input = InputRecord(fingerprint: fingerprint, tripCount: tripCount, draftsLeftOut: drafts, unusedFields: unused)
        }
        return SiteManifest(files: files, tripFingerprints: fingerprints, input: input)
    }
}

/// Checks that a path inside the output folder can only name a place inside it.
public enum OutputPath {
    /// Relative, `/`-separated, no empty, `.` or `..` component, no backslash or NUL.
    public static func isSafe(_ path: String) -> Bool {
        !path.utf8.contains(UInt8(ascii: "\\")) && !path.utf8.contains(0)
            && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !["", ".", ".."].contains($0) }
    }
}
