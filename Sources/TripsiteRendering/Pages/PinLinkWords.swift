/// The words of an item's link to its pin on the trip's map, in the page's language: its text (`map.pin`,
/// "pin 12") and its title (`map.pin_title`, "Pin 12 on the map"). The messages are looked up once a page and
/// filled with each item's number, rather than looked up by key for every item.
struct PinLinkWords {
    let label: MessageText
    let title: MessageText

    init(_ lang: SiteLanguage) {
        // A message's text with no values given keeps its `{number}`: the message as written.
        label = MessageText(lang.text("map.pin"))
        title = MessageText(lang.text("map.pin_title"))
    }
}
