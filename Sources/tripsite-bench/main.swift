/// tripsite-bench: how fast tripsite builds a site, and how much memory it takes, on synthetic trips.
///
/// For each workload size it generates that many deterministic trips (20 activities each, the messy formats
/// of real exports, about 12.8 KB of JSON per trip) into a temporary folder, then measures:
///
/// - each phase of a build through the library — load (read the input), plan (`PlannedSite.planTrips`: parse,
///   decode, plan), markdown (templates), html (cmark and the layouts), write (`SitePublisher`: stage, then
///   publish into a fresh folder) — and `SiteBuilder().build(…)` end to end;
/// - a rebuild with nothing changed, a rebuild after one trip changed, and one after the site's title changed,
///   which makes and rewrites every page;
/// - the real `tripsite build` binary (found beside this one) as a child process: wall time and peak memory,
///   on the trips as written (indented) and on the same trips minified onto one line;
/// - the trips' `trip.md` and `trip.html` templates rendered by swift-mustache and by tripsite's own renderer,
///   on one core, with the same values (the measurement behind tripsite rendering templates itself);
/// - when `hugo` and `cmark` are installed: `hugo` building the same trips laid out as a Hugo site, and `cmark`
///   converting tripsite's own Markdown output in one process, with the ratios against the project's targets;
///   with `cmark`, also the least any build of the same site can take on this machine: the Markdown converted by
///   two `cmark` processes at once, and the built site copied by `cp`.
///
/// Every time is the median of `--runs` runs of the program spawned directly. Peak memory is that of each
/// `tripsite build` process, from one more run under `/usr/bin/time` when installed (so that tool's own
/// start is not in the times), so each size has its own figure. Results go to standard output, progress
/// to standard error. The numbers are a benchmark's, not a test's: nothing fails when a target is missed.
/// Every run builds into a fresh folder, and folders are deleted only at the end (see `Discarded`): a run
/// of 10,000 trips keeps several gigabytes of sites in the temporary folder meanwhile.
///
/// Run it with `make bench` (options through `BENCH_ARGS="--trips 1000 --runs 5"`), or:
///
///     swift run -c release --static-swift-stdlib tripsite-bench --trips 1000 --runs 5
///     swift run -c release --static-swift-stdlib tripsite-bench --trips 5,1000,10000 --runs 3 --keep /tmp/bench
///
/// Build the `tripsite` product in release mode too, with the same flags (`make bench` does), or the process
/// columns say n/a.
import Foundation
import TripsiteCore
import TripsiteModel

struct Arguments {
    var sizes = [5, 1000, 10_000, 100_000]
    var runs = 3
    var activities = 20
    var located = false
    var keep: String?
    var generate: String?

    static let usage = """
        usage: tripsite-bench [--trips 5,1000,10000,100000] [--runs 3] [--acts 20] [--located] [--keep DIR]
               tripsite-bench --generate DIR [--trips N] [--acts 20] [--located]

          --trips N,N,...  workload sizes, in trips (default 5,1000,10000,100000)
          --runs N         runs per measurement; each time is the median (default 3; at least 41 up to 100 trips, one from 100,000)
          --acts K         activities per trip (default 20)
          --located        give hotels and activities coordinates near the trip's city, so that trips have
                           city-sized maps and day maps (by default only the airports are on the maps)
          --keep DIR       generate into DIR and keep the inputs, the Hugo site and a built site there
          --generate DIR   only write the first size's trips to DIR/trips.json, measure nothing
                           (Scripts/count-instructions.sh builds them under valgrind)

        Every run builds into a fresh folder, in /dev/shm (tmpfs) when there is one and TMPDIR is unset, else
        in TMPDIR. On tmpfs each folder is deleted once done with; elsewhere the folders are set aside and
        deleted when the benchmark ends, so a run of 10,000 trips keeps several gigabytes of sites there.
        """

    /// The runs for a workload of `trips`: as asked, but at least 41 up to 100 trips, and one from 100,000. A small
    /// build takes a few milliseconds, and the machine's noise is of the same size: four runs of the benchmark with 15
    /// runs each gave the one-trip rebuild of 5 trips 0.14 to 0.24 beyond the trip's share, three with 61 runs each
    /// 0.17 to 0.18. From 100,000 trips on a build takes about a minute, and the noise is small beside it.
    static func runs(for trips: Int, asked: Int) -> Int {
        trips <= 100 ? max(asked, 41) : trips >= 100_000 ? 1 : asked
    }

