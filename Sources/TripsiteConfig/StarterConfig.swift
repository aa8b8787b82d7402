/// The commented `tripsite.toml` that `tripsite init` writes: every key, commented out, with what it means
/// and the command-line option that overrides it.
public enum StarterConfig {
    public static var text: String {
        var lines = [
            "# tripsite.toml: the settings of this site, read by tripsite build, serve, check and export.",
            "# An option given on the command line wins over the same setting here. Paths are relative to",
            "# this file's folder. Remove the # before a key to set it.",
        ]
        for table in [""] + ConfigKey.tables {
            lines.append("")
            if !table.isEmpty { lines.append("[\(table)]") }
            for key in ConfigKey.keys(in: table) {
                lines.append("# \(key.help) (\(key.flag))")
                lines.append("# \(key.name) = \(key.example)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
