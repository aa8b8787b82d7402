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

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }
}