    static func parse(_ arguments: [String]) -> Arguments {
        var result = Arguments()
        var rest = arguments[...]
        func fail(_ message: String) -> Never {
            FileHandle.standardError.write(Data("tripsite-bench: \(message)\n\(usage)\n".utf8))
            exit(64)
        }
        func value(_ flag: String) -> String {
            guard let next = rest.popFirst() else { fail("\(flag) needs a value") }
            return next
        }
        func positive(_ flag: String, _ text: String) -> Int {
            guard let number = Int(text), number > 0 else { fail("\(flag) wants a whole number above 0, got '\(text)'") }
            return number
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--trips":
                result.sizes = value(argument).split(separator: ",").map { positive("--trips", String($0)) }
                if result.sizes.isEmpty { fail("--trips needs at least one size") }
            case "--runs": result.runs = positive(argument, value(argument))
            case "--acts": result.activities = positive(argument, value(argument))
            case "--located": result.located = true
            case "--keep": result.keep = value(argument)
            case "--generate": result.generate = value(argument)
            case "-h", "--help":
                print(usage)
                exit(0)
            default: fail("unknown argument '\(argument)'")
            }
        }
        return result
    }
}

func progress(_ message: String) {
    FileHandle.standardError.write(Data("· \(message)\n".utf8))
}

func save(_ bytes: [UInt8], to path: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
}

/// Measures one workload size in `folder`.
func measure(trips count: Int, arguments: Arguments, folder: String, tools: Tools) throws -> SizeResult {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let tripsFile = folder + "/trips.json"
    let changedFile = folder + "/trips-changed.json"
    let minifiedFile = folder + "/trips-minified.json"
    let hugoSite = folder + "/hugo-site"
    let allMarkdown = folder + "/all.md"

    // The inputs (untimed): the trips, the same trips with one description changed, the Hugo site.
    progress("\(count) trips: generating the input")
    let jsonBytes: Int
    do {
        let trips = SyntheticTrips.generate(count: count, activities: arguments.activities, located: arguments.located)
        let json = SyntheticTrips.json(trips)
        jsonBytes = json.count
        try save(json, to: tripsFile)
        try save(SyntheticTrips.json(trips, minified: true), to: minifiedFile)
        var changed = trips
        changed[count / 2].description += " Changed for the rebuild benchmark."
        try save(SyntheticTrips.json(changed), to: changedFile)
        if tools.hugo != nil { try HugoSite.write(trips, to: hugoSite) }
    }

    // The library, phase by phase, in this process.
    var samples: [PhaseSample] = []
    // Small workloads take milliseconds and the machine's noise is of the same size: they get more runs.
    let runs = Arguments.runs(for: count, asked: arguments.runs)
    for run in 1...runs {
        progress("\(count) trips: build phases, run \(run) of \(runs)")
        samples.append(try PhaseTimings.run(tripsFile: tripsFile, changedTripsFile: changedFile, scratch: folder))
    }
    var result = SizeResult(trips: count, jsonBytes: jsonBytes, phases: PhaseSample.median(samples))
    progress("\(count) trips: template engines")
    result.templateEngines = try TemplateEngines.measure(tripsFile: tripsFile, runs: runs)

    // A built site (untimed): kept with --keep, and the source of all.md for cmark.
    _ = try SiteBuilder().build(BuildOptions(tripsFile: tripsFile, output: folder + "/site"))

    if let tripsite = tools.tripsite {
        progress("\(count) trips: `tripsite build` as a child process")
        let output = folder + "/process-site"
        result.tripsite = try ProcessSample.measure(
            "tripsite", runs: runs, scratch: folder,
            command: { _ in (tripsite, ["build", tripsFile, "--output", output, "--quiet"]) },
            after: { _ in Discarded.discard(output) })
        progress("\(count) trips: `tripsite build` on the same trips minified (one line)")
        result.tripsiteMinified = try ProcessSample.measure(
            "tripsite", runs: runs, scratch: folder, measuringMemory: false,
            command: { _ in (tripsite, ["build", minifiedFile, "--output", output, "--quiet"]) },
            after: { _ in Discarded.discard(output) })
    }
    if let hugo = tools.hugo {
        progress("\(count) trips: hugo")
        let output = folder + "/hugo-public"
        result.hugo = try ProcessSample.measure(
            "hugo", runs: runs, scratch: folder,
            command: { _ in (hugo, ["-s", hugoSite, "-d", output, "--quiet"]) },
            after: { _ in Discarded.discard(output) })
    }
    if let cmark = tools.cmark {
        progress("\(count) trips: cmark")
        try TripsiteMarkdown.concatenate(siteFolder: folder + "/site", into: allMarkdown)
        result.cmark = try ProcessSample.measure("cmark", runs: runs, scratch: folder, command: { _ in (cmark, [allMarkdown]) })
        // The same Markdown in two halves, converted by two cmark processes at once: the conversion on both cores.
        progress("\(count) trips: cmark on both cores")
        let halves = [folder + "/half-1.md", folder + "/half-2.md"]
        try TripsiteMarkdown.concatenate(siteFolder: folder + "/site", intoHalves: (halves[0], halves[1]))
        result.cmarkBothCores = try ProcessSample.measure(
            "cmark", runs: runs, scratch: folder, measuringMemory: false,
            command: { _ in ("/bin/sh", ["-c", "\"$0\" \"$1\" > /dev/null & \"$0\" \"$2\" > /dev/null; wait", cmark] + halves) })
        // Copying the built site: making the same files with the same bytes, the least any build of it spends on its
        // output (cp reads them too, from memory, so this is a little more than writing alone).
        progress("\(count) trips: copying the built site")
        let copy = folder + "/site-copy"
        result.siteCopy = try ProcessSample.measure(
            "cp", runs: runs, scratch: folder, measuringMemory: false,
            command: { _ in ("/bin/cp", ["-R", folder + "/site", copy]) }, after: { _ in Discarded.discard(copy) })
    }
    return result
}

