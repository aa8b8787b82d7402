/// Undoes a part's `Content-Transfer-Encoding`: quoted-printable and base64; any other is taken as it is.
enum TransferEncoding {
    static func decode(_ part: EmbeddedBlock, encoding: String) -> EmbeddedBlock {
        switch encoding.lowercased() {
        case "quoted-printable": return quotedPrintable(part)
        case "base64": return base64(part)
        default: return part
        }
    }

    /// `=XX` is the byte XX, `=` at the end of a line joins it to the next; anything else is itself.
    static func quotedPrintable(_ part: EmbeddedBlock) -> EmbeddedBlock {
        let bytes = part.bytes
        var decoded = EmbeddedBlock(bytes: [], fileOffsets: [])
        decoded.bytes.reserveCapacity(bytes.count)
        decoded.fileOffsets.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "=") {
                if index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) {
                    decoded.bytes.append(high << 4 | low)
                    decoded.fileOffsets.append(part.fileOffsets[index])
                    index += 3
                    continue
                }
                // A soft line break: "=" then blanks then the end of the line.
                var next = index + 1
                while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
                if next < bytes.count, bytes[next] == UInt8(ascii: "\r") { next += 1 }
                if next < bytes.count, bytes[next] == UInt8(ascii: "\n") {
                    index = next + 1
                    continue
                }
            }
            decoded.bytes.append(byte)
            decoded.fileOffsets.append(part.fileOffsets[index])
            index += 1
        }
        return decoded
    }

    /// Each group of four base64 characters is three bytes, placed where the group starts; other characters
    /// (line breaks) are skipped, and decoding stops at padding.
    static func base64(_ part: EmbeddedBlock) -> EmbeddedBlock {
        var decoded = EmbeddedBlock(bytes: [], fileOffsets: [])
        var group: [UInt8] = []
        var groupStart = 0
        for (index, byte) in part.bytes.enumerated() {
            if byte == UInt8(ascii: "=") { break }
            guard let value = base64Value(byte) else { continue }
            if group.isEmpty { groupStart = part.fileOffsets[index] }
            group.append(value)
            if group.count == 4 {
                append(group, at: groupStart, to: &decoded)
                group.removeAll(keepingCapacity: true)
            }
        }
        if group.count >= 2 { append(group, at: groupStart, to: &decoded) }
        return decoded
    }

    private static func append(_ group: [UInt8], at offset: Int, to decoded: inout EmbeddedBlock) {
        let values = group + Array(repeating: 0, count: 4 - group.count)
        let bytes = [values[0] << 2 | values[1] >> 4, values[1] << 4 | values[2] >> 2, values[2] << 6 | values[3]]
        for byte in bytes.prefix(group.count - 1) {
            decoded.bytes.append(byte)
            decoded.fileOffsets.append(offset)
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    private static func base64Value(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"), UInt8(ascii: "-"): 62
        case UInt8(ascii: "/"), UInt8(ascii: "_"): 63
        default: nil
        }
    }
}
