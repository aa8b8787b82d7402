#if canImport(Cmimalloc)
import Cmimalloc
#endif

/// Settings of the memory allocator, made before anything else runs.
enum AllocatorTuning {
    /// mimalloc gives pages it no longer uses back to the system after 25 ms by default; a build frees most
    /// of the trips file and its parse within a few milliseconds and then allocates pages anew for rendering,
    /// so with the default both stay resident at once. Giving them back after 2 ms lowers the peak memory at no
    /// measurable cost in time (docs/performance.md, "Why the code is as it is").
    static func apply() {
        #if canImport(Cmimalloc)
        mi_option_set(mi_option_decommit_delay, 2)
        #endif
    }
}
