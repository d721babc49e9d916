import { type Db, rowsOf } from '@koran-kids/db';
import { lessons } from '@koran-kids/db/schema';
import { asc, eq, sql } from 'drizzle-orm';

/** What the institute has loaded of the course so far: videos, recitations, the Dutch verse translation. */
export async function contentStatusOf(db: Db, courseId: number) {
  const [status] = await rowsOf<Record<string, number>>(
    db,
    sql`
    select count(distinct l.id)::int as lessons,
           count(distinct l.id) filter (where l.vimeo_url is not null or l.video_key is not null)::int as lessons_with_video,
           count(v.id)::int as verses,
           count(v.id) filter (where v.attachment_key is not null)::int as verses_with_recitation,
           count(v.id) filter (where v.translation ? 'nl')::int as verses_in_dutch
      from lessons l left join verses v on v.lesson_id = l.id
     where l.course_id = ${courseId} and l.published`,
  );
  return {
    lessonCount: Number(status?.lessons ?? 0),
    lessonsWithVideo: Number(status?.lessons_with_video ?? 0),
    verseCount: Number(status?.verses ?? 0),
    versesWithRecitation: Number(status?.verses_with_recitation ?? 0),
    versesInDutch: Number(status?.verses_in_dutch ?? 0),
  };
}

/** The course's lessons as parents read them: what each teaches and how to practise together. */
export function lessonsForParents(db: Db, courseId: number) {
  return db
    .select({
      id: lessons.id,
      lessonNumber: lessons.lessonNumber,
      surahNumber: lessons.surahNumber,
      name: lessons.name,
      label: lessons.label,
      description: lessons.description,
      tips: lessons.tips,
    })
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.sequence));
}
