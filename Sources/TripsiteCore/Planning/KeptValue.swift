import Foundation

/// A value made from an input, kept for as long as the input stays the same: `tripsite serve` keeps the parsed
/// templates and the countries list this way, so that a save that changed neither does not read them again.
/// Holds one value; a value that could not be made is not kept.
final class KeptValue<Input: Equatable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: (input: Input, value: Value)?

    /// The value kept for `input`, else the one `make` gives (kept in place of the one before).
    func value<Failure: Error>(for input: Input, make: () throws(Failure) -> Value) throws(Failure) -> Value {
        if let kept = lock.withLock({ kept }), kept.input == input { return kept.value }
        let value = try make()
        lock.withLock { kept = (input, value) }
        return value
    }
}
