import Foundation
import TripsiteJSON

/// A template that cannot be parsed: what is wrong, and where (line and column from 1; columns in characters).
public struct TemplateSyntaxError: Error, Equatable {
    var message: String
    var line: Int
    var column: Int
}

/// Parses Mustache templates into `CompiledTemplate`s, reading the text's bytes once.
///
/// Supported: variables (`{{name}}`, `{{{name}}}`, `{{& name}}`, dotted names and `{{.}}`), sections and
/// inverted sections, comments, partials, set delimiters (`{{=<% %>=}}`) and the content-type pragma
/// (`{{% CONTENT_TYPE: HTML}}`, `MARKDOWN` or `TEXT`). A section tag, comment, partial, delimiter change or
/// pragma alone on its line takes the whole line, as the Mustache specification says; a partial alone on
/// its line is indented like the tag. Lambdas, dynamic partials (`{{>*name}}`), template inheritance
/// (`{{<name}}`, `{{$name}}`) and transforms (`{{uppercased(name)}}`) are reported as errors.
public struct TemplateParser {
    private let bytes: [UInt8]
    private var index = 0
    private var open: [UInt8] = Array("{{".utf8)
    private var close: [UInt8] = Array("}}".utf8)
    /// The variables' and sections' names read so far.
    private var fieldTags: [FieldTag] = []

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    public static func parse(_ text: String) throws(TemplateSyntaxError) -> CompiledTemplate {
        var parser = TemplateParser(text)
        let nodes = try parser.parseNodes(section: nil, atLineStart: true).nodes
        return CompiledTemplate(nodes: nodes, fieldTags: parser.fieldTags)
    }

    /// A section being parsed: its name and where its opening tag starts.
    private struct OpenSection {
        var name: String
        var inverted: Bool
        var offset: Int

        /// Its opening tag, as the errors about it quote it (made only for them).
        var tag: String { "{{\(inverted ? "^" : "#")\(name)}}" }
    }

    /// Sections nested deeper than this are refused: each level is a level of recursion here and in the renderer.
    static let maximumSectionDepth = 100

