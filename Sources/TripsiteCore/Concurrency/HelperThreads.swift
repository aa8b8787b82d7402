import Foundation

/// Threads that run work handed to them at once, each piece on a thread of its own, and then wait for more.
///
/// `ParallelMap.both` runs its second half here. A build hands over a few pieces, and a server builds
/// again and again: starting a thread for each piece and ending it after cost a tenth of a small rebuild
/// (the new thread, its stack, and the allocator's clean-up when a thread ends). When no thread is waiting
/// for work, another is started. The threads stay, idle, for the life of the process.
final class HelperThreads: @unchecked Sendable {
    static let shared = HelperThreads()

    /// The stack of each thread: rendering nests as deep as the templates and the Markdown do.
    private static let stackSize = 8 << 20

    private let condition = NSCondition()
    /// Work handed over and not yet taken by a thread.
    private var waitingWork: [@Sendable () -> Void] = []
    /// Threads waiting for work.
    private var idleThreads = 0
    /// Pieces of work being run.
    private var runningWork = 0

    /// Starts `work` on a thread of its own and returns at once.
    func run(_ work: @escaping @Sendable () -> Void) {
        condition.lock()
        waitingWork.append(work)
        // Each idle thread takes one piece: start another when the idle ones are all spoken for.
        let startsThread = idleThreads < waitingWork.count
        if !startsThread { condition.signal() }
        condition.unlock()
        if startsThread {
            let thread = Thread { [self] in serve() }
            thread.stackSize = Self.stackSize
            thread.start()
        }
    }

    /// Starts `work` on a helper thread when fewer helpers are busy than there are cores besides the caller's, and
    /// tells whether it did: for work worth handing over only while a core is free. (More threads than cores
    /// would slow the helpers' other work, such as reading the countries list, as much as this one gains.)
    @discardableResult
    func runIfCoreFree(_ work: @escaping @Sendable () -> Void) -> Bool {
        let coreFree = condition.withLock { runningWork + waitingWork.count < Self.helperCores }
        if coreFree { run(work) }
        return coreFree
    }

    /// The cores helpers can have: all but the one of the thread handing work over.
    private static let helperCores = max(1, ProcessInfo.processInfo.activeProcessorCount - 1)

    /// A thread's life: take a piece of work, run it, wait for the next.
    private func serve() {
        while true {
            condition.lock()
            while waitingWork.isEmpty {
                idleThreads += 1
                condition.wait()
                idleThreads -= 1
            }
            let work = waitingWork.removeFirst()
            runningWork += 1
            condition.unlock()
            work()
            condition.withLock { runningWork -= 1 }
        }
    }
}
