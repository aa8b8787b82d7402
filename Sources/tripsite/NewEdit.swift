import ArgumentParser
import Foundation
import TripsiteCore
import TripsiteModel

/// What the `new` commands share: how they stop on a refusal or a failure, and how they report what they added.
enum NewEdit {
    /// Runs an edit: refused options end the command as a usage error (exit 64, the file untouched), a file that
    /// cannot be edited as a data error (exit 1).
    static func run<Result>(_ edit: () throws(TripsFileEditError) -> Result) throws -> Result {
        do {
            return try edit()
        } catch .refused(let problems) {
            // As the argument parser reports a refused option: "Error: " and the problems, exit 64.
            FileHandle.standardError.write(Data(("Error: " + problems.joined(separator: "\n") + "\n").utf8))
            throw ExitCode.validationFailure
        } catch .failed(let error) {
            DiagnosticPrinter.print(error.diagnostics)
            throw ExitCode(1)
        }
    }

    /// The language of the site the trips file is in (`language` in its tripsite.toml), which a build reads it in.
    static func siteLanguage(of file: String) throws -> InputLanguage? {
        try SiteSettings(templates: nil, configFile: nil, tripsFile: file).config.language.flatMap(InputLanguage.named)
    }

    /// Prints the notes and the warnings, then the added entry's JSON for a dry run (without the file's indentation,
    /// that of its first line), else `done`.
    static func report(_ added: AddedEntry, dryRun: Bool, done: String) {
        added.notes.forEach(DiagnosticPrinter.note)
        DiagnosticPrinter.print(added.warnings)
        guard dryRun else {
            print(done)
            return
        }
        let lines = added.text.split(separator: "\n", omittingEmptySubsequences: false)
        let indent = lines.first?.prefix { $0 == " " || $0 == "\t" }.count ?? 0
        print(lines.map { $0.dropFirst(min(indent, $0.prefix { $0 == " " || $0 == "\t" }.count)) }.joined(separator: "\n"))
    }
}

/// The options every `new` command of a trip's item takes: the trip, the file, and whether to write.
struct NewItemOptions: ParsableArguments {
    @Option(help: ArgumentHelp(TripOption.help, valueName: "trip"))
    var trip: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The trips file.", valueName: "file"))
    var file: String = "trips.json"

    @Flag(help: "Print what would be added instead of adding it.")
    var dryRun = false

    @Option(help: ArgumentHelp(
        "The language the dates, times and durations are written in besides English, a BCP 47 code such as fr (\"12 mai\", \"22h30\", \"3 heures\"). Default: the trip's language, else language in tripsite.toml.",
        valueName: "code"))
    var language: LanguageOption?

    /// Adds `item` to the trip and says so.
    func add<Item: NewTripItem>(_ item: Item) throws {
        var item = item
        item.language = language.flatMap { InputLanguage.named($0.code) }
        let siteLanguage = try NewEdit.siteLanguage(of: file)
        let (entry, trip) = try NewEdit.run { () throws(TripsFileEditError) in
            try ItemCreator().add(item, toTrip: self.trip, in: file, dryRun: dryRun, language: siteLanguage)
        }
        NewEdit.report(entry, dryRun: dryRun, done: "Added \(Item.noun) \(entry.id) to \(trip) in \(file)")
    }

    /// The part of every item command's help that says how the file is edited.
    static let editing = """
        --trip names the trip. \(TripOption.words). The item gets a fresh id \
        made from its name and is added after the trip's last one, in the file's own indentation and line \
        breaks (its array is made when the trip has none); every other byte of the file is kept, and the \
        file is replaced at once, under the same lock as `tripsite new trip`. Refused values are all \
        reported, nothing is written and the exit status is 64. Once added, the item is read back as a \
        build reads it; a warning a build would give about it is printed.
        """
}
