
/// The header fields of a message or a MIME part, by lowercase name (the first of each name), unfolded.
struct MailHeaders {
    private var fields: [String: String] = [:]

    subscript(name: String) -> String? { fields[name] }

    /// The fields and the offset where the body starts (after the blank line, or at the end without one).
    static func read(_ bytes: [UInt8]) -> (MailHeaders, Int) {
        var headers = MailHeaders()
        var lines: [String] = []
        var index = 0
        var bodyStart = bytes.count
        while index < bytes.count {
            var end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let next = end + 1
            if end > index, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            if end == index {
                bodyStart = min(next, bytes.count)
                break
            }
            let line = String(decoding: bytes[index..<end], as: UTF8.self)
            if let first = line.first, first == " " || first == "\t", !lines.isEmpty {
                lines[lines.count - 1] += " " + line.trimmingBlanks
            } else {
                lines.append(line)
            }
            index = next
        }
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = String(line[..<colon]).trimmingBlanks.lowercased()
            if headers.fields[name] == nil { headers.fields[name] = String(line[line.index(after: colon)...]).trimmingBlanks }
        }
        return (headers, bodyStart)
    }

    /// `Content-Type`: its lowercase media type ("" when absent) and its parameters by lowercase name, unquoted.
    var contentType: (mediaType: String, parameters: [String: String]) {
        guard let value = fields["content-type"] else { return ("", [:]) }
        let pieces = value.split(separator: ";", omittingEmptySubsequences: false)
        var parameters: [String: String] = [:]
        for piece in pieces.dropFirst() {
            guard let equals = piece.firstIndex(of: "=") else { continue }
            let name = String(piece[..<equals]).trimmingBlanks.lowercased()
            var parameter = String(piece[piece.index(after: equals)...]).trimmingBlanks
            if parameter.count >= 2, parameter.hasPrefix("\""), parameter.hasSuffix("\"") { parameter = String(parameter.dropFirst().dropLast()) }
            parameters[name] = parameter
        }
        return (pieces.first.map { String($0).trimmingBlanks.lowercased() } ?? "", parameters)
    }
}
