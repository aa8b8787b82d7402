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
            condition.unlock()
            work()
        }
    }
}
