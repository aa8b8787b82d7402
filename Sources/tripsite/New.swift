import ArgumentParser
import Foundation
import TripsiteCore
import TripsiteModel
import TripsiteLoading
import TripsiteResources

/// `tripsite new`: add things to the trips file.
struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Add a trip, or a flight, hotel, activity or place of a trip, to the trips file.",
        subcommands: [NewTripCommand.self, NewFlightCommand.self, NewHotelCommand.self, NewActivityCommand.self, NewPlaceCommand.self]
    )
}

/// `tripsite new trip`: a trip added the way trip apps' "create trip" forms add one.
struct NewTripCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trip",
        abstract: "Add a trip to trips.json, checked like a trip app's form; the rest of the file is kept byte for byte.",
        // The examples' lines are kept short enough that the help does not wrap them, so they paste as they are.
        discussion: """
            The destination must name a known country, the dates must be real and in order, and the style \
            one of \(NewTrip.styles.joined(separator: ", ")). The trip gets a fresh id made from the place \
            and the start date. A missing trips file is created.

            Every text must be one line without control characters (C0, DEL, C1) or bidirectional \
            overrides and isolates (U+202A to U+202E, U+2066 to U+2069), and --title and --image must not be blank; \
            otherwise nothing is written and the exit status is 64.

            The trips file must be a regular file (or a link to one): a folder, a pipe or a device is \
            refused (exit 1). The new trip is written with the file's own line breaks (LF, CRLF or CR) and \
            the file is replaced at once (a new file in the same folder, synced, renamed over it), so it is \
            never seen half written. While it is edited, the trips file is locked with a lock file beside \
            it, .<name>.tripsite-lock (.trips.json.tripsite-lock), removed afterwards: adds run at the same \
            time wait for each other and all land. A trip with the same title and dates as one already in \
            the file is added all the same, with a warning.

            Examples:
              tripsite new trip --destination "Paris, France" \\
                --start 2026-04-10 --end 2026-04-17
              tripsite new trip --destination "Kyoto, Japan" \\
                --start 2026-11-20 --end 2026-11-27 --title "Autumn in Kyoto" \\
                --style Solo --budget 2500 --currency EUR --travelers 1
              tripsite new trip --destination "Lisbon, Portugal" \\
                --start 2026-05-01 --end 2026-05-04 --dry-run
              tripsite new trip --destination "Rome, Italy" \\
                --start 2026-09-12 --end 2026-09-18 --timezone Europe/Rome \\
                --status ongoing --visibility unlisted --image images/rome.jpg
              tripsite new trip --destination "Big Sur, CA" --country-code US \\
                --start 2026-06-12 --end 2026-06-19 --style "Road trip" \\
                --vehicle-type RV --vehicle-make Winnebago --vehicle-year 2021 \\
                --vehicle-nickname Wanda
            """
    )

    @Option(help: ArgumentHelp("Where the trip goes, ending with its country: \"Paris, France\".", valueName: "place"))
    var destination: String

    @Option(help: ArgumentHelp("The first day, e.g. 2026-04-10.", valueName: "date"))
    var start: String

    @Option(help: ArgumentHelp("The last day, e.g. 2026-04-17.", valueName: "date"))
    var end: String

    @Option(help: ArgumentHelp("The trip's title (default: \"Trip to\" and the destination up to its first comma: \"Trip to Paris\").", valueName: "text"))
    var title: String?

    @Option(help: ArgumentHelp("The travel style: \(NewTrip.styles.joined(separator: ", ")).", valueName: "style"))
    var style: String?

    @Option(help: ArgumentHelp("A description; Markdown is allowed.", valueName: "text"))
    var description: String?

    @Option(help: ArgumentHelp("The budget: 2500, or with its currency, \"€ 2,500.00\".", valueName: "amount"))
    var budget: String?

    @Option(help: ArgumentHelp("The trip's currency code, e.g. EUR.", valueName: "code"))
    var currency: String?

    @Option(help: ArgumentHelp("How many travel.", valueName: "n"))
    var travelers: Int?

    @Option(help: ArgumentHelp("The destination's IANA time zone, for the times of activities and hotels: Europe/Rome (default: worked out from the flights or the country).", valueName: "zone"))
    var timezone: String?

    @Option(help: ArgumentHelp("\(NewTrip.statuses.joined(separator: ", ")) (default: planned).", valueName: "status"))
    var status: String?

    @Option(help: ArgumentHelp("\(NewTrip.visibilities.joined(separator: ", ")) (default: public; a draft is built only with --drafts).", valueName: "visibility"))
    var visibility: String?

    @Option(help: ArgumentHelp("The trip's picture: a web address, or a file beside the trips file (images/rome.jpg).", valueName: "image"))
    var image: String?

    @Option(help: ArgumentHelp("The country's two-letter code, when the destination does not name it: IT.", valueName: "code"))
    var countryCode: String?

    @OptionGroup var vehicle: VehicleOptions

    @Option(help: ArgumentHelp(
        "The trip's language, a BCP 47 code such as fr: written into the trip, and --start and --end may be written in it (\"12 mai 2026\"). Default: none, the dates being read in language of tripsite.toml as well as in English.",
        valueName: "code"))
    var language: LanguageOption?

    @Option(name: .shortAndLong, help: ArgumentHelp("The trips file.", valueName: "file"))
    var file: String = "trips.json"

    @Option(help: ArgumentHelp(
        "A countries JSON file to check the destination against (default: as build finds it, countries_file in tripsite.toml, else countries.json beside the trips file, else the built-in list).",
        valueName: "file"))
    var countries: String?

    @Flag(help: "Print the trip instead of adding it.")
    var dryRun = false

    /// The trip as given; its dates are read in `--language`, else in `siteLanguage`.
    func trip(siteLanguage: InputLanguage?) -> NewTrip {
        var trip = NewTrip(
            destination: destination, start: start, end: end, title: title, style: style, description: description,
            budget: budget, currency: currency, travelers: travelers, timeZone: timezone, status: status, visibility: visibility,
            image: image, countryCode: countryCode, vehicle: vehicle.given)
        trip.language = language?.code
        trip.readingLanguage = language.flatMap { InputLanguage.named($0.code) } ?? siteLanguage
        return trip
    }

    /// The countries file the destination is checked against: the one a build of the trips file would use
    /// (`--countries`, else `countries_file` in the site's tripsite.toml, else countries.json beside the trips
    /// file), else none (the built-in list).
    private func countriesFile() throws -> String? {
        if let countries { return countries }
        if let configured = try SiteSettings(templates: nil, configFile: nil, tripsFile: file).countriesFile { return configured }
        let beside = BuildOptions(tripsFile: file, output: "").besideInput("countries.json")
        return FileManager.default.fileExists(atPath: beside) ? beside : nil
    }

    func validate() throws {
        var countryBytes = EmbeddedResources.countriesJSON
        let countriesFile = try countriesFile()
        if let countriesFile {
            guard let bytes = FileManager.default.contents(atPath: countriesFile) else {
                throw ValidationError("--countries: no such file \(countriesFile)")
            }
            countryBytes = [UInt8](bytes)
        }
        // A broken countries file is a problem with data, as in a build: reported with its place, exit 1.
        let (directory, log) = CountryListReader.read(countryBytes, fileName: countriesFile ?? "countries.json (built in)")
        if log.hasErrors {
            DiagnosticPrinter.print(log.diagnostics)
            throw ExitCode(1)
        }
        let problems = trip(siteLanguage: try NewEdit.siteLanguage(of: file)).validate(countries: directory)
        if !problems.isEmpty { throw ValidationError(problems.joined(separator: "\n")) }
    }

    func run() throws {
        let siteLanguage = try NewEdit.siteLanguage(of: file)
        let trip = trip(siteLanguage: siteLanguage)
        let added = try NewEdit.run { () throws(TripsFileEditError) in
            try TripCreator().add(trip, to: file, dryRun: dryRun, language: siteLanguage)
        }
        NewEdit.report(added, dryRun: dryRun, done: "Added \(added.id) to \(file)")
    }
}
