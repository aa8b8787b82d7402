import Foundation
import TripsiteTestSupport

/// Runs the built `tripsite` executable in a scratch folder and captures what it prints.
struct TripsiteBinary {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        /// True when the process ended by a signal (a crash) rather than exiting.
        var crashed: Bool
    }

    static var executable: URL {
        if let path = ProcessInfo.processInfo.environment["TRIPSITE_BINARY"] { return URL(fileURLWithPath: path) }
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tripsite")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        // The test bundle sits inside .build/<triple>/debug/ (or a macOS .xctest bundle).
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("tripsite")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return Repository.file(".build/debug/tripsite")
    }

    @discardableResult
    static func run(_ arguments: [String], in folder: URL, environment: [String: String]? = nil) throws -> Run {
        let output = try ChildProcess.run(executable, arguments, in: folder, environment: environment)
        return Run(
            status: output.status, stdout: String(decoding: output.standardOutput, as: UTF8.self),
            stderr: String(decoding: output.standardError, as: UTF8.self), crashed: output.crashed)
    }

    /// A run with what it cost: the process's own peak memory, measured by the kernel, and its time.
    struct MeasuredRun {
        var run: Run
        /// The most resident memory the process had at any moment, in bytes.
        var peakMemory: Int
        var seconds: Double
    }

    /// Runs the executable in `folder`, its output going to files there (so a large output cannot block it), and
    /// returns its run with its peak memory, or `nil` when it had not ended within `seconds` (it is then killed).
    /// `Process` waits for its child itself and keeps the child's resource use to itself: hence `posix_spawn`
    /// and `wait4`, which give the peak memory of this child alone, even while other tests run theirs.
    static func runMeasured(_ arguments: [String], in folder: URL, within seconds: Double) throws -> MeasuredRun? {
        let outFile = folder.appendingPathComponent(".run-\(UUID().uuidString).out").path
        let errFile = folder.appendingPathComponent(".run-\(UUID().uuidString).err").path
        defer {
            try? FileManager.default.removeItem(atPath: outFile)
            try? FileManager.default.removeItem(atPath: errFile)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // The shell moves to the folder and becomes the executable (`exec` keeps the process, so `wait4` measures it).
        let command = ["/bin/sh", "-c", "cd -- \"$1\" && shift && exec \"$0\" \"$@\"", executable.path, folder.path] + arguments
        let argv = command.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let started = Date()
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, environ)
        guard spawned == 0 else { throw CocoaError(.executableLoad, userInfo: ["errno": spawned]) }
        var status: Int32 = 0
        var usage = rusage()
        // The child's own high-water mark, read while it runs: `ru_maxrss` also counts the memory of this test
        // process, whose address space the child shares until its exec (posix_spawn is a vfork), and the test
        // process holds hundreds of megabytes by the time the suite is well under way.
        var highWater = 0
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            highWater = max(highWater, Self.highWaterMark(of: pid) ?? 0)
            if Date().timeIntervalSince(started) > seconds {
                kill(pid, SIGKILL)
                _ = wait4(pid, &status, 0, &usage)
                return nil
            }
            usleep(2_000)
        }
        let elapsed = Date().timeIntervalSince(started)
        // The status as the shell gives it: the exit code, or the signal that ended the process.
        let exitCode = status & 0x7F == 0 ? (status >> 8) & 0xFF : 0
        let run = Run(
            status: exitCode,
            stdout: (try? String(contentsOfFile: outFile, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: errFile, encoding: .utf8)) ?? "",
            crashed: status & 0x7F != 0)
        // Linux counts both in kibibytes; without a reading (a child that ended at once), ru_maxrss is the bound.
        return MeasuredRun(run: run, peakMemory: (highWater > 0 ? highWater : usage.ru_maxrss) * 1024, seconds: elapsed)
    }

    /// `VmHWM` of a running process, in kibibytes: the most memory it has held since its last exec.
    static func highWaterMark(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        return Int(line.dropFirst("VmHWM:".count).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "")
    }
}

/// A temporary folder removed at the end of the test.
final class ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("tripsite-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ name: String, _ text: String) throws {
        try write(name, Data(text.utf8))
    }

    func write(_ name: String, _ data: Data) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    func copyFixture(_ name: String, as target: String? = nil) throws {
        try write(target ?? name, try Data(contentsOf: Repository.fixtures.appendingPathComponent(name)))
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    }

    func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path)
    }

    /// Every file below a folder with its bytes, for before/after comparisons.
    func snapshot(_ folder: String) throws -> [String: Data] {
        let root = url.appendingPathComponent(folder)
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return result }
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = root.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[relative] = FileManager.default.contents(atPath: path)
            }
        }
        return result
    }
}
