/// Finds the JSON-LD of a web page or an HTML e-mail: the content of each
/// `<script type="application/ld+json">` element, as airlines, hotels and booking sites embed their
/// reservations for mail readers.
enum HTMLScriptBlocks {
    /// Each JSON-LD script's content, in order, with the file offsets of its bytes. A script without its end tag
    /// runs to the end of the page.
    static func jsonLD(in page: EmbeddedBlock) -> [EmbeddedBlock] {
        var blocks: [EmbeddedBlock] = []
        let bytes = page.bytes
        var index = 0
        while let tagStart = bytes.firstIndex(ofCaseInsensitive: "<script", from: index) {
            guard let tagEnd = bytes[tagStart...].firstIndex(of: UInt8(ascii: ">")) else { break }
            let contentStart = tagEnd + 1
            let contentEnd = bytes.firstIndex(ofCaseInsensitive: "</script", from: contentStart) ?? bytes.count
            let tag = Array(bytes[tagStart..<tagEnd])
            if tag.firstIndex(ofCaseInsensitive: "application/ld+json", from: 0) != nil {
                blocks.append(page[contentStart..<contentEnd])
            }
            index = contentEnd
        }
        return blocks
    }
}
