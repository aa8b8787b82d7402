import Foundation

/// Values made once per key and kept, for the lookups that trips built in parallel share (airports read from the
/// table, time zones, calendar zone definitions, map land). A value is made outside the lock, so two trips may
/// make the same one at once; the first kept wins, so every caller sees the same value either way.
///
/// `@unchecked Sendable`: `lock` guards `values`. An `NSLock` rather than a `Mutex`: ThreadSanitizer sees the
/// pthread mutex under `NSLock`, not the futex under `Mutex` on Linux, and reports races that are not there.
package final class LockedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]
    private let limit: Int

    /// A cache keeping at most `limit` values; past it, values are made and not kept.
    package init(limit: Int = .max) { self.limit = limit }

    /// The value kept for `key`, or the one `make` gives, kept for the next caller.
    package func value(for key: Key, make: () throws -> Value) rethrows -> Value {
        if let known = lock.withLock({ values[key] }) { return known }
        let made = try make()
        return lock.withLock {
            if let kept = values[key] { return kept }
            if values.count < limit { values[key] = made }
            return made
        }
    }
}
