import Foundation
import TripsiteModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Everything measured for one workload size.
struct SizeResult {
    var trips: Int
    var jsonBytes: Int
    /// Medians of the in-process runs.
    var phases: PhaseSample
    /// The `tripsite build` process (nil when the binary was not found).
    var tripsite: ProcessSample?
    /// The same on the trips minified onto one line, as many apps export them.
    var tripsiteMinified: ProcessSample?
    var hugo: ProcessSample?
    var cmark: ProcessSample?
    /// The same Markdown converted by two `cmark` processes at once, half each.
    var cmarkBothCores: ProcessSample?
    /// `cp -R` of the built site.
    var siteCopy: ProcessSample?
    /// trip.md and trip.html for every trip, by swift-mustache and by tripsite's renderer.
    var templateEngines: TemplateEngines.Sample?
}

/// The machine the numbers come from.
struct Machine {
    var cores: Int
    var architecture: String
    var cpuModel: String
    var memoryBytes: UInt64

    static var current: Machine {
        Machine(
            cores: ProcessInfo.processInfo.activeProcessorCount, architecture: unameMachine(),
            cpuModel: cpuModel(), memoryBytes: ProcessInfo.processInfo.physicalMemory)
    }

    /// `uname -m`.
    private static func unameMachine() -> String {
        var info = utsname()
        guard uname(&info) == 0 else { return "unknown" }
        return withUnsafeBytes(of: &info.machine) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// The first "model name" (x86) or "Model"/"Hardware"/"CPU part" (Arm) of /proc/cpuinfo.
    private static func cpuModel() -> String {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown (no /proc/cpuinfo)" }
        for key in ["model name", "Model", "Hardware", "CPU part"] {
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: ":", maxSplits: 1)
                if parts.count == 2, String(parts[0]).trimmingBlanks == key {
                    return String(parts[1]).trimmingBlanks
                }
            }
        }
        return "unknown"
    }
}

/// Prints the results: the machine, one row per size, the comparison with Hugo and cmark, and the targets.
enum Report {
    static func header(_ machine: Machine, runs: Int, tools: [String]) {
        print("tripsite benchmark")
        print("machine: \(machine.cores) cores, \(machine.architecture), \(machine.cpuModel), \(mb(Int(machine.memoryBytes), digits: 0)) MB RAM")
        print("os:      \(ProcessInfo.processInfo.operatingSystemVersionString)")
        for tool in tools { print(tool) }
        print("each time is the median of \(runs) run\(runs == 1 ? "" : "s") (at least 41 up to 100 trips, one from 100,000); peak MB is the highest of the `tripsite build` processes")
        print("")
    }

    static func table(_ results: [SizeResult]) {
        let columns = ["trips", "JSON MB", "load", "plan", "markdown", "html", "write", "total ms",
                       "rebuild same", "rebuild 1 chg", "restyled", "process ms", "minified ms", "peak MB"]
        var rows: [[String]] = []
        for r in results {
            let p = r.phases
            rows.append([
                "\(r.trips)", mb(r.jsonBytes, digits: 1), ms(p.load), ms(p.plan), ms(p.markdown), ms(p.html), ms(p.write),
                ms(p.total), ms(p.rebuildUnchanged), ms(p.rebuildChanged), ms(p.rebuildRestyled),
                r.tripsite.map { ms($0.seconds) } ?? "n/a", r.tripsiteMinified.map { ms($0.seconds) } ?? "n/a",
                r.tripsite.map { mb($0.peakBytes, digits: 1) } ?? "n/a",
            ])
        }
        printTable(columns, rows)
        print("  load, plan, markdown, html, write: the phases of one build, each on its own (ms); total: SiteBuilder().build end to end;")
        print("  rebuild same: the same build again, nothing changed; rebuild 1 chg: after one trip's description changed;")
        print("  restyled: the build again with another site title, so that every page is made again and rewritten (as after a")
        print("  template edit or a new tripsite version);")
        print("  process ms / peak MB: `tripsite build` as a child process (wall time, peak resident memory);")
        print("  minified ms: the same process on the same trips written on one line, as minified exports are.")
        for r in results {
            let p = r.phases
            print("  \(r.trips) trips: \(p.warnings) warning\(p.warnings == 1 ? "" : "s"); unchanged rebuild rewrote \(p.unchangedRebuildWrote) files, "
                + "one-trip change rewrote \(p.changedRebuildWrote), restyled rewrote \(p.restyledRebuildWrote)")
        }
        print("")
    }

