import Foundation
import TripsiteModel

/// A progress bar on standard error for builds that take more than a second, drawn only when standard
/// error is a terminal (never in CI logs or pipes), redrawn at most ten times a second.
final class ProgressLine: Sendable {
    private let started: Date
    private let isTerminal = isatty(STDERR_FILENO) == 1
    /// When the bar was drawn last, and whether it is on the screen.
    private let state = Locked((lastDrawn: Date.distantPast, drawn: false))

    init(started: Date) {
        self.started = started
    }

    func show(_ done: Int, of total: Int) {
        guard isTerminal else { return }
        state.withLock { state in
            let now = Date()
            guard now.timeIntervalSince(started) > 1, now.timeIntervalSince(state.lastDrawn) > 0.1 || done == total else { return }
            state.lastDrawn = now
            let width = 30
            let filled = total == 0 ? width : width * done / total
            let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
            FileHandle.standardError.write(Data("\rRendering trips [\(bar)] \(done)/\(total)".utf8))
            state.drawn = true
        }
    }

    /// Clears the bar, so the summary or the errors start on a clean line.
    func finish() {
        state.withLock { state in
            guard state.drawn else { return }
            FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
            state.drawn = false
        }
    }
}
