import Foundation

/// Work for the second core, run one piece after another in the order it is handed over, on one helper
/// thread (see `HelperThreads`) for as long as there is more.
///
/// A build knows what the second core should do next before that core is free: the previous build's listings,
/// then the countries list, then the templates, then (after one trip changed) that trip's timeline. Handing each
/// piece to `HelperThreads` as it comes up would start a thread for every piece the helper has not finished,
/// and more threads than cores slow every one of them. Each piece is a `ForkedWork`'s start, so a thread that
/// needs one before the helper reaches it runs it itself.
final class HelperQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var pieces: [@Sendable () -> Void] = []
    /// Whether a helper thread is running the pieces; it stops when there are none left.
    private var draining = false

    init() {}

    /// Adds `piece` after those handed over before it, and returns at once.
    func add(_ piece: @escaping @Sendable () -> Void) {
        let startsHelper = lock.withLock {
            pieces.append(piece)
            defer { draining = true }
            return !draining
        }
        if startsHelper { HelperThreads.shared.run { [self] in drain() } }
    }

    /// The helper's part: runs pieces until none are left.
    private func drain() {
        while let piece = next() { piece() }
    }

    private func next() -> (@Sendable () -> Void)? {
        lock.withLock {
            guard !pieces.isEmpty else {
                draining = false
                return nil
            }
            return pieces.removeFirst()
        }
    }
}
