import Foundation

/// Where the benchmark generates its trips and builds its sites: in memory (tmpfs, `/dev/shm`) when the
/// machine has it and `TMPDIR` does not name another folder, so that the figures measure tripsite rather than
/// the disk; otherwise the temporary folder.
enum ScratchSpace {
    static let memory = "/dev/shm"

    static let base: String = ProcessInfo.processInfo.environment["TMPDIR"] == nil && FileManager.default.isWritableFile(atPath: memory)
        ? memory : NSTemporaryDirectory()

    /// Whether `path` is in `/dev/shm`, the folder Linux keeps in memory.
    static func isInMemory(_ path: String) -> Bool {
        path == memory || path.hasPrefix(memory + "/")
    }

    /// The line for the report's header, on the folder the benchmark works in.
    static func described(_ folder: String) -> String {
        isInMemory(folder)
            ? "scratch:  \(folder) (in memory; set TMPDIR to measure on another file system)"
            : "scratch:  \(folder) (not in \(memory): the figures may include the disk; work there to leave it out)"
    }
}
