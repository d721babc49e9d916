import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { isNode, LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { readSurah } from './quran.ts';

/** A mistake in a content pack, pointing at the file and line that hold it. */
export class ContentPackError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | null,
    readonly reason: string,
  ) {
    super(`${file}${line ? `:${line}` : ''}: ${reason}`);
    this.name = 'ContentPackError';
  }
}

const text = z.string().trim().min(1, 'must not be empty');
const bilingual = z.strictObject({ nl: text, en: text });
const vimeoUrl = z
  .string()
  .regex(/^https:\/\/(player\.)?vimeo\.com\/.+/, 'must be a https://vimeo.com/… address')
  .nullable()
  .default(null);
const key = z.string().regex(/^[a-z0-9-]+$/, 'must hold only a-z, 0-9 and -');
const isoDateTime = z.coerce.date();

const courseSchema = z.strictObject({
  slug: key,
  name: bilingual,
  course_type: z.string().regex(/^[A-Z_]+$/),
  max_profiles_count: z.number().int().min(1).max(12),
  semi_stream: z.boolean().default(false),
  has_achievements: z.boolean().default(true),
  course_group: z.strictObject({ slug: key, name: bilingual }),
  introduction: z.strictObject({ title: bilingual, text: bilingual, vimeo_url: vimeoUrl }),
});

const quizQuestionSchema = z
  .strictObject({
    question: bilingual,
    options: z.array(bilingual).min(2).max(4),
    answer: z.number().int().min(0),
  })
  .refine((question) => question.answer < question.options.length, {
    message: 'answer must be the index of one of the options',
    path: ['answer'],
  });

const lessonSchema = z.strictObject({
  sequence: z.number().int().min(1),
  surah: z.number().int().min(1).max(114),
  name: bilingual,
  label: bilingual,
  description: bilingual,
  content: bilingual,
  tips: bilingual,
  vimeo_url: vimeoUrl,
  /** Optional: per verse, in order, a pronunciation a child can read (Tanzil's transliteration is the fallback). */
  pronunciation: z.array(bilingual).optional(),
  words: z.array(z.strictObject({ word: text, meaning: bilingual })).min(5, 'a lesson needs at least 5 words'),
  quiz: z.array(quizQuestionSchema).min(4, 'a quiz needs at least 4 questions'),
});

const dictionarySchema = z
  .array(z.strictObject({ character: z.string().length(1), name: bilingual, word: text, meaning: bilingual }))
  .min(1);
const weeklyFactsSchema = z.array(z.strictObject({ sequence: z.number().int().min(1), message: bilingual })).min(1);
const notificationsSchema = z.array(
  z.strictObject({ key, created_at: isoDateTime, title: bilingual, description: bilingual }),
);
const recitationsSchema = z.array(
  z.strictObject({ key, surah: z.number().int().min(1).max(114), title: bilingual, vimeo_url: vimeoUrl }),
);
const personalDevelopmentsSchema = z.array(
  z.strictObject({
    key,
    chapter: z.number().int().min(1),
    title: bilingual,
    subtitle: bilingual,
    text: bilingual,
    vimeo_url: vimeoUrl,
    attachment: key.optional(),
  }),
);
const downloadsSchema = z.array(
  z.strictObject({
    key,
    created_at: isoDateTime,
    filename: z.strictObject({
      nl: z.string().regex(/^[a-z0-9-]+\.pdf$/),
      en: z.string().regex(/^[a-z0-9-]+\.pdf$/),
    }),
    title: bilingual,
    intro: bilingual,
    exercises: z.array(bilingual).min(1),
  }),
);
const finalTestSchema = z.array(
  z.strictObject({ sequence: z.number().int().min(1), question: bilingual, answer: bilingual }),
);
const familiesSchema = z.array(
  z.strictObject({
    email: z.email(),
    password: z.string().min(8),
    first_name: text,
    last_name: text,
    relation_to_kid: text,
    pincode: z.number().int().min(1000).max(999999),
    subscription: z.strictObject({ starts_in_days: z.number().int(), ends_in_days: z.number().int() }),
    /** A WooCommerce order the subscription came from; its billing holds the contact details. */
    shop_order: z
      .strictObject({
        id: z.number().int().positive(),
        address: text,
        postcode: text,
        city: text,
        phone: text,
      })
      .optional(),
    children: z
      .array(
        z.strictObject({
          username: z.string().regex(/^[A-Za-z0-9_.-]{3,30}$/),
          name: text,
          gender: z.enum(['boy', 'girl']),
          date_of_birth: z.iso.date(),
          avatar: key,
          open_profile: z.boolean().default(false),
        }),
      )
      .max(4),
  }),
);

