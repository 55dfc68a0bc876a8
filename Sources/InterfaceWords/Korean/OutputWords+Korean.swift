import CalendarCore

// 한국어 낱말: 직역하지 않고 한국 달력 앱이 쓰는 말로 (일정, 할 일, 알림, 빈 시간, 종일).
extension OutputWords {
    public static let korean = OutputWords(
        allDay: "종일",
        // "09:00-10:00"과 같은 너비(11칸): 한글은 두 칸씩.
        allDayColumn: "종일       ",
        repeats: "(반복)",
        nothingFound: Phrase { "\"\($0)\"에 맞는 일정이 없습니다" },
        freeDay: Phrase { "\($0) (\(KoreanNames.shortWeekdays[$1]))" },
        length: Phrase { minutes in
            if minutes % 1440 == 0, minutes > 0 { return "\(minutes / 1440)일" }
            let (hours, rest) = (minutes / 60, minutes % 60)
            return [hours > 0 ? "\(hours)시간" : nil, rest > 0 || hours == 0 ? "\(rest)분" : nil].compactMap { $0 }.joined(separator: " ")
        },
        noFreeTime: Phrase { "\($1)부터 \($2)까지 \($0) 이상 빈 시간이 없습니다" },
        declinedAttendees: Phrase { "참석자가 거절한 일정이 \($0)개 있습니다. "
            + "내가 거절한 일정을 빈 시간으로 치려면 --me로 내 주소를 주세요" },
        noTaskNumbered: Phrase { "번호가 \($0)인 열린 할 일이 없습니다(dal todo list로 할 일마다 번호를 볼 수 있습니다)" },
        noTaskMatches: Phrase { "\"\($0)\"에 맞는 열린 할 일이 없습니다(dal todo list로 번호를 볼 수 있습니다)" },
        manyTasksMatch: Phrase { "\"\($1)\"에 맞는 열린 할 일이 \($0)개입니다. dal todo list에서 번호를 찾아 주세요" },
        noCalendarForTasks: "할 일을 쓸 캘린더가 없습니다. --calendar FOLDER로 지정하세요",
        taskAdded: Phrase { "할 일을 추가했습니다: \"\($0)\" (\($1))" },
        taskCompleted: Phrase { "할 일을 완료했습니다: \"\($0)\"" },
        taskCompletedWithNext: Phrase { "할 일을 완료했습니다: \"\($0)\". 다음 할 일은 \($1)에 있습니다" },
        taskDeleted: Phrase { "할 일을 삭제했습니다: \"\($0)\"" },
        anotherRemindRuns: Phrase { "다른 dal remind가 \($0)에서 실행 중입니다. 알림은 그쪽에 맡깁니다" },
        stateNotAFile: Phrase { "\($0): 링크이거나 일반 파일이 아닙니다. dal이 쓴 알림 상태 파일이 아니므로 바꾸지 않습니다. "
            + "--state로 다른 파일을 지정하세요" },
        stateNotDals: Phrase { "\($0): dal이 쓴 알림 상태 파일이 아니므로 바꾸지 않습니다. --state로 다른 파일을 지정하거나 "
            + "이 파일을 옮기세요" },
        stateTorn: Phrase { "\($0): dal이 쓴 상태 파일이 중간에 잘렸습니다. 처음부터 다시 시작하므로 마지막 유예 시간 안의 "
            + "알림만 울릴 수 있습니다" },
        alarmsNotKept: Phrase { "울린 알림을 \($0)에 기록하지 못했습니다(\($1)). 다음 실행 때 같은 알림이 다시 울릴 수 있습니다. "
            + "폴더에 쓸 수 있게 하거나 --state로 다른 파일을 지정하세요." },
        remindCannotWait: "dal remind: 알림을 기다리는 데 필요한 Linux의 timerfd와 signalfd를 이 시스템이 거부했습니다",
        missedAt: Phrase { "놓친 알림(\($0))" },
        missedAlarms: Phrase { "dal이 실행되지 않는 동안 알림 \($0)개가 울렸습니다" },
        andMore: Phrase { "외 \($0)개" },
        noNotifySend: "데스크톱 세션 버스는 있지만 notify-send(데비안의 libnotify-bin)가 없어 알림을 출력으로 대신합니다. "
            + "notify-send를 설치하거나 --notify-command를 지정하세요",
        notifierHung: Phrase { "\($0): \($1). 알림은 전달된 것으로 칩니다" },
        notifierFailed: Phrase { "\($0): \($1 > 0 ? "종료 코드 \($1)로 끝났습니다" : "강제로 종료되었습니다"). 알림을 출력으로 대신합니다" },
        notifierDidNotStart: Phrase { "\($0): 시작하지 못했습니다(\($1)). 알림을 출력으로 대신합니다" }
    )
}
