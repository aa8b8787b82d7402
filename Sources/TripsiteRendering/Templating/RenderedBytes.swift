import TripsiteModel

/// The bytes of the pages one template set has rendered, added up across the threads that render a site's pages,
/// so that a build stops when its pages together grow past `TemplateSet.maximumBuildBytes`.
final class RenderedBytes: Sendable {
    private let total = Locked(0)

    /// Adds a page's bytes; whether the total is still within `limit`.
    func add(_ count: Int, limit: Int) -> Bool {
        total.withLock { total in
            total += count
            return total <= limit
        }
    }
}
