import TripsiteModel

/// What an SVG published by tripsite may hold, element by element and attribute by attribute, matched by namespace
/// and local name (never by prefix, which a file may bind to any namespace).
///
/// - Elements: the drawing elements of the SVG namespace listed in `drawingElements` (shapes, text, gradients,
///   patterns, clip paths, masks, markers, filters, `<use>`, `<image>`, `<style>`, `<metadata>`). Nothing that
///   can run, link, embed or animate: no `<script>`, `<a>`, `<foreignObject>`, `<animate>`, `<set>`.
/// - Editor metadata: elements and attributes in the namespaces of `metadataNamespaces` (Inkscape, Sodipodi, RDF,
///   Dublin Core, Creative Commons), which browsers keep as inert unknown XML. Every other namespace is refused.
/// - Attributes: geometry and presentation attributes, `id`, `class`, `role`, `aria-*`, `data-*`, `xml:space`,
///   `xml:lang`; never an `on…` event handler.
/// - References: `href` and `xlink:href` only to an element of the same picture (`#id`), except that `<image>`
///   may also hold a PNG, JPEG, GIF or WebP picture written in a `data:` URL. CSS, wherever it is (`style=`,
///   `<style>`, a presentation attribute such as `fill=`), is read alike, its escapes undone: a `url()` only to
///   `#id`; no `@import`, `expression()`, `image-set()`, `image()`, binding or behavior, nor a `javascript:` or
///   `vbscript:` link anywhere.
enum SVGAllowList {
    static let svgNamespace = "http://www.w3.org/2000/svg"
    static let xlinkNamespace = "http://www.w3.org/1999/xlink"
    static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"

    /// Namespaces of the metadata that drawing programs write: nothing in them is shown or run by a browser.
    static let metadataNamespaces: Set<String> = [
        "http://www.inkscape.org/namespaces/inkscape",
        "http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd",
        "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
        "http://purl.org/dc/elements/1.1/",
        "http://purl.org/dc/terms/",
        "http://creativecommons.org/ns#",
        "http://web.resource.org/cc/",
    ]

    /// The SVG elements a picture may hold (local names, as SVG spells them).
    static let drawingElements: Set<String> = [
        "svg", "g", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "text", "tspan",
        "defs", "linearGradient", "radialGradient", "stop", "title", "desc", "symbol", "clipPath", "mask",
        "pattern", "marker", "use", "image", "style", "metadata",
        "filter", "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feDropShadow", "feFlood",
        "feFuncA", "feFuncB", "feFuncG", "feFuncR", "feGaussianBlur", "feMerge", "feMergeNode", "feMorphology",
        "feOffset", "feTurbulence",
    ]

