import ArgumentParser
import TripsiteCore

/// `tripsite init`: a new folder ready to build and publish.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a folder ready to build: a starter trips.json, a commented tripsite.toml, the templates, a publishing workflow.",
        discussion: """
            Writes trips.json (one example trip to replace with your own), tripsite.toml (the site's \
            settings, every one commented out and explained; docs/config.md), Templates/ (the built-in \
            templates, to customise: the build uses them because they sit beside trips.json), \
            .github/workflows/publish-trips.yml (builds and publishes the site to GitHub Pages) and \
            .gitignore. A file that already exists is never replaced.

            Examples:
              tripsite init my-trips
              tripsite init .
            """
    )

    @Argument(help: ArgumentHelp("The folder to create or fill.", valueName: "folder"))
    var folder: String = "."

    func run() throws {
        do {
            let result = try SiteScaffold().create(in: folder)
            for path in result.written { print("created \(path)") }
            for path in result.skipped { print("kept    \(path) (already there)") }
            let place = folder == "." ? "" : "cd \(folder) && "
            print("Next: \(place)tripsite build trips.json, then open _site/index.html")
        } catch {
            DiagnosticPrinter.print(error.diagnostics)
            throw ExitCode(1)
        }
    }
}
