/**
 * The content import's library and course texts: letters, downloads, recitations, personal development, weekly facts,
 * announcements and the final test.
 */
import type { Tx } from '@koran-kids/db';
import {
  dictionaryWords,
  finalTestQuestions,
  libraryDownloads,
  libraryDownloadsAttachments,
  notifications,
  personalDevelopments,
  recitations,
  weeklyFacts,
} from '@koran-kids/db/schema';
import { sql } from 'drizzle-orm';
import { type Files, shortHash, stageFile } from './import-files.ts';
import type { ContentPack } from './pack-schema.ts';
import { renderWorksheet } from './worksheet.ts';

export async function importLibrary(tx: Tx, pack: ContentPack, courseId: number, files: Files) {
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
    const source = { filename: download.filename, intro: download.intro, exercises: download.exercises };
    const values = { courseId, key: download.key, title: download.title, createdAt: download.created_at, source };
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

export async function importCourseTexts(tx: Tx, pack: ContentPack, courseId: number, courseGroupId: number) {
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
          showUntil: item.show_until ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: [notifications.courseGroupId, notifications.key],
        set: {
          title: sql`excluded.title`,
          description: sql`excluded.description`,
          createdAt: sql`excluded.created_at`,
          showUntil: sql`excluded.show_until`,
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
