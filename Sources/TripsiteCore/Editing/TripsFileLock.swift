import Foundation

/// An exclusive lock held while a trips file is edited, so that edits made at the same time by several processes
/// each start from the file the one before left, and none is lost.
///
/// The lock is an `flock` on a lock file beside the trips file (beside the file a link leads to), named after it:
/// `trips.json` is locked with `.trips.json.tripsite-lock`. A lock on the trips file itself would not do: every edit
/// renames a new file over it, and a lock on the old file guards nothing once it is replaced. The lock file is
/// removed when the lock is released; one left by a process that was killed is taken over by the next edit.
struct TripsFileLock {
    /// The lock file.
    let path: String
    private let lock: any FileLock

    /// The lock file for a trips file: beside the file a link leads to, or beside the path when nothing is there yet.
    static func path(for file: String) -> String {
        let target = LocalFileSystem.realPath(file) ?? file
        guard let slash = target.lastIndex(of: "/") else { return ".\(target).tripsite-lock" }
        return "\(target[...slash]).\(target[target.index(after: slash)...]).tripsite-lock"
    }

    /// Waits until the lock is this process's. A lock file removed or replaced by the edit that held it while this
    /// one waited is let go and the lock taken anew, on the file now there.
    init(for file: String) throws(FileSystemError) {
        path = Self.path(for: file)
        do {
            guard let lock = try LocalFileSystem().lock(path, wait: true) else {
                throw FileSystemError(path: path, reason: "cannot be locked")
            }
            self.lock = lock
        } catch let error as FileSystemError {
            throw error
        } catch {
            throw FileSystemError(path: path, reason: "cannot be locked (\(error))")
        }
    }

    /// Removes the lock file, then lets the lock go: an edit waiting on the removed file takes the lock anew.
    func release() {
        unlink(path)
        lock.release()
    }
}
