import ArgumentParser
import TripsiteCore

/// `tripsite init`: a new folder ready to build and publish.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a folder ready to build: a starter trips.json, a commented tripsite.toml, a publishing workflow.",
        discussion: """
            Writes trips.json (one example trip to replace with your own), tripsite.toml (the site's \
            settings, every one commented out and explained; docs/config.md), \
            .github/workflows/publish-trips.yml (checks the trips, builds and publishes the site to GitHub \
            Pages, with the tripsite of this version, built once and cached) and .gitignore (the site, and the \
            lock and staging folder a build keeps beside it). A file that already exists is never replaced. No template is copied: the site uses \
            the built-in ones, and `tripsite templates copy NAME` copies one into Templates/ to change it.

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
            print("The pages use the built-in templates. To change one, copy it into Templates/: "
                + "tripsite templates copy trip.md (tripsite templates list names them all)")
        } catch {
            DiagnosticPrinter.print(error.diagnostics)
            throw ExitCode(1)
        }
    }
}
