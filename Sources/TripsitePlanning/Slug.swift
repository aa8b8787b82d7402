import Foundation
import TripsiteModel

/// Folder names for trips: lowercase ASCII letters, digits and hyphens, unique across the site,
/// and never a name that could leave the output folder or clash with the site's own files.
public enum Slug {
    /// Names no trip may take (the site's own folders, and names Windows cannot store).
    static let reserved: Set<String> = [
        "assets", "media", "index", "print", "con", "prn", "aux", "nul",
        "com1", "com2", "com3", "com4", "com5", "com6", "com7", "com8", "com9",
        "lpt1", "lpt2", "lpt3", "lpt4", "lpt5", "lpt6", "lpt7", "lpt8", "lpt9",
    ]
    static let maximumLength = 80

    /// `"Café Crème 2024!"` → `"cafe-creme-2024"`; empty when nothing usable remains.
    public static func make(from text: String) -> String {
        slug(ofFolded: needsFolding(text) ? folded(text) : text)
    }

    /// Accents, case and width taken away: "Café Ｃrème" → "cafe creme".
    static func folded(_ text: String) -> String {
        text.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil)
    }

    /// Whether folding could change the slug. It changes nothing in ASCII text but its case, which
    /// `slug(ofFolded:)` handles; punctuation, spaces, currency and maths signs ("·", "–", "€", "→") stay
    /// out of the slug folded or not. Only other characters (letters, digits, marks) can fold to ASCII
    /// letters and digits, or vanish from between them. Headings such as "Day 1 · Monday" need no folding.
    static func needsFolding(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            guard !scalar.isASCII else { return false }
            switch scalar.properties.generalCategory {
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
                .finalPunctuation, .otherPunctuation, .spaceSeparator, .lineSeparator, .paragraphSeparator,
                .currencySymbol, .mathSymbol:
                return false
            default:
                return true
            }
        }
    }

    /// Lowercase ASCII letters and digits, each other run a hyphen.
    static func slug(ofFolded folded: String) -> String {
        // Only ASCII letters and digits are kept, so the slug is built as bytes.
        var slug: [UInt8] = []
        var pendingHyphen = false
        for scalar in folded.unicodeScalars {
            let byte = scalar.value
            let isLetterOrDigit = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            let isUpper = byte >= 0x41 && byte <= 0x5A
            if isLetterOrDigit || isUpper {
                if pendingHyphen && !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
                pendingHyphen = false
                slug.append(UInt8(isUpper ? byte + 0x20 : byte))
                if slug.count >= maximumLength { break }
            } else {
                pendingHyphen = true
            }
        }
        return String(decoding: slug, as: UTF8.self)
    }

    /// Gives each trip its slug, in input order: from its id, else its title and start date.
    /// Collisions get `-2`, `-3`, … in order of appearance, so the result is deterministic.
    public static func assign(_ trips: [Trip]) -> [String] {
        assign(names: trips.map { Name(id: $0.id, title: $0.title, startDate: $0.startDate) })
    }

    /// What a trip's slug is made from.
    package struct Name {
        var id: String?
        var title: String
        var startDate: CivilDate

        package init(id: String?, title: String, startDate: CivilDate) {
            (self.id, self.title, self.startDate) = (id, title, startDate)
        }
    }

    /// `assign`, from what each trip's slug is made of.
    package static func assign(names trips: [Name]) -> [String] {
        var taken: Set<String> = []
        var slugs: [String] = []
        slugs.reserveCapacity(trips.count)
        for trip in trips {
            var base = trip.id.map(make) ?? ""
            if base.isEmpty { base = make(from: "\(trip.title) \(trip.startDate.iso)") }
            if base.isEmpty { base = "trip" }
            if reserved.contains(base) { base = "trip-\(base)" }
            var candidate = base
            var counter = 2
            while taken.contains(candidate) {
                candidate = "\(base)-\(counter)"
                counter += 1
            }
            taken.insert(candidate)
            slugs.append(candidate)
        }
        return slugs
    }
}
