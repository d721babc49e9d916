import { createHash, randomBytes, scryptSync } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Db, Tx } from '@koran-kids/db';
import {
  accomplishedAchievements,
  achievements,
  type Bilingual,
  CONTENT_KINDS,
  type ContentKind,
  courseGroups,
  courses,
  devAccounts,
  dictionaryWords,
  FINAL_STEPS,
  finalTestQuestions,
  lessons,
  lessonUnlockKeys,
  libraryDownloads,
  libraryDownloadsAttachments,
  notifications,
  personalDevelopments,
  recitations,
  subscriptionConfigs,
  subscriptions,
  unlockables,
  userLessonProgresses,
  users,
  usersChildren,
  verses,
  weeklyFacts,
  words,
  wpOrders,
} from '@koran-kids/db/schema';
import { usernameKey } from '@koran-kids/input';
import { and, eq, gt, isNull, notInArray, sql } from 'drizzle-orm';
import { type ContentPack, ContentPackError, type FamilyPack, loadContentPack } from './pack.ts';
import { readSurah } from './quran.ts';
import type { FileStorage } from './storage.ts';
import { renderWorksheet } from './worksheet.ts';

export const DEVELOPMENT_ISSUER = 'development';

export type ImportOptions = {
  /** A Dutch verse translation in Tanzil's `sura|aya|text` format. */
  dutchTranslationFile?: string;
  /** A folder of verse recitations named `SSSAAA.mp3`. */
  recitationsFolder?: string;
  /** Told each step as it is done. */
  report?: (message: string) => void;
  /** The day subscriptions of demo families are counted from. */
  today?: Date;
  /** Whether to import families.yaml (only useful with the development sign-in). */
  includeFamilies?: boolean;
};

export type ImportSummary = { courseId: number; lessons: number; verses: number; families: number };

const ACHIEVEMENT_TITLES: Record<ContentKind, Bilingual> = {
  LESSON: { nl: 'Les bekeken', en: 'Watched the lesson' },
  SOERAH: { nl: 'Soera geleerd', en: 'Learned the surah' },
  TRANSLATION: { nl: 'Vertaling geleerd', en: 'Learned the translation' },
  DICTIONARY: { nl: 'Woorden gekend', en: 'Knows the words' },
  QUIZ: { nl: 'Quiz gespeeld', en: 'Played the quiz' },
};

