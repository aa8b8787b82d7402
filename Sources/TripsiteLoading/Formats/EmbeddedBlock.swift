/// Bytes taken out of a file (a saved page, an e-mail, one of its decoded parts), each with its offset in the
/// file, so that what is read from them can be reported where it is in the file.
struct EmbeddedBlock: Sendable {
    var bytes: [UInt8]
    /// `fileOffsets[i]` is where `bytes[i]` is in the file (for a decoded byte, where its encoding starts).
    var fileOffsets: [Int]

    /// A whole file, byte for byte.
    init(file: [UInt8]) {
        bytes = file
        fileOffsets = Array(file.indices)
    }

    init(bytes: [UInt8], fileOffsets: [Int]) {
        self.bytes = bytes
        self.fileOffsets = fileOffsets
    }

    /// The bytes `range` of this block.
    subscript(range: Range<Int>) -> EmbeddedBlock {
        EmbeddedBlock(bytes: Array(bytes[range]), fileOffsets: Array(fileOffsets[range]))
    }

    /// Where the first byte at or after `index` is in the file (the end of the block's last byte when there is none).
    func fileOffset(at index: Int) -> Int {
        index < fileOffsets.count ? fileOffsets[index] : (fileOffsets.last.map { $0 + 1 } ?? 0)
    }
}

extension Array where Element == UInt8 {
    /// The index of the first occurrence of `needle` (ASCII, lowercase) at or after `start`, in any case.
    func firstIndex(ofCaseInsensitive needle: String, from start: Int) -> Int? {
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty, count >= pattern.count else { return nil }
        var index = start
        while index <= count - pattern.count {
            var matches = true
            for (offset, expected) in pattern.enumerated() {
                let byte = self[index + offset]
                let lower = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
                if lower != expected {
                    matches = false
                    break
                }
            }
            if matches { return index }
            index += 1
        }
        return nil
    }
}
