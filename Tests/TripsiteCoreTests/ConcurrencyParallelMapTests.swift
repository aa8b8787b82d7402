import Foundation
import Testing
@testable import TripsiteCore

@Suite("Concurrency: ParallelMap and helper threads")
struct ConcurrencyParallelMapTests {
    @Test("map keeps the order of the results")
    func mapKeepsOrder() {
        #expect(ParallelMap.map(Array(0..<500)) { $0 * 2 } == Array(0..<500).map { $0 * 2 })
        #expect(ParallelMap.map([7]) { $0 + 1 } == [8])
        #expect(ParallelMap.map([Int]()) { $0 }.isEmpty)
    }

    @Test("both returns both results, however long either takes")
    func bothReturnsBoth() {
        for delay in [0, 2_000] {
            let (a, b) = ParallelMap.both({ () -> String in usleep(UInt32(delay)); return "first" }, { "second" })
            #expect(a == "first" && b == "second")
            let (c, d) = ParallelMap.both({ 1 }, { () -> Int in usleep(UInt32(delay)); return 2 })
            #expect(c == 1 && d == 2)
        }
    }

    /// The first half waits until the second half has run: only a helper thread running it at the same time lets
    /// the first half finish.
    @Test("the second half runs on a thread of its own while the first half waits for it")
    func secondRunsAlongside() {
        let started = DispatchSemaphore(value: 0)
        let (waited, value) = ParallelMap.both(
            { started.wait(timeout: .now() + 10) == .success },
            { started.signal(); return 42 })
        #expect(waited)
        #expect(value == 42)
    }

    /// Many pieces that each need another to run at the same time: the helper threads grow instead of making
    /// a piece wait for a thread that is busy waiting itself.
    @Test("pieces that wait for each other never wait for a free thread", arguments: [1, 8, 32])
    func nestedWaits(depth: Int) {
        func chain(_ level: Int) -> Int {
            guard level > 0 else { return 0 }
            let ready = DispatchSemaphore(value: 0)
            let (inner, ok) = ParallelMap.both(
                { () -> Int in
                    let inner = chain(level - 1)
                    ready.signal()
                    return inner
                },
                { ready.wait(timeout: .now() + 10) == .success })
            return ok ? inner + 1 : -1_000
        }
        #expect(chain(depth) == depth)
    }

    @Test("builds that run at once share the helper threads without waiting for each other")
    func concurrentCallers() {
        let sums = ParallelMap.map(Array(0..<64)) { index in
            let (a, b) = ParallelMap.both({ index }, { index * 10 })
            return a + b
        }
        #expect(sums == Array(0..<64).map { $0 * 11 })
    }

    /// The second half is started once, by whichever thread gets to it first.
    @Test("the second half runs exactly once")
    func runsOnce() {
        let counter = Counter()
        for _ in 0..<200 {
            _ = ParallelMap.both({ 0 }, { counter.add() })
        }
        #expect(counter.value == 200)
    }

    /// A forked piece whose value several threads wait for, whoever runs it: each gets it, and it runs once.
    @Test("a forked piece gives its value to every thread that asks, run by one of them or by a helper", .timeLimit(.minutes(1)), arguments: [false, true])
    func manyWaiters(helperStarts: Bool) {
        for round in 0..<50 {
            let counter = Counter()
            let work = ForkedWork { () -> Int in
                counter.add()
                Thread.sleep(forTimeInterval: 0.0002)
                return round
            }
            if helperStarts { HelperThreads.shared.run { work.runUnlessStarted() } }
            let values = ParallelMap.map(Array(0..<6)) { _ in work.result() }
            #expect(values == Array(repeating: round, count: 6))
            #expect(work.result() == round)
            #expect(counter.value == 1)
        }
    }

    /// The pieces of a queue run one at a time, in the order given, pieces added after it ran dry run too, and each
    /// runs on a helper thread (none is run by the thread that adds it).
    @Test("a helper queue runs its pieces in order, one at a time, and starts again when more come", .timeLimit(.minutes(1)))
    func queueRunsInOrder() {
        let queue = HelperQueue()
        let log = Log()
        let caller = pthread_self()
        let done = DispatchSemaphore(value: 0)
        for round in 0..<3 {
            for index in 0..<20 {
                queue.add {
                    log.enter(round * 100 + index, onCaller: pthread_equal(pthread_self(), caller) != 0)
                    if index % 7 == 0 { Thread.sleep(forTimeInterval: 0.0005) }
                    log.leave()
                    if index == 19 { done.signal() }
                }
            }
            #expect(done.wait(timeout: .now() + 10) == .success)
            // Ran dry: the next round starts the queue's helper again.
            Thread.sleep(forTimeInterval: 0.002)
        }
        #expect(log.order == (0..<3).flatMap { round in (0..<20).map { round * 100 + $0 } })
        #expect(log.mostAtOnce == 1)
        #expect(!log.anyOnCaller)
    }

    /// `both(after:)`: the second half waits its turn behind the queue's earlier pieces (handed to a helper thread
    /// at once, it would run while the earlier piece is held), and the first half still gets it when the helper is
    /// busy (the calling thread then runs it itself).
    @Test("both after a queue starts the second half once the queue's earlier pieces are done", .timeLimit(.minutes(1)))
    func bothAfterQueue() {
        let queue = HelperQueue()
        let (earlierStarted, releaseEarlier, secondRan) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        let log = Log()
        queue.add {
            log.enter(1, onCaller: false)
            earlierStarted.signal()
            releaseEarlier.wait()
            log.enter(2, onCaller: false)
        }
        let (first, second) = ParallelMap.both(
            { () -> Bool in
                earlierStarted.wait()
                // Time for a helper to start the second half, were it not queued.
                Thread.sleep(forTimeInterval: 0.005)
                releaseEarlier.signal()
                return secondRan.wait(timeout: .now() + 10) == .success
            },
            { () -> Int in
                log.enter(3, onCaller: false)
                secondRan.signal()
                return 3
            }, after: queue)
        #expect(first && second == 3)
        #expect(log.order == [1, 2, 3])
        // The helper is held: the first half is done at once and runs the second itself.
        let hold = DispatchSemaphore(value: 0)
        queue.add { hold.wait() }
        let (a, b) = ParallelMap.both({ "a" }, { "b" }, after: queue)
        #expect(a == "a" && b == "b")
        hold.signal()
    }

    /// With every helper core busy, work that is only worth a free core is not handed over.
    @Test("work is handed over only while a core is free", .timeLimit(.minutes(1)))
    func runIfCoreFree() {
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount - 1)
        let (started, release) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        for _ in 0..<cores {
            HelperThreads.shared.run {
                started.signal()
                release.wait()
            }
        }
        for _ in 0..<cores { started.wait() }
        let counter = Counter()
        #expect(!HelperThreads.shared.runIfCoreFree { counter.add() })
        for _ in 0..<cores { release.signal() }
        Thread.sleep(forTimeInterval: 0.01)
        #expect(counter.value == 0)
    }

    /// What ran, in what order, and how many pieces ran at once.
    private final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [Int] = []
        private var running = 0
        private var most = 0
        private var onCaller = false
        func enter(_ entry: Int, onCaller: Bool) {
            lock.withLock {
                entries.append(entry)
                running += 1
                most = max(most, running)
                self.onCaller = self.onCaller || onCaller
            }
        }
        func leave() { lock.withLock { running -= 1 } }
        var order: [Int] { lock.withLock { entries } }
        var mostAtOnce: Int { lock.withLock { most } }
        var anyOnCaller: Bool { lock.withLock { onCaller } }
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }
}
