extension InvitationWords {
    public static let korean = InvitationWords(
        answered: Phrase { partstat in
            switch partstat {
            case "ACCEPTED": "수락"
            case "TENTATIVE": "미정으로 수락"
            case "DECLINED": "거절"
            case "NEEDS-ACTION": "아직 답하지 않음"
            default: "답 \(partstat)"
            }
        },
        subject: Phrase { partstat, title in
            let answer = switch partstat {
            case "ACCEPTED": "수락"
            case "TENTATIVE": "미정"
            default: "거절"
            }
            return "\(answer): \(title)"
        },
        body: Phrase { who, partstat, title, comment in
            let answer = switch partstat {
            case "ACCEPTED": "수락했습니다"
            case "TENTATIVE": "미정으로 수락했습니다"
            default: "거절했습니다"
            }
            return "\(who) 님이 초대 \"\(title)\"을(를) \(answer)." + (comment.isEmpty ? "" : "\n\n\(comment)")
        },
        added: Phrase { title, calendar, answer in "\(title)을(를) \(calendar)에 추가했습니다: \(answer)" },
        joined: Phrase { title, file, answer in "\(title)을(를) 반복 일정(\(file))에 넣었습니다: \(answer)" },
        updated: Phrase { title, file, answer in "\(title)을(를) 새 판으로 바꿨습니다(\(file)): \(answer)" },
        askedAgain: Phrase { title, file in "\(title)을(를) 새 판으로 바꿨습니다(\(file)): 시간이 바뀌어 다시 답을 기다립니다" },
        answeredAgain: Phrase { title, file, answer in "\(title)에 답했습니다(\(file)): \(answer)" },
        cancelled: Phrase { title, file in "\(title)을(를) 취소로 표시했습니다(\(file))" },
        unchanged: Phrase { title, file in "\(title)은(는) 이미 캘린더에 이대로 있습니다(\(file))" },
        outOfDate: Phrase { "\($0): 지난 초대입니다(캘린더에 더 새로운 판이 있음). 아무것도 바꾸지 않았습니다" },
        notInCalendar: Phrase { "\($0)은(는) 캘린더에 없습니다: 취소할 것이 없습니다" },
        title: Phrase { title, instance in "\"\(title)\"" + (instance.map { " (\($0) 회차)" } ?? "") },
        sent: Phrase { to, command in "\(to)에게 답장을 보냈습니다(\(command))" },
        notSent: Phrase { command, how in
            "답장을 보내지 못했습니다: \(command)이(가) \(how). 답은 캘린더에 있으며, 같은 dal invite로 다시 보낼 수 있습니다"
        },
        exited: Phrase { "종료 코드 \($0)로 끝났습니다" },
        killedBy: Phrase { "시그널 \($0)로 끝났습니다" },
        notAnInvitation: Phrase { "METHOD:\($0)이며 초대가 아닙니다: dal은 초대(REQUEST)에 답하고 취소(CANCEL)를 반영합니다. 아무것도 바꾸지 않았습니다" },
        noEvent: "초대에 일정이 없습니다. 아무것도 바꾸지 않았습니다",
        noOrganizer: "초대에 답을 보낼 주최자(ORGANIZER)가 없습니다. 답장을 보려면 --print를 쓰세요. 아무것도 바꾸지 않았습니다",
        notInvited: Phrase { mine, theirs in
            "초대에 내 주소(\(mine))가 없습니다: 받는 사람은 \(theirs)입니다. 그 주소로 답하려면 --me 주소를 쓰세요. 아무것도 바꾸지 않았습니다"
        },
        whoAmI: Phrase { "dal이 내 주소를 모릅니다: 받는 사람은 \($0)입니다. 설정에 me = [\"you@example.com\"]을 쓰거나 --me 주소를 쓰세요. 아무것도 바꾸지 않았습니다" },
        needsSender: "답장을 보낼 방법이 없습니다: 설정에 send-command = \"msmtp -t\"를 쓰거나(docs/invitations.md), --print로 답장을 출력하세요. 아무것도 바꾸지 않았습니다",
        answeredNotSent: "답은 캘린더에 썼지만 답장은 보내지 않았습니다: 설정에 send-command = \"msmtp -t\"를 쓰세요(docs/invitations.md)",
        filedUnanswered: Phrase { "답(--accept, --tentative, --decline)이 없어 \($0)에 답을 기다리는 일정으로 넣었습니다. 답장은 보내지 않았습니다" },
        cancelTakesNoAnswer: "취소에는 답하지 않습니다: 준 답은 쓰지 않습니다",
        answerAs: Phrase { "초대에 내 주소가 없습니다. 어느 주소로 답할까요?\n\($0)\n번호 (Enter: 답하지 않음): " },
        notAnswered: "답하지 않았습니다. 아무것도 바꾸지 않았습니다",
        noteAskedAgain: "캘린더에 있는 일정의 새 판입니다: 답한 뒤 시간이 바뀌어 다시 묻습니다.",
        noteUpdated: Phrase { "캘린더에 있는 일정의 새 판입니다. 다른 답을 하지 않으면 답은 그대로(\($0))입니다." },
        noteAnswered: Phrase { "이미 캘린더에 있습니다: \($0)(으)로 답했습니다." },
        takesAddress: "ann@example.com 같은 전자우편 주소",
        noSuchCalendar: Phrase { "invitations = '\($0)': dal이 쓰는 캘린더 중 그런 이름이 없습니다(있는 것: \($1))" },
        noCalendar: "초대를 넣을 캘린더가 없습니다: --calendar 폴더로 지정하세요"
    )
}
