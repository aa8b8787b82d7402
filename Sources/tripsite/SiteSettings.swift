import ArgumentParser
import TripsiteConfig
import TripsiteCore
import TripsiteRendering

/// The settings a command runs with: the site's `tripsite.toml` (found beside the trips file, or named with
/// `--config`) with the command-line options laid over it.
struct SiteSettings {
    let countriesOption: String?
    let templatesOption: String?
    let config: SiteConfig
    /// `--language`, when the command was given it.
    var languageOption: String?
    /// `--hold-trips-up-to`, in megabytes, when the command was given it.
    var holdTripsOption: Int?

    /// Reads the settings file; a problem in it is printed and stops the command (exit 1), as one in the trips file does.
    init(_ input: InputOptions, tripsFile: String) throws {
        try self.init(countries: input.countries, templates: input.templates, configFile: input.config, tripsFile: tripsFile)
        (languageOption, holdTripsOption) = (input.language?.code, input.holdTripsUpTo)
    }

    /// `init(_:tripsFile:)` from the options one by one, for a command that takes only some of them.
    init(countries: String? = nil, templates: String?, configFile: String?, tripsFile: String) throws {
        let (config, diagnostics) = ConfigFile.load(explicit: configFile, tripsFile: tripsFile)
        if !diagnostics.isEmpty {
            DiagnosticPrinter.print(diagnostics)
            let file = diagnostics[0].file
            DiagnosticPrinter.note("stopped: \(file) has \(diagnostics.count) error\(diagnostics.count == 1 ? "" : "s"); nothing was written")
            throw ExitCode(1)
        }
        (countriesOption, templatesOption, self.config) = (countries, templates, config)
    }

    init(_ input: InputOptions, config: SiteConfig) {
        (countriesOption, templatesOption, self.config) = (input.countries, input.templates, config)
        (languageOption, holdTripsOption) = (input.language?.code, input.holdTripsUpTo)
    }

    var countriesFile: String? { countriesOption ?? config.resolved(config.countriesFile) }
    var templatesFolder: String? { templatesOption ?? config.resolved(config.templatesDir) }
    /// The site's language: `--language`, else the file's `language`.
    var language: String? { languageOption ?? config.language }
    /// Where the countries file, the templates folder and the output folder (`outputOption` being the command's
    /// `--output`) were given, for the messages that name them.
    func origins(outputOption: String? = nil) -> SettingOrigins {
        var origins = SettingOrigins()
        let file = config.file ?? "tripsite.toml"
        if countriesOption == nil, config.countriesFile != nil { origins.countriesFile = "countries_file in \(file)" }
        if templatesOption == nil, config.templatesDir != nil { origins.templatesFolder = "templates_dir in \(file)" }
        if outputOption == nil, config.outputDir != nil { origins.output = "output_dir in \(file)" }
        return origins
    }

    /// The build options of the trips file with these settings' countries file and templates folder, and where they
    /// and the output folder (`outputOption`, the command's `--output`) came from.
    func buildOptions(tripsFile: String, outputOption: String? = nil) -> BuildOptions {
        var options = BuildOptions(tripsFile: tripsFile, countriesFile: countriesFile, templatesFolder: templatesFolder)
        options.origins = origins(outputOption: outputOption)
        options.fieldNames = config.fieldNames
        options.site.setLanguage(language)
        if let holdTripsOption { options.holdsTripsUpTo = holdTripsOption << 20 }
        return options
    }

    /// `buildOptions(tripsFile:outputOption:)` of the inputs a command was given, else of `inputs` in the settings
    /// file, else of trips.json.
    func buildOptions(inputs: [String], outputOption: String? = nil) -> BuildOptions {
        let given = inputs.isEmpty ? (config.inputs ?? []).compactMap { config.resolved($0) } : inputs
        var options = buildOptions(tripsFile: given.first ?? "trips.json", outputOption: outputOption)
        options.moreTripsFiles = Array(given.dropFirst())
        return options
    }

    /// The output folder: the option's, else the file's, else `_site`.
    func output(_ option: String?) -> String { option ?? config.resolved(config.outputDir) ?? "_site" }
    /// The site's title: the option's, else the file's, else the language's word for trips (`site.default_title`).
    func title(_ option: String?, language: SiteLanguage) -> String { option ?? config.title ?? language.text("site.default_title") }
}
