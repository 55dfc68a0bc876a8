// 할 일 패널: 할 일, 하위 할 일, 기한, 완료.
extension TaskPanelWords {
    public static let korean = TaskPanelWords(
        title: Phrase { "할 일 · \($0)개 남음" },
        doneShown: " · 완료 포함",
        noTasks: "할 일이 없습니다",
        noOpenTasks: "남은 할 일이 없습니다",
        inputHint: "제목, 그리고 기한이 있으면 날짜나 시간: 엄마께 전화 금 오후 5시",
        changesToTask: "할 일 변경",
        addsSubtask: Phrase { "\"\($0)\"의 하위 할 일 추가" },
        addsTask: "할 일 추가",
        due: Phrase { "기한 \($0)" },
        noDue: "기한 없음",
        inCalendar: Phrase { ", \($0) 캘린더" },
        preview: Phrase { verb, due, title in "Enter로 \"\(title)\" \(verb) (\(due))" },
        inputKeys: "Enter 저장 · Esc 취소",
        keysShowingDone: "a 추가 · A 하위 할 일 · e 변경 · x 완료/되살리기 · d 삭제 · u 실행 취소 · U 다시 실행 · c 완료 숨기기 · Enter: 그날로 · Esc 닫기",
        keysHidingDone: "a 추가 · A 하위 할 일 · e 변경 · x 완료/되살리기 · d 삭제 · u 실행 취소 · U 다시 실행 · c 완료 보기 · Enter: 그날로 · Esc 닫기",
        noDueDay: Phrase { "\"\($0)\"은(는) 기한이 없습니다" },
        noTasksAddOne: "할 일이 없습니다: a로 추가",
        noOpenTasksAddOne: "남은 할 일이 없습니다: a로 추가, c로 완료한 할 일 보기",
        readOnlyTask: Phrase { title, calendar in "\"\(title)\"은(는) dal이 읽기만 하는 \(calendar)에 있습니다 (바꾸려면 --calendar FOLDER)" },
        staysInCalendar: Phrase { typed, calendar in "'#\(typed)': 할 일은 여기서 제 캘린더(\(calendar))에 남습니다. # 낱말을 빼세요" },
        dueBeforeStart: Phrase { due, start in "기한 \(due)이(가) 시작(\(start))보다 앞섭니다. 기한은 시작 뒤여야 합니다" },
        noTaskToAddUnder: "하위 할 일을 넣을 할 일이 없습니다: a는 할 일, A는 고른 할 일의 하위 할 일 추가",
        subtaskInReadOnly: Phrase { title, calendar in
            "\"\(title)\"은(는) dal이 읽기만 하는 \(calendar)에 있어 하위 할 일을 추가할 수 없습니다"
        },
        subtaskInParentsCalendar: Phrase { typed, calendar in
            "'#\(typed)': 하위 할 일은 상위 할 일의 캘린더(\(calendar))에 들어갑니다. # 낱말을 빼세요"
        },
        notForTasks: Phrase { "'\($0)': 여기서 할 일은 제목과 기한(날짜나 시간)만 받습니다. 반복, 길이, 알림, 시간대는 쓰지 않습니다" },
        dueIsASpan: Phrase { "'\($0)': 할 일의 기한은 하루나 한 시각입니다. 기간 말고 기한을 쓰세요" },
        typeTheTask: "할 일을 입력하세요: 제목과, 원하면 날짜나 시간 (엄마께 전화 금 오후 5시)",
        giveTheTaskATitle: "할 일에 제목을 붙이세요: 날짜와 시간 말고 다른 말"
    )
}
