/// Values made once per key and kept, for the lookups that trips built in parallel share (airports read from the
/// table, time zones, calendar zone definitions, map land). A value is made outside the lock, so two trips may
/// make the same one at once; the first kept wins, so every caller sees the same value either way.
package final class LockedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let values = Locked<[Key: Value]>([:])
    private let limit: Int

    /// A cache keeping at most `limit` values; past it, values are made and not kept.
    package init(limit: Int = .max) { self.limit = limit }

    /// The value kept for `key`, or the one `make` gives, kept for the next caller.
    package func value(for key: Key, make: () throws -> Value) rethrows -> Value {
        if let known = values.withLock({ $0[key] }) { return known }
        let made = try make()
        return values.withLock { values in
            if let kept = values[key] { return kept }
            if values.count < limit { values[key] = made }
            return made
        }
    }
}
