import TripsiteJSON
import TripsiteModel

/// The JSON path of the place where a syntax error was met, such as `trips[3].activities[1].name`, named as the
/// decoders name paths, so that a syntax error names where it is like every other problem. Worked out only when
/// there is an error, by reading the bytes before it once more, which the parser found well formed up to there:
/// each open array counts its elements, each open object keeps the key whose value follows it (until the comma
/// after that value).
package enum JSONSyntaxPath {
    private enum Frame {
        case array(index: Int)
        case object(key: String?)
    }

    /// Past this many levels, the path ends with `…`: input nested hundreds deep would make a line of thousands.
    static let shownDepth = 12

    /// - Parameter naming: how the decoder names the top of the document: an array (`trips`, `countries`), and an
    ///   object that is not a wrapper (`trip`, for a file of one trip).
    static func path(in bytes: [UInt8], before offset: Int, naming: RootNaming) -> String {
        var frames: [Frame] = []
        var index = 0
        let end = min(offset, bytes.count)
        var expectingKey = false
        /// The keys of an object at the top met so far, canonical: whether it is a trip or a wrapper.
        var rootKeys: Set<String> = []
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                let start = index
                index += 1
                while index < end, bytes[index] != UInt8(ascii: "\"") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
                if expectingKey, case .object = frames.last, index < end {
                    let key = key(bytes[start...index])
                    frames[frames.count - 1] = .object(key: key)
                    if frames.count == 1 { rootKeys.insert(KeyNormalization.canonical(key)) }
                    expectingKey = false
                }
            case UInt8(ascii: "{"):
                frames.append(.object(key: nil))
                expectingKey = true
            case UInt8(ascii: "["):
                frames.append(.array(index: 0))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !frames.isEmpty { frames.removeLast() }
            case UInt8(ascii: ","):
                switch frames.last {
                case .array(let count): frames[frames.count - 1] = .array(index: count + 1)
                case .object: frames[frames.count - 1] = .object(key: nil)
                    expectingKey = true
                case nil: break
                }
            default: break
            }
            index += 1
        }
        var path = ""
        for (depth, frame) in frames.prefix(shownDepth).enumerated() {
            switch frame {
            case .array(let count): path = JSONPath.index(depth == 0 ? naming.array : path, count)
            case .object(let key?):
                // Named as a trip once one of a trip's own fields was met, unless the key holds the trips.
                if depth == 0, !naming.wrappers.contains(key), !rootKeys.isDisjoint(with: naming.objectFields) { path = naming.object }
                path = JSONPath.member(path, key)
            case .object(nil): break
            }
        }
        return frames.count > shownDepth ? path + "…" : path
    }

    /// How a decoder names the top of its document in paths.
    package struct RootNaming {
        /// An array at the top: `trips` gives `trips[0]`.
        var array: String
        /// An object at the top with one of `objectFields` (`trip` gives `trip.title`), unless the key is one of
        /// `wrappers`, which hold the document's items (`{"trips": […]}` gives `trips[0]`).
        var object = ""
        var objectFields: Set<String> = []
        var wrappers: Set<String> = []

        package static let trips = RootNaming(array: "trips", object: "trip", objectFields: TripDecoder.tripFields, wrappers: Set(TripDecoder.wrapperKeys))
        static let countries = RootNaming(array: "countries")
        /// JSON-LD and TripIt JSON, whose paths start at the top: `[0].reservationFor`, `AirObject[1]`.
        static let top = RootNaming(array: "")
    }

    /// A key as written between its quotes, its escapes decoded.
    private static func key(_ quoted: ArraySlice<UInt8>) -> String {
        if case .string(let text)? = try? JSONParser.parse(Array(quoted)).root.kind { return text }
        return String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self)
    }
}

extension JSONSyntaxError {
    /// The error's JSON path in `bytes` (`JSONSyntaxPath`); `""` at the top of the document.
    package func path(in bytes: [UInt8], naming: JSONSyntaxPath.RootNaming) -> String {
        JSONSyntaxPath.path(in: bytes, before: offset, naming: naming)
    }
}

extension JSONDocument {
    /// The JSON path where a syntax error met in an object left unread is (`JSONSyntaxPath`).
    func path(of error: JSONSyntaxError, naming: JSONSyntaxPath.RootNaming) -> String {
        sourceBytes.isEmpty ? "" : error.path(in: sourceBytes, naming: naming)
    }
}
