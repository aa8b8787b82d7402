import Foundation
import TripsiteModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs another program (the `tripsite` binary, `hugo`, `cmark`) and measures its wall time and peak memory,
/// so each measured build has a memory figure of its own.
///
/// Peak memory comes from `/usr/bin/time -f %M` when it is installed. Reading `ru_maxrss` from `wait4` on a
/// child spawned straight from this process is not enough on Linux: `exec` carries the high-water mark of the
/// address space it replaces into the child's figure, so every child would report at least the benchmark's
/// own peak. GNU time forks from a small process, so its figure is the program's own. Without it, the
/// `wait4` figure is used and flagged as an upper bound.
struct ChildProcess {
    struct Measurement {
        var seconds: Double
        /// Peak resident memory in bytes.
        var peakBytes: Int
        var exitCode: Int32
        /// What the program wrote to standard error (for failure messages).
        var errorOutput: String
    }

    static let timeTool = "/usr/bin/time"
    static var hasTimeTool: Bool { FileManager.default.isExecutableFile(atPath: timeTool) }

    /// Runs `executable` with `arguments`, standard output discarded (or saved to `standardOutput`).
    /// With `measuringMemory`, the program runs under `/usr/bin/time` (when installed) for its peak memory,
    /// which adds that tool's own start to the time; without, it is spawned directly and its time is its own.
    static func run(
        _ executable: String, _ arguments: [String], scratch: String, standardOutput: String? = nil, measuringMemory: Bool = true
    ) throws -> Measurement {
        let errorFile = scratch + "/child-stderr.txt"
        let memoryFile = scratch + "/child-time.txt"
        let useTime = measuringMemory && hasTimeTool
        let argv = useTime ? [timeTool, "-f", "%M", "-o", memoryFile, executable] + arguments : [executable] + arguments

        let started = Clock.now()
        let (status, usage) = try spawnAndWait(argv, standardOutput: standardOutput ?? "/dev/null", standardError: errorFile)
        let seconds = Clock.seconds(since: started)

        let errorOutput = (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(atPath: errorFile)
        var peakKilobytes = Int(usage.ru_maxrss)
        #if canImport(Darwin)
        peakKilobytes /= 1024  // bytes on macOS
        #endif
        if useTime {
            // GNU time writes "Command exited with non-zero status N" before the figure when the program fails.
            let text = (try? String(contentsOfFile: memoryFile, encoding: .utf8)) ?? ""
            peakKilobytes = text.split(whereSeparator: \.isNewline).last.flatMap { Int(String($0).trimmingBlanks) } ?? 0
            try? FileManager.default.removeItem(atPath: memoryFile)
        }
        return Measurement(seconds: seconds, peakBytes: peakKilobytes * 1024, exitCode: status, errorOutput: errorOutput)
    }

    /// The first line a program prints for `arguments` (e.g. its version), or nil.
    static func firstLine(_ executable: String, _ arguments: [String], scratch: String) -> String? {
        let output = scratch + "/child-stdout.txt"
        defer { try? FileManager.default.removeItem(atPath: output) }
        guard (try? spawnAndWait([executable] + arguments, standardOutput: output, standardError: "/dev/null")) != nil,
              let text = try? String(contentsOfFile: output, encoding: .utf8) else { return nil }
        return text.split(whereSeparator: \.isNewline).first.map(String.init)
    }

    /// The full path of a program on PATH, or nil.
    static func onPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    struct SpawnError: Error, CustomStringConvertible {
        var description: String
    }

    /// posix_spawn + wait4: the exit status and the child's resource usage.
    private static func spawnAndWait(_ argv: [String], standardOutput: String, standardError: String) throws -> (Int32, rusage) {
        let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        var cArguments = argv.map { strdup($0) } + [nil]
        var cEnvironment = environment.map { strdup($0) } + [nil]
        defer {
            cArguments.forEach { free($0) }
            cEnvironment.forEach { free($0) }
        }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, argv[0], &actions, nil, &cArguments, &cEnvironment)
        guard spawned == 0 else {
            throw SpawnError(description: "cannot start \(argv[0]): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else { throw SpawnError(description: "waiting for \(argv[0]) failed") }
        }
        // WIFEXITED / WEXITSTATUS, spelled out (the C macros are not imported).
        let exitCode: Int32 = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (exitCode, usage)
    }
}
