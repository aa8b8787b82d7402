import TripsiteModel
import TripsitePlanning

/// The `@page` rules of a trip's printout, which depend on the trip: the sheet's size, and the running header
/// (the trip's title and dates) at the top of every sheet. The stylesheet's print rules give the margins, the
/// header's look and the footer's; the footer's words ("Page 1 of 4", "Page 1 sur 4") are the language's.
public enum PrintStyle {
    /// The paper a trip prints on: `chosen` when the site or the command names one, else the usual paper of
    /// the trip's country, else of the region of the trip's or the site's `language` ("en-US": Letter).
    public static func paper(_ plan: TripPlan, chosen: PaperSize?, language: String? = nil) -> PaperSize {
        chosen ?? PaperSize.usual(forCountry: plan.country?.code ?? language.flatMap { InputLanguage.named($0)?.region })
    }

    /// The CSS for a `<style>` element of the printout (placed raw: the trip's text in it is escaped).
    public static func css(title: String, dates: String, paper: PaperSize, lang: SiteLanguage) -> String {
        "@page { size: \(paper.cssSize); @top-center { content: \(CSSEscaping.string(title + " · " + dates)); } "
            + "@bottom-right { content: \(pageNumber(lang)); } }"
    }

    /// The CSS `content` of the sheet's number: the message `print.page_number` ("Page {page} of {pages}") with
    /// its text as escaped CSS strings and its placeholders as the page counters.
    static func pageNumber(_ lang: SiteLanguage) -> String {
        var parts: [String] = []
        var rest = Substring(lang.text("print.page_number"))
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { break }
            let name = after[..<close]
            guard name == "page" || name == "pages" else { break }
            if open > rest.startIndex { parts.append(CSSEscaping.string(String(rest[..<open]))) }
            parts.append("counter(\(name))")
            rest = after[after.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(CSSEscaping.string(String(rest))) }
        return parts.joined(separator: " ")
    }
}
