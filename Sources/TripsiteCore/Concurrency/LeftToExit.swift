/// Values a process holds until it ends, so that they are never freed: their memory goes back to the system
/// at once when the process exits, instead of one allocation at a time (see `SiteBuilder.leavesMemoryToExit`).
enum LeftToExit {
    private final class Holder {
        let value: Any
        init(_ value: Any) { self.value = value }
    }

    /// Keeps `value`, and everything it refers to, alive until the process exits.
    static func keep(_ value: Any) {
        _ = Unmanaged.passRetained(Holder(value))
    }
}
