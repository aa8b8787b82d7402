#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding bytes in a page's HTML or a file kept between builds. Candidates for the first byte are found with
/// the C library's `memchr`, which skips the text between them faster than a loop over every byte: pages are
/// searched several times (headings for anchors, sections for sort values).
enum ByteSearch {
    /// The lines of `bytes`, split at line feeds, without the empty ones (as `split(separator:)` gives them,
    /// which took a third of reading the listings kept between builds, testing each byte through a closure).
    static func nonEmptyLines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        let lineFeed = [UInt8(ascii: "\n")]
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        while start < bytes.count {
            let end = firstIndex(of: lineFeed, in: bytes, from: start) ?? bytes.count
            if end > start { lines.append(bytes[start..<end]) }
            start = end + 1
        }
        return lines
    }

    /// The first offset of `pattern` at or after `start`, or `nil`.
    static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first else { return nil }
        return bytes.withUnsafeBytes { page -> Int? in
            var index = start
            while index >= 0, index + pattern.count <= page.count {
                guard let found = memchr(page.baseAddress! + index, Int32(first), page.count - index) else { return nil }
                index = page.baseAddress!.distance(to: UnsafeRawPointer(found))
                guard index + pattern.count <= page.count else { return nil }
                if matches(pattern, in: page, at: index) { return index }
                index += 1
            }
            return nil
        }
    }

    /// The first offset of `byte` at or after `start`, or `nil`.
    static func firstIndex(of byte: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
        guard start >= 0, start < bytes.count else { return nil }
        return bytes.withUnsafeBytes { page -> Int? in
            guard let found = memchr(page.baseAddress! + start, Int32(byte), page.count - start) else { return nil }
            return page.baseAddress!.distance(to: UnsafeRawPointer(found))
        }
    }

    /// Whether `pattern` is in `bytes` at `index`: compared with the C library's `memcmp`.
    static func matches(_ pattern: [UInt8], in bytes: UnsafeRawBufferPointer, at index: Int) -> Bool {
        pattern.withUnsafeBytes { matches($0, in: bytes, at: index) }
    }

    /// `matches` for a pattern in memory.
    static func matches(_ pattern: UnsafeRawBufferPointer, in bytes: UnsafeRawBufferPointer, at index: Int) -> Bool {
        guard index >= 0, index + pattern.count <= bytes.count else { return false }
        guard let patternStart = pattern.baseAddress else { return true }
        return memcmp(bytes.baseAddress! + index, patternStart, pattern.count) == 0
    }
}