    /// The attributes without a namespace that those elements may carry, besides `href`, `style`, `aria-*` and
    /// `data-*`: geometry, structure and the presentation attributes.
    static let attributes: Set<String> = [
        // Structure and accessibility.
        "id", "class", "lang", "role", "version", "baseProfile", "viewBox", "preserveAspectRatio", "type", "media",
        // Geometry.
        "x", "y", "width", "height", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "fx", "fy", "fr",
        "d", "points", "pathLength", "transform", "dx", "dy", "rotate", "textLength", "lengthAdjust",
        // Gradients, patterns, clip paths, masks and markers.
        "offset", "gradientUnits", "gradientTransform", "spreadMethod", "patternUnits", "patternContentUnits",
        "patternTransform", "clipPathUnits", "maskUnits", "maskContentUnits", "markerUnits", "markerWidth",
        "markerHeight", "orient", "refX", "refY",
        // Filters.
        "filterUnits", "primitiveUnits", "in", "in2", "result", "stdDeviation", "mode", "operator", "k1", "k2",
        "k3", "k4", "values", "tableValues", "slope", "intercept", "amplitude", "exponent", "radius",
        "baseFrequency", "numOctaves", "seed", "stitchTiles", "edgeMode",
        // Presentation attributes.
        "alignment-baseline", "baseline-shift", "clip", "clip-path", "clip-rule", "color", "color-interpolation",
        "color-interpolation-filters", "color-rendering", "direction", "display", "dominant-baseline",
        "enable-background", "fill", "fill-opacity", "fill-rule", "filter", "flood-color", "flood-opacity", "font",
        "font-family", "font-size", "font-size-adjust", "font-stretch", "font-style", "font-variant", "font-weight",
        "glyph-orientation-horizontal", "glyph-orientation-vertical", "image-rendering", "isolation",
        "letter-spacing", "lighting-color", "marker", "marker-start", "marker-mid", "marker-end", "mask",
        "mask-type", "mix-blend-mode", "opacity", "overflow", "paint-order", "pointer-events", "shape-rendering",
        "stop-color", "stop-opacity", "stroke", "stroke-dasharray", "stroke-dashoffset", "stroke-linecap",
        "stroke-linejoin", "stroke-miterlimit", "stroke-opacity", "stroke-width", "text-anchor", "text-decoration",
        "text-rendering", "transform-origin", "unicode-bidi", "vector-effect", "visibility", "white-space",
        "word-spacing", "writing-mode",
    ]

    /// Why the element may not be in a published picture, or `nil` when it may.
    static func elementProblem(_ name: String, namespace: String) -> String? {
        let lower = name.lowercased()
        // A script is named as one in any namespace and any case.
        if lower == "script" { return "holds a script (<\(name)>)" }
        if namespace == svgNamespace {
            if drawingElements.contains(name) { return nil }
            switch lower {
            case "foreignobject": return "holds embedded HTML (<\(name)>)"
            case "animate", "set", "animatetransform", "animatemotion", "animatecolor", "discard":
                return "holds an animation (<\(name)>)"
            case "a": return "holds a link (<\(name)>)"
            default: return "holds the element <\(name)>, which is not one of the drawing elements allowed"
            }
        }
        if metadataNamespaces.contains(namespace) { return nil }
        return "holds the element <\(name)> \(describe(namespace)), which is not SVG"
    }

    /// Why the attribute may not be in a published picture, or `nil` when it may.
    static func attributeProblem(_ name: String, namespace: String, value: String, element: String, elementNamespace: String) -> String? {
        let place = "\(name)= on <\(element)>"
        if name.lowercased().hasPrefix("on") { return "holds an event handler (\(place))" }
        if let scheme = scriptScheme(in: value) { return "holds a \(scheme) link (\(place))" }
        let allowed: Bool
        switch namespace {
        case "" where elementNamespace != svgNamespace:
            allowed = true
        case "":
            if name == "href" { return referenceProblem(value, element: element) }
            guard name == "style" || attributes.contains(name) || name.hasPrefix("aria-") || name.hasPrefix("data-") else {
                return "holds the attribute \(place), which is not one of the attributes allowed"
            }
            return cssProblem(value).map { "holds \($0) (\(place))" }
        case xlinkNamespace:
            if name == "href", elementNamespace == svgNamespace { return referenceProblem(value, element: element) }
            allowed = name == "title"
        case xmlNamespace:
            allowed = name == "space" || name == "lang"
        default:
            allowed = metadataNamespaces.contains(namespace)
        }
        return allowed ? nil : "holds the attribute \(place) \(describe(namespace)), which is not allowed"
    }