export type CoursePack = z.infer<typeof courseSchema>;
export type LessonPack = z.infer<typeof lessonSchema>;
export type FamilyPack = z.infer<typeof familiesSchema>[number];

export type ContentPack = {
  folder: string;
  course: CoursePack;
  lessons: LessonPack[];
  dictionary: z.infer<typeof dictionarySchema>;
  weeklyFacts: z.infer<typeof weeklyFactsSchema>;
  notifications: z.infer<typeof notificationsSchema>;
  recitations: z.infer<typeof recitationsSchema>;
  personalDevelopments: z.infer<typeof personalDevelopmentsSchema>;
  downloads: z.infer<typeof downloadsSchema>;
  finalTest: z.infer<typeof finalTestSchema>;
  families: FamilyPack[];
};

type LoadedFile<T> = { data: T; lineOf: (path: (string | number)[]) => number | null; file: string };

/** Reads one YAML file and checks it against its schema; a mistake names the file and line. */
function loadFile<T>(folder: string, path: string, schema: z.ZodType<T>): LoadedFile<T> {
  const file = relative(folder, path) || basename(path);
  const lineCounter = new LineCounter();
  const document = parseDocument(readFileSync(path, 'utf8'), { lineCounter, prettyErrors: false });
  const syntaxError = document.errors[0];
  if (syntaxError) {
    throw new ContentPackError(file, lineCounter.linePos(syntaxError.pos[0]).line, syntaxError.message);
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
    const where = issuePath.length ? `${issuePath.join('.')}: ` : '';
    throw new ContentPackError(file, lineOf(issuePath), `${where}${issue?.message ?? 'invalid'}`);
  }
  return { data: result.data, lineOf, file };
}

function requireFile(folder: string, name: string): string {
  const path = join(folder, name);
  if (!existsSync(path)) throw new ContentPackError(name, null, 'file is missing from the content pack');
  return path;
}

function assertUnique<T>(loaded: LoadedFile<T[]>, identify: (item: T) => string | number, what: string) {
  const seen = new Set<string | number>();
  loaded.data.forEach((item, index) => {
    const value = identify(item);
    if (seen.has(value))
      throw new ContentPackError(loaded.file, loaded.lineOf([index]), `${what} ${value} is used twice`);
    seen.add(value);
  });
}

/** Tokens of the surah's Arabic verses, as a word must stand in them. */
function surahTokens(surah: number): Set<string> {
  return new Set(readSurah(surah).verses.flatMap((verse) => verse.text.split(/\s+/)));
}

function loadLessons(folder: string): LessonPack[] {
  const lessonsFolder = join(folder, 'lessons');
  if (!existsSync(lessonsFolder))
    throw new ContentPackError('lessons/', null, 'folder is missing from the content pack');
  const files = readdirSync(lessonsFolder)
    .filter((name) => name.endsWith('.yaml'))
    .sort();
  if (files.length === 0) throw new ContentPackError('lessons/', null, 'holds no lesson');
  const sequences = new Map<number, string>();
  return files.map((name) => {
    const loaded = loadFile(folder, join(lessonsFolder, name), lessonSchema);
    const lesson = loaded.data;
    const other = sequences.get(lesson.sequence);
    if (other) {
      throw new ContentPackError(
        loaded.file,
        loaded.lineOf(['sequence']),
        `sequence ${lesson.sequence} is also used by ${other}`,
      );
    }
    sequences.set(lesson.sequence, loaded.file);
    const verseCount = readSurah(lesson.surah).verses.length;
    if (lesson.pronunciation && lesson.pronunciation.length !== verseCount) {
      throw new ContentPackError(
        loaded.file,
        loaded.lineOf(['pronunciation']),
        `pronunciation has ${lesson.pronunciation.length} lines; surah ${lesson.surah} has ${verseCount} verses`,
      );
    }
    const tokens = surahTokens(lesson.surah);
    lesson.words.forEach((word, index) => {
      if (!tokens.has(word.word)) {
        throw new ContentPackError(
          loaded.file,
          loaded.lineOf(['words', index, 'word']),
          `word "${word.word}" does not stand in the verses of surah ${lesson.surah}`,
        );
      }
    });
    return lesson;
  });
}

/** Alif takes several written forms; every other letter must appear as itself. */
const letterForms: Record<string, string[]> = { ا: ['ا', 'أ', 'إ', 'آ', 'ٱ'] };

/** Reads a content pack folder and checks it whole, before anything is written. */
export function loadContentPack(folder: string): ContentPack {
  if (!existsSync(folder)) throw new ContentPackError(folder, null, 'content pack folder does not exist');
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
            `username ${child.username} is used twice`,
          );
        }
        usernames.add(username);
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
  };
}
