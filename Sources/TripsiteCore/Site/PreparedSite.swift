/// The first steps every command that reads a site's input shares (build, export, check): read the
/// input files, plan the trips, parse the templates. Preparing fails with every problem found, warnings
/// included and sorted, when any of them is an error.
public struct PreparedSite: Sendable {
    public var input: BuildInput
    /// The plans of the trips that were decoded: every trip, unless the previous build's listings were given.
    public var plans: [TripPlan] { planned.plans }
    /// The trips, their plans and the trips taken as listings.
    public var planned: SitePlan.Result
    public var templates: TemplateSet
    /// What preparing found that does not stop a build: warnings only.
    public var warnings: [Diagnostic]

    public static func prepare(_ options: BuildOptions, fileSystem: any FileSystem) throws(DiagnosticsError) -> PreparedSite {
        try prepare(InputLoader(fileSystem: fileSystem).load(options))
    }

    /// Plans input already read from its files. It takes the input over, so that the trips file's bytes are
    /// let go as soon as the trips are decoded.
    public static func prepare(_ input: consuming BuildInput, cache: TripCache? = nil) throws(DiagnosticsError) -> PreparedSite {
        try PreparingSite.start(input, cache: cache).finished()
    }
}

/// A `PreparedSite` whose templates may still be being parsed: a build needs them only to render, and
/// parses them on the second core after what planning needs from it there (the previous build's listings,
/// the countries).
struct PreparingSite: Sendable {
    var input: BuildInput
    var planned: SitePlan.Result
    /// What planning found, warnings only.
    var warnings: DiagnosticLog
    private let templates: ForkedWork<Result<TemplateSet, DiagnosticsError>>

    /// Plans the input; fails, with the templates' problems too, when the trips have an error.
    /// - Parameter secondCore: the build's work for the second core, to which planning's and then the templates'
    ///   parsing are added.
    static func start(
        _ input: consuming BuildInput, cache: TripCache? = nil, listings: (@Sendable () -> ListingStore.Kept?)? = nil,
        secondCore: HelperQueue = HelperQueue()
    ) throws(DiagnosticsError) -> PreparingSite {
        let overrides = input.templateOverrides
        let templates = ForkedWork {
            Result { () throws(DiagnosticsError) in
                let parse = { () throws(DiagnosticsError) in try TemplateSet(overrides: overrides) }
                // Kept between builds while serving, for as long as no template file changes.
                guard let cache else { return try parse() }
                return try cache.templates.value(for: overrides, make: parse)
            }
        }
        let planned = SitePlan.make(releasing: &input, cache: cache, listings: listings, secondCore: secondCore) {
            templates.runUnlessStarted()
        }
        let preparing = PreparingSite(input: input, planned: planned, warnings: planned.log, templates: templates)
        // With an error in the trips, the build stops here, with any problem in the templates too.
        if planned.log.hasErrors { _ = try preparing.finished() }
        return preparing
    }

    /// The prepared site, once its templates are parsed: fails with every problem found, warnings included
    /// and sorted, when any of them is an error.
    func finished() throws(DiagnosticsError) -> PreparedSite {
        var problems = warnings
        let parsed = templates.result()
        if case .failure(let error) = parsed { error.diagnostics.forEach { problems.append($0) } }
        guard case .success(let templates) = parsed, !problems.hasErrors else { throw DiagnosticsError(problems.sorted) }
        return PreparedSite(input: input, planned: planned, templates: templates, warnings: problems.sorted)
    }
}
