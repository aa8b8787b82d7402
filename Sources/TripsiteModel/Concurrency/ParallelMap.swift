import Foundation

/// Runs independent pieces of a build at once, on all cores: the one way tripsite works in parallel.
package enum ParallelMap {
    /// Maps a function over an array with `DispatchQueue.concurrentPerform`, keeping the order of the results.
    package static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        guard items.count > 1 else { return items.map(transform) }
        let results = ResultSlots<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            results.set(index, transform(items[index]))
        }
        return results.values
    }

    /// `map(_:_:)` of a function that may fail: every item is tried, and the results come back in order,
    /// or the problems of every item that failed, in the items' order, so that one run reports them all.
    package static func throwingMap<T: Sendable, R: Sendable>(
        _ items: [T], _ transform: @Sendable (T) throws(DiagnosticsError) -> R
    ) throws(DiagnosticsError) -> [R] {
        let outcomes = map(items) { item in Result { () throws(DiagnosticsError) in try transform(item) } }
        var results: [R] = []
        results.reserveCapacity(outcomes.count)
        var problems: [Diagnostic] = []
        for outcome in outcomes {
            switch outcome {
            case .success(let value): results.append(value)
            case .failure(let error): problems += error.diagnostics
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        return results
    }
}

/// Fixed slots written once each from concurrent iterations.
private final class ResultSlots<R: Sendable>: Sendable {
    private let slots: Locked<[R?]>

    init(count: Int) { slots = Locked(Array(repeating: nil, count: count)) }

    func set(_ index: Int, _ value: R) {
        slots.withLock { $0[index] = value }
    }

    var values: [R] { slots.withLock { $0.map { $0! } } }
}
