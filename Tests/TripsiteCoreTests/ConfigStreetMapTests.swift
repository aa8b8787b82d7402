import Testing
import TripsiteConfig
import TripsiteModel

/// `[maps]` in tripsite.toml: the street map's tiles, their credit and where it links, each problem with its exact
/// message and position.
@Suite("Config: the street map's tiles")
struct ConfigStreetMapTests {
    private func read(_ text: String) -> (config: SiteConfig, messages: [String]) {
        let (config, diagnostics) = ConfigReader().read(text, file: "tripsite.toml")
        return (config, diagnostics.map(\.formatted))
    }

    @Test("without [maps], OpenStreetMap's standard tiles and credit, linked to its copyright page")
    func standard() {
        let (config, messages) = read("title = \"Trips\"\n")
        #expect(messages.isEmpty)
        #expect(config.streetMapTiles == StreetMapTiles(
            url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png", attribution: "© OpenStreetMap contributors",
            attributionURL: "https://www.openstreetmap.org/copyright"))
    }

    @Test("tiles = false turns the street map off; true keeps OpenStreetMap's")
    func onAndOff() {
        #expect(read("[maps]\ntiles = false\n").config.streetMapTiles == nil)
        #expect(read("maps.tiles = true\n").config.streetMapTiles == .openStreetMap)
    }

    @Test("other tiles with their credit and its link")
    func otherTiles() {
        let (config, messages) = read("""
            [maps]
            tiles = "https://{s}.tile.example.org/{z}/{x}/{y}{r}.png"
            attribution = "© Example & OpenStreetMap contributors"
            attribution_url = "https://tile.example.org/credits"
            """)
        #expect(messages.isEmpty)
        #expect(config.streetMapTiles == StreetMapTiles(
            url: "https://{s}.tile.example.org/{z}/{x}/{y}{r}.png", attribution: "© Example & OpenStreetMap contributors",
            attributionURL: "https://tile.example.org/credits"))
    }

    @Test("other tiles without a credit are an error at the tiles' value; a credit alone replaces OpenStreetMap's, unlinked")
    func credit() {
        #expect(read("[maps]\ntiles = \"https://tiles.example.org/{z}/{x}/{y}.png\"\n").messages == [
            "tripsite.toml:2:9: error: maps.tiles: tiles other than OpenStreetMap's need the credit their provider asks for: add attribution = \"…\" to [maps]",
        ])
        #expect(read("maps.attribution = \"Map data © OpenStreetMap\"\n").config.streetMapTiles == StreetMapTiles(
            url: StreetMapTiles.openStreetMap.url, attribution: "Map data © OpenStreetMap"))
    }

    @Test("each wrong tile address, with the exact message and the value's position")
    func wrongTiles() {
        let cases: [(String, String)] = [
            ("3", "expected an http(s) address of map tiles with {z}, {x} and {y} in it, such as \"https://tile.openstreetmap.org/{z}/{x}/{y}.png\", or false for no street map, found 3"),
            ("\"ftp://tiles.example.org/{z}/{x}/{y}.png\"", "expected a tile address starting with https:// or http://, found \"ftp://tiles.example.org/{z}/{x}/{y}.png\""),
            ("\"//tiles.example.org/{z}/{x}/{y}.png\"", "expected a tile address starting with https:// or http://, found \"//tiles.example.org/{z}/{x}/{y}.png\""),
            ("\"https://tiles.example.org/{z}/{x}.png\"", "expected a tile address with {z}, {x} and {y} in it, found \"https://tiles.example.org/{z}/{x}.png\" (without {y})"),
            ("\"https://tiles.example.org/tile.png\"", "expected a tile address with {z}, {x} and {y} in it, found \"https://tiles.example.org/tile.png\" (without {z} and {x} and {y})"),
            ("\"https://tiles.example.org/{z}/{x}/{y}.png?key={apikey}\"", "expected only {z}, {x}, {y}, {s} and {r} in braces, found {apikey} in \"https://tiles.example.org/{z}/{x}/{y}.png?key={apikey}\""),
            ("\"https://tiles.example.org/{z/{x}/{y}.png\"", "expected only {z}, {x}, {y}, {s} and {r} in braces, found {z/{x} in \"https://tiles.example.org/{z/{x}/{y}.png\""),
            ("\"https://tiles.example.org/{z}/{x}/{y}}.png\"", "expected each } of a tile address to close a {, found \"https://tiles.example.org/{z}/{x}/{y}}.png\""),
            ("\"https://tiles.example.org/{z}/{x}/{y\"", "expected each { of a tile address to be closed by }, found \"https://tiles.example.org/{z}/{x}/{y\""),
            ("\"https://tiles.example.org/{z}/{x}/{y}.png\\\"onerror=\\\"alert(1)\"", "expected a tile address without quotes, angle brackets, backslashes or spaces, found \"https://tiles.example.org/{z}/{x}/{y}.png\\\"onerror=\\\"alert(1)\""),
            ("\"https://tiles.example.org/<script>/{z}/{x}/{y}.png\"", "expected a tile address without quotes, angle brackets, backslashes or spaces, found \"https://tiles.example.org/<script>/{z}/{x}/{y}.png\""),
            ("\"https://tiles.example.org/my tiles/{z}/{x}/{y}.png\"", "expected a tile address without quotes, angle brackets, backslashes or spaces, found \"https://tiles.example.org/my tiles/{z}/{x}/{y}.png\""),
            ("\"https:///{z}/{x}/{y}.png\"", "expected a tile address with a host after ://, found \"https:///{z}/{x}/{y}.png\""),
        ]
        for (value, message) in cases {
            let result = read("[maps]\nattribution = \"Tiles\"\ntiles = \(value)\n")
            #expect(result.messages == ["tripsite.toml:3:9: error: maps.tiles: \(message)"], "\(value)")
            #expect(result.config.streetMapTiles == StreetMapTiles(url: StreetMapTiles.openStreetMap.url, attribution: "Tiles"), "\(value)")
        }
    }

    @Test("a credit that is not text, a link that is not an address, and a key [maps] does not have")
    func otherKeys() {
        #expect(read("[maps]\nattribution = \"\"\nattribution_url = \"javascript:alert(1)\"\ntile = false\n").messages == [
            "tripsite.toml:2:15: error: maps.attribution: expected a string that is not empty, found \"\"",
            "tripsite.toml:3:19: error: maps.attribution_url: expected an absolute http(s) address without quotes, angle brackets or spaces, such as https://me.github.io/trips/, found \"javascript:alert(1)\"",
            "tripsite.toml:4:1: error: maps.tile: unknown key; did you mean maps.tiles?",
        ])
    }

    @Test("the commented file init writes names the keys of [maps]")
    func starterFile() {
        let text = StarterConfig.text
        #expect(text.contains("# maps.tiles = \"https://tile.openstreetmap.org/{z}/{x}/{y}.png\""))
        #expect(text.contains("# maps.attribution = \"© OpenStreetMap contributors\""))
        #expect(text.contains("(--street-map-tiles)"))
    }
}
