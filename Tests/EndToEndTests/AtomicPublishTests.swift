import Foundation
import Testing

/// Publishing is atomic: a build killed at any moment, or two builds racing into one folder, leave the output
/// folder holding one whole site, the old or the new, and the next build leaves no staging folder behind.
@Suite("atomic publishing", .serialized)
struct AtomicPublishTests {
    /// `count` trips with a few items each; `edition` changes every trip's title and one activity, so that every
    /// trip's files differ between two editions.
    static func trips(_ count: Int, edition: Int) -> String {
        let trips = (0..<count).map { index in
            """
            {"id": "trip-\(index)", "title": "Trip \(index), edition \(edition)", "destination": "Lisbon, Portugal",
             "start_date": "2025-05-01", "end_date": "2025-05-04", "travel_style": "Style \(index % 7)",
             "flights": [{"flight_number": "TP\(index)", "departure_date": "2025-05-01", "departure_time": "08:00"}],
             "hotels": [{"name": "Casa \(index)", "check_in_date": "2025-05-01", "check_out_date": "2025-05-04", "price": "€ 300"}],
             "activities": [{"name": "Tram \(edition)", "day_number": 1}, {"name": "Fado", "day_number": 2, "price": "€ 40"}]}
            """
        }
        return "[" + trips.joined(separator: ",\n") + "]\n"
    }

    /// Every file under the folder, by path, with its bytes.
    static func contents(_ folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return result }
        while let relative = enumerator.nextObject() as? String {
            let url = folder.appendingPathComponent(relative)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                result[relative] = FileManager.default.contents(atPath: url.path)
            }
        }
        return result
    }

    /// The two sites, each built alone into a folder of its own.
    static func referenceSites(in folder: ScratchFolder, count: Int) throws -> (old: [String: Data], new: [String: Data]) {
        try folder.write("old.json", trips(count, edition: 1))
        try folder.write("new.json", trips(count, edition: 2))
        for edition in ["old", "new"] {
            let run = try TripsiteBinary.run(["build", "\(edition).json", "-o", "ref-\(edition)", "-q"], in: folder.url)
            #expect(run.status == 0, "\(run.stderr)")
        }
        return (contents(folder.url.appendingPathComponent("ref-old")), contents(folder.url.appendingPathComponent("ref-new")))
    }

    #if os(Linux)
    /// Starts a build of `input` into `site`, waits until publishing begins (the build removes its staging folder's
    /// marker once every file is staged, then swaps the staging folder in and removes the old site), waits `delay`
    /// seconds more and kills the build with SIGKILL. Gives whether the kill landed in the publish step, the build
    /// still running (`false` when it had ended first).
    static func buildKilledWhilePublishing(_ input: String, after delay: Double, in folder: URL) throws -> Bool {
        let events = try FolderEvents()
        try events.watch(folder)
        let process = Process()
        process.executableURL = TripsiteBinary.executable
        process.arguments = ["build", input, "-o", "site", "-q"]
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { process.waitUntilExit() }
        guard events.wait(for: .created, of: ".site.tripsite-staging", within: 300) != nil else { return false }
        try events.watch(folder.appendingPathComponent(".site.tripsite-staging"))
        guard events.wait(for: .removed, of: ".tripsite-staging", within: 300) != nil else { return false }
        if delay > 0 { usleep(useconds_t(delay * 1_000_000)) }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal
    }

    @Test("a rebuild of 2,000 trips killed in the middle of publishing leaves the old site or the new one, whole", .timeLimit(.minutes(30)))
    func killedRebuilds() throws {
        let folder = try ScratchFolder()
        let (old, new) = try Self.referenceSites(in: folder, count: 2_000)
        #expect(old != new)
        let site = folder.url.appendingPathComponent("site")
        #expect(try TripsiteBinary.run(["build", "old.json", "-o", "site", "-q"], in: folder.url).status == 0)
        var killedWhilePublishing = 0
        for round in 0..<10 {
            // From the old site to the new one, or back: every kill interrupts a rebuild that changes every trip, at
            // once as publishing begins (even rounds), or a few milliseconds into it (odd rounds), after the swap.
            let (from, to) = round % 2 == 0 ? (old, new) : (new, old)
            #expect(Self.contents(site) == from, "round \(round): the site before the kill")
            let delay = round % 2 == 0 ? 0 : Double(round) / 1000
            let killed = try Self.buildKilledWhilePublishing(round % 2 == 0 ? "new.json" : "old.json", after: delay, in: folder.url)
            if round % 2 == 0 { #expect(killed, "round \(round): the build ended before the kill") }
            if killed { killedWhilePublishing += 1 }
            let after = Self.contents(site)
            #expect(after == from || after == to, "round \(round): a mix of two sites, \(after.count) files")
            // The next build completes the change, and leaves nothing beside the site.
            let run = try TripsiteBinary.run(["build", round % 2 == 0 ? "new.json" : "old.json", "-o", "site", "-q"], in: folder.url)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(Self.contents(site) == to)
            let beside = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
            #expect(!beside.contains(".site.tripsite-staging"), "round \(round): \(beside)")
        }
        #expect(killedWhilePublishing >= 5, "kills that landed while publishing: \(killedWhilePublishing) of 10")
    }
    #endif

    @Test("two builds racing into one folder both succeed, one after the other, and leave one whole site", .timeLimit(.minutes(10)))
    func racingBuilds() throws {
        let folder = try ScratchFolder()
        let (old, new) = try Self.referenceSites(in: folder, count: 1_000)
        for round in 0..<4 {
            let builds = ["old.json", "new.json"].map { input in
                let process = Process()
                process.executableURL = TripsiteBinary.executable
                process.arguments = ["build", input, "-o", "site", "-q"]
                process.currentDirectoryURL = folder.url
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                return process
            }
            try builds[0].run()
            Thread.sleep(forTimeInterval: Double(round) * 0.05)
            try builds[1].run()
            builds.forEach { $0.waitUntilExit() }
            #expect(builds.allSatisfy { $0.terminationStatus == 0 }, "round \(round)")
            let after = Self.contents(folder.url.appendingPathComponent("site"))
            #expect(after == old || after == new, "round \(round): a mix of two sites")
            #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(".site.tripsite-staging").path))
        }
        // With --no-wait, a build that finds the folder locked stops at once.
        let holder = Process()
        holder.executableURL = TripsiteBinary.executable
        holder.arguments = ["build", "new.json", "-o", "site", "-q"]
        holder.currentDirectoryURL = folder.url
        holder.standardOutput = FileHandle.nullDevice
        holder.standardError = FileHandle.nullDevice
        try holder.run()
        let blocked = try TripsiteBinary.run(["build", "old.json", "-o", "site", "--no-wait"], in: folder.url)
        holder.waitUntilExit()
        // The first build may have finished before the second started: then the second simply built.
        if blocked.status != 0 {
            #expect(blocked.status == 1)
            #expect(blocked.stderr.contains("another tripsite build or serve is writing this folder"), "\(blocked.stderr)")
        }
    }
}
