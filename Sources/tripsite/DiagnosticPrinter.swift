import Foundation
import TripsiteModel

/// Writes diagnostics to standard error, one per line, in the `file:line:column: severity: path: message` form.
enum DiagnosticPrinter {
    static func print(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            write(diagnostic.formatted + "\n")
        }
    }

    static func note(_ message: String) {
        write("tripsite: \(message)\n")
    }

    private static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
