import ArgumentParser
import TripsiteConfig
import TripsiteCore

/// The settings a command runs with: the site's `tripsite.toml` (found beside the trips file, or named with
/// `--config`) with the command-line options laid over it.
struct SiteSettings {
    let input: InputOptions
    let config: SiteConfig

    /// Reads the settings file; a problem in it is printed and stops the command (exit 1), as one in the trips file does.
    init(_ input: InputOptions, tripsFile: String) throws {
        let (config, diagnostics) = ConfigFile.load(explicit: input.config, tripsFile: tripsFile)
        if !diagnostics.isEmpty {
            DiagnosticPrinter.print(diagnostics)
            let file = diagnostics[0].file
            DiagnosticPrinter.note("stopped: \(file) has \(diagnostics.count) error\(diagnostics.count == 1 ? "" : "s"); nothing was written")
            throw ExitCode(1)
        }
        self.init(input, config: config)
    }

    init(_ input: InputOptions, config: SiteConfig) {
        self.input = input
        self.config = config
    }

    var countriesFile: String? { input.countries ?? config.resolved(config.countriesFile) }
    var templatesFolder: String? { input.templates ?? config.resolved(config.templatesDir) }
    /// Where the countries file, the templates folder and the output folder (`outputOption` being the command's
    /// `--output`) were given, for the messages that name them.
    func origins(outputOption: String? = nil) -> SettingOrigins {
        var origins = SettingOrigins()
        let file = config.file ?? "tripsite.toml"
        if input.countries == nil, config.countriesFile != nil { origins.countriesFile = "countries_file in \(file)" }
        if input.templates == nil, config.templatesDir != nil { origins.templatesFolder = "templates_dir in \(file)" }
        if outputOption == nil, config.outputDir != nil { origins.output = "output_dir in \(file)" }
        return origins
    }

    /// The build options of the trips file with these settings' countries file and templates folder, and where they
    /// and the output folder (`outputOption`, the command's `--output`) came from.
    func buildOptions(tripsFile: String, outputOption: String? = nil) -> BuildOptions {
        var options = BuildOptions(tripsFile: tripsFile, countriesFile: countriesFile, templatesFolder: templatesFolder)
        options.origins = origins(outputOption: outputOption)
        return options
    }

    /// The output folder: the option's, else the file's, else `_site`.
    func output(_ option: String?) -> String { option ?? config.resolved(config.outputDir) ?? "_site" }
    /// The site's title: the option's, else the file's, else "Trips".
    func title(_ option: String?) -> String { option ?? config.title ?? "Trips" }
}
