/// The words of dates, times and durations that a language writes around its numbers and that Foundation's locale
/// data does not give: the units of a duration, the little words inside a date ("12 de mayo"), the words around a
/// time ("22.30 Uhr"), and an example of each for messages. Keys are lowercase; accents are ignored when reading.
struct LocalWords: Sendable {
    /// Each word of a duration's unit, with the English unit it stands for ("w", "d", "h" or "m").
    var durationUnits: [String: String] = [:]
    /// Words that join the parts of a duration ("et", "und").
    var and: [String] = []
    /// Words a date may hold besides its day, month, year and weekday ("le", "de", "den"), and ordinal endings ("er").
    var dateFillers: [String] = []
    /// Weekday names that Foundation does not list, by ISO number (1 Monday … 7 Sunday): "火曜" besides "火曜日".
    var moreWeekdays: [String: Int] = [:]
    /// Words before or after a time that do not change it ("Uhr", "ore", "h").
    var timeFillers: [String] = []
    /// Words before or after a time that make it a morning (`false`) or afternoon (`true`) time of a 12-hour clock.
    var meridiems: [String: Bool] = [:]
    /// A time as the language writes it, for messages: "22h30".
    var timeExample: String = ""
    /// Durations as the language writes them, for messages: "3 heures ou 1 h 30".
    var durationExamples: [String] = []

    /// The words of the language with this ISO 639 code; none for a language without a table here, which is then
    /// read with Foundation's month and weekday names and the English words.
    static func of(language: String) -> LocalWords {
        table[language] ?? LocalWords()
    }

    private static let weeks = "w", days = "d", hours = "h", minutes = "m"

    private static let table: [String: LocalWords] = [
        "fr": LocalWords(
            durationUnits: [
                "h": hours, "heure": hours, "heures": hours, "min": minutes, "mn": minutes, "minute": minutes,
                "minutes": minutes, "j": days, "jour": days, "jours": days, "sem": weeks, "semaine": weeks, "semaines": weeks,
            ],
            and: ["et"], dateFillers: ["le", "er"], timeFillers: ["h", "a"],
            timeExample: "22h30", durationExamples: ["3 heures", "1 h 30"]),
        "de": LocalWords(
            durationUnits: [
                "std": hours, "stunde": hours, "stunden": hours, "h": hours, "min": minutes, "minute": minutes,
                "minuten": minutes, "tag": days, "tage": days, "tagen": days, "wo": weeks, "woche": weeks, "wochen": weeks,
            ],
            and: ["und"], dateFillers: ["den", "am"], timeFillers: ["uhr", "um"],
            timeExample: "22.30 Uhr", durationExamples: ["3 Std.", "2 Std. 30 Min."]),
        "es": LocalWords(
            durationUnits: [
                "h": hours, "hora": hours, "horas": hours, "hr": hours, "hrs": hours, "min": minutes, "minuto": minutes,
                "minutos": minutes, "dia": days, "dias": days, "semana": weeks, "semanas": weeks,
            ],
            and: ["y"], dateFillers: ["de", "del", "el"], timeFillers: ["h", "hs", "a", "las", "la"],
            timeExample: "22.30 h", durationExamples: ["3 horas", "1 h 30 min"]),
        "it": LocalWords(
            durationUnits: [
                "h": hours, "ora": hours, "ore": hours, "min": minutes, "minuto": minutes, "minuti": minutes,
                "g": days, "giorno": days, "giorni": days, "sett": weeks, "settimana": weeks, "settimane": weeks,
            ],
            and: ["e"], dateFillers: ["il"], timeFillers: ["ore", "alle", "h"],
            timeExample: "22.30", durationExamples: ["3 ore", "1 ora e 30 minuti"]),
        "pt": LocalWords(
            durationUnits: [
                "h": hours, "hora": hours, "horas": hours, "min": minutes, "minuto": minutes, "minutos": minutes,
                "dia": days, "dias": days, "semana": weeks, "semanas": weeks,
            ],
            and: ["e"], dateFillers: ["de", "do"], timeFillers: ["h", "as"],
            timeExample: "22h30", durationExamples: ["3 horas", "1h30"]),
        "nl": LocalWords(
            durationUnits: [
                "u": hours, "uur": hours, "uren": hours, "h": hours, "min": minutes, "minuut": minutes, "minuten": minutes,
                "d": days, "dag": days, "dagen": days, "wk": weeks, "week": weeks, "weken": weeks,
            ],
            and: ["en"], dateFillers: ["e"], timeFillers: ["uur", "u", "om"],
            timeExample: "22.30 uur", durationExamples: ["3 uur", "1 uur 30 min"]),
        "ja": LocalWords(
            durationUnits: ["時間": hours, "分": minutes, "分間": minutes, "日": days, "日間": days, "週": weeks, "週間": weeks],
            and: ["と"],
            moreWeekdays: ["月曜": 1, "火曜": 2, "水曜": 3, "木曜": 4, "金曜": 5, "土曜": 6, "日曜": 7],
            meridiems: ["午前": false, "午後": true],
            timeExample: "22時30分", durationExamples: ["3時間", "1時間30分"]),
        "zh": LocalWords(
            durationUnits: [
                "小时": hours, "小時": hours, "个小时": hours, "個小時": hours, "分": minutes, "分钟": minutes, "分鐘": minutes,
                "天": days, "周": weeks, "週": weeks, "星期": weeks,
            ],
            moreWeekdays: ["礼拜一": 1, "礼拜二": 2, "礼拜三": 3, "礼拜四": 4, "礼拜五": 5, "礼拜六": 6, "礼拜天": 7, "礼拜日": 7, "周天": 7],
            meridiems: ["上午": false, "早上": false, "凌晨": false, "下午": true, "晚上": true],
            timeExample: "22点30分", durationExamples: ["3小时", "1小时30分钟"]),
        "ar": LocalWords(
            durationUnits: [
                "ساعة": hours, "ساعات": hours, "س": hours, "دقيقة": minutes, "دقائق": minutes, "د": minutes,
                "يوم": days, "أيام": days, "أسبوع": weeks, "أسابيع": weeks,
            ],
            and: ["و"], dateFillers: ["م"], timeFillers: ["الساعة"],
            meridiems: ["ص": false, "صباحا": false, "م": true, "مساء": true, "مساءً": true],
            timeExample: "١٠:٣٠ م", durationExamples: ["٣ ساعات", "ساعة و٣٠ دقيقة"]),
    ]
}
