/// The parts of a multipart body: what lies between the lines `--boundary`, up to `--boundary--`.
enum MultipartBody {
    static func parts(of body: EmbeddedBlock, boundary: String) -> [EmbeddedBlock] {
        let delimiter = Array(("--" + boundary).utf8)
        let bytes = body.bytes
        var parts: [EmbeddedBlock] = []
        var partStart: Int?
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            if bytes[lineStart..<lineEnd].starts(with: delimiter) {
                if let start = partStart {
                    // The line break before the delimiter belongs to it.
                    var end = max(start, lineStart - 1)
                    if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                    parts.append(body[start..<end])
                }
                let closing = bytes[(lineStart + delimiter.count)..<lineEnd].starts(with: [UInt8(ascii: "-"), UInt8(ascii: "-")])
                if closing { return parts }
                partStart = min(lineEnd + 1, bytes.count)
            }
            lineStart = lineEnd + 1
        }
        // A message cut short: its last part runs to the end.
        if let start = partStart, start < bytes.count { parts.append(body[start..<bytes.count]) }
        return parts
    }
}
