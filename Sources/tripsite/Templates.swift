import ArgumentParser
import TripsiteCore
import TripsiteModel
import TripsiteRendering

/// `tripsite templates`: the built-in templates, and copies of them in the site's templates folder to change.
struct Templates: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "List the built-in templates, or copy one into the site's templates folder to change it.",
        discussion: """
            The site's templates folder is the one the build reads: --templates, else templates_dir in \
            tripsite.toml, else Templates/ beside the trips file. A template copied there replaces the \
            built-in one of the same name; one not copied keeps every later fix to the built-in one.

            Examples:
              tripsite templates list
              tripsite templates copy trip.md
              tripsite templates copy trip.html print.html --templates my-templates
              tripsite templates copy index.html --force
            """,
        subcommands: [List.self, Copy.self]
    )

    /// Where the templates folder is: the options every subcommand takes.
    struct FolderOptions: ParsableArguments {
        @Option(help: ArgumentHelp(
            "The trips file beside which Templates/ and tripsite.toml are looked for.", valueName: "file"))
        var trips: String = "trips.json"

        @OptionGroup var settings: SettingsOptions

        /// The folder, as `build` resolves it; a problem in tripsite.toml stops the command (exit 1).
        func folder() throws -> TemplatesFolder {
            let site = try SiteSettings(templates: settings.templates, configFile: settings.config, tripsFile: trips)
            return TemplatesFolder(BuildOptions(tripsFile: trips, templatesFolder: site.templatesFolder).templatesFolderOrDefault)
        }
    }

    /// `tripsite templates list`.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "Print each built-in template: what it renders, and whether the templates folder replaces it.",
            discussion: """
                Examples:
                  tripsite templates list
                  tripsite templates list --templates my-templates
                """
        )

        @OptionGroup var folderOptions: FolderOptions

        func run() throws {
            let folder = try folderOptions.folder()
            let width = BuiltInTemplate.all.map(\.name.count).max() ?? 0
            for template in BuiltInTemplate.all {
                let name = TerminalColumns.padded(template.name, to: width + 2)
                let replaced = folder.replaces(template) ? " (replaced by \(folder.file(of: template)))" : ""
                print("\(name)\(template.renders)\(replaced)")
            }
        }
    }

    /// `tripsite templates copy NAME...`.
    struct Copy: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "copy",
            abstract: "Copy built-in templates into the templates folder, to change them there.",
            discussion: """
                NAME is a template's name as tripsite templates list prints it (footer.html), with or without \
                .mustache; the copy is named with .mustache (Templates/footer.html.mustache), and each line \
                printed says which file now stands for which template. A file that is already there is not replaced unless --force; then nothing is written \
                (exit 1). An unknown name is a usage error (exit 64).

                Examples:
                  tripsite templates copy trip.md
                  tripsite templates copy trip.html.mustache print.html
                  tripsite templates copy index.html --force
                """
        )

        @Argument(help: ArgumentHelp("The templates to copy (trip.md, index.html, …).", valueName: "name"))
        var names: [String]

        @OptionGroup var folderOptions: FolderOptions

        @Flag(help: "Replace a file that is already there with the built-in template.")
        var force = false

        func validate() throws {
            let known = BuiltInTemplate.all.map(\.name)
            let unknown = names.filter { BuiltInTemplate.named($0) == nil }.map { name in
                let suggestion = KeySuggestion.nearest(name, among: known).map { "; did you mean \"\($0)\"?" } ?? ""
                return "unknown template \"\(name)\"\(suggestion) (tripsite templates list names them all)"
            }
            if !unknown.isEmpty { throw ValidationError(unknown.joined(separator: "\n")) }
        }

        func run() throws {
            let folder = try folderOptions.folder()
            var seen: Set<String> = []
            let templates = names.compactMap(BuiltInTemplate.named).filter { seen.insert($0.name).inserted }
            let existing = Set(templates.filter(folder.replaces).map(folder.file(of:)))
            do {
                // The file's name is the template's with .mustache after it: say which template it is.
                for (template, path) in zip(templates, try folder.copy(templates, force: force)) {
                    let what = existing.contains(path) ? "replaced \(path): the built-in \(template.name) again" : "created  \(path): the site's \(template.name) from now on"
                    print(what)
                }
            } catch {
                DiagnosticPrinter.print(error.diagnostics)
                DiagnosticPrinter.note("nothing was copied")
                throw ExitCode(1)
            }
        }
    }
}
