#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding bytes in a page's HTML. Candidates for the first byte are found with the C library's `memchr`,
/// which skips the text between them faster than a loop over every byte: pages are searched several times
/// (headings for anchors, sections for sort values).
enum ByteSearch {
    /// The first offset of `pattern` at or after `start`, or `nil`.
    static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first else { return nil }
        return bytes.withUnsafeBytes { page -> Int? in
            var index = start
            while index >= 0, index + pattern.count <= page.count {
                guard let found = memchr(page.baseAddress! + index, Int32(first), page.count - index) else { return nil }
                index = page.baseAddress!.distance(to: UnsafeRawPointer(found))
                guard index + pattern.count <= page.count else { return nil }
                if page[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
                index += 1
            }
            return nil
        }
    }
}
