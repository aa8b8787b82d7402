import ArgumentParser
import TripsiteModel

/// The `tripsite` command: a thin layer of subcommands over TripsiteCore.
///
/// Every command names itself (`commandName`): otherwise ArgumentParser derives the name from the type's
/// name with `String(describing:)`, whose first use searches every protocol conformance in the binary
/// and costs a few milliseconds at each start.
@main
struct Tripsite: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tripsite",
        abstract: "Publish trips.json as a static itinerary site: a searchable index, pages by country and style, day-by-day pages, printable itineraries, calendars and Markdown.",
        discussion: """
            Examples:
              tripsite build trips.json
              tripsite build trips.json --output public
              tripsite build --help
              tripsite --generate-completion-script zsh > _tripsite

            Exit status: 0 on success, 1 when the data, the countries list, the templates or \
            the output folder have errors, 64 for usage errors (and when serve cannot listen \
            on its port).
            """,
        version: TripsiteVersion.current,
        subcommands: [Build.self, Check.self, Export.self, Init.self, New.self, Serve.self, Templates.self, Translations.self],
        defaultSubcommand: nil
    )

    static func main() async {
        AllocatorTuning.apply()
        await main(nil)
    }
}
