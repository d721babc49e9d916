import { childPronunciation, withOpenTanween } from '@koran-kids/content';
import type { Db } from '@koran-kids/db';
import {
  courses,
  dictionaryWords,
  lessons,
  libraryDownloads,
  libraryDownloadsAttachments,
  personalDevelopments,
  recitations,
  verses,
} from '@koran-kids/db/schema';
import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';

export const fileUrl = (key: string | null) => (key ? `/files/${key}` : null);

/** Downloads of the course, newest first, each with its file per language (getLibraryDownloads). */
export async function libraryDownloadsOf(db: Db, courseId: number) {
  const rows = await db
    .select({
      id: libraryDownloads.id,
      key: libraryDownloads.key,
      title: libraryDownloads.title,
      createdAt: libraryDownloads.createdAt,
      language: libraryDownloadsAttachments.language,
      fileKey: libraryDownloadsAttachments.key,
      filename: libraryDownloadsAttachments.filename,
      fileType: libraryDownloadsAttachments.fileType,
      sizeBytes: libraryDownloadsAttachments.sizeBytes,
    })
    .from(libraryDownloads)
    .innerJoin(libraryDownloadsAttachments, eq(libraryDownloadsAttachments.libraryDownloadId, libraryDownloads.id))
    .where(eq(libraryDownloads.courseId, courseId))
    .orderBy(desc(libraryDownloads.createdAt), asc(libraryDownloads.id), asc(libraryDownloadsAttachments.language));
  return groupDownloads(rows);
}

type DownloadRow = Omit<LibraryDownload, 'files'> & Omit<DownloadFile, 'url'> & { fileKey: string };

function groupDownloads(rows: DownloadRow[]) {
  const byId = new Map<number, LibraryDownload>();
  for (const row of rows) {
    const download = byId.get(row.id) ?? {
      id: row.id,
      key: row.key,
      title: row.title,
      createdAt: row.createdAt,
      files: [],
    };
    download.files.push({
      language: row.language,
      filename: row.filename,
      fileType: row.fileType,
      sizeBytes: row.sizeBytes,
      url: `/files/${row.fileKey}`,
    });
    byId.set(row.id, download);
  }
  return [...byId.values()];
}

export type DownloadFile = { language: string; filename: string; fileType: string; sizeBytes: number; url: string };
export type LibraryDownload = {
  id: number;
  key: string;
  title: { nl: string; en: string };
  createdAt: Date;
  files: DownloadFile[];
};

/** The word list: one word per letter, in the order of the alphabet (getDictionaryWords). */
export function dictionaryOf(db: Db, courseId: number) {
  return db
    .select({
      id: dictionaryWords.id,
      character: dictionaryWords.character,
      characterName: dictionaryWords.characterName,
      word: dictionaryWords.word,
      meaning: dictionaryWords.meaning,
    })
    .from(dictionaryWords)
    .where(eq(dictionaryWords.courseId, courseId))
    .orderBy(sql`${dictionaryWords.character} collate "C"`);
}

