import ArgumentParser

/// The options that say where a build's input besides the trips file comes from, shared by the
/// commands that read a site's input.
struct InputOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "A countries JSON file (name, flag, code, dial_code). Default: countries.json beside the trips file, else the built-in list.",
        valueName: "file"))
    var countries: String?

    @Option(help: ArgumentHelp(
        "A folder of templates overriding the built-in ones by file name. Default: Templates/ beside the trips file, if any.",
        valueName: "folder"))
    var templates: String?
}
