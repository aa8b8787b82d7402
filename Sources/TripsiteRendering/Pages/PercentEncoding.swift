/// Percent-encoding of the bytes of text (`%2F`, upper-case hex digits), for link targets and query values.
enum PercentEncoding {
    /// The text with every UTF-8 byte that `keeps` refuses written as `%XX`, and a space as `+` when `spaceAsPlus`.
    /// Text that needs nothing is returned as it is; otherwise the bytes are written once, not a character at a time.
    static func encoded(_ text: String, spaceAsPlus: Bool = false, keeping keeps: (UInt8) -> Bool) -> String {
        guard text.utf8.contains(where: { !keeps($0) }) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            if keeps(byte) {
                bytes.append(byte)
            } else if spaceAsPlus, byte == UInt8(ascii: " ") {
                bytes.append(UInt8(ascii: "+"))
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