    /// The parts up to the end of `section` (its closing tag is consumed), or of the template, and whether the
    /// closing tag stood alone on its line (then the next line starts afresh).
    private mutating func parseNodes(
        section: OpenSection?, atLineStart: Bool, depth: Int = 0
    ) throws(TemplateSyntaxError) -> (nodes: [TemplateNode], closedAlone: Bool) {
        var nodes: [TemplateNode] = []
        var lineStart = atLineStart
        // White space at the start of the line, kept back until it is known whether the line's tag stands alone.
        var pendingSpace = ArraySlice<UInt8>()
        func flushSpace() {
            if !pendingSpace.isEmpty { nodes.append(.text(Array(pendingSpace))) }
            pendingSpace = []
        }

        while index < bytes.count {
            if lineStart {
                let start = index
                while index < bytes.count, bytes[index] == Byte.space || bytes[index] == Byte.tab { index += 1 }
                pendingSpace = bytes[start..<index]
            }
            let textStart = index
            var atTag = false
            // Most bytes are plain text: only a line break or the opening delimiter's first byte is looked at further.
            let openFirst = open[0]
            while index < bytes.count {
                let byte = bytes[index]
                if byte == Byte.newline || byte == Byte.carriageReturn, newlineLength(at: index) > 0 { break }
                if byte == openFirst, matches(open, at: index) {
                    atTag = true
                    break
                }
                index += 1
            }
            let text = bytes[textStart..<index]
            // The held-back white space and the text up to `end`: most often one run of the template's bytes.
            func textNode(upTo end: Int) -> TemplateNode {
                if pendingSpace.isEmpty { return .text(Array(bytes[textStart..<end])) }
                if pendingSpace.endIndex == textStart { return .text(Array(bytes[pendingSpace.startIndex..<end])) }
                return .text(Array(pendingSpace + bytes[textStart..<end]))
            }
            if !atTag, index < bytes.count {
                let end = index + newlineLength(at: index)
                nodes.append(textNode(upTo: end))
                pendingSpace = []
                index = end
                lineStart = true
                continue
            }
            if !text.isEmpty {
                nodes.append(textNode(upTo: index))
                pendingSpace = []
                lineStart = false
            }
            guard atTag else { break }

            let tagStart = index
            index += open.count
            guard index < bytes.count else { throw endedInsideTag() }
            switch bytes[index] {
            case UInt8(ascii: "#"), UInt8(ascii: "^"):
                let inverted = bytes[index] == UInt8(ascii: "^")
                index += 1
                let nameBytes = try readNameBytes(allowing: Self.nameBytes, closing: nil)
                let (name, templateName) = (String(decoding: nameBytes, as: UTF8.self), TemplateName(utf8: nameBytes))
                fieldTags.append(FieldTag(name: templateName, offset: nameBytes.startIndex))
                let standalone = isStandalone(lineStart)
                if !standalone { flushSpace() }
                guard depth < Self.maximumSectionDepth else {
                    throw error("sections nest more than \(Self.maximumSectionDepth) deep", at: tagStart)
                }
                let (children, closedAlone) = try parseNodes(
                    section: OpenSection(name: name, inverted: inverted, offset: tagStart), atLineStart: standalone, depth: depth + 1)
                nodes.append(.section(templateName, children, inverted: inverted, offset: tagStart))
                // What follows the closing tag: a new line if that tag stood alone, else the rest of its line.
                pendingSpace = []
                lineStart = closedAlone

            case UInt8(ascii: "/"):
                index += 1
                let nameOffset = skippingSpace(from: index)
                let name = try readName()
                guard let section else {
                    throw error("{{/\(name)}} closes no open section", at: nameOffset)
                }
                guard name == section.name else {
                    throw error("a section is closed with another name than it was opened with: \(section.tag) is closed by {{/\(name)}}", at: nameOffset)
                }
                let closedAlone = isStandalone(lineStart)
                if !closedAlone { flushSpace() }
                return (nodes, closedAlone)

            case UInt8(ascii: "!"):
                index += 1
                guard let end = find(close, from: index) else { throw endedInsideTag() }
                index = end + close.count
                lineStart = isStandalone(lineStart)

            case UInt8(ascii: "{"), UInt8(ascii: "&"):
                let triple = bytes[index] == UInt8(ascii: "{")
                flushSpace()
                index += 1
                let name = try readTemplateName(closing: triple ? [UInt8(ascii: "}")] + close : close)
                nodes.append(.variable(name, escaped: false))
                lineStart = false

            case UInt8(ascii: ">"):
                index += 1
                index = skippingSpace(from: index)
                if index < bytes.count, bytes[index] == UInt8(ascii: "*") {
                    throw error("dynamic partials ({{>*name}}) are not supported", at: tagStart)
                }
                let name = try readName(allowing: Self.partialNameBytes)
                let standalone = isStandalone(lineStart)
                if standalone {
                    // Alone on its line: the white space before the tag indents every line of the partial.
                    nodes.append(.partial(name, indentation: String(decoding: pendingSpace, as: UTF8.self), offset: tagStart))
                    pendingSpace = []
                } else {
                    flushSpace()
                    nodes.append(.partial(name, indentation: nil, offset: tagStart))
                }
                lineStart = standalone

            case UInt8(ascii: "<"), UInt8(ascii: "$"):
                throw error("template inheritance ({{<name}} and {{$name}}) is not supported", at: tagStart)

            case UInt8(ascii: "="):
                index += 1
                try readDelimiters(tagStart: tagStart)
                lineStart = isStandalone(lineStart)

            case UInt8(ascii: "%"):
                index += 1
                nodes.append(.contentType(try readPragma(tagStart: tagStart)))
                lineStart = isStandalone(lineStart)

            default:
                flushSpace()
                let name = try readTemplateName()
                nodes.append(.variable(name, escaped: true))
                lineStart = false
            }
        }
        if let section {
            throw error("a section is not closed: \(section.tag) has no {{/\(section.name)}}", at: section.offset)
        }
        return (nodes, false)
    }

    // MARK: Tags

    /// The bytes a name may hold, as a table by byte value (looking a byte up in a set hashed it).
    private static let nameBytes = byteTable("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*")
    private static let partialNameBytes = byteTable("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*/")

    private static func byteTable(_ allowed: String) -> [Bool] {
        var table = [Bool](repeating: false, count: 256)
        for byte in allowed.utf8 { table[Int(byte)] = true }
        return table
    }

    /// A tag's name and its closing delimiter, with white space around the name.
    private mutating func readName(allowing allowed: [Bool] = nameBytes, closing: [UInt8]? = nil) throws(TemplateSyntaxError) -> String {
        String(decoding: try readNameBytes(allowing: allowed, closing: closing), as: UTF8.self)
    }

    /// A variable's name, split into its dotted parts (`TemplateName`), noted with where it stands.
    private mutating func readTemplateName(closing: [UInt8]? = nil) throws(TemplateSyntaxError) -> TemplateName {
        let bytes = try readNameBytes(allowing: Self.nameBytes, closing: closing)
        let name = TemplateName(utf8: bytes)
        fieldTags.append(FieldTag(name: name, offset: bytes.startIndex))
        return name
    }

    private mutating func readNameBytes(allowing allowed: [Bool], closing: [UInt8]?) throws(TemplateSyntaxError) -> ArraySlice<UInt8> {
        index = skippingSpace(from: index)
        let start = index
        while index < bytes.count, allowed[Int(bytes[index])] { index += 1 }
        let name = bytes[start..<index]
        index = skippingSpace(from: index)
        guard index < bytes.count else { throw endedInsideTag() }
        if bytes[index] == UInt8(ascii: "(") {
            throw error("transforms such as uppercased(name) are not supported", at: start)
        }
        guard matches(closing ?? close, at: index) else {
            throw error("a tag is not closed with \(String(decoding: closing ?? close, as: UTF8.self))", at: index)
        }
        guard !name.isEmpty else { throw error("a tag has no name", at: start) }
        index += (closing ?? close).count
        return name
    }

