extension SubscriptionWords {
    public static let korean = SubscriptionWords(
        updated: Phrase { name, bytes in "\(name): 새로 받음 (\(bytes)바이트)" },
        unchanged: Phrase { "\($0): 지난 사본 이후 바뀐 것 없음" },
        failedKeptCopy: Phrase { name, why in "\(name): \(why). 마지막으로 받은 사본을 그대로 씁니다" },
        failedNoCopy: Phrase { name, why in "\(name): \(why). 아직 보여 줄 사본이 없습니다" },
        status: Phrase { "서버가 HTTP \($0)(으)로 응답했습니다" },
        timedOut: Phrase { "\($0)초 안에 응답이 없습니다" },
        tooLarge: Phrase { "캘린더가 \($0) MB보다 큽니다" },
        notICalendar: Phrase { "응답이 iCalendar 파일이 아닙니다 (\($0))" },
        transfer: Phrase { "전송에 실패했습니다 (\($0))" },
        noCurl: Phrase { "curl을 실행할 수 없습니다 (\($0)). curl을 설치하세요" },
        notWritten: Phrase { "사본을 쓸 수 없습니다: \($0)" },
        noSubscriptions: "구독이 없습니다. 설정 파일에 [subscriptions] 이름 = \"https://…/basic.ics\" 처럼 추가하세요",
        unknownName: Phrase { name, known in "\(name)(이)라는 구독이 없습니다 (설정 파일에는 \(known))" },
        noStateFolder: "구독 사본을 둘 홈 폴더가 없습니다 (HOME과 XDG_STATE_HOME이 설정되지 않음)",
        maxTimeRange: "--max-time에는 1에서 600 사이의 초를 쓰세요"
    )
}