    static func comparison(_ results: [SizeResult]) {
        let compared = results.filter { $0.hugo != nil || $0.cmark != nil }
        guard !compared.isEmpty else { return }
        print("comparison (wall time of one process, median; peak MB, highest)")
        let columns = ["trips", "tripsite ms", "hugo ms", "cmark ms", "tripsite MB", "hugo MB",
                       "time/hugo", "mem/hugo", "time/cmark"]
        let rows = compared.map { r -> [String] in
            [
                "\(r.trips)", r.tripsite.map { ms($0.seconds) } ?? "n/a", r.hugo.map { ms($0.seconds) } ?? "n/a",
                r.cmark.map { ms($0.seconds) } ?? "n/a", r.tripsite.map { mb($0.peakBytes, digits: 1) } ?? "n/a",
                r.hugo.map { mb($0.peakBytes, digits: 1) } ?? "n/a",
                ratio(r.tripsite?.seconds, r.hugo?.seconds), ratio(r.tripsite.map { Double($0.peakBytes) }, r.hugo.map { Double($0.peakBytes) }),
                ratio(r.tripsite?.seconds, r.cmark?.seconds),
            ]
        }
        printTable(columns, rows)
        print("  time/hugo: tripsite time / hugo time; mem/hugo: tripsite peak / hugo peak; time/cmark: tripsite time / cmark")
        print("  time on the concatenated Markdown of tripsite's own output (all.md, one cmark process).")
        print("")
    }

    /// The least any build of the same site can take on this machine, from what it must do at the least: turn the
    /// Markdown into HTML (cmark's work) and make the site's files (cp's), shared perfectly by the cores; reading,
    /// checking and planning the trips and filling in the templates are left out. Beside it, the times the targets
    /// allow.
    static func lowerBounds(_ results: [SizeResult]) {
        let measured = results.filter { $0.cmark != nil && $0.cmarkBothCores != nil && $0.siteCopy != nil }
        guard !measured.isEmpty else { return }
        print("lower bound (wall time, median): what any build of the same site must do, on this machine")
        let columns = ["trips", "cmark ms", "cmark, 2 at once", "cp site ms", "floor ms", "hugo/3 ms", "floor x1.8 ms", "tripsite ms"]
        let rows = measured.map { r -> [String] in
            let floor = lowerBound(r)!
            return [
                "\(r.trips)", ms(r.cmark!.seconds), ms(r.cmarkBothCores!.seconds), ms(r.siteCopy!.seconds), ms(floor),
                r.hugo.map { ms($0.seconds / 3) } ?? "n/a", ms(floor * 1.8), r.tripsite.map { ms($0.seconds) } ?? "n/a",
            ]
        }
        printTable(columns, rows)
        print("  cmark: one process on all the Markdown; cmark, 2 at once: two processes at once, on half of it each (with one `sh`);")
        print("  cp site: `cp -R` of the built site into a new folder of the same file system (it reads the files too);")
        print("  floor: the larger of `cmark, 2 at once` and (cmark + cp site) / cores: converting and writing alone, shared")
        print("  perfectly by the cores, with nothing for reading the trips or the templates; hugo/3 and floor x1.8: the")
        print("  times the targets allow. A target whose time is below the floor cannot be met on this machine (targets:")
        print("  lower bound, OUT OF REACH).")
        print("")
    }

    static func lowerBound(_ r: SizeResult) -> Double? {
        guard let one = r.cmark?.seconds, let two = r.cmarkBothCores?.seconds, let copy = r.siteCopy?.seconds else { return nil }
        let cores = Double(max(1, ProcessInfo.processInfo.activeProcessorCount))
        return max(two, (one + copy) / cores)
    }

    static func templateEngines(_ results: [SizeResult]) {
        let measured = results.filter { $0.templateEngines != nil }
        guard !measured.isEmpty else { return }
        print("template engines (trip.md and trip.html for every trip, one core, median)")
        let rows = measured.map { r -> [String] in
            let sample = r.templateEngines!
            return ["\(r.trips)", ms(sample.swiftMustache), ms(sample.tripsite), ratio(sample.swiftMustache, sample.tripsite)]
        }
        printTable(["trips", "swift-mustache ms", "tripsite ms", "swift-mustache/tripsite"], rows)
        print("  the same templates and values, the same bytes out; neither time includes building the values.")
        print("")
    }

