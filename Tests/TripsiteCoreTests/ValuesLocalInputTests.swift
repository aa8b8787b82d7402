import Testing
@testable import TripsiteLoading
@testable import TripsiteModel
@testable import TripsitePlanning
@testable import TripsiteRendering

private func language(_ code: String) -> InputLanguage {
    InputLanguage.named(code)!
}

/// The trip in May 2026 that dates without a year are placed in.
private let may2026 = civilDate(2026, 5, 10)...civilDate(2026, 5, 20)

@Suite("Input written the local way")
struct ValuesLocalInputTests {
    @Test("dates in each language, with their year", arguments: [
        ("fr", "12 mai 2026"), ("fr", "mardi 12 mai 2026"), ("fr", "Mardi, le 12 mai 2026"), ("fr", "12 MAI 2026"),
        ("fr", "12 mai. 2026"),
        ("de", "12. Mai 2026"), ("de", "Dienstag, 12. Mai 2026"), ("de", "Dienstag, den 12. Mai 2026"),
        ("es", "12 de mayo de 2026"), ("es", "martes, 12 de mayo de 2026"),
        ("it", "12 maggio 2026"), ("it", "martedì 12 maggio 2026"), ("it", "martedi 12 maggio 2026"),
        ("pt", "12 de maio de 2026"), ("pt", "terça-feira, 12 de maio de 2026"),
        ("nl", "12 mei 2026"), ("nl", "dinsdag 12 mei 2026"),
        ("ja", "2026年5月12日"), ("ja", "2026年5月12日(火)"), ("ja", "2026年5月12日 火曜日"), ("ja", "２０２６年５月１２日"),
        ("zh-Hans", "2026年5月12日"), ("zh-Hans", "2026年5月12日 星期二"), ("zh-Hans", "2026年五月12日"),
        ("ar", "12 مايو 2026"), ("ar", "١٢ مايو ٢٠٢٦"), ("ar", "الثلاثاء، ١٢ مايو ٢٠٢٦"), ("ar", "٢٠٢٦-٠٥-١٢"), ("ar", "١٢.٠٥.٢٠٢٦"),
        ("fr", "12.05.2026"), ("fr", "12 May 2026"),
    ])
    func fullDates(code: String, text: String) {
        let read = DateText.readFull(text, language: language(code))
        #expect(read.map(\.date) == .success(civilDate(2026, 5, 12)))
        // Read in the language unless English reads it.
        #expect(read.map(\.isLocal) == .success(DateText.readFull(text, language: nil).map(\.date) != .success(civilDate(2026, 5, 12))))
    }

    @Test("dates without a year take the trip's", arguments: [
        ("fr", "mardi 12 mai"), ("fr", "12 mai"), ("fr", "1er mai"), ("de", "12. Mai"), ("es", "12 de mayo"), ("it", "18 maggio"),
        ("pt", "12 de maio"), ("nl", "12 mei"), ("ja", "5月12日"), ("ja", "5月12日(火)"), ("zh-Hans", "5月12日"),
        ("zh-Hans", "5月12号"), ("ar", "١٢ مايو"),
    ])
    func datesWithoutYear(code: String, text: String) throws {
        let read = try DateText.read(text, within: may2026, language: language(code)).get()
        #expect(read.date.year == 2026 && read.date.month == 5)
        #expect([1, 12, 18].contains(read.date.day))
    }

    @Test("each language's examples read back as 12 May 2026",
          arguments: ["fr", "de", "es", "it", "pt", "nl", "ja", "zh-Hans", "ar", "ar-SA", "en-US", "pt-BR"])
    func examplesReadBack(code: String) throws {
        let language = language(code)
        #expect(language.dateExamples.count == 2)
        #expect(try DateText.readFull(language.dateExamples[0], language: language).get().date == civilDate(2026, 5, 12))
        #expect(try DateText.read(language.dateExamples[1], within: may2026, language: language).get().date == civilDate(2026, 5, 12))
    }

    @Test("times in each language", arguments: [
        ("fr", "22h30", 22, 30), ("fr", "0h35", 0, 35), ("fr", "22 h 30", 22, 30), ("fr", "22h", 22, 0), ("fr", "9h05", 9, 5),
        ("de", "22.30 Uhr", 22, 30), ("de", "22:30 Uhr", 22, 30), ("de", "22 Uhr", 22, 0), ("de", "um 7.15 Uhr", 7, 15),
        ("es", "22.30 h", 22, 30), ("es", "22:30 h", 22, 30), ("es", "a las 22:30", 22, 30),
        ("it", "22.30", 22, 30), ("it", "ore 22.30", 22, 30), ("it", "alle 9.05", 9, 5),
        ("pt", "22h30", 22, 30), ("pt", "22h", 22, 0),
        ("nl", "22.30 uur", 22, 30), ("nl", "22 uur", 22, 0), ("nl", "om 9.05 uur", 9, 5),
        ("ja", "22時30分", 22, 30), ("ja", "22時", 22, 0), ("ja", "午後3時半", 15, 30), ("ja", "午前9時5分", 9, 5),
        ("zh-Hans", "22点30分", 22, 30), ("zh-Hans", "下午3点", 15, 0), ("zh-Hans", "晚上10点半", 22, 30),
        ("ar", "٢٢:٣٠", 22, 30), ("ar", "١٠:٣٠ م", 22, 30), ("ar", "10:30 ص", 10, 30), ("ar", "الساعة ٩:٠٥", 9, 5),
        ("fr", "10:30 PM", 22, 30),
    ])
    func times(code: String, text: String, hour: Int, minute: Int) {
        #expect(ClockTime.parse(text, language: language(code)) == .success(clockTime(hour, minute)))
    }

