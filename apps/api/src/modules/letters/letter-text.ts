import { translate } from '@koran-kids/i18n';
import { escapeHtml } from '../../escape-html.ts';
import type { ChildAssignment } from '../homework/homework.service.ts';
import type { ChildWeek, LetterParent } from './weekly-letter.service.ts';

// The weekly letter as plain text and as simple HTML, in the parent's language. It holds the course's words, the
// teacher's notes and the children's names as their parents wrote them; never a text a child wrote.

export type Letter = { to: string; subject: string; text: string; html: string; unsubscribeUrl: string };

const formattedDay = (language: LetterParent['language'], day: string) =>
  new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

function homeworkLine(language: LetterParent['language'], assignment: ChildAssignment) {
  const say = (key: string, values: Record<string, string> = {}) => translate(language, 'letters', key, values);
  const task = translate(language, 'homework', `tasks.${assignment.task}`, { lesson: assignment.lessonName[language] });
  const line = say('homework', { task, due: formattedDay(language, assignment.dueOn) });
  const { handIn } = assignment;
  if (!handIn) return `${line}: ${say('not-handed-in')}.`;
  const handedIn = say(handIn.kind === 'RECORDING' ? 'handed-in-recording' : 'handed-in-together');
  if (handIn.stars === null) return `${line}: ${handedIn}.`;
  const graded = say('graded', {
    teacher: handIn.teacherName ?? say('the-teacher'),
    stars: String(handIn.stars),
    note: handIn.teacherNote ?? '',
  });
  return `${line}: ${handedIn}. ${graded}`;
}

function revisionLine(say: (key: string, values?: Record<string, string>) => string, child: ChildWeek) {
  if (child.passagesKept === 0) return say('no-passages');
  const revised = child.revisions > 0 ? say('revisions', { count: String(child.revisions) }) : say('no-revisions');
  return `${revised} ${say('passages', { count: String(child.passagesKept) })}`;
}

/** A child's part of the letter: a line each for lessons, revision and every homework, then the link to the child. */
function childLines(language: LetterParent['language'], child: ChildWeek, publicUrl: string) {
  const say = (key: string, values: Record<string, string> = {}) => translate(language, 'letters', key, values);
  return {
    lines: [
      child.lessonsDone.length > 0
        ? say('lessons-done', { lessons: child.lessonsDone.map((name) => name[language]).join(', ') })
        : say('no-lessons'),
      revisionLine(say, child),
      ...child.homework.map((assignment) => homeworkLine(language, assignment)),
    ],
    link: { text: say('link', { name: child.name }), url: `${publicUrl}/parent/profiles/child?child=${child.id}` },
  };
}

export function weeklyLetter(parent: LetterParent, children: ChildWeek[], publicUrl: string): Letter {
  const { language } = parent;
  const say = (key: string, values: Record<string, string> = {}) => translate(language, 'letters', key, values);
  const unsubscribeUrl = `${publicUrl}/letters/unsubscribe?token=${parent.token}`;
  const greeting = parent.firstName ? say('greeting', { name: parent.firstName }) : say('greeting-anonymous');
  const parts = children.map((child) => ({ child, ...childLines(language, child, publicUrl) }));
  const names = new Intl.ListFormat(language, { type: 'conjunction' }).format(children.map((child) => child.name));
  const text = [
    greeting,
    '',
    say('intro'),
    ...parts.flatMap(({ child, lines, link }) => [
      '',
      child.name,
      ...lines.map((line) => `- ${line}`),
      `${link.text}: ${link.url}`,
    ]),
    '',
    say('footer'),
    `${say('unsubscribe')}: ${unsubscribeUrl}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(say('intro'))}</p>`,
    ...parts.map(
      ({ child, lines, link }) =>
        `<h2>${escapeHtml(child.name)}</h2><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
        `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.text)}</a></p>`,
    ),
    `<p>${escapeHtml(say('footer'))}<br><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(say('unsubscribe'))}</a></p>`,
  ].join('\n');
  return { to: parent.email, subject: say('subject', { names }), text, html, unsubscribeUrl };
}