    static func targets(_ results: [SizeResult]) {
        print("targets")
        /// `fromTrips`: the smallest workload the target is set for; smaller ones show the ratio without a verdict.
        /// `verdicts`: the words for a value within the limit and beyond it.
        func perSize(
            _ label: String, _ limitText: String, limit: Double, fromTrips: Int = 0, verdicts: (String, String) = ("ok", "MISSED"),
            _ value: (SizeResult) -> Double?
        ) {
            let parts = results.compactMap { r -> String? in
                guard let v = value(r) else { return nil }
                let verdict = r.trips < fromTrips ? "(set for \(fromTrips)+ trips)" : v <= limit ? verdicts.0 : verdicts.1
                // A third decimal when two would show the limit itself for a value on the other side of it.
                let shown = String(format: "%.2f", v) == String(format: "%.2f", limit) && v != limit ? String(format: "%.3f", v) : String(format: "%.2f", v)
                return "\(r.trips): \(shown) \(verdict)"
            }
            line(label, limitText, parts.isEmpty ? "not measured" : parts.joined(separator: "   "))
        }
        // The targets against Hugo and the floor are set for 1,000 trips and more.
        perSize("≥3x faster than Hugo", "tripsite/hugo time ≤ 0.33", limit: 1.0 / 3, fromTrips: 1000) { r in
            guard let t = r.tripsite, let h = r.hugo else { return nil }
            return t.seconds / h.seconds
        }
        // The same ratio for the lower bound: whether any build of the site could meet the target here.
        perSize("  lower bound", "floor/hugo time ≤ 0.33", limit: 1.0 / 3, fromTrips: 1000, verdicts: ("reachable", "OUT OF REACH")) { r in
            guard let floor = lowerBound(r), let h = r.hugo else { return nil }
            return floor / h.seconds
        }
        perSize("≤1.8x the floor", "tripsite/floor time ≤ 1.80", limit: 1.8, fromTrips: 1000) { r in
            guard let t = r.tripsite, let floor = lowerBound(r), floor > 0 else { return nil }
            return t.seconds / floor
        }
        perSize("≤1/4 of Hugo's memory", "tripsite/hugo peak ≤ 0.25", limit: 0.25, fromTrips: 1000) { r in
            guard let t = r.tripsite, let h = r.hugo, h.peakBytes > 0 else { return nil }
            return Double(t.peakBytes) / Double(h.peakBytes)
        }
        if let five = results.first(where: { $0.trips == 5 }) {
            let inProcess = five.phases.total * 1000
            if let process = five.tripsite {
                let value = process.seconds * 1000
                line("5 trips < 20 ms", "process < 20 ms",
                     "\(String(format: "%.1f", value)) ms \(value < 20 ? "ok" : "MISSED") (in process: \(String(format: "%.1f", inProcess)) ms)")
            } else {
                line("5 trips < 20 ms", "in process < 20 ms", "\(String(format: "%.1f", inProcess)) ms \(inProcess < 20 ? "ok" : "MISSED")")
            }
        } else {
            line("5 trips < 20 ms", "", "not measured (add 5 to --trips)")
        }
        perSize("unchanged rebuild < 15%", "rebuild same / total < 0.15", limit: 0.15) { r in
            r.phases.total > 0 ? r.phases.rebuildUnchanged / r.phases.total : nil
        }
        perSize("one trip changed < 10%", "rebuild 1 chg / total < 0.10", limit: 0.10, fromTrips: 10_000) { r in
            r.phases.total > 0 ? r.phases.rebuildChanged / r.phases.total : nil
        }
        memory("10,000 trips < 250 MB", trips: 10_000, megabytes: 250, results)
        memory("100,000 trips < 1.5 GB", trips: 100_000, megabytes: 1536, results)
        if let big = results.first(where: { $0.trips == 100_000 }), let process = big.tripsite {
            line("100,000 trips < 60 s", "cold build, process", "\(String(format: "%.1f", process.seconds)) s \(process.seconds < 60 ? "ok" : "MISSED")")
        } else {
            line("100,000 trips < 60 s", "cold build, process", "not measured (needs --trips 100000 and the tripsite binary)")
        }
    }

    /// The line of a target on the peak memory of `tripsite build` of `trips` trips.
    private static func memory(_ label: String, trips: Int, megabytes limit: Double, _ results: [SizeResult]) {
        if let size = results.first(where: { $0.trips == trips }), let process = size.tripsite {
            let megabytes = Double(process.peakBytes) / 1_048_576
            line(label, "peak of the process", "\(String(format: "%.1f", megabytes)) MB \(megabytes < limit ? "ok" : "MISSED")")
        } else {
            line(label, "peak of the process", "not measured (needs --trips \(trips) and the tripsite binary)")
        }
    }

    // MARK: - Formatting

    private static func line(_ target: String, _ rule: String, _ measured: String) {
        print("  " + pad(target, 24, left: true) + pad(rule, 32, left: true) + measured)
    }

    private static func printTable(_ columns: [String], _ rows: [[String]]) {
        var widths = columns.map(\.count)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        print("  " + zip(columns, widths).map { pad($0, $1) }.joined(separator: "  "))
        print("  " + widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
        for row in rows {
            print("  " + zip(row, widths).map { pad($0, $1) }.joined(separator: "  "))
        }
    }

    private static func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return left ? text + padding : padding + text
    }

    static func ms(_ seconds: Double) -> String { String(format: "%.1f", seconds * 1000) }

    static func mb(_ bytes: Int, digits: Int) -> String { String(format: "%.\(digits)f", Double(bytes) / 1_048_576) }

    private static func ratio(_ a: Double?, _ b: Double?) -> String {
        guard let a, let b, b > 0 else { return "n/a" }
        return String(format: "%.2f", a / b)
    }
}
