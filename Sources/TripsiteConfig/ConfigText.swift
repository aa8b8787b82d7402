import TripsiteJSON
import TripsiteModel

/// The text of a settings file from its bytes, or why it cannot be read as TOML, at the line and column of the
/// first byte in the way: a file that goes on past `ConfigFile.sizeLimit`, UTF-16 text, a byte that is not UTF-8.
enum ConfigText {
    /// The text, or the problem. `bytes` holds at most `ConfigFile.sizeLimit + 1` bytes of the file: one more
    /// than that means the file is larger.
    static func decode(_ bytes: [UInt8], file: String) -> (text: String?, problem: Diagnostic?) {
        func problem(at offset: Int, _ message: String) -> (String?, Diagnostic?) {
            (nil, Diagnostic(severity: .error, file: file, position: SourcePosition(ofByte: offset, in: bytes), path: "", message: message))
        }
        if bytes.count > ConfigFile.sizeLimit {
            return problem(at: ConfigFile.sizeLimit,
                "the file is larger than \(TextFormat.grouped(ConfigFile.sizeLimit)) bytes, the most a settings file may hold")
        }
        if isUTF16(bytes) {
            return problem(at: 0, "the file is UTF-16 text; a settings file must be UTF-8 (save it as UTF-8)")
        }
        let invalid = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { JSONUTF8.firstInvalidByte($0, from: 0, to: buffer.count) }
        }
        if let invalid {
            let hex = String(bytes[invalid], radix: 16, uppercase: true)
            return problem(at: invalid, "invalid UTF-8 byte 0x\(hex.count < 2 ? "0" + hex : hex); a settings file must be UTF-8 text")
        }
        return (String(decoding: bytes, as: UTF8.self), nil)
    }

    /// Whether the bytes start with a UTF-16 byte order mark, or with an ASCII character and a zero byte in
    /// either order, as UTF-16 text without one does.
    private static func isUTF16(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 2 else { return false }
        let (first, second) = (bytes[0], bytes[1])
        if (first, second) == (0xFF, 0xFE) || (first, second) == (0xFE, 0xFF) { return true }
        return (first == 0) != (second == 0) && max(first, second) < 0x80
    }
}