/** Recitations of the course's own type, in lesson order, each with the verses of its surah (getRecitations). */
export async function recitationsOf(db: Db, courseId: number) {
  const list = await db
    .select({
      id: recitations.id,
      title: recitations.title,
      surahNumber: recitations.surahNumber,
      image: recitations.image,
      vimeoUrl: recitations.vimeoUrl,
    })
    .from(recitations)
    .innerJoin(courses, and(eq(courses.id, recitations.courseId), eq(courses.courseType, recitations.courseType)))
    .where(eq(recitations.courseId, courseId))
    .orderBy(asc(recitations.id));
  const surahs = list.map((recitation) => recitation.surahNumber).filter((surah) => surah !== null);
  const verseRows =
    surahs.length === 0
      ? []
      : await db
          .select({
            surahNumber: verses.surahNumber,
            ayahNumber: verses.ayahNumber,
            verse: verses.verse,
            pronunciation: verses.pronunciation,
            simplePronunciation: verses.simplePronunciation,
            attachmentKey: verses.attachmentKey,
            wordTimings: verses.wordTimings,
            wordTimingsFor: verses.wordTimingsFor,
          })
          .from(verses)
          .innerJoin(lessons, eq(lessons.id, verses.lessonId))
          .where(and(eq(lessons.courseId, courseId), inArray(verses.surahNumber, surahs)))
          .orderBy(asc(verses.surahNumber), asc(verses.sequence));
  const withVerses = list.map((recitation) => ({
    ...recitation,
    verses: verseRows
      .filter((verse) => verse.surahNumber === recitation.surahNumber)
      .map(({ attachmentKey, wordTimings, wordTimingsFor, ...verse }) => ({
        ...verse,
        verse: withOpenTanween(verse.verse),
        simplePronunciation: childPronunciation(verse.simplePronunciation, verse.pronunciation),
        audioUrl: fileUrl(attachmentKey),
        wordTimings: wordTimingsFor === attachmentKey ? wordTimings : null,
      })),
  }));
  // Only what can be heard: a recitation without its video or any verse's recording is no recitation yet.
  return withVerses.filter(
    (recitation) => recitation.vimeoUrl !== null || recitation.verses.some((verse) => verse.audioUrl !== null),
  );
}

/** Every video of the course: the lessons' videos and the personal-development videos, in course order. */
export async function mediaOf(db: Db, courseId: number) {
  const lessonVideos = await db
    .select({
      id: lessons.id,
      number: lessons.lessonNumber,
      title: lessons.name,
      vimeoUrl: lessons.vimeoUrl,
      videoKey: lessons.videoKey,
    })
    .from(lessons)
    .where(
      and(
        eq(lessons.courseId, courseId),
        eq(lessons.published, true),
        or(isNotNull(lessons.vimeoUrl), isNotNull(lessons.videoKey)),
      ),
    )
    .orderBy(asc(lessons.sequence));
  const developmentVideos = await db
    .select({
      id: personalDevelopments.id,
      number: personalDevelopments.chapter,
      title: personalDevelopments.title,
      vimeoUrl: personalDevelopments.vimeo,
    })
    .from(personalDevelopments)
    .where(and(eq(personalDevelopments.courseId, courseId), isNotNull(personalDevelopments.vimeo)))
    .orderBy(asc(personalDevelopments.chapter));
  return [
    ...lessonVideos.map(({ videoKey, ...video }) => ({
      ...video,
      kind: 'LESSON' as const,
      videoUrl: fileUrl(videoKey),
    })),
    ...developmentVideos.map((video) => ({ ...video, kind: 'PERSONAL_DEVELOPMENT' as const, videoUrl: null })),
  ];
}

/** Personal-development lessons by chapter, each with its worksheet (getPersonalDevelopments). */
export async function personalDevelopmentsOf(db: Db, courseId: number) {
  const [list, downloads] = await Promise.all([
    db
      .select({
        id: personalDevelopments.id,
        chapter: personalDevelopments.chapter,
        title: personalDevelopments.title,
        subtitle: personalDevelopments.subtitle,
        text: personalDevelopments.text,
        image: personalDevelopments.image,
        vimeoUrl: personalDevelopments.vimeo,
        attachmentDownloadId: personalDevelopments.attachmentDownloadId,
      })
      .from(personalDevelopments)
      .where(eq(personalDevelopments.courseId, courseId))
      .orderBy(asc(personalDevelopments.chapter)),
    libraryDownloadsOf(db, courseId),
  ]);
  return list.map(({ attachmentDownloadId, ...development }) => ({
    ...development,
    attachment: downloads.find((download) => download.id === attachmentDownloadId) ?? null,
  }));
}

/** How many recitations and videos the library holds, counted as their own pages list them. */
export async function shelvesOf(db: Db, courseId: number) {
  const [recitationList, videos] = await Promise.all([recitationsOf(db, courseId), mediaOf(db, courseId)]);
  return { recitationCount: recitationList.length, videoCount: videos.length };
}
