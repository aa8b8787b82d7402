import Foundation
#if canImport(FoundationXML)
import FoundationXML
import TripsiteJSON
import TripsiteModel
#endif

/// Whether an SVG file beside the trips may be published. An SVG is a document of its own: shown through an
/// `<img>` its scripts never run, but opened at its own address on the site they would, with the site's
/// origin. So an SVG is published only when it holds nothing but drawing: it is read as XML with its namespaces
/// resolved, and every element and attribute must be on the allow-lists of `SVGAllowList`. Anything else is
/// refused (with a warning) rather than cleaned: travel pictures need neither scripts, links nor animations.
///
/// Before the XML is read, the bytes must be UTF-8 (an XML declaration may name no other encoding) and hold no
/// document type declaration: no DTD means no entity that could spell a word without writing it, load another
/// file, or expand a few bytes into gigabytes.
package enum SVGSafety {
    /// The largest SVG file read to check it: its bytes are kept in memory, checked, until the build publishes them.
    package static let sizeLimit = 20_000_000

    /// Why a file larger than `sizeLimit` is not published.
    package static let sizeProblem =
        "is larger than \(sizeLimit / 1_000_000) MB (\(TextFormat.grouped(sizeLimit)) bytes), the most tripsite reads of an SVG to check it"

    /// Why the SVG may not be published ("holds a script (<script>); …"), or `nil` when it holds only drawing.
    package static func problem(in bytes: [UInt8]) -> String? {
        guard let found = textProblem(bytes) ?? xmlProblem(bytes) else { return nil }
        return found + "; an SVG is published only when it holds nothing but drawing"
    }

    /// What is wrong with the bytes as text, before they are read as XML.
    private static func textProblem(_ bytes: [UInt8]) -> String? {
        let valid = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { JSONUTF8.firstInvalidByte($0, from: 0, to: buffer.count) == nil } ?? true
        }
        // A zero byte is not XML text; UTF-16 is full of them.
        guard valid, !bytes.contains(0) else { return "is not UTF-8 text" }
        let lower = bytes.map(ValueText.lowercasedASCII)
        if lower.firstIndex(of: "<!entity", from: 0) != nil { return "holds an entity declaration" }
        if lower.firstIndex(of: "<!doctype", from: 0) != nil { return "holds a document type declaration (<!DOCTYPE>)" }
        if let encoding = declaredEncoding(lower), encoding != "utf-8", encoding != "utf8" {
            return "declares the encoding \(encoding) instead of UTF-8"
        }
        return nil
    }

    /// The encoding named by the XML declaration at the start of the text (lowercased), if it names one.
    private static func declaredEncoding(_ lower: [UInt8]) -> String? {
        let start = JSONUTF8.byteOrderMarkLength(in: lower)
        guard lower[start...].starts(with: Array("<?xml".utf8)),
              let end = lower.firstIndex(of: "?>", from: start) else { return nil }
        let declaration = String(decoding: lower[start..<end], as: UTF8.self)
        guard let name = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[name.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return "(unreadable)" }
        return String(rest.dropFirst().prefix { $0 != quote })
    }

    /// What the XML holds that is not drawing, or that makes it something other than well-formed XML.
    private static func xmlProblem(_ bytes: [UInt8]) -> String? {
        let checker = SVGChecker()
        // Read from a stream, the parser takes the text a few kilobytes at a time; given all at once, libxml2 stops at
        // 10 MB ("huge input lookup") and a large valid picture would be called malformed.
        let parser = XMLParser(stream: InputStream(data: Data(bytes)))
        parser.shouldProcessNamespaces = true
        parser.shouldReportNamespacePrefixes = true
        parser.shouldResolveExternalEntities = false
        parser.externalEntityResolvingPolicy = .never
        parser.delegate = checker
        // The parser recovers from errors and may report success anyway: the checker notes every error.
        let parsed = parser.parse()
        if let problem = checker.problem { return problem }
        guard parsed, parser.parserError == nil, checker.sawRoot else { return "is not well-formed XML" }
        return nil
    }
}

/// Reads the XML parser's events and keeps the first thing that is not allowed.
private final class SVGChecker: NSObject, XMLParserDelegate {
    private(set) var problem: String?
    private(set) var sawRoot = false
    /// Namespace prefixes declared on the element about to start.
    private var declared: [String: String] = [:]
    /// The prefixes declared on each open element, innermost last.
    private var scopes: [[String: String]] = [["xml": SVGAllowList.xmlNamespace]]
    /// The text of the `<style>` element being read, if one is open.
    private var styleText: String?

    private func refuse(_ parser: XMLParser, _ reason: String) {
        guard problem == nil else { return }
        problem = reason
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, didStartMappingPrefix prefix: String, toURI namespaceURI: String) {
        declared[prefix] = namespaceURI
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String]) {
        scopes.append(declared)
        declared = [:]
        guard problem == nil else { return }
        let namespace = namespaceURI ?? ""
        if !sawRoot {
            sawRoot = true
            guard namespace == SVGAllowList.svgNamespace, elementName == "svg" else {
                return refuse(parser, "is not an SVG document (its root element is <\(qName ?? elementName)>, not <svg> in the SVG namespace)")
            }
        }
        if let reason = SVGAllowList.elementProblem(elementName, namespace: namespace) {
            return refuse(parser, reason)
        }
        for (name, value) in attributeDict.sorted(by: { $0.key < $1.key }) {
            let (attributeNamespace, local) = resolve(name)
            if let reason = SVGAllowList.attributeProblem(local, namespace: attributeNamespace, value: value,
                                                          element: elementName, elementNamespace: namespace) {
                return refuse(parser, reason)
            }
        }
        if namespace == SVGAllowList.svgNamespace, elementName == "style" { styleText = "" }
    }

    /// The namespace and local name of an attribute written `prefix:local` or `local`.
    private func resolve(_ qualified: String) -> (namespace: String, local: String) {
        guard let colon = qualified.firstIndex(of: ":") else { return ("", qualified) }
        let prefix = String(qualified[..<colon])
        let local = String(qualified[qualified.index(after: colon)...])
        // An undeclared prefix is a namespace error the parser reports; the attribute is refused meanwhile.
        let namespace = scopes.reversed().lazy.compactMap { $0[prefix] }.first ?? "(undeclared prefix \(prefix))"
        return (namespace, local)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        scopes.removeLast()
        if namespaceURI == SVGAllowList.svgNamespace, elementName == "style", let text = styleText {
            styleText = nil
            if let reason = SVGAllowList.cssProblem(text) { refuse(parser, "holds \(reason) in <style>") }
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        styleText?.append(string)
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        styleText?.append(String(decoding: CDATABlock, as: UTF8.self))
    }

    func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
        // <?xml-stylesheet?> would have the browser apply a style sheet or an XSLT transform to the picture.
        refuse(parser, "holds a processing instruction (<?\(target)?>)")
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        refuse(parser, "is not well-formed XML (line \(parser.lineNumber))")
    }

    func parser(_ parser: XMLParser, validationErrorOccurred validationError: Error) {
        refuse(parser, "is not well-formed XML (line \(parser.lineNumber))")
    }

    // Declarations are refused before parsing; these are here in case a parser reports one all the same.
    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
        refuse(parser, "holds an entity declaration")
    }

    func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?) {
        refuse(parser, "holds an entity declaration")
    }

    func parser(_ parser: XMLParser, foundUnparsedEntityDeclarationWithName name: String, publicID: String?, systemID: String?, notationName: String?) {
        refuse(parser, "holds an entity declaration")
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        refuse(parser, "refers to an entity (&\(name);)")
        return nil
    }
}