const verseKey = (surah: number, ayah: number) => `${surah}:${ayah}`;
const shortHash = (bytes: string | Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** Reads a Dutch translation in Tanzil's `sura|aya|text` format; a bad line is refused with its number. */
export function readTanzilTranslation(path: string): Map<string, string> {
  const file = basename(path);
  if (!existsSync(path)) throw new ContentPackError(file, null, 'translation file does not exist');
  const translation = new Map<string, string>();
  readFileSync(path, 'utf8')
    .split(/\r?\n/)
    .forEach((line, index) => {
      if (line.trim() === '' || line.startsWith('#')) return;
      const match = /^(\d{1,3})\|(\d{1,3})\|(.+)$/.exec(line);
      const surah = Number(match?.[1]);
      if (!match || surah < 1 || surah > 114) {
        throw new ContentPackError(file, index + 1, 'line is not in the form sura|aya|text');
      }
      translation.set(verseKey(surah, Number(match[2])), match[3]?.trim() ?? '');
    });
  return translation;
}

/** Recitation files named as EveryAyah does (`SSSAAA.mp3`), by verse. */
function readRecitationFolder(folder: string): Map<string, string> {
  if (!existsSync(folder)) throw new ContentPackError(basename(folder), null, 'recitations folder does not exist');
  const files = new Map<string, string>();
  for (const name of readdirSync(folder)) {
    const match = /^(\d{3})(\d{3})\.mp3$/i.exec(name);
    if (match) files.set(verseKey(Number(match[1]), Number(match[2])), join(folder, name));
  }
  return files;
}

export function hashDevPassword(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, 32).toString('hex')}`;
}

const addDays = (day: Date, days: number) => {
  const result = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  result.setUTCDate(result.getUTCDate() + days);
  return result.toISOString().slice(0, 10);
};

type Files = { storage: FileStorage; pending: Map<string, Uint8Array> };

/** Remembers a file to store; files are written before the transaction commits, named by content. */
function stageFile(files: Files, key: string, bytes: Uint8Array) {
  files.pending.set(key, bytes);
}

async function importCourse(tx: Tx, pack: ContentPack) {
  const { course } = pack;
  const values = {
    slug: course.slug,
    name: course.name,
    courseType: course.course_type,
    maxProfilesCount: course.max_profiles_count,
    semiStream: course.semi_stream,
    hasAchievements: course.has_achievements,
    introduction: {
      title: course.introduction.title,
      text: course.introduction.text,
      vimeoUrl: course.introduction.vimeo_url,
    },
  };
  const [row] = await tx
    .insert(courses)
    .values(values)
    .onConflictDoUpdate({ target: courses.slug, set: values })
    .returning({ id: courses.id });
  if (!row) throw new Error('course was not written');
  const group = { courseId: row.id, slug: course.course_group.slug, name: course.course_group.name };
  const [groupRow] = await tx
    .insert(courseGroups)
    .values(group)
    .onConflictDoUpdate({ target: courseGroups.slug, set: group })
    .returning({ id: courseGroups.id });
  if (!groupRow) throw new Error('course group was not written');
  await tx
    .insert(unlockables)
    .values(FINAL_STEPS.map((type, index) => ({ type, sequence: index + 1 })))
    .onConflictDoNothing();
  return { courseId: row.id, courseGroupId: groupRow.id };
}

async function importLessons(
  tx: Tx,
  pack: ContentPack,
  courseId: number,
  dutch: Map<string, string> | null,
  recitationFiles: Map<string, string> | null,
  files: Files,
) {
  let verseCount = 0;
  for (const lesson of pack.lessons) {
    const values = {
      courseId,
      sequence: lesson.sequence,
      lessonNumber: lesson.sequence,
      surahNumber: lesson.surah,
      name: lesson.name,
      label: lesson.label,
      description: lesson.description,
      content: lesson.content,
      tips: lesson.tips,
      quiz: lesson.quiz,
      vimeoUrl: lesson.vimeo_url,
      published: true,
      // Every lesson after the first waits for its parent (DECISIONS: Locks and unlocking).
      locked: lesson.sequence > 1,
    };
    const [row] = await tx
      .insert(lessons)
      .values(values)
      .onConflictDoUpdate({ target: [lessons.courseId, lessons.sequence], set: values })
      .returning({
        id: lessons.id,
        hasVideo: sql<boolean>`${lessons.vimeoUrl} is not null or ${lessons.videoKey} is not null`,
      });
    if (!row) throw new Error('lesson was not written');

    const surah = readSurah(lesson.surah);
    const verseRows = surah.verses.map((verse, index) => {
      const key = verseKey(lesson.surah, verse.id);
      const recitation = recitationFiles?.get(key);
      let attachmentKey: string | null = null;
      let attachmentFilename: string | null = null;
      if (recitation) {
        const bytes = readFileSync(recitation);
        attachmentFilename = basename(recitation).toLowerCase();
        attachmentKey = `recitations/${shortHash(bytes)}/${attachmentFilename}`;
        stageFile(files, attachmentKey, bytes);
      }
      const nl = dutch?.get(key);
      return {
        lessonId: row.id,
        sequence: index + 1,
        surahNumber: lesson.surah,
        ayahNumber: verse.id,
        verse: verse.text,
        pronunciation: verse.transliteration,
        simplePronunciation: lesson.pronunciation?.[index] ?? null,
        translation: nl ? { en: verse.translation, nl } : { en: verse.translation },
        attachmentKey,
        attachmentFilename,
      };
    });
    await tx
      .insert(verses)
      .values(verseRows)
      .onConflictDoUpdate({
        target: [verses.lessonId, verses.sequence],
        set: {
          surahNumber: sql`excluded.surah_number`,
          ayahNumber: sql`excluded.ayah_number`,
          verse: sql`excluded.verse`,
          pronunciation: sql`excluded.pronunciation`,
          simplePronunciation: sql`excluded.simple_pronunciation`,
          // A Dutch translation or recitation imported earlier stays when this import brings none.
          translation: sql`${verses.translation} || excluded.translation`,
          attachmentKey: sql`coalesce(excluded.attachment_key, ${verses.attachmentKey})`,
          attachmentFilename: sql`coalesce(excluded.attachment_filename, ${verses.attachmentFilename})`,
        },
      });
    await tx.delete(verses).where(and(eq(verses.lessonId, row.id), gt(verses.sequence, verseRows.length)));
    verseCount += verseRows.length;

    const wordRows = lesson.words.map((word, index) => ({
      lessonId: row.id,
      sequence: index + 1,
      word: word.word,
      meaning: word.meaning,
    }));
    await tx
      .insert(words)
      .values(wordRows)
      .onConflictDoUpdate({
        target: [words.lessonId, words.sequence],
        set: { word: sql`excluded.word`, meaning: sql`excluded.meaning` },
      });
    await tx.delete(words).where(and(eq(words.lessonId, row.id), gt(words.sequence, wordRows.length)));

    // A lesson's tasks are its achievements: watching the lesson is one only where there is a video to watch.
    const taskKinds = CONTENT_KINDS.filter((kind) => kind !== 'LESSON' || row.hasVideo);
    await tx
      .insert(achievements)
      .values(taskKinds.map((type) => ({ lessonId: row.id, achievementType: type, title: ACHIEVEMENT_TITLES[type] })))
      .onConflictDoUpdate({
        target: [achievements.lessonId, achievements.achievementType],
        set: { title: sql`excluded.title` },
      });
    await tx
      .delete(achievements)
      .where(and(eq(achievements.lessonId, row.id), notInArray(achievements.achievementType, taskKinds)));
    await settleProgress(tx, row.id);
  }
  return verseCount;
}

/**
 * After a lesson's tasks changed (a video added or taken away), the progress stored for it follows: percentage
 * from the tasks done of the tasks there are now, and finished once every one is done. Never backwards.
 */
async function settleProgress(tx: Tx, lessonId: number) {
  const done = sql`(select count(*) from ${accomplishedAchievements} aa join ${achievements} a on a.id = aa.achievement_id
    where a.lesson_id = ${lessonId} and aa.user_child_id = p.users_child_id)`;
  await tx.execute(sql`
    update ${userLessonProgresses} p
       set percentage = greatest(p.percentage, least(100, round(100.0 * ${done} / tasks.count))),
           finished = p.finished or ${done} >= tasks.count
      from (select count(*) as count from ${achievements} where lesson_id = ${lessonId}) tasks
     where p.lesson_id = ${lessonId} and tasks.count > 0`);
}

async function importLibrary(tx: Tx, pack: ContentPack, courseId: number, files: Files) {
  await tx
    .insert(dictionaryWords)
    .values(
      pack.dictionary.map((entry) => ({
        courseId,
        character: entry.character,
        characterName: entry.name,
        word: entry.word,
        meaning: entry.meaning,
      })),
    )
    .onConflictDoUpdate({
      target: [dictionaryWords.courseId, dictionaryWords.character],
      set: { characterName: sql`excluded.character_name`, word: sql`excluded.word`, meaning: sql`excluded.meaning` },
    });

  const downloadIds = new Map<string, number>();
  for (const download of pack.downloads) {
    const values = { courseId, key: download.key, title: download.title, createdAt: download.created_at };
    const [row] = await tx
      .insert(libraryDownloads)
      .values(values)
      .onConflictDoUpdate({ target: [libraryDownloads.courseId, libraryDownloads.key], set: values })
      .returning({ id: libraryDownloads.id });
    if (!row) throw new Error('download was not written');
    downloadIds.set(download.key, row.id);
    for (const language of ['nl', 'en'] as const) {
      const sheet = {
        title: download.title[language],
        intro: download.intro[language],
        exercises: download.exercises.map((exercise) => exercise[language]),
        footer: pack.course.name[language],
        createdAt: download.created_at,
      };
      const bytes = await renderWorksheet(sheet);
      const filename = download.filename[language];
      const key = `downloads/${shortHash(JSON.stringify(sheet))}/${filename}`;
      stageFile(files, key, bytes);
      const attachment = {
        libraryDownloadId: row.id,
        language,
        key,
        filename,
        fileType: 'application/pdf',
        sizeBytes: bytes.byteLength,
      };
      await tx
        .insert(libraryDownloadsAttachments)
        .values(attachment)
        .onConflictDoUpdate({
          target: [libraryDownloadsAttachments.libraryDownloadId, libraryDownloadsAttachments.language],
          set: attachment,
        });
    }
  }

  for (const item of pack.recitations) {
    const values = {
      courseId,
      key: item.key,
      courseType: pack.course.course_type,
      surahNumber: item.surah,
      title: item.title,
      vimeoUrl: item.vimeo_url,
    };
    await tx
      .insert(recitations)
      .values(values)
      .onConflictDoUpdate({ target: [recitations.courseId, recitations.key], set: values });
  }

  for (const item of pack.personalDevelopments) {
    const values = {
      courseId,
      key: item.key,
      chapter: item.chapter,
      title: item.title,
      subtitle: item.subtitle,
      text: item.text,
      vimeo: item.vimeo_url,
      attachmentDownloadId: item.attachment ? (downloadIds.get(item.attachment) ?? null) : null,
    };
    await tx
      .insert(personalDevelopments)
      .values(values)
      .onConflictDoUpdate({ target: [personalDevelopments.courseId, personalDevelopments.key], set: values });
  }
}

async function importCourseTexts(tx: Tx, pack: ContentPack, courseId: number, courseGroupId: number) {
  await tx
    .insert(weeklyFacts)
    .values(pack.weeklyFacts.map((fact) => ({ courseId, sequence: fact.sequence, message: fact.message })))
    .onConflictDoUpdate({
      target: [weeklyFacts.courseId, weeklyFacts.sequence],
      set: { message: sql`excluded.message` },
    });
  if (pack.notifications.length > 0) {
    await tx
      .insert(notifications)
      .values(
        pack.notifications.map((item) => ({
          courseGroupId,
          key: item.key,
          title: item.title,
          description: item.description,
          createdAt: item.created_at,
        })),
      )
      .onConflictDoUpdate({
        target: [notifications.courseGroupId, notifications.key],
        set: {
          title: sql`excluded.title`,
          description: sql`excluded.description`,
          createdAt: sql`excluded.created_at`,
        },
      });
  }
  if (pack.finalTest.length > 0) {
    await tx
      .insert(finalTestQuestions)
      .values(pack.finalTest.map((item) => ({ courseId, ...item })))
      .onConflictDoUpdate({
        target: [finalTestQuestions.courseId, finalTestQuestions.sequence],
        set: { question: sql`excluded.question`, answer: sql`excluded.answer` },
      });
  }
}

/** The subscription config for a number of profiles, written the first time it is needed. */
export async function subscriptionConfigFor(db: Db | Tx, maxProfiles: number): Promise<{ id: number }> {
  await db.insert(subscriptionConfigs).values({ maxProfileCount: maxProfiles }).onConflictDoNothing();
  const [config] = await db
    .select({ id: subscriptionConfigs.id })
    .from(subscriptionConfigs)
    .where(eq(subscriptionConfigs.maxProfileCount, maxProfiles));
  if (!config) throw new Error('subscription config was not written');
  return config;
}

/** Demo families for the development sign-in; existing rows are left as the families changed them. */
async function importFamily(
  tx: Tx,
  family: FamilyPack,
  context: { courseId: number; courseGroupId: number; maxProfiles: number; today: Date },
) {
  await tx
    .insert(devAccounts)
    .values({
      email: family.email,
      passwordHash: hashDevPassword(family.password),
      givenName: family.first_name,
      familyName: family.last_name,
    })
    .onConflictDoNothing();
  const [account] = await tx
    .select({ id: devAccounts.id })
    .from(devAccounts)
    .where(sql`lower(${devAccounts.email}) = lower(${family.email})`);
  if (!account) throw new Error('development account was not written');

  await tx
    .insert(users)
    .values({
      oidcIssuer: DEVELOPMENT_ISSUER,
      oidcSubject: account.id,
      username: family.email,
      email: family.email,
      // The development provider only knows e-mail addresses it was given.
      emailVerified: true,
      firstName: family.first_name,
      lastName: family.last_name,
      relationToKid: family.relation_to_kid,
    })
    .onConflictDoNothing();
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.oidcIssuer, DEVELOPMENT_ISSUER), eq(users.oidcSubject, account.id)));
  if (!user) throw new Error('parent was not written');

  const config = await subscriptionConfigFor(tx, context.maxProfiles);

  await tx
    .insert(subscriptions)
    .values({
      userId: user.id,
      courseId: context.courseId,
      courseGroupId: context.courseGroupId,
      subscriptionConfigId: config.id,
      startsOn: addDays(context.today, family.subscription.starts_in_days),
      endsOn: addDays(context.today, family.subscription.ends_in_days),
    })
    .onConflictDoNothing();
  const [subscription] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.courseId, context.courseId)));
  if (!subscription) throw new Error('subscription was not written');

  if (family.shop_order) await importShopOrder(tx, family, user.id, subscription.id);
  await tx.insert(lessonUnlockKeys).values({ userId: user.id, secretKey: family.pincode }).onConflictDoNothing();
  if (family.children.length > 0) {
    await tx
      .insert(usersChildren)
      .values(
        family.children.map((child) => ({
          username: child.username,
          usernameKey: usernameKey(child.username),
          name: child.name,
          gender: child.gender,
          dateOfBirth: child.date_of_birth,
          avatar: child.avatar,
          openProfile: child.open_profile,
          subscriptionId: subscription.id,
          userId: user.id,
        })),
      )
      .onConflictDoNothing();
  }
}

/** The demo family's shop order, shaped as WooCommerce sends it, linked to its subscription. */
async function importShopOrder(tx: Tx, family: FamilyPack, userId: string, subscriptionId: string) {
  const order = family.shop_order;
  if (!order) return;
  const billing = {
    first_name: family.first_name,
    last_name: family.last_name,
    address_1: order.address,
    postcode: order.postcode,
    city: order.city,
    country: 'NL',
    email: family.email,
    phone: order.phone,
  };
  await tx
    .insert(wpOrders)
    .values({
      id: order.id,
      userId,
      email: family.email,
      firstName: family.first_name,
      lastName: family.last_name,
      status: 'completed',
      rawPayload: { id: order.id, status: 'completed', currency: 'EUR', billing },
    })
    .onConflictDoNothing();
  await tx
    .update(subscriptions)
    .set({ wpOrderId: order.id })
    .where(and(eq(subscriptions.id, subscriptionId), isNull(subscriptions.wpOrderId)));
}

/**
 * Imports a content pack in one transaction: everything or nothing. Files are stored by
 * their content's hash before the commit, so a failed import leaves at most unused files.
 */
export async function importContentPack(
  db: Db,
  storage: FileStorage,
  folder: string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const report = options.report ?? (() => undefined);
  const pack = loadContentPack(folder);
  report(`checked ${folder}: ${pack.lessons.length} lessons, ${pack.families.length} families`);
  const dutch = options.dutchTranslationFile ? readTanzilTranslation(options.dutchTranslationFile) : null;
  if (dutch) report(`read ${dutch.size} Dutch verse translations`);
  const recitationFiles = options.recitationsFolder ? readRecitationFolder(options.recitationsFolder) : null;
  if (recitationFiles) report(`found ${recitationFiles.size} verse recitations`);
  const files: Files = { storage, pending: new Map() };

  return db.transaction(async (tx) => {
    const { courseId, courseGroupId } = await importCourse(tx, pack);
    report(`course ${pack.course.slug} written`);
    const verseCount = await importLessons(tx, pack, courseId, dutch, recitationFiles, files);
    report(`${pack.lessons.length} lessons with ${verseCount} verses written`);
    await importLibrary(tx, pack, courseId, files);
    report(
      `library written: ${pack.dictionary.length} letters, ${pack.downloads.length} downloads, ` +
        `${pack.recitations.length} recitations, ${pack.personalDevelopments.length} personal-development lessons`,
    );
    await importCourseTexts(tx, pack, courseId, courseGroupId);
    report(
      `${pack.weeklyFacts.length} weekly facts, ${pack.notifications.length} announcements, ` +
        `${pack.finalTest.length} final test questions written`,
    );
    const context = {
      courseId,
      courseGroupId,
      maxProfiles: pack.course.max_profiles_count,
      today: options.today ?? new Date(),
    };
    const families = options.includeFamilies === false ? [] : pack.families;
    for (const family of families) await importFamily(tx, family, context);
    if (families.length > 0) report(`${families.length} demo families written`);

    for (const [key, bytes] of files.pending) {
      if (!(await storage.exists(key))) await storage.put(key, bytes);
    }
    report(`${files.pending.size} files stored`);
    return { courseId, lessons: pack.lessons.length, verses: verseCount, families: families.length };
  });
}
