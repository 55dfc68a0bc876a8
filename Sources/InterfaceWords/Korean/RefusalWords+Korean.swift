// 입력한 말은 따옴표 안에 두고 콜론으로 끊습니다('x': …): 받침에 따라 바뀌는 조사가 붙지 않게.
extension RefusalWords {
    public static let korean = RefusalWords(
        minutesOutOfRange: Phrase { "'\($0)': 시간이 아닙니다. 분은 00~59입니다" },
        twelveHoursOutOfRange: Phrase { "'\($0)': 시간이 아닙니다. 오전·오후를 붙이면 시는 1~12입니다" },
        hoursOutOfRange: Phrase { "'\($0)': 시간이 아닙니다. 시는 00~23입니다" },
        endOfDayAsStart: Phrase { "'\($0)': 하루의 끝입니다. 자정에 시작하려면 00:00으로 쓰세요" },
        severalZones: Phrase { typed, zones, first in "'\(typed)': 여러 시간대(\(zones))일 수 있습니다. 15:00 \(first)처럼 시간대 이름을 쓰세요" },
        zoneAfterTime: Phrase { "'\($0)': 시간대는 시간 바로 뒤에 쓰세요 (15:00 \($0))" },
        notARunOfDays: Phrase { "'\($0)': 이어진 날짜가 아닙니다" },
        endsBeforeItStarts: Phrase { "'\($0)': 끝나는 날이 시작하는 날보다 앞섭니다" },
        notADayOfTheMonth: Phrase { "'\($0)': 그 달에 없는 날입니다" },
        whichDay: Phrase { "'\($0)': 어느 날인가요? next fri, dec 3, in 2 weeks처럼 쓰세요" },
        whichDayInKorean: Phrase { "'\($0)': 어느 날인가요? 다음 주 금요일, 12월 3일처럼 쓰세요" },
        noClock: Phrase { "'\($0)': 지금 시각부터 세지 않습니다. 시간을 쓰세요 (3pm, 15:00)" },
        noClockInKorean: Phrase { "'\($0)': 지금 시각부터 세지 않습니다. 시간을 쓰세요 (오후 3시)" },
        noMonthHasThatDay: Phrase { "'\($0)': 어느 달에도 없는 날입니다" },
        notADate: Phrase { "'\($0)': 날짜가 아닙니다" },
        monthHasDays: Phrase { typed, month, days in "'\(typed)': 날짜가 아닙니다. \(month)월은 \(days)일까지 있습니다" },
        monthNotDay: Phrase { "'\($0)': 날이 빠진 달입니다. \($0)-01처럼 날까지 쓰세요" },
        notAnISODate: Phrase { "'\($0)': 날짜가 아닙니다 (YYYY-MM-DD, 0001~9999년)" },
        dayOrMonthFirst: Phrase { "'\($0)': 일/월인지 월/일인지 알 수 없습니다. 12월 3일이나 2026-12-03처럼 쓰세요" },
        everyOneOrMore: Phrase { "'\($0)': 반복 간격은 1 이상이어야 합니다" },
        repeatUnits: Phrase { "'\($0)': 일정은 일, 주, 월, 년 단위로 반복합니다" },
        notALunarDay: Phrase { "'\($0)': 음력 날짜가 아닙니다. 월은 1~12, 일은 1~30입니다" },
        countOutOfRange: Phrase { typed, largest in "'\(typed)': 반복 횟수는 1~\(largest)번입니다" },
        neverInAMonth: Phrase { "'\($0)': 오지 않는 날입니다. 한 달에 같은 요일은 많아야 다섯 번입니다" },
        never: Phrase { "'\($0)': 오지 않는 날입니다" },
        untilBeforeFirst: Phrase { typed, first in "'\(typed)': 첫 반복(\(first))보다 앞섭니다" },
        countPastLastDay: Phrase { "'\($0)': 반복이 9999-12-31을 넘어갑니다" },
        repeatOnEachDay: Phrase { typed, days in
            "'\(typed)': 반복은 하루에서 시작합니다. 고른 \(days)일이 아니라 첫날을 쓰거나(내일 오전 9시 매일) 하루만 고르세요"
        },
        untilAndCount: Phrase { until, count in "'\(until)', '\(count)': 둘 다 반복의 끝입니다. 하나만 남기세요" },
        untilWithoutRepeat: Phrase { "'\($0)': 반복의 끝입니다. 반복(매일, 매주)을 더하거나 날짜를 쓰세요 (12월 3일~31일)" },
        countWithoutRepeat: Phrase { "'\($0)': 반복 횟수입니다. 반복(매일, 매주)을 더하세요" },
        lunarUntil: Phrase { "'\($0)': 음력 반복은 여기서 횟수로 끝냅니다 (10번)" },
        noLunarDayNear: Phrase { "'\($0)': 그 무렵에 그 음력 날짜가 없습니다" },
        weeksWithRepeat: Phrase { "'\($0)': 반복과 함께 쓸 수 없습니다. 반복은 12월 31일까지나 6번으로 끝내세요" },
        alarmUnit: Phrase { typed, number in "'\(typed)': \(number) 뒤에 단위를 쓰세요 (\(number)분, \(number)시간)" },
        unreadable: Phrase { "'\($0)': 읽을 수 없는 날짜나 시간입니다. 고치거나, 제목에 두려면 따옴표로 감싸세요 (\"\($0)\")" },
        noLength: Phrase { "'\($0)': 길이가 없습니다" },
        allDayOrTime: Phrase { allDay, time in "'\(allDay)', '\(time)': 일정은 종일이거나 시간이 있습니다. 하나만 남기세요" },
        endNeedsStart: Phrase { "'\($0)': 시작 시간이 필요합니다 (오후 3시부터 5시까지)" },
        lengthNeedsStart: Phrase { "'\($0)': 시작 시간이 필요합니다 (오후 3시 90분)" },
        endsWhenItStarts: Phrase { "'\($0)': 시작과 끝이 같습니다. 시작보다 늦은 끝을 쓰세요" },
        typeTheEvent: "일정을 입력하세요: 제목과, 원하면 날짜나 시간 (내일 오후 3시 점심)",
        giveTheEventATitle: "일정에 제목을 붙이세요: 날짜와 시간 말고 다른 말",
        beforeFirstDay: Phrase { "그날(\($0))은 0001-01-01보다 앞섭니다" },
        pastLastDay: Phrase { "그날(\($0))은 9999-12-31보다 뒤입니다" },
        endsPastLastDay: "9999-12-31보다 뒤에 끝납니다",
        repeatEndsPastLastDay: "반복이 9999-12-31보다 뒤에 끝납니다",
        ambiguousCalendar: Phrase { typed, names in "'\(typed)': \(names.joined(separator: ", ")) 중 어느 캘린더인지 알 수 없습니다. 하나의 이름을 바꾸세요" },
        noCalendars: Phrase { "'\($0)': 그런 캘린더가 없습니다. 일정을 추가할 캘린더가 없습니다" },
        noCalendarNamed: Phrase { name, listed in "'\(name)': 그런 캘린더가 없습니다. 캘린더: \(listed)" },
        twice: Phrase { first, second, part in "'\(first)', '\(second)': \(part) 중복입니다. 하나만 남기세요" },
        parts: .korean
    )
}

extension RefusalPartWords {
    public static let korean = RefusalPartWords(
        day: "날짜", days: "날짜 범위", repeatRule: "반복", time: "시간", endTime: "끝 시간", end: "끝나는 때", length: "길이",
        endOfRepeat: "반복 끝", count: "반복 횟수", alarm: "알림", calendar: "캘린더", zone: "시간대"
    )
}
