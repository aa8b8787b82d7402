import Foundation

/// Where the benchmark generates its trips and builds its sites: in memory (tmpfs, `/dev/shm`) when the
/// machine has it and `TMPDIR` does not name another folder, so that the figures measure tripsite rather than
/// the disk; otherwise the temporary folder.
enum ScratchSpace {
    static let base: String = {
        let environment = ProcessInfo.processInfo.environment
        var isFolder: ObjCBool = false
        if environment["TMPDIR"] == nil, FileManager.default.fileExists(atPath: "/dev/shm", isDirectory: &isFolder), isFolder.boolValue,
           FileManager.default.isWritableFile(atPath: "/dev/shm") {
            return "/dev/shm"
        }
        return NSTemporaryDirectory()
    }()

    /// Whether `base` is held in memory: a folder done with is then deleted at once, since keeping it would
    /// hold its bytes in memory, and deleting files there does not slow the creation of the next ones.
    static var isInMemory: Bool { base == "/dev/shm" }

    /// The line for the report's header.
    static var described: String {
        isInMemory
            ? "scratch:  \(base) (tmpfs; set TMPDIR to measure on another file system)"
            : "scratch:  \(base) (set TMPDIR to a tmpfs folder to measure without the disk)"
    }
}
