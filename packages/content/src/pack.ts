import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { ContentRefusalCode, ContentRefusalParams } from '@koran-kids/protocol/content-refusals';
import { isNode, LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import { checkLesson } from './lesson-check.ts';
import {
  type ContentPack,
  courseSchema,
  dictionarySchema,
  downloadsSchema,
  familiesSchema,
  finalTestSchema,
  type LessonPack,
  lessonSchema,
  notificationsSchema,
  personalDevelopmentsSchema,
  recitationsSchema,
  staffSchema,
  weeklyFactsSchema,
} from './pack-schema.ts';

export type { ContentPack, CoursePack, FamilyPack, LessonPack } from './pack-schema.ts';

/** Why a file is refused, as a code the staff area translates and the parts of its sentence. */
export type Refusal = { code: ContentRefusalCode; params?: ContentRefusalParams };

/**
 * A mistake in a content pack or content file, pointing at the file and line that hold it: the code and its parts
 * for the staff area, the English reason for the command line.
 */
export class ContentPackError extends Error {
  readonly code: ContentRefusalCode;
  readonly params: ContentRefusalParams;

  constructor(
    readonly file: string,
    readonly line: number | null,
    refusal: Refusal,
    readonly reason: string,
  ) {
    super(`${file}${line ? `:${line}` : ''}: ${reason}`);
    this.name = 'ContentPackError';
    this.code = refusal.code;
    this.params = refusal.params ?? {};
  }
}

type LoadedFile<T> = { data: T; lineOf: (path: (string | number)[]) => number | null; file: string };

/** Reads one YAML file and checks it against its schema; a mistake names the file and line. */
function loadFile<T>(folder: string, path: string, schema: z.ZodType<T>): LoadedFile<T> {
  const file = relative(folder, path) || basename(path);
  const lineCounter = new LineCounter();
  const document = parseDocument(readFileSync(path, 'utf8'), { lineCounter, prettyErrors: false });
  const syntaxError = document.errors[0];
  if (syntaxError) {
    const line = lineCounter.linePos(syntaxError.pos[0]).line;
    throw new ContentPackError(file, line, { code: 'yaml-syntax' }, syntaxError.message);
  }
  const lineOf = (path: (string | number)[]) => {
    for (let depth = path.length; depth >= 0; depth--) {
      const node = document.getIn(path.slice(0, depth), true);
      if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line;
    }
    return null;
  };
  const result = schema.safeParse(document.toJS());
  if (!result.success) {
    const issue = result.error.issues[0];
    const issuePath = (issue?.path ?? []).filter((part) => typeof part !== 'symbol');
    const field = issuePath.join('.');
    const isMissing = issue?.code === 'invalid_type' && issue.message.endsWith('received undefined');
    const refusal: Refusal = { code: isMissing ? 'field-missing' : 'field-invalid', params: { field } };
    throw new ContentPackError(file, lineOf(issuePath), refusal, `${field ? `${field}: ` : ''}${issue?.message}`);
  }
  return { data: result.data, lineOf, file };
}

function requireFile(folder: string, name: string): string {
  const path = join(folder, name);
  if (!existsSync(path)) {
    const code = name === 'course.yaml' ? 'not-a-pack' : 'file-missing';
    throw new ContentPackError(name, null, { code }, 'file is missing from the content pack');
  }
  return path;
}

function assertUnique<T>(loaded: LoadedFile<T[]>, identify: (item: T) => string | number, field: string) {
  const seen = new Set<string | number>();
  loaded.data.forEach((item, index) => {
    const value = identify(item);
    if (seen.has(value)) {
      const refusal: Refusal = { code: 'used-twice', params: { field, value } };
      throw new ContentPackError(loaded.file, loaded.lineOf([index]), refusal, `${field} ${value} is used twice`);
    }
    seen.add(value);
  });
}

function loadLessons(folder: string): LessonPack[] {
  const lessonsFolder = join(folder, 'lessons');
  if (!existsSync(lessonsFolder))
    throw new ContentPackError('lessons/', null, { code: 'folder-missing' }, 'folder is missing from the content pack');
  const files = readdirSync(lessonsFolder)
    .filter((name) => name.endsWith('.yaml'))
    .sort();
  if (files.length === 0) throw new ContentPackError('lessons/', null, { code: 'no-lessons' }, 'holds no lesson');
  const sequences = new Map<number, string>();
  return files.map((name) => {
    const loaded = loadFile(folder, join(lessonsFolder, name), lessonSchema);
    const lesson = loaded.data;
    const other = sequences.get(lesson.sequence);
    if (other) {
      throw new ContentPackError(
        loaded.file,
        loaded.lineOf(['sequence']),
        { code: 'sequence-taken', params: { sequence: lesson.sequence, other } },
        `sequence ${lesson.sequence} is also used by ${other}`,
      );
    }
    sequences.set(lesson.sequence, loaded.file);
    const [problem] = checkLesson(lesson).problems;
    if (problem) {
      const refusal: Refusal = { code: 'field-invalid', params: { field: problem.path.join('.') } };
      throw new ContentPackError(loaded.file, loaded.lineOf(problem.path), refusal, problem.message);
    }
    return lesson;
  });
}

/** Alif takes several written forms; every other letter must appear as itself. */
const letterForms: Record<string, string[]> = { ا: ['ا', 'أ', 'إ', 'آ', 'ٱ'] };

/** Reads a content pack folder and checks it whole, before anything is written. */
export function loadContentPack(folder: string): ContentPack {
  if (!existsSync(folder)) {
    throw new ContentPackError(folder, null, { code: 'folder-missing' }, 'content pack folder does not exist');
  }
  const course = loadFile(folder, requireFile(folder, 'course.yaml'), courseSchema).data;
  const lessons = loadLessons(folder);

  const dictionary = loadFile(folder, requireFile(folder, 'dictionary.yaml'), dictionarySchema);
  assertUnique(dictionary, (entry) => entry.character, 'character');
  dictionary.data.forEach((entry, index) => {
    const forms = letterForms[entry.character] ?? [entry.character];
    if (!forms.some((form) => entry.word.includes(form))) {
      throw new ContentPackError(
        dictionary.file,
        dictionary.lineOf([index, 'word']),
        { code: 'letter-missing', params: { letter: entry.character } },
        `word does not hold the letter ${entry.character}`,
      );
    }
  });

  const weeklyFacts = loadFile(folder, requireFile(folder, 'weekly-facts.yaml'), weeklyFactsSchema);
  assertUnique(weeklyFacts, (fact) => fact.sequence, 'sequence');
  const notifications = loadFile(folder, requireFile(folder, 'notifications.yaml'), notificationsSchema);
  assertUnique(notifications, (item) => item.key, 'key');
  const recitations = loadFile(folder, requireFile(folder, 'recitations.yaml'), recitationsSchema);
  assertUnique(recitations, (item) => item.key, 'key');
  const downloads = loadFile(folder, requireFile(folder, 'downloads.yaml'), downloadsSchema);
  assertUnique(downloads, (item) => item.key, 'key');
  const personalDevelopments = loadFile(
    folder,
    requireFile(folder, 'personal-developments.yaml'),
    personalDevelopmentsSchema,
  );
  assertUnique(personalDevelopments, (item) => item.key, 'key');
  const downloadKeys = new Set(downloads.data.map((download) => download.key));
  personalDevelopments.data.forEach((item, index) => {
    if (item.attachment && !downloadKeys.has(item.attachment)) {
      throw new ContentPackError(
        personalDevelopments.file,
        personalDevelopments.lineOf([index, 'attachment']),
        { code: 'attachment-unknown', params: { attachment: item.attachment } },
        `attachment ${item.attachment} is not a download in downloads.yaml`,
      );
    }
  });
  const finalTest = loadFile(folder, requireFile(folder, 'final-test.yaml'), finalTestSchema);
  assertUnique(finalTest, (question) => question.sequence, 'sequence');

  const familiesPath = join(folder, 'families.yaml');
  const families = existsSync(familiesPath) ? loadFile(folder, familiesPath, familiesSchema) : null;
  if (families) {
    assertUnique(families, (family) => family.email.toLowerCase(), 'e-mail');
    const usernames = new Set<string>();
    families.data.forEach((family, familyIndex) => {
      family.children.forEach((child, childIndex) => {
        const username = child.username.toLowerCase();
        if (usernames.has(username)) {
          throw new ContentPackError(
            families.file,
            families.lineOf([familyIndex, 'children', childIndex, 'username']),
            { code: 'used-twice', params: { field: 'username', value: child.username } },
            `username ${child.username} is used twice`,
          );
        }
        usernames.add(username);
      });
    });
  }

  const staffPath = join(folder, 'staff.yaml');
  const staff = existsSync(staffPath) ? loadFile(folder, staffPath, staffSchema) : null;
  if (staff) {
    assertUnique(staff, (member) => member.email.toLowerCase(), 'e-mail');
    const groups = new Set([course.course_group.slug, ...course.other_course_groups.map((group) => group.slug)]);
    staff.data.forEach((member, memberIndex) => {
      member.groups.forEach((group, groupIndex) => {
        if (!groups.has(group)) {
          throw new ContentPackError(
            staff.file,
            staff.lineOf([memberIndex, 'groups', groupIndex]),
            { code: 'group-unknown', params: { group } },
            `group ${group} is not a course group in course.yaml`,
          );
        }
      });
    });
  }

  return {
    folder,
    course,
    lessons,
    dictionary: dictionary.data,
    weeklyFacts: weeklyFacts.data,
    notifications: notifications.data,
    recitations: recitations.data,
    personalDevelopments: personalDevelopments.data,
    downloads: downloads.data,
    finalTest: finalTest.data,
    families: families?.data ?? [],
    staff: staff?.data ?? [],
  };
}