    /// `{{=<% %>=}}`: the new opening and closing delimiters, two words without white space or `=`.
    private mutating func readDelimiters(tagStart: Int) throws(TemplateSyntaxError) {
        guard let end = find([UInt8(ascii: "=")] + close, from: index) else { throw endedInsideTag() }
        let words = bytes[index..<end].split(whereSeparator: Self.isSpace)
        index = end + 1 + close.count
        guard words.count == 2, !words.contains(where: { $0.contains(UInt8(ascii: "=")) }) else {
            throw error("a delimiter change is written {{=<% %>=}}", at: tagStart)
        }
        open = Array(words[0])
        close = Array(words[1])
    }

    /// `{{% CONTENT_TYPE: NAME}}`.
    private mutating func readPragma(tagStart: Int) throws(TemplateSyntaxError) -> TemplateEscaping {
        guard let end = find(close, from: index) else { throw endedInsideTag() }
        let body = bytes[index..<end]
        index = end + close.count
        let parts = body.split(separator: UInt8(ascii: ":"), maxSplits: 1).map { part in
            let isBlank = { (byte: UInt8) in byte == Byte.space || byte == Byte.tab }
            return String(decoding: part.drop(while: isBlank).reversed().drop(while: isBlank).reversed(), as: UTF8.self)
        }
        guard parts.count == 2, parts[0] == "CONTENT_TYPE" else {
            throw error("the only pragma is {{% CONTENT_TYPE: NAME}}", at: tagStart)
        }
        guard let escaping = TemplateEscaping(rawValue: parts[1]) else {
            let known = TemplateEscaping.allCases.map(\.rawValue).joined(separator: ", ")
            throw error("unknown content type \"\(parts[1])\" (known: \(known))", at: tagStart)
        }
        return escaping
    }

    // MARK: Bytes

    private enum Byte {
        static let space = UInt8(ascii: " ")
        static let tab = UInt8(ascii: "\t")
        static let newline = UInt8(ascii: "\n")
        static let carriageReturn = UInt8(ascii: "\r")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == Byte.space || byte == Byte.tab || byte == Byte.newline || byte == Byte.carriageReturn
    }

    /// 1 for `\n`, 2 for `\r\n`, else 0.
    private func newlineLength(at offset: Int) -> Int {
        if bytes[offset] == Byte.newline { return 1 }
        if bytes[offset] == Byte.carriageReturn, offset + 1 < bytes.count, bytes[offset + 1] == Byte.newline { return 2 }
        return 0
    }

    /// Whether a tag that started a line ends it too (only spaces or tabs follow before the line break or the
    /// end of the template); if so the rest of the line, its line break included, is consumed.
    private mutating func isStandalone(_ lineStart: Bool) -> Bool {
        guard lineStart else { return false }
        var offset = index
        while offset < bytes.count, bytes[offset] == Byte.space || bytes[offset] == Byte.tab { offset += 1 }
        guard offset < bytes.count else {
            index = offset
            return true
        }
        let length = newlineLength(at: offset)
        guard length > 0 else { return false }
        index = offset + length
        return true
    }

    private func skippingSpace(from offset: Int) -> Int {
        var offset = offset
        while offset < bytes.count, Self.isSpace(bytes[offset]) { offset += 1 }
        return offset
    }

    private func matches(_ delimiter: [UInt8], at offset: Int) -> Bool {
        guard offset + delimiter.count <= bytes.count else { return false }
        for (position, byte) in delimiter.enumerated() where bytes[offset + position] != byte { return false }
        return true
    }

    private func find(_ delimiter: [UInt8], from offset: Int) -> Int? {
        var offset = offset
        while offset + delimiter.count <= bytes.count {
            if matches(delimiter, at: offset) { return offset }
            offset += 1
        }
        return nil
    }

    // MARK: Errors

    private func endedInsideTag() -> TemplateSyntaxError {
        error("the template ends inside a tag (\(String(decoding: close, as: UTF8.self)) missing)", at: bytes.count)
    }

    private func error(_ message: String, at offset: Int) -> TemplateSyntaxError {
        let position = Self.position(of: offset, in: bytes)
        return TemplateSyntaxError(message: message, line: position.line, column: position.column)
    }

    /// The line and column (from 1; columns in characters) of a UTF-8 offset in a template's text.
    static func position(of offset: Int, in bytes: [UInt8]) -> SourcePosition {
        SourcePosition(ofByte: offset, in: bytes)
    }
}
