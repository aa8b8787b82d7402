import Foundation

/// The bytes of the pages one template set has rendered, added up across the threads that render a site's pages,
/// so that a build stops when its pages together grow past `TemplateSet.maximumBuildBytes`.
///
/// `@unchecked Sendable`: `lock` guards `total`. An `NSLock`, as in `LockedCache`.
final class RenderedBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0

    /// Adds a page's bytes; whether the total is still within `limit`.
    func add(_ count: Int, limit: Int) -> Bool {
        lock.withLock {
            total += count
            return total <= limit
        }
    }
}