    @Test("durations in each language", arguments: [
        ("fr", "3 heures", 180), ("fr", "1 h 30", 90), ("fr", "1 heure et 30 minutes", 90), ("fr", "2 jours", 2880),
        ("fr", "2,5 heures", 150),
        ("de", "2 Std. 30 Min.", 150), ("de", "3 Stunden", 180), ("de", "1 Stunde und 15 Minuten", 75), ("de", "2 Tage", 2880),
        ("es", "3 horas", 180), ("es", "1 hora y 30 minutos", 90), ("es", "2 días", 2880),
        ("it", "3 ore", 180), ("it", "1 ora e 30 minuti", 90), ("it", "45 minuti", 45), ("it", "2 giorni", 2880),
        ("pt", "3 horas", 180), ("pt", "1 hora e 30 minutos", 90),
        ("nl", "3 uur", 180), ("nl", "1 uur 30 min", 90), ("nl", "2 dagen", 2880),
        ("ja", "3時間", 180), ("ja", "1時間30分", 90), ("ja", "45分", 45),
        ("zh-Hans", "3小时", 180), ("zh-Hans", "1小时30分钟", 90), ("zh-Hans", "2天", 2880),
        ("ar", "٣ ساعات", 180), ("ar", "ساعة و٣٠ دقيقة", 90), ("ar", "٤٥ دقيقة", 45),
        ("it", "2 hours", 120),
    ])
    func durations(code: String, text: String, minutes: Int) {
        #expect(TripDuration.parse(text, language: language(code)) == .success(TripDuration(minutes: minutes)!))
    }

