import Foundation

/// Whether a build has made its staging folder yet. The folder is made, marked as tripsite's, just before the first
/// file is staged, from whichever thread stages it: a rebuild that only writes files over the old ones (held in
/// memory) makes no folder at all.
final class StagingFolderMark: @unchecked Sendable {
    private let lock = NSLock()
    private var made = false

    /// Whether the folder was made (and not cleared since).
    var isMade: Bool { lock.withLock { made } }

    /// Runs `make` unless it ran already; other threads wait until the folder is there.
    func ensure(_ make: () throws -> Void) rethrows {
        try lock.withLock {
            guard !made else { return }
            try make()
            made = true
        }
    }

    /// After the folder was removed.
    func cleared() {
        lock.withLock { made = false }
    }
}
