/** The course written out as a content pack (FORMAT.md), so an institute can keep its content in version control. */
import type { Db } from '@koran-kids/db';
import {
  type Bilingual,
  courseGroups,
  courses,
  dictionaryWords,
  finalTestQuestions,
  lessons,
  libraryDownloads,
  notifications,
  personalDevelopments,
  recitations,
  weeklyFacts,
} from '@koran-kids/db/schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { stringify } from 'yaml';
import { lessonFileName, readLessonPack } from './lesson-pack.ts';

const toYaml = (value: unknown) => stringify(value, { lineWidth: 0 });
const iso = (date: Date) => date.toISOString().replace('.000Z', 'Z');

type WorksheetSource = { filename: Bilingual; intro: Bilingual; exercises: Bilingual[] };

async function courseFile(db: Db, courseId: number) {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!course) throw new Error(`no course ${courseId}`);
  const groups = await db
    .select({ slug: courseGroups.slug, name: courseGroups.name })
    .from(courseGroups)
    .where(eq(courseGroups.courseId, courseId))
    .orderBy(asc(courseGroups.id));
  const [joined, ...others] = groups;
  return {
    slug: course.slug,
    name: course.name,
    course_type: course.courseType,
    max_profiles_count: course.maxProfilesCount,
    semi_stream: course.semiStream,
    has_achievements: course.hasAchievements,
    // New families join the course's first group (shop and sign-in alike).
    course_group: joined,
    ...(others.length > 0 ? { other_course_groups: others } : {}),
    introduction: {
      title: course.introduction?.title,
      text: course.introduction?.text,
      vimeo_url: course.introduction?.vimeoUrl ?? null,
    },
  };
}

async function lessonFiles(db: Db, courseId: number, files: Map<string, string>) {
  const published = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.courseId, courseId), eq(lessons.published, true)))
    .orderBy(asc(lessons.sequence));
  for (const { id } of published) {
    const lesson = await readLessonPack(db, id);
    files.set(lessonFileName(lesson), toYaml(lesson));
  }
}

async function libraryFiles(db: Db, courseId: number, files: Map<string, string>) {
  const letters = await db
    .select()
    .from(dictionaryWords)
    .where(eq(dictionaryWords.courseId, courseId))
    .orderBy(asc(dictionaryWords.id));
  files.set(
    'dictionary.yaml',
    toYaml(
      letters.map((letter) => ({
        character: letter.character,
        name: letter.characterName,
        word: letter.word,
        meaning: letter.meaning,
      })),
    ),
  );
  const downloads = await db
    .select()
    .from(libraryDownloads)
    .where(eq(libraryDownloads.courseId, courseId))
    .orderBy(asc(libraryDownloads.id));
  const written = downloads.filter((download) => download.source !== null);
  files.set(
    'downloads.yaml',
    toYaml(
      written.map((download) => {
        const source = download.source as WorksheetSource;
        return {
          key: download.key,
          created_at: iso(download.createdAt),
          filename: source.filename,
          title: download.title,
          intro: source.intro,
          exercises: source.exercises,
        };
      }),
    ),
  );
  const downloadKeys = new Map(written.map((download) => [download.id, download.key]));
  const items = await db
    .select()
    .from(recitations)
    .where(eq(recitations.courseId, courseId))
    .orderBy(asc(recitations.id));
  files.set(
    'recitations.yaml',
    toYaml(
      items.map((item) => ({ key: item.key, surah: item.surahNumber, title: item.title, vimeo_url: item.vimeoUrl })),
    ),
  );
  const chapters = await db
    .select()
    .from(personalDevelopments)
    .where(eq(personalDevelopments.courseId, courseId))
    .orderBy(asc(personalDevelopments.id));
  files.set(
    'personal-developments.yaml',
    toYaml(
      chapters.map((item) => {
        const attachment = item.attachmentDownloadId ? downloadKeys.get(item.attachmentDownloadId) : undefined;
        return {
          key: item.key,
          chapter: item.chapter,
          title: item.title,
          subtitle: item.subtitle,
          text: item.text,
          vimeo_url: item.vimeo,
          ...(attachment ? { attachment } : {}),
        };
      }),
    ),
  );
}

async function courseTextFiles(db: Db, courseId: number, files: Map<string, string>) {
  const facts = await db
    .select()
    .from(weeklyFacts)
    .where(and(eq(weeklyFacts.courseId, courseId), eq(weeklyFacts.state, 'published')))
    .orderBy(asc(weeklyFacts.sequence));
  files.set('weekly-facts.yaml', toYaml(facts.map((fact) => ({ sequence: fact.sequence, message: fact.message }))));
  const groupIds = (
    await db.select({ id: courseGroups.id }).from(courseGroups).where(eq(courseGroups.courseId, courseId))
  ).map((group) => group.id);
  const announcements =
    groupIds.length === 0
      ? []
      : await db
          .select()
          .from(notifications)
          .where(and(inArray(notifications.courseGroupId, groupIds), eq(notifications.state, 'published')))
          .orderBy(asc(notifications.createdAt), asc(notifications.id));
  files.set(
    'notifications.yaml',
    toYaml(
      announcements.map((item) => ({
        key: item.key,
        created_at: iso(item.createdAt),
        title: item.title,
        description: item.description,
        ...(item.showUntil ? { show_until: item.showUntil } : {}),
      })),
    ),
  );
  const questions = await db
    .select()
    .from(finalTestQuestions)
    .where(eq(finalTestQuestions.courseId, courseId))
    .orderBy(asc(finalTestQuestions.sequence));
  files.set(
    'final-test.yaml',
    toYaml(questions.map((item) => ({ sequence: item.sequence, question: item.question, answer: item.answer }))),
  );
}

/**
 * Every file of the pack, by its path in the pack: the published lessons and announcements, the library and the
 * course texts. Never families or staff; a download uploaded as a PDF (no worksheet source) is not in it.
 */
export async function exportContentPack(db: Db, courseId: number): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  files.set('course.yaml', toYaml(await courseFile(db, courseId)));
  await lessonFiles(db, courseId, files);
  await libraryFiles(db, courseId, files);
  await courseTextFiles(db, courseId, files);
  return files;
}