/// One untimed build of a few trips, so that one-time costs of the process (lazy globals, the first use of the
/// template engine) are not counted in the first size's first run.
func warmUp(in folder: String, activities: Int) {
    progress("warming up")
    defer { PhaseTimings.removeFolder(folder) }
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let tripsFile = folder + "/trips.json"
    guard (try? save(SyntheticTrips.json(SyntheticTrips.generate(count: 5, activities: activities, seed: 1)), to: tripsFile)) != nil
    else { return }
    _ = try? PhaseTimings.run(tripsFile: tripsFile, changedTripsFile: tripsFile, scratch: folder)
}

/// The programs the benchmark runs, where found.
struct Tools {
    var tripsite: String?
    var hugo: String?
    var cmark: String?

    static func find() -> Tools {
        let folder = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
            .resolvingSymlinksInPath().deletingLastPathComponent()
        let tripsite = folder.appendingPathComponent("tripsite").path
        return Tools(
            tripsite: FileManager.default.isExecutableFile(atPath: tripsite) ? tripsite : nil,
            hugo: ChildProcess.onPath("hugo"), cmark: ChildProcess.onPath("cmark"))
    }

    /// Lines for the report header: what was found, and what is missing and how to get it.
    func describe(scratch: String) -> [String] {
        var lines: [String] = [ScratchSpace.described(scratch)]
        if let tripsite {
            lines.append("tripsite: \(tripsite)")
        } else {
            lines.append("tripsite: no `tripsite` binary beside the benchmark, so the process columns are n/a; "
                + "build it with `swift build -c release --product tripsite` (make bench does)")
        }
        if let hugo { lines.append("hugo:     \(ChildProcess.firstLine(hugo, ["version"], scratch: scratch) ?? hugo)") }
        if let cmark { lines.append("cmark:    \(ChildProcess.firstLine(cmark, ["--version"], scratch: scratch) ?? cmark)") }
        let missing = [hugo == nil ? "hugo" : nil, cmark == nil ? "cmark" : nil].compactMap { $0 }
        if !missing.isEmpty {
            lines.append("comparison: \(missing.joined(separator: " and ")) not found on PATH, so \(missing.count == 2 ? "they are" : "it is") "
                + "left out; install with `apt-get install hugo cmark`")
        }
        if !ChildProcess.hasTimeTool {
            lines.append("memory: /usr/bin/time not found (`apt-get install time`); peak memory comes from wait4 and "
                + "includes this benchmark's own peak, so it is an upper bound")
        }
        return lines
    }
}

let arguments = Arguments.parse(Array(CommandLine.arguments.dropFirst()))
if let folder = arguments.generate {
    do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let trips = SyntheticTrips.generate(count: arguments.sizes[0], activities: arguments.activities, located: arguments.located)
        try save(SyntheticTrips.json(trips), to: folder + "/trips.json")
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("tripsite-bench: \(error)\n".utf8))
        exit(1)
    }
}
let root = arguments.keep ?? (ScratchSpace.base + "/tripsite-bench-\(ProcessInfo.processInfo.processIdentifier)")
do {
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    let tools = Tools.find()
    Report.header(Machine.current, runs: arguments.runs, tools: tools.describe(scratch: root))
    warmUp(in: root + "/warm-up", activities: arguments.activities)
    var results: [SizeResult] = []
    for size in arguments.sizes {
        let folder = root + "/trips-\(size)"
        results.append(try measure(trips: size, arguments: arguments, folder: folder, tools: tools))
        if arguments.keep == nil { Discarded.discard(folder) }
    }
    Report.table(results)
    Report.comparison(results)
    Report.lowerBounds(results)
    Report.templateEngines(results)
    Report.targets(results)
    if let keep = arguments.keep { print("\ninputs and sites kept in \(keep)") }
} catch let error as DiagnosticsError {
    error.diagnostics.forEach { FileHandle.standardError.write(Data(($0.formatted + "\n").utf8)) }
    FileHandle.standardError.write(Data("tripsite-bench: the build failed\n".utf8))
    if arguments.keep == nil { PhaseTimings.removeFolder(root) }
    Discarded.deleteAll()
    exit(1)
} catch {
    FileHandle.standardError.write(Data("tripsite-bench: \(error)\n".utf8))
    if arguments.keep == nil { PhaseTimings.removeFolder(root) }
    Discarded.deleteAll()
    exit(1)
}
if arguments.keep == nil { PhaseTimings.removeFolder(root) }
Discarded.deleteAll()
