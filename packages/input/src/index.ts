export { calendarDay, isCalendarDay } from './calendar-day.ts';
export { emailAddress, emailKey } from './email.ts';
export {
  type CheckedText,
  checkText,
  problemInAnyText,
  TEXT_PROBLEMS,
  type TextKind,
  type TextProblem,
  textOf,
} from './text.ts';
export { usernameKey } from './username-key.ts';
