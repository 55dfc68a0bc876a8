extension NextWords {
    public static let korean = NextWords(
        duration: Phrase { minutes in
            let days = minutes / 1440, hours = minutes % 1440 / 60, rest = minutes % 60
            if days > 0 { return hours > 0 ? "\(days)일 \(hours)시간" : "\(days)일" }
            if hours > 0 { return rest > 0 ? "\(hours)시간 \(rest)분" : "\(hours)시간" }
            return "\(rest)분"
        },
        startsIn: Phrase { "(\($0) 후)" },
        onNow: Phrase { "(진행 중, \($0) 남음)" },
        nothingAhead: Phrase { "앞으로 \($0)일 동안 일정 없음" },
        allDay: "종일",
        badWidth: "--width에는 1 이상의 칸 수를 쓰세요",
        noCallLink: Phrase { "\"\($0)\" 일정에는 회의 링크(CONFERENCE, URL, Zoom·Meet·Teams·Webex·Jitsi 링크)가 없습니다" },
        joinIsPlain: "--join은 링크를 열고 출력합니다. --format과 함께 쓸 수 없습니다",
        joinOrWatch: "--join은 링크를 한 번 열고 --watch는 계속 실행합니다. 둘 중 하나만 쓰세요"
    )
}
