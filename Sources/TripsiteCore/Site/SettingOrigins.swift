/// Where the settings that messages name came from, so that a message points at the place to change: the
/// command-line option, or the key of the config file.
public struct SettingOrigins: Sendable, Equatable {
    /// Where the countries file was named: "given with --countries", or "countries_file in tripsite.toml".
    public var countriesFile = "given with --countries"
    /// Where the templates folder was named: "given with --templates", or "templates_dir in tripsite.toml".
    public var templatesFolder = "given with --templates"
    /// What to change to write the site elsewhere: "--output", or "output_dir in tripsite.toml".
    public var output = "--output"

    public init() {}
}
