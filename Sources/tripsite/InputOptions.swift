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
