import CalendarCore
import InterfaceWords

extension AppState {
    /// The prompts (go to, add, search, the task line), the lists of a
    /// day's events, the edit form's fields, and the status line's questions.
    mutating func prompt(_ action: Action) -> [Effect] {
        switch action {
        case .openGoTo: overlay = .goTo(GoToPrompt())
        case .openSearch: return openSearch()
        case .nextMatch(let direction): nextMatch(direction)
        case .promptInput(let character):
            let before = searchText
            editPrompt(.insert(String(character)))
            return searchEffects(after: before)
        case .promptEdit(let edit):
            let before = searchText
            editPrompt(edit)
            return searchEffects(after: before)
        case .promptHistory(let step): recallPrompt(step)
        case .promptSubmit: return submitPrompt()
        case .nextTarget: nextTarget()
        case .moveChoice(let offset):
            switch overlay {
            case .search: moveSearchSelection(by: offset)
            case .tasks: moveTaskSelection(by: offset)
            default: moveChoice(by: offset)
            }
        case .formField(let step): moveFormFocus(by: step)
        case .pickChoice(let index): return pickChoice(index)
        case .highlightChoice(let index): highlightChoice(index)
        case .answer(let key): return answer(key)
        default: break
        }
        return []
    }

    /// Enter in whichever prompt is open.
    private mutating func submitPrompt() -> [Effect] {
        switch overlay {
        case .eventPrompt(let prompt):
            prompts.eventHistory.remember(prompt.text)
            return submitEventPrompt()
        case .eventForm: return submitEventForm()
        case .search: goToSearchHit()
        case .goTo(let prompt):
            prompts.goToHistory.remember(prompt.text)
            submitGoTo()
        case .tasks: return submitTaskInput()
        default: break
        }
        return []
    }

    // MARK: Go-to prompt

    /// Typing in the go-to or the event prompt: the text and, being
    /// changed, no error any more.
    private mutating func editPrompt(_ edit: LineEdit) {
        var cut = false
        switch overlay {
        case .goTo(var prompt): cut = prompt.edit(edit); overlay = .goTo(prompt)
        case .eventPrompt(var prompt): cut = prompt.edit(edit); overlay = .eventPrompt(prompt)
        case .eventForm(var form): cut = form.edit(edit); overlay = .eventForm(form)
        case .search(var prompt): cut = prompt.edit(edit); overlay = .search(prompt)
        case .tasks(var panel):
            guard var input = panel.input else { break }
            cut = input.edit(edit)
            panel.input = input
            overlay = .tasks(panel)
        default: break
        }
        if cut { message = words.messages.promptCut(PromptLine.maximumLength) }
    }

    /// ↑ ↓ in a prompt: what was entered before in that kind of prompt.
    private mutating func recallPrompt(_ step: Int) {
        switch overlay {
        case .goTo(var prompt): prompt.recall(step, from: prompts.goToHistory); overlay = .goTo(prompt)
        case .eventPrompt(var prompt): prompt.recall(step, from: prompts.eventHistory); overlay = .eventPrompt(prompt)
        default: break
        }
    }

    private mutating func submitGoTo() {
        guard case .goTo(var prompt) = overlay else { return }
        do {
            let input = try DateInput.parse(prompt.text.trimmingSpaces)
            overlay = .none
            switch input {
            case .day(let date): jump(to: date)
            case .month(let month): jump(to: month.clampedDate(day: cursor.day))
            }
        } catch {
            prompt.error = "\(error)"
            overlay = .goTo(prompt)
        }
    }
}

private extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
