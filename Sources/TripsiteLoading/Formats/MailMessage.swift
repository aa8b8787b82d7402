/// Finds the JSON-LD of a saved e-mail (`.eml`, RFC 5322 with MIME): the `<script type="application/ld+json">`
/// blocks of its HTML parts and its `application/ld+json` parts, in any nesting of multipart parts, with
/// quoted-printable and base64 parts decoded. Every byte found keeps where it came from in the file.
enum MailMessage {
    /// Multipart parts nested deeper than this are not looked into (no real message nests more than a few).
    static let maximumDepth = 16

    /// The JSON-LD blocks of the message, in the order they appear.
    static func jsonLD(in message: EmbeddedBlock) -> [EmbeddedBlock] {
        blocks(in: message, depth: 0)
    }

    private static func blocks(in part: EmbeddedBlock, depth: Int) -> [EmbeddedBlock] {
        guard depth <= maximumDepth else { return [] }
        let (headers, bodyStart) = MailHeaders.read(part.bytes)
        let body = part[bodyStart..<part.bytes.count]
        let type = headers.contentType
        if type.mediaType.hasPrefix("multipart/"), let boundary = type.parameters["boundary"], !boundary.isEmpty {
            return MultipartBody.parts(of: body, boundary: boundary).flatMap { blocks(in: $0, depth: depth + 1) }
        }
        let content = TransferEncoding.decode(body, encoding: headers["content-transfer-encoding"] ?? "")
        switch type.mediaType {
        case "application/ld+json": return [content]
        // A message without a Content-Type is plain text; an HTML body saved without headers is looked into too.
        case "text/html", "": return HTMLScriptBlocks.jsonLD(in: content)
        default: return []
        }
    }
}
