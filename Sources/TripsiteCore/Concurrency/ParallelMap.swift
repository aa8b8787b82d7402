import Foundation

/// Runs independent pieces of a build at once, on all cores.
enum ParallelMap {
    /// Maps a function over an array on all cores, keeping the order of the results. With `onAllCores` false
    /// (the caller knows that at most one item has much to do), it maps on the calling thread: handing the
    /// items to other threads would cost more than it saves.
    static func map<T: Sendable, R: Sendable>(_ items: [T], onAllCores: Bool = true, _ transform: @Sendable (T) -> R) -> [R] {
        guard items.count > 1, onAllCores else { return items.map(transform) }
        let results = ResultSlots<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            results.set(index, transform(items[index]))
        }
        return results.values
    }

    /// Runs two independent pieces of work at once, the first on the calling thread and the second on a
    /// helper thread (see `HelperThreads`), and returns both results. When the first is done before a helper
    /// has started the second, the calling thread runs the second itself: a piece never waits for a thread
    /// to be scheduled while the caller sits idle. (Not with `concurrentPerform`: a `map` nested in it would
    /// run on one core only.) With `after`, the second starts once the helper has done the work handed to it before.
    static func both<A: Sendable, B: Sendable>(
        _ first: () -> A, _ second: @escaping @Sendable () -> B, after queue: HelperQueue? = nil
    ) -> (A, B) {
        let other = ForkedWork(second)
        if let queue { queue.add { other.runUnlessStarted() } } else { HelperThreads.shared.run { other.runUnlessStarted() } }
        let result = first()
        return (result, other.result())
    }
}

/// A piece of work that either a helper thread or the thread waiting for it runs, whichever starts first
/// (`ParallelMap.both`; `SiteBuilder` also has a helper start one before its own work).
final class ForkedWork<Value: Sendable>: @unchecked Sendable {
    private let work: @Sendable () -> Value
    private let lock = NSLock()
    private var started = false
    private var value: Value?
    private let finished = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> Value) { self.work = work }

    /// Runs the work, unless it was started already.
    func runUnlessStarted() {
        guard start() else { return }
        _ = run()
    }

    /// Runs the work and keeps its value for every thread waiting for it.
    private func run() -> Value {
        let value = work()
        lock.withLock { self.value = value }
        finished.signal()
        return value
    }

    /// The work's result, for any number of callers: made here when no thread has started it yet, else
    /// waited for.
    func result() -> Value {
        if start() { return run() }
        // The work is running on another core. Waking a thread that sleeps takes some 20-30 µs, so a short
        // wait is spent watching for the result first.
        let deadline = DispatchTime.now().uptimeNanoseconds + ForkedWork<Int>.watchNanoseconds
        repeat {
            if let value = lock.withLock({ value }) { return value }
        } while DispatchTime.now().uptimeNanoseconds < deadline
        finished.wait()
        // Passed on, so that every thread waiting for the value wakes in turn.
        finished.signal()
        return lock.withLock { value! }
    }

    /// How long a thread watches for a result before it sleeps.
    static var watchNanoseconds: UInt64 { 50_000 }

    /// Whether this call is the one that starts the work.
    private func start() -> Bool {
        lock.withLock {
            defer { started = true }
            return !started
        }
    }
}

/// Fixed slots written once each from concurrent iterations.
private final class ResultSlots<R>: @unchecked Sendable {
    private var slots: [R?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: R) {
        lock.withLock { slots[index] = value }
    }

    var values: [R] { lock.withLock { slots.map { $0! } } }
}
