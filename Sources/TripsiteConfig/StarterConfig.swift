/// The commented `tripsite.toml` that `tripsite init` writes: every key, commented out, with what it means
/// and the command-line option that overrides it.
public enum StarterConfig {
    /// Every key is written at the top of the file, those of a table as dotted keys (`# serve.port = 8080`), so that
    /// the file has no table header: a key appended at its end is a top-level key, not one of its last table's.
    public static var text: String {
        var lines = [
            "# tripsite.toml: the settings of this site, read by tripsite build, serve, check and export.",
            "# An option given on the command line wins over the same setting here. Paths are relative to",
            "# this file's folder. Remove the # before a key to set it. The keys of a table are written with",
            "# its name and a dot (serve.port); keys added at the end of this file are read as they are written.",
        ]
        for table in [""] + ConfigKey.tables {
            let keys = ConfigKey.keys(in: table)
            if keys.isEmpty { continue }
            lines.append("")
            for key in keys {
                lines.append("# \(key.help) (\(key.flag))")
                lines.append("# \(key.path) = \(key.example)")
            }
        }
        lines += [
            "",
            "# Other apps' names for tripsite's fields go in the fields table: see [fields] in the docs (config.md).",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
