import Foundation

/// A value that the threads of a build share, read and changed only while its lock is held: the one lock-guarded
/// box, which the caches, counters and slots filled in parallel are made of.
///
/// An `NSLock` rather than a `Mutex`: ThreadSanitizer sees the pthread mutex under `NSLock`, not the futex under
/// `Mutex` on Linux, and reports races that are not there.
/// `@unchecked Sendable`: `lock` guards `value`.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) { self.value = value }

    /// Runs `body` on the value, with the lock held.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value) }
    }
}
