import TripsiteModel
import TripsitePlanning

/// The `@page` rules of a trip's printout, which depend on the trip: the sheet's size, and the running header
/// (the trip's title and dates) at the top of every sheet. The stylesheet's print rules give the margins, the
/// header's look and the "Page N of M" footer.
public enum PrintStyle {
    /// The paper a trip prints on: `chosen` when the site or the command names one, else the usual paper of
    /// the trip's country, else of the region of the trip's or the site's `language` ("en-US": Letter).
    public static func paper(_ plan: TripPlan, chosen: PaperSize?, language: String? = nil) -> PaperSize {
        chosen ?? PaperSize.usual(forCountry: plan.country?.code ?? language.flatMap { InputLanguage.named($0)?.region })
    }

    /// The CSS for a `<style>` element of the printout (placed raw: the trip's text in it is escaped).
    public static func css(title: String, dates: String, paper: PaperSize) -> String {
        "@page { size: \(paper.cssSize); @top-center { content: \(CSSEscaping.string(title + " · " + dates)); } }"
    }
}
