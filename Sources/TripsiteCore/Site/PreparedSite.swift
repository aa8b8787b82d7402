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
    /// let go as soon as the trips are decoded. A trip found in `listings` (which reads the previous build's)
    /// is not decoded: it is taken as its listing.
    public static func prepare(
        _ input: consuming BuildInput, cache: TripCache? = nil, listings: (@Sendable () -> [TripCache.Key: TripListing])? = nil
    ) throws(DiagnosticsError) -> PreparedSite {
        let overrides = input.templateOverrides
        // Parsing the templates does not depend on the trips: it happens while they are planned.
        let (planned, parsed) = ParallelMap.both(
            { SitePlan.make(releasing: &input, cache: cache, listings: listings) },
            {
                Result { () throws(DiagnosticsError) in
                    let parse = { () throws(DiagnosticsError) in try TemplateSet(overrides: overrides) }
                    // Kept between builds while serving, for as long as no template file changes.
                    guard let cache else { return try parse() }
                    return try cache.templates.value(for: overrides, make: parse)
                }
            })
        var problems = planned.log
        let templates: TemplateSet
        switch parsed {
        case .success(let set): templates = set
        case .failure(let error):
            error.diagnostics.forEach { problems.append($0) }
            throw DiagnosticsError(problems.sorted)
        }
        if problems.hasErrors { throw DiagnosticsError(problems.sorted) }
        return PreparedSite(input: input, planned: planned, templates: templates, warnings: problems.sorted)
    }
}
