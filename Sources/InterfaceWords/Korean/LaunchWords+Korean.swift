// 한국어 낱말: 직역하지 않고 한국 소프트웨어가 쓰는 말로.
extension LaunchWords {
    public static let korean = LaunchWords(
        noTerminal: Phrase { "화면을 그릴 터미널이 없습니다(/dev/tty: \($0)). 전체 화면 달력은 터미널에서만 열 수 있습니다. "
            + "스크립트나 파이프에서는 `dal print`를 쓰세요." },
        termUnset: "TERM이 설정되지 않아 터미널의 기능을 알 수 없습니다. TERM을 설정하거나(예: TERM=xterm-256color) `dal print`를 쓰세요.",
        unknownTerminal: Phrase { "터미널 종류 '\($0)'이(가) terminfo 데이터베이스에 없습니다. TERM을 아는 종류로 설정하거나"
            + "(예: xterm-256color) `dal print`를 쓰세요." },
        cannotAddressCursor: Phrase { "터미널 종류 '\($0)'은(는) 커서를 옮길 수 없어 전체 화면을 그릴 수 없습니다. TERM을 쓰고 있는 "
            + "터미널의 종류로 설정하거나(예: xterm-256color) `dal print`를 쓰세요." },
        cannotStart: Phrase { "전체 화면을 시작하지 못했습니다(\($0)). 대신 `dal print`를 쓰세요." },
        storeNotWritten: "저장 파일에 쓸 수 없었습니다",
        storeReadOnly: Phrase { "바꾼 내용을 저장하지 않습니다: 저장 파일 \($0)은(는) 읽기 전용입니다: \($1)" },
        storeProtected: Phrase { "파일이 읽기 전용입니다(권한 \($0)). 바꾼 내용을 남기려면 쓸 수 있게 하세요(chmod u+w)" },
        storeNotLoaded: Phrase { "읽지 못했습니다: \($0)" },
        selectionsKeptAside: Phrase { "선택한 날짜와 태그를 저장하지 못했습니다(\($0)). \($1)에 따로 보관했습니다. "
            + "`dal --store \($1)`로 열거나, \($2)에 쓸 수 있게 되면 그 위에 복사하세요." },
        selectionsNotKept: Phrase { "선택한 날짜와 태그를 저장하지 못했고(\($0)) 복구 파일도 쓰지 못했습니다. "
            + "저장 형식으로 여기에 남깁니다:\n\($1)" },
        taskNumbersForeign: Phrase { "\($0): dal이 쓴 할 일 번호 파일이 아닙니다. 건드리지 않았고 번호는 저장하지 않습니다"
            + "(파일을 다른 곳으로 옮기세요)" },
        taskNumbersNotKept: Phrase { "할 일 번호를 \($0)에 저장하지 못했습니다(\($1)). 다음 목록에서 번호가 새로 매겨질 수 있습니다" }
    )
}
