// swift-tools-version:6.0
import PackageDescription

/// Default templates and resources compiled into the binary, so `tripsite` works wherever it is copied.
/// `EmbeddedResourcesTests` checks that this list matches the files in `Templates/` and `Resources/`.
let embeddedFiles = [
    "Templates/trip.md.mustache",
    "Templates/trip.html.mustache",
    "Templates/print.html.mustache",
    "Templates/index.html.mustache",
    "Templates/head.html.mustache",
    "Templates/footer.html.mustache",
    "Templates/not-found.html.mustache",
    "Templates/standalone.html.mustache",
    "Templates/trip-card.html.mustache",
    "Templates/trip-map.html.mustache",
    "Templates/browse-form.html.mustache",
    "Templates/group.html.mustache",
    "Templates/directory.html.mustache",
    "Templates/pagination.html.mustache",
    "Resources/style.css",
    "Resources/script-common.js",
    "Resources/browse.js",
    "Resources/trip.js",
    "Resources/street-map.js",
    "Resources/street-map.css",
    "Resources/leaflet/leaflet.js",
    "Resources/leaflet/leaflet.css",
    "Resources/leaflet/LICENSE",
    "Resources/favicon.svg",
    "Resources/favicon.png",
    "Resources/countries.json",
    "Resources/country-zones.tsv",
    "Resources/zone-abbreviations.tsv",
    "Resources/starter-trips.json",
    "Resources/pages-workflow.yml",
    "Resources/translations/en.toml",
    "Resources/translations/fr.toml",
    "Resources/translations/ar.toml",
    "Resources/translations/de.toml",
    "Resources/translations/es.toml",
    "Resources/translations/it.toml",
    "Resources/translations/pt.toml",
    "Resources/translations/nl.toml",
    "Resources/translations/ja.toml",
    "Resources/translations/zh-Hans.toml",
]

/// On Linux the programs allocate with mimalloc (Debian `libmimalloc-dev`) instead of glibc's malloc: a build
/// spends a sixth of its time allocating small strings and dictionaries, and with mimalloc 1,000 trips build
/// about 1.2 times as fast, with less peak memory (`make bench`; docs/performance.md).
let fastAllocator: [LinkerSetting] = [.linkedLibrary("mimalloc", .when(platforms: [.linux]))]

/// The library targets along the pipeline, in the order they depend on each other.
let pipeline: [Target.Dependency] = [
    "TripsiteJSON", "TripsiteModel", "TripsiteResources", "TripsiteLoading", "TripsitePlanning", "TripsiteMaps", "TripsiteRendering",
]

