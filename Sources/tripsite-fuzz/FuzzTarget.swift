import Foundation
import TripsiteJSON
import TripsiteLoading
import TripsiteRendering
import TripsiteResources

/// What one fuzzing run feeds its inputs to, chosen with the environment variable `TRIPSITE_FUZZ_TARGET`.
///
/// - `trips`: a trips file, parsed as JSON (read whole, and with its trips deferred as a build reads them)
///   and decoded into trips.
/// - `template`: a Mustache template, parsed.
/// - `svg`: an SVG image, checked as a build checks one beside the trips (XML, allow-lists, CSS wherever it is).
/// - `reservations`: a JSON file read as a build reads its input (`InputFiles`): schema.org JSON-LD, TripIt's JSON or
///   tripsite's own, told by the content, with loose reservations grouped into trips.
/// - `mail`: a saved e-mail and a web page, their JSON-LD blocks found (MIME parts, quoted-printable, base64,
///   `<script>` elements) and read.
///
/// Built with `-D TRIPSITE_FUZZER` and libFuzzer (`make fuzz`), the program is a fuzzer. Built plainly, it runs
/// the files named on its command line once each, to replay a crash that the fuzzer saved.
enum FuzzTarget: String, CaseIterable {
    case trips, template, svg, reservations, mail

    /// The target named by `TRIPSITE_FUZZ_TARGET`; the program stops when it names none.
    static let selected: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["TRIPSITE_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let names = allCases.map(\.rawValue).joined(separator: " or ")
            FileHandle.standardError.write(Data("tripsite-fuzz: set TRIPSITE_FUZZ_TARGET to \(names)\n".utf8))
            exit(2)
        }
        return target
    }()

    /// Feeds one input to the target. Any input may be given: only a crash is a finding.
    func run(_ bytes: [UInt8]) {
        switch self {
        case .trips:
            if let document = try? JSONParser.parse(bytes) {
                _ = TripDecoder.decode(document, fileName: "trips.json")
            }
            if let document = try? JSONParser.parse(bytes, defersObjectsInArrays: true) {
                _ = TripDecoder.decode(document, fileName: "trips.json", sourceBytes: bytes)
            }
        case .template:
            _ = try? TemplateParser.parse(String(decoding: bytes, as: UTF8.self))
        case .svg:
            _ = SVGSafety.problem(in: bytes)
        case .reservations:
            _ = InputFiles.decode([InputFile(name: "input.json", bytes: bytes)], localFile: { _ in .missing }, airports: EmbeddedResources.airports)
        case .mail:
            for name in ["input.eml", "input.html"] {
                _ = InputFiles.decode([InputFile(name: name, bytes: bytes)], localFile: { _ in .missing }, airports: EmbeddedResources.airports)
            }
        }
    }
}

#if TRIPSITE_FUZZER
/// libFuzzer's entry point: called with each input it makes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTarget.selected.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

/// libFuzzer's driver: parses its options from the command line and fuzzes with `callback`.
@_silgen_name("LLVMFuzzerRunDriver")
func fuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The program's entry, under the name the package's build gives an executable's `main`: it hands over to libFuzzer.
@_cdecl("tripsite_fuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var count = argc
    var arguments = argv
    _ = FuzzTarget.selected
    return fuzzerRunDriver(&count, &arguments, fuzzOneInput)
}
#else
/// Replays inputs: `tripsite-fuzz FILE...`, each file fed once to the selected target.
@main
struct FuzzReplay {
    static func main() {
        let target = FuzzTarget.selected
        let files = CommandLine.arguments.dropFirst()
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                FileHandle.standardError.write(Data("tripsite-fuzz: cannot read \(file)\n".utf8))
                exit(1)
            }
            target.run([UInt8](data))
        }
        print("tripsite-fuzz: \(files.count) inputs ran through \(target.rawValue) without a crash")
    }
}
#endif
