import Foundation

/// The lock on an output folder (`SitePublisher.lock`), which leaves nothing behind when nothing was published:
/// when it is released and the output folder is not there (every build under it failed before publishing), the
/// lock file is removed, with the folders made to hold it, so that a failed build into `a/b/site` leaves no `a/`.
final class OutputFolderLock: FileLock, @unchecked Sendable {
    // `@unchecked Sendable`: `held` is read and cleared under `guardLock`, so the lock file is removed once, by its holder only.
    private var held = true
    private let guardLock = NSLock()
    private let lock: any FileLock
    private let fileSystem: any FileSystem
    private let output: String
    private let lockFile: String
    /// The folders made to hold the lock file, deepest first.
    private let madeFolders: [String]

    init(_ lock: any FileLock, fileSystem: any FileSystem, output: String, lockFile: String, madeFolders: [String]) {
        (self.lock, self.fileSystem, self.output, self.lockFile, self.madeFolders) = (lock, fileSystem, output, lockFile, madeFolders)
    }

    /// Removes the lock file while it is still held (a build waiting for it then takes a new one), lets the lock
    /// go, and removes the folders made for it, if they are empty.
    func release() {
        guard guardLock.withLock({ () -> Bool in defer { held = false }; return held }) else { return }
        let published = fileSystem.directoryExists(output)
        if !published { try? fileSystem.remove(lockFile) }
        lock.release()
        if !published {
            for folder in madeFolders { try? fileSystem.removeFolder(folder) }
        }
    }
}