    @Test("a date of numbers that reads both ways follows the language's order, and says so")
    func ambiguousNumbers() {
        #expect(DateText.readFull("03/05/2026", language: language("fr"))
            == .success(DateText.ReadDate(date: civilDate(2026, 5, 3), guessedOrder: "day first, as French writes dates")))
        #expect(DateText.readFull("03/05/2026", language: language("en-US"))
            == .success(DateText.ReadDate(date: civilDate(2026, 3, 5), guessedOrder: "month first, as English writes dates")))
        #expect(DateText.readFull("03/05/2026", language: language("en-GB"))
            == .success(DateText.ReadDate(date: civilDate(2026, 5, 3), guessedOrder: "day first, as English writes dates")))
        #expect(DateText.readFull("03/05/2026", language: nil)
            == .success(DateText.ReadDate(
                date: civilDate(2026, 5, 3), guessedOrder: "day first (set language to read them as another language writes them)")))
        // Not a guess: only one reading is a date, or only one falls in the trip, or the dots say day first.
        #expect(DateText.readFull("03/25/2026", language: language("fr")) == .success(DateText.ReadDate(date: civilDate(2026, 3, 25))))
        #expect(DateText.read("05/12/2026", within: may2026, language: language("en-US"))
            == .success(DateText.ReadDate(date: civilDate(2026, 5, 12))))
        #expect(DateText.readFull("03.05.2026", language: language("en-US")) == .success(DateText.ReadDate(date: civilDate(2026, 5, 3))))
        // In Arabic-Indic digits too.
        #expect(DateText.readFull("٠٣/٠٥/٢٠٢٦", language: language("ar"))
            == .success(DateText.ReadDate(date: civilDate(2026, 5, 3), guessedOrder: "day first, as Arabic writes dates").local(true)))
    }

    @Test("what is expected names the language's own examples")
    func expectedMessages() {
        #expect(DateText.readFull("12 foo 2026", language: language("fr")) == .failure(ValueParseError(
            expected: "a date with its year, like 2024-03-15, 15-03-2024 or 15 Mar 2024, or in French like 12 mai 2026 or mardi 12 mai")))
        #expect(DateText.read("quand", within: may2026, language: language("de")) == .failure(ValueParseError(
            expected: "a date like 2024-03-15, 15-03-2024 or 16 Mar, or in German like 12. Mai 2026 or Dienstag, 12. Mai")))
        #expect(DateText.read("いつか", within: may2026, language: language("ja")) == .failure(ValueParseError(
            expected: "a date like 2024-03-15, 15-03-2024 or 16 Mar, or in Japanese like 2026年5月12日 or 5月12日 火曜日")))
        #expect(DateText.read("31 février 2026", within: may2026, language: language("fr")) == .failure(ValueParseError(
            expected: "a real calendar date (February 2026 has 28 days)")))
        #expect(ClockTime.parse("22h75", language: language("fr")) == .failure(ValueParseError(
            expected: "a real time of day (hours 0 to 23, minutes 00 to 59)")))
        #expect(ClockTime.parse("tard", language: language("fr")) == .failure(ValueParseError(
            expected: "a time like 08:35 or 3:00 PM, or in French like 22h30")))
        #expect(ClockTime.parse("spät", language: language("de")) == .failure(ValueParseError(
            expected: "a time like 08:35 or 3:00 PM, or in German like 22.30 Uhr")))
        #expect(ClockTime.parse("夜", language: language("zh-Hans")) == .failure(ValueParseError(
            expected: "a time like 08:35 or 3:00 PM, or in Chinese like 22点30分")))
        #expect(TripDuration.parse("tre ore", language: language("it")) == .failure(ValueParseError(
            expected: "a duration like 2 hours, 1h 30m or 45 min, or in Italian like 3 ore or 1 ora e 30 minuti")))
        #expect(TripDuration.parse("lang", language: language("de")) == .failure(ValueParseError(
            expected: "a duration like 2 hours, 1h 30m or 45 min, or in German like 3 Std. or 2 Std. 30 Min.")))
        #expect(TripDuration.parse("طويل", language: language("ar")) == .failure(ValueParseError(
            expected: "a duration like 2 hours, 1h 30m or 45 min, or in Arabic like ٣ ساعات or ساعة و٣٠ دقيقة")))
    }

    @Test("English input reads as before, and local writing only with a language")
    func englishUnchanged() {
        #expect(DateText.parseFull("12 mai 2026") == .failure(ValueParseError(expected: "a date with its year, like 2024-03-15, 15-03-2024 or 15 Mar 2024")))
        #expect(ClockTime.parse("22h30") == .failure(ValueParseError(expected: "a time like 08:35 or 3:00 PM")))
        #expect(TripDuration.parse("3 ore") == .failure(ValueParseError(expected: "a duration like 2 hours, 1h 30m or 45 min")))
        #expect(ClockTime.parse("22h30", language: nil) == ClockTime.parse("22h30"))
        // Bare numbers are no time in any language, and a word of another language is not read.
        #expect(ClockTime.parse("22", language: language("fr")) != .success(clockTime(22, 0)))
        #expect(TripDuration.parse("3 Stunden", language: language("fr")).map(\.minutes) != .success(180))
    }

    @Test("a weekday contradicting the date is found in the language's words")
    func weekdayMismatch() {
        #expect(DateText.weekdayMismatch("mercredi 12 mai 2026", date: civilDate(2026, 5, 12), language: language("fr"))
            == "names a Wednesday, but 2026-05-12 is a Tuesday")
        #expect(DateText.weekdayMismatch("5月12日(水)", date: civilDate(2026, 5, 12), language: language("ja"))
            == "names a Wednesday, but 2026-05-12 is a Tuesday")
        #expect(DateText.weekdayMismatch("mardi 12 mai 2026", date: civilDate(2026, 5, 12), language: language("fr")) == nil)
        // Only a text read in the language may name its weekday in it; English text names it in English.
        #expect(DateText.read("mercredi 12 mai", within: may2026, language: language("fr")).map(\.isLocal) == .success(true))
        #expect(DateText.read("Wed 12 May", within: may2026, language: language("fr")).map(\.isLocal) == .success(false))
        #expect(DateText.read("2026-05-12", within: may2026, language: language("fr")).map(\.isLocal) == .success(false))
        #expect(DateText.readFull("mercredi 12 mai 2026", language: language("fr")).map(\.isLocal) == .success(true))
        // French "mar." is Tuesday, not English March; Spanish "mar" is March (marzo), its own month first.
        #expect(DateText.read("mar. 12 mai", within: may2026, language: language("fr")).map(\.date) == .success(civilDate(2026, 5, 12)))
        #expect(DateText.read("12 mar", within: civilDate(2026, 3, 1)...civilDate(2026, 3, 20), language: language("es")).map(\.date)
            == .success(civilDate(2026, 3, 12)))
    }

    @Test("language codes: BCP 47 codes of known languages only")
    func codes() {
        #expect(InputLanguage.named("fr")?.name == "French")
        #expect(InputLanguage.named("pt_BR")?.region == "BR")
        #expect(InputLanguage.named("zh-Hans")?.name == "Chinese")
        #expect(InputLanguage.named("en-US")?.writesDayFirst == false)
        #expect(InputLanguage.named("de")?.writesDayFirst == true)
        for bad in ["", "xx", "french", "fr-", "f", "12", "fr-<b>", "en US"] {
            #expect(InputLanguage.named(bad) == nil, "\(bad)")
        }
    }

    @Test("a trip of no known country prints on the paper of the language's region")
    func paperByRegion() {
        #expect(PaperSize.usual(forCountry: InputLanguage.named("en-US")?.region) == .letter)
        #expect(PaperSize.usual(forCountry: InputLanguage.named("fr-CA")?.region) == .letter)
        #expect(PaperSize.usual(forCountry: InputLanguage.named("fr")?.region) == .a4)
        #expect(PaperSize.usual(forCountry: InputLanguage.named("en-GB")?.region) == .a4)
    }
}
