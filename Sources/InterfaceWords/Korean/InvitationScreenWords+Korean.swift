extension InvitationScreenWords {
    public static let korean = InvitationScreenWords(
        title: "초대",
        organizer: Phrase { "보낸 사람 \($0)" },
        attendees: Phrase { "받는 사람 \($0)" },
        location: Phrase { "장소 \($0)" },
        overlaps: Phrase { "! 겹침: \($0)" },
        overlapsNothing: "캘린더에 겹치는 일정 없음",
        answer: Phrase { partstat in
            switch partstat {
            case "ACCEPTED": "수락"
            case "TENTATIVE": "미정"
            case "DECLINED": "거절"
            case "NEEDS-ACTION": "답 없음"
            default: "답 \(partstat)"
            }
        },
        keys: "a 수락 · t 미정 · d 거절 · Esc 답하지 않음",
        commentPrompt: "거절하며 남길 말 (Enter 보냄, Esc 돌아감): ",
        answerKeys: "답하기: a 수락 · t 미정 · d 거절 · Esc 나중에",
        notInvited: "이 일정에 내 주소(me)가 초대되어 있지 않습니다",
        chooseToAnswer: "어느 초대에 답할까요? (↑↓ Enter, Esc)",
        noMe: "dal이 내 주소를 모릅니다: 설정에 me = [\"you@example.com\"]을 쓰세요"
    )
}
