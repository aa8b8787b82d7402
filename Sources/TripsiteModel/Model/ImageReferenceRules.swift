import TripsiteJSON

/// Decides what an image value from the data may be: only http(s) URLs and relative paths
/// that stay inside the input's folder and name an image file that is not hidden. Nothing else can reach a page.
package enum ImageReferenceRules {
    package enum Classification: Equatable {
        case remote(String)
        case local(String)
        case rejected(String)
    }

    package static func classify(_ text: String) -> Classification {
        let value = text.trimmingBlanks
        if value.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return .rejected("the image reference contains control characters")
        }
        if let hostStart = startsWithScheme("https://", value) ? 8 : startsWithScheme("http://", value) ? 7 : nil {
            // The host is what follows "://" up to a "/", "?" or "#", read on the bytes.
            var address = value
            let (hostIsEmpty, forbidden) = address.withUTF8 { bytes in
                let hostIsEmpty = hostStart == bytes.count
                    || bytes[hostStart] == UInt8(ascii: "/") || bytes[hostStart] == UInt8(ascii: "?") || bytes[hostStart] == UInt8(ascii: "#")
                let forbidden = bytes.contains {
                    $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
                }
                return (hostIsEmpty, forbidden)
            }
            guard !hostIsEmpty, !forbidden else {
                return .rejected("\(JSONPath.quoted(value, limit: 60)) is not a valid web address")
            }
            return .remote(value)
        }
        if let colon = value.firstIndex(of: ":"), value[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+.-".contains($0) }) {
            return .rejected("only http and https addresses are allowed, found \(JSONPath.quoted(value, limit: 30))")
        }
        if value.hasPrefix("/") || value.utf8.contains(UInt8(ascii: "\\")) {
            return .rejected("\(JSONPath.quoted(value, limit: 60)) must be a path relative to the input file's folder")
        }
        let components = value.split(separator: "/", omittingEmptySubsequences: true)
        if components.isEmpty || components.contains(where: { $0 == ".." }) {
            return .rejected("\(JSONPath.quoted(value, limit: 60)) leaves the input file's folder")
        }
        return .local(components.filter { $0 != "." }.joined(separator: "/"))
    }

    /// Why a local file that exists may not be shown and published, or `nil` when it may: only image files
    /// browsers show, and nothing hidden (a `.env`, a `.git` folder), so that no data can publish the other
    /// files beside the trips.
    package static func localFileProblem(_ path: String) -> String? {
        if path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            return "\(JSONPath.quoted(path, limit: 60)) is a hidden file or in a hidden folder"
        }
        if mediaType(of: path) == nil {
            return "\(JSONPath.quoted(path, limit: 60)) is not a PNG, JPEG, GIF, WebP, AVIF or SVG file"
        }
        return nil
    }

    /// The media type of an image file, by its extension, for the kinds browsers show; `nil` for any other file.
    package static func mediaType(of path: String) -> String? {
        switch path.split(separator: ".").last?.lowercased() {
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "webp": "image/webp"
        case "avif": "image/avif"
        case "svg": "image/svg+xml"
        default: nil
        }
    }

    /// Whether `value` starts with `scheme` (lowercase ASCII) in any case: "HTTPS://" too. Compared byte by
    /// byte: no other character lowercases to one of the letters of "http" or "https".
    private static func startsWithScheme(_ scheme: String, _ value: String) -> Bool {
        var bytes = value.utf8.makeIterator()
        for expected in scheme.utf8 {
            guard let byte = bytes.next() else { return false }
            let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 0x20 : byte
            if lower != expected { return false }
        }
        return true
    }
}
