import Foundation

/// The new bytes of files that replace the previous build's, held in memory until `SiteWriter.publish` writes
/// them over the old files in place, instead of being staged as new files and renamed over the old ones (on
/// ext4 a rename over a file costs ten times a write over it, and the staging folders their own creation and
/// removal). Up to `budget` bytes are held; files beyond it are staged as before, so that a rebuild of a large
/// site that changed everywhere keeps no more of it in memory than that. Render threads hold files at once.
final class HeldReplacements: @unchecked Sendable {
    /// 32 MB: every changed file of a rebuild after a few trips changed, or a template of a few hundred trips' site.
    static let defaultBudget = 32 << 20

    private let lock = NSLock()
    private var files: [String: [UInt8]] = [:]
    private var heldBytes = 0
    private let budget: Int

    init(budget: Int) {
        self.budget = budget
    }

    /// Holds the file's bytes; `false` when they would take the held bytes over the budget (then nothing is held).
    func hold(_ path: String, _ bytes: [UInt8]) -> Bool {
        lock.withLock {
            guard heldBytes + bytes.count <= budget else { return false }
            heldBytes += bytes.count - (files[path]?.count ?? 0)
            files[path] = bytes
            return true
        }
    }

    /// The bytes held for `path`, no longer held.
    func take(_ path: String) -> [UInt8]? {
        lock.withLock {
            guard let bytes = files.removeValue(forKey: path) else { return nil }
            heldBytes -= bytes.count
            return bytes
        }
    }

    /// Drops every held file (after a failed build).
    func clear() {
        lock.withLock {
            files = [:]
            heldBytes = 0
        }
    }
}