let package = Package(
    name: "tripsite",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "tripsite", targets: ["tripsite"]),
        .executable(name: "tripsite-bench", targets: ["tripsite-bench"]),
        .executable(name: "tripsite-fuzz", targets: ["tripsite-fuzz"]),
        .library(name: "TripsiteCore", targets: ["TripsiteCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        // libcmark, the CommonMark reference implementation, which turns the pages' Markdown into HTML.
        .systemLibrary(
            name: "Ccmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        // mimalloc's options, set by `tripsite` at start (AllocatorTuning.swift).
        .systemLibrary(
            name: "Cmimalloc",
            providers: [.apt(["libmimalloc-dev"])]
        ),
        // The one system call Swift's Glibc module does not declare: swapping two folders in one step.
        .target(name: "CFolderSwap"),
        // A signal handler that removes a temporary file (a trips file being replaced) when the process is stopped.
        .target(name: "CSignalCleanup"),
        // The pipeline, one target per step, so the compiler keeps dependencies flowing one way:
        // JSON with positions → the model and values → the built-in resources → loading → planning → maps →
        // rendering → build and output (docs/architecture.md).
        // JSON read with every value's file position, for errors that name file:line:column and the JSON path.
        .target(name: "TripsiteJSON"),
        // The trip model and its values (dates, times, zones, money, countries, airports) and diagnostics.
        .target(name: "TripsiteModel", dependencies: ["TripsiteJSON"]),
        // What is compiled into the binary: templates, stylesheet, scripts (with Leaflet, BSD-2-Clause), countries, the airport table, the land and
        // coast tables (Natural Earth, GSHHG) and the gazetteer (GeoNames).
        .target(
            name: "TripsiteResources",
            dependencies: ["TripsiteModel"],
            resources: embeddedFiles.map { .embedInCode($0) }
        ),
        // Reading trips files in their formats (trip apps, TripIt, schema.org reservations) into the model.
        .target(name: "TripsiteLoading", dependencies: ["TripsiteJSON", "TripsiteModel"]),
        // Each trip's itinerary from its items: airports, time zones, towns found by name (the gazetteer), days,
        // nights, costs and the checks; and the planning of a whole input's trips.
        .target(name: "TripsitePlanning", dependencies: ["TripsiteJSON", "TripsiteModel", "TripsiteResources", "TripsiteLoading"]),
        // Maps drawn as SVG by code alone: projections, framing, great circles, pins, and the land, lakes and rivers
        // at the frame's resolution (LandLayer).
        .target(name: "TripsiteMaps", dependencies: ["TripsiteModel", "TripsiteResources"]),
        // The site's settings file, tripsite.toml (TOML read by TOMLKit), beside the pipeline: the commands
        // read it and lay the command line over it.
        .target(
            name: "TripsiteConfig",
            dependencies: ["TripsiteJSON", "TripsiteModel", .product(name: "TOMLKit", package: "TOMLKit")]
        ),
        // Pages from plans: Markdown through the Mustache templates, HTML by cmark, calendars, feeds, search data.
        .target(
            name: "TripsiteRendering",
            dependencies: [
                "Ccmark", "TripsiteJSON", "TripsiteModel", "TripsiteResources", "TripsitePlanning", "TripsiteMaps",
                .product(name: "TOMLKit", package: "TOMLKit"),
            ]
        ),
        // The commands' work: a build (load → plan → render → publish), check, export, editing trips files, serving.
        .target(
            name: "TripsiteCore",
            dependencies: ["CFolderSwap", "CSignalCleanup", "TripsiteConfig"] + pipeline
        ),
        // The command line: thin commands over TripsiteCore, and `serve`'s web server (SwiftNIO).
        .executableTarget(
            name: "tripsite",
            dependencies: [
                "TripsiteCore",
                "TripsiteConfig",
                .target(name: "Cmimalloc", condition: .when(platforms: [.linux])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ] + pipeline,
            linkerSettings: fastAllocator
        ),
        // `make bench`: synthetic trips built and timed phase by phase, against Hugo and cmark when installed.
        .executableTarget(
            name: "tripsite-bench",
            // swift-mustache is measured against tripsite's own template renderer.
            dependencies: ["TripsiteCore", .product(name: "Mustache", package: "swift-mustache")] + pipeline,
            linkerSettings: fastAllocator
        ),
        // libFuzzer's entry for the trips loader and the template parser (`make fuzz`). Built plainly, as by
        // `swift build`, it replays the inputs named on its command line instead.
        .executableTarget(
            name: "tripsite-fuzz",
            dependencies: ["TripsiteCore"] + pipeline
        ),
        // What both test targets share: the repository's folders, the one runner of other programs, the seed data.
        .target(name: "TripsiteTestSupport", path: "Tests/TestSupport"),
        // Unit, golden-file and in-memory build tests of the libraries.
        .testTarget(
            name: "TripsiteCoreTests",
            // swift-mustache renders the same templates in the tests, as the reference tripsite's renderer must match.
            dependencies: ["TripsiteCore", "TripsiteConfig", "TripsiteTestSupport", .product(name: "Mustache", package: "swift-mustache")]
                + pipeline,
            exclude: ["Golden", "GoldenLanguages"]
        ),
        // The built `tripsite` binary run as a user runs it, and its pages in headless Chromium.
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["TripsiteCore", "TripsiteTestSupport"]
        ),
    ]
)
