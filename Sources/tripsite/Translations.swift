import ArgumentParser
import TripsiteCore
import TripsiteModel
import TripsiteRendering

/// `tripsite translations`: the built-in translation files, and copies of them in the site's `translations/`
/// folder to change their words or start another language.
struct Translations: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "translations",
        abstract: "List the languages built in and the site's own translation files, or copy one into translations/ to change it.",
        discussion: """
            A site's translation files are in translations/ beside the trips file, one per language \
            (translations/fr.toml). Each changes any message of a built-in language, or adds a language; a \
            message it lacks is taken from tripsite's files (its language's, else English's). See \
            docs/languages.md.

            Examples:
              tripsite translations list
              tripsite translations copy fr
              tripsite translations copy en --as sv
              tripsite translations copy de --trips trips/all.json --force
            """,
        subcommands: [List.self, Copy.self]
    )

    /// Where the translations folder is: beside the trips file, as `build` reads it.
    struct FolderOptions: ParsableArguments {
        @Option(help: ArgumentHelp("The trips file beside which translations/ is looked for.", valueName: "file"))
        var trips: String = "trips.json"

        func folder() -> TranslationsFolder {
            TranslationsFolder(BuildOptions(tripsFile: trips).besideInput("translations"))
        }
    }

    /// `tripsite translations list`.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "Print each language built in and each of the site's translation files, with what they give.",
            discussion: """
                Examples:
                  tripsite translations list
                  tripsite translations list --trips trips/all.json
                """
        )

        @OptionGroup var folderOptions: FolderOptions

        func run() {
            let folder = folderOptions.folder()
            let all = LanguageCatalog.keys.count
            let siteCodes = folder.codes()
            let codes = LanguageCatalog.builtInCodes + siteCodes.filter { TranslationsFolder.builtIn($0) == nil }
            let width = codes.map(\.count).max() ?? 0
            let names = codes.map(TranslationsFolder.name(of:))
            let nameWidth = names.map(TerminalColumns.width(of:)).max() ?? 0
            for (code, name) in zip(codes, names) {
                let own = siteCodes.first { $0.lowercased() == code.lowercased() }
                var what: String
                if TranslationsFolder.builtIn(code) != nil {
                    what = "built in"
                    if let own { what += "; \(folder.file(of: own)) changes \(folder.messageCount(of: own) ?? 0) of its \(all) messages" }
                } else {
                    let base = LanguageCode.chain(code).dropLast().reversed().lazy.compactMap(TranslationsFolder.builtIn).first ?? "en"
                    what = "\(folder.file(of: code)): \(folder.messageCount(of: code) ?? 0) of \(all) messages, the rest from \(base).toml"
                }
                print(TerminalColumns.padded(code, to: width + 2) + TerminalColumns.padded(name, to: nameWidth + 2) + what)
            }
        }
    }

    /// `tripsite translations copy CODE...`.
    struct Copy: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "copy",
            abstract: "Copy built-in translation files into translations/, to change their words there or start another language.",
            discussion: """
                CODE is a built-in language as tripsite translations list prints it (fr, zh-Hans); the copy is \
                translations/CODE.toml, or with --as another language's file started from it. A file that is \
                already there is not replaced unless --force; then nothing is written (exit 1). An unknown code \
                is a usage error (exit 64).

                A copy changes nothing until edited. Delete the messages you leave as they are, so that they keep \
                following tripsite's own.

                Examples:
                  tripsite translations copy fr
                  tripsite translations copy fr de
                  tripsite translations copy en --as sv
                  tripsite translations copy pt --as pt-BR --force
                """
        )

        @Argument(help: ArgumentHelp("The built-in languages to copy (fr, de, zh-Hans, …).", valueName: "code"))
        var codes: [String]

        @Option(name: .customLong("as"), help: ArgumentHelp(
            "Start this language's file (sv, pt-BR) from the one language given, instead of copying it under its own code.",
            valueName: "code"))
        var newCode: String?

        @OptionGroup var folderOptions: FolderOptions

        @Flag(help: "Replace a file that is already there with the built-in one.")
        var force = false

        func validate() throws {
            let unknown = codes.filter { TranslationsFolder.builtIn($0) == nil }.map { code in
                let suggestion = KeySuggestion.nearest(code, among: LanguageCatalog.builtInCodes).map { "; did you mean \"\($0)\"?" } ?? ""
                return "no built-in language \"\(code)\"\(suggestion) (tripsite translations list names them; --as starts another from one)"
            }
            if !unknown.isEmpty { throw ValidationError(unknown.joined(separator: "\n")) }
            if let newCode {
                guard codes.count == 1 else { throw ValidationError("--as starts one language from one other: give one code to copy") }
                guard LanguageCode.isValid(newCode) else { throw ValidationError("--as \"\(newCode)\": expected \(LanguageCode.expected)") }
            }
        }

        func run() throws {
            let folder = folderOptions.folder()
            var seen: Set<String> = []
            let builtIn = codes.compactMap(TranslationsFolder.builtIn).filter { seen.insert($0).inserted }
            let existing = Set((newCode.map { [$0] } ?? builtIn).map(folder.file(of:)).filter(folder.fileSystem.fileExists))
            do {
                for (code, path) in zip(builtIn, try folder.copy(builtIn, as: newCode, force: force)) {
                    let what: String
                    if let newCode {
                        what = existing.contains(path) ? "started again from \(code).toml" : "the site's \(newCode), started from \(code).toml"
                    } else {
                        what = existing.contains(path) ? "the built-in \(code) again" : "the site's \(code) from now on"
                    }
                    print(existing.contains(path) ? "replaced \(path): \(what)" : "created  \(path): \(what)")
                }
            } catch {
                DiagnosticPrinter.print(error.diagnostics)
                DiagnosticPrinter.note("nothing was copied")
                throw ExitCode(1)
            }
        }
    }
}
