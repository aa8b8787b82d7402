import Foundation

/// Runs a program to its end and captures what it printed: the one way the tests start another process (the
/// built `tripsite`, or a tool they read output back with).
public enum ChildProcess {
    /// How a program ended, and what it wrote.
    public struct Output: Sendable {
        public var status: Int32
        public var standardOutput: Data
        public var standardError: Data
        /// Whether the process ended by a signal (a crash, or a kill) rather than exiting.
        public var crashed: Bool
    }

    /// Runs `executable` with `arguments` in `folder` (the current one when `nil`), its environment this process's
    /// with `environment` laid over it, and waits for it to end.
    public static func run(
        _ executable: URL, _ arguments: [String], in folder: URL? = nil, environment: [String: String]? = nil
    ) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if let environment {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Standard error is read on another queue while standard output is read here, so that neither pipe can
        // fill up and block the program; the group's wait is what makes `errorData` safe to read after it.
        nonisolated(unsafe) var errorData = Data()
        let reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) { errorData = errors.fileHandleForReading.readDataToEndOfFile() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        reading.wait()
        return Output(
            status: process.terminationStatus, standardOutput: outputData, standardError: errorData,
            crashed: process.terminationReason == .uncaughtSignal)
    }
}
