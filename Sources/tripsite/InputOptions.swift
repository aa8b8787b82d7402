import ArgumentParser

/// The options that say where a build's input besides the trips file comes from, shared by the
/// commands that read a site's input.
struct InputOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "A countries JSON file (name, flag, code, dial_code). Default: countries_file in tripsite.toml, else countries.json beside the trips file, else the built-in list.",
        valueName: "file"))
    var countries: String?

    @Option(help: ArgumentHelp(
        "The site's language, a BCP 47 code such as fr, ar, de-CH or en-US: the pages' words, dates, numbers and money are written in it, and dates, times and durations in the input may be written in it as well as in English (\"12 mai 2026\", \"22h30\", \"3 heures\"), numbers such as 03/05/2026 read in its order. Default: language in tripsite.toml, else English; a trip's own language field wins for that trip.",
        valueName: "code"))
    var language: LanguageOption?

    @Option(help: ArgumentHelp(
        "The largest trips file, in megabytes, whose trips are held in memory once checked. The trips of a larger file are checked, let go, and read again from the file a batch at a time as their pages are made: the memory a build needs then stays about the same however many trips there are, for some more time (docs/performance.md, \"How a build keeps its memory small\"). 0 reads every file's trips again. Default: 16.",
        valueName: "MB"))
    var holdTripsUpTo: Int?

    func validate() throws {
        if let holdTripsUpTo, !(0...1024).contains(holdTripsUpTo) {
            throw ValidationError("--hold-trips-up-to must be a whole number of megabytes from 0 to 1024, not \(holdTripsUpTo)")
        }
    }

    @OptionGroup var settings: SettingsOptions

    var templates: String? { settings.templates }
    var config: String? { settings.config }
}

/// The templates folder and the settings file: the options of every command that reads a site's input, and
/// all that `tripsite templates` needs.
struct SettingsOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "A folder of templates overriding the built-in ones by file name. Default: templates_dir in tripsite.toml, else Templates/ beside the trips file, if any.",
        valueName: "folder"))
    var templates: String?

    @Option(help: ArgumentHelp(
        "The site's settings file (docs/config.md). Default: tripsite.toml beside the trips file, if any.",
        valueName: "file"))
    var config: String?
}