    /// What in CSS (a `<style>` element, a `style=` attribute or a presentation attribute such as `fill=`) could load
    /// another document or run code, read as a browser reads it: escapes undone (`u\72 l(` is `url(`), comments
    /// passed over. `nil` when nothing.
    static func cssProblem(_ css: String) -> String? {
        let bytes = Array(css.utf8)
        if let scheme = scriptScheme(in: bytes) { return "a \(scheme) link" }
        // Without these, CSS holds only names, numbers and punctuation, and of the names only two could matter: most
        // values (`d=`, `fill="#fff"`) are passed without being cut into tokens.
        if !bytes.contains(where: { Self.cssSpecialBytes.contains($0) }) {
            let lower = bytes.map(ValueText.lowercasedASCII)
            guard lower.firstIndex(of: "behavior", from: 0) != nil || lower.firstIndex(of: "-moz-binding", from: 0) != nil else {
                return nil
            }
        }
        var scanner = CSSScanner(bytes)
        while let token = scanner.next() {
            switch token {
            case .url(let address):
                if let problem = addressProblem(address) { return problem }
            case .function(let name):
                let lower = name.lowercased()
                if lower == "url" || lower == "src" {
                    guard case .string(let address)? = scanner.next() else { return "a CSS \(lower)() without an address" }
                    if let problem = addressProblem(address) { return problem }
                } else if lower.hasSuffix("image-set") {
                    return "a CSS image-set()"
                } else if lower == "expression" {
                    return "a CSS expression()"
                } else if lower == "image" {
                    return "a CSS image()"
                }
            case .atKeyword(let name) where name.lowercased() == "import":
                return "a CSS @import"
            case .ident(let name) where name.lowercased() == "-moz-binding":
                return "a CSS binding"
            case .ident(let name) where name.lowercased() == "behavior":
                return "a CSS behavior"
            case .string(let text):
                if let scheme = scriptScheme(in: text) { return "a \(scheme) link" }
            default:
                break
            }
        }
        return nil
    }

    /// The bytes that start a function, an at-rule, a string or an escape in CSS.
    private static let cssSpecialBytes: Set<UInt8> = Set("(@\\\"'".utf8)

    /// What is wrong with the address of a CSS `url()`: anything but `#id`, an element of the same picture.
    private static func addressProblem(_ address: String) -> String? {
        if let scheme = scriptScheme(in: address) { return "a \(scheme) link" }
        guard !address.hasPrefix("#") else { return nil }
        return "a CSS url() that leads out of the picture (url(\(address.prefix(40))))"
    }

    /// Why an `href` may not be published: it must lead to an element of the same picture (`#id`), or, on `<image>`,
    /// hold a PNG, JPEG, GIF or WebP picture in a `data:` URL.
    static func referenceProblem(_ value: String, element: String) -> String? {
        // Browsers drop tabs and line breaks anywhere in a URL, and spaces at either end.
        let url = value.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }.drop { $0 == " " }
        if url.hasPrefix("#") { return nil }
        if element == "image" {
            let lower = url.lowercased()
            for type in ["png", "jpeg", "gif", "webp"] {
                let start = "data:image/\(type)"
                if lower.hasPrefix(start + ";") || lower.hasPrefix(start + ",") { return nil }
            }
        }
        return "holds a reference to another document (href=\"\(url.prefix(40))\" on <\(element)>)"
    }

    /// `javascript:` or `vbscript:` when the value holds a link to code, or `data:text/html` to a page.
    static func scriptScheme(in value: String) -> String? {
        scriptScheme(in: Array(value.utf8))
    }

    /// `scriptScheme(in:)` of text in UTF-8.
    static func scriptScheme(in bytes: [UInt8]) -> String? {
        // Each scheme ends with a colon: most values (`d=`, `fill=`) have none.
        guard bytes.contains(UInt8(ascii: ":")) else { return nil }
        // Browsers drop tabs and line breaks inside a URL's scheme: "java\nscript:" is "javascript:".
        let squeezed = bytes.filter { $0 > 0x20 }.map(ValueText.lowercasedASCII)
        return ["javascript:", "vbscript:", "data:text/html"].first { squeezed.firstIndex(of: $0, from: 0) != nil }
    }

    /// "in the namespace …" for messages.
    private static func describe(_ namespace: String) -> String {
        namespace.isEmpty ? "in no namespace" : "in the namespace \(namespace)"
    }
}
