import TripsiteModel
import TripsiteLoading
import TripsitePlanning
import TripsiteRendering

/// The fingerprints a build compares with the previous build's manifest.
extension Fingerprint {
    /// What every page of a build depends on besides its own trip: the program, the templates, the
    /// countries list and the site options.
    static func site(templates: [String: TemplateSet.Source], countries: [UInt8], site: SiteContext) -> Fingerprint {
        var fingerprint = Fingerprint()
        fingerprint.add(TripsiteVersion.current)
        for name in templates.keys.sorted() {
            fingerprint.add(name)
            fingerprint.add(templates[name]!.text)
        }
        fingerprint.add(wholeBuffer: countries)
        fingerprint.add(site.title)
        fingerprint.add(site.baseURL ?? "")
        fingerprint.add(site.generator)
        fingerprint.add(site.noindex ? "noindex" : "index")
        fingerprint.add(site.paper?.rawValue ?? "usual paper")
        fingerprint.add("page size \(site.pageSize)")
        let window = site.calendarWindow
        fingerprint.add("calendar \(window.pastDays) \(window.futureDays) \(window.maxTrips)")
        // The language decides how the input's dates are read and the paper of a trip of no known country.
        fingerprint.add(site.language ?? "no language")
        let streetMap = site.streetMap
        fingerprint.add(streetMap.map { "street map \($0.url) \($0.attribution) \($0.attributionURL ?? "")" } ?? "no street map")
        return fingerprint
    }

    /// One trip's pages: the site's fingerprint, the trip's folder name, its bytes in the input file, the
    /// images it names and its calendar's DTSTAMP (which, without `updated_at`, comes from the build's source
    /// date). `nil` for a trip whose bytes are not known.
    static func trip(_ plan: TripPlan, site: Fingerprint) -> Fingerprint? {
        guard let source = plan.trip.sourceDigest else { return nil }
        var fingerprint = site
        fingerprint.add(plan.slug)
        fingerprint.add(String(source, radix: 16))
        fingerprint.add(TripCalendar.stamp(of: plan))
        for image in plan.trip.images {
            switch image {
            case .remote(let address): fingerprint.add("remote:" + address)
            case .local(let path): fingerprint.add("local:" + path)
            }
        }
        return fingerprint
    }

    /// Everything a build reads but the images beside the trips file: the site's fingerprint, every byte
    /// of the trips file and the source date that dates what the trips leave undated.
    static func input(tripsBytes: [UInt8], sourceDate: SourceDate, site: Fingerprint) -> Fingerprint {
        input(tripsFiles: [InputFile(name: "", bytes: tripsBytes)], sourceDate: sourceDate, site: site)
    }

    /// `input(tripsBytes:…)` of several files: each file after the first counts with its name.
    static func input(tripsFiles: [InputFile], sourceDate: SourceDate, site: Fingerprint) -> Fingerprint {
        var fingerprint = site
        for (index, file) in tripsFiles.enumerated() {
            // The first file's name is left out, as before there could be more than one.
            if index > 0 { fingerprint.add(file.name) }
            fingerprint.add(wholeBuffer: file.bytes)
        }
        fingerprint.add(String(sourceDate.secondsSinceEpoch))
        return fingerprint
    }
}
