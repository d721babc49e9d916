import { Redirect, useParams, useSearchParams } from 'wouter';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { childLessonsQuery } from '../../family/api/get-user-child-data.ts';
import { CourseIntroduction } from '../../features/lessons/components/course-introduction.tsx';
import { LessonPage } from '../../features/lessons/components/lesson-page.tsx';
import { usePageQuery } from '../../lib/page-query.ts';
import { NotFoundPage } from './not-found.tsx';

export function LessonRoute() {
  const { userChildId = '' } = useParams();
  const lessonId = useSearchParams()[0].get('lesson');
  if (lessonId === null) return <NextLesson userChildId={userChildId} />;
  if (!/^\d+$/.test(lessonId)) return <NotFoundPage />;
  return <LessonPage key={lessonId} userChildId={userChildId} lessonId={lessonId} />;
}

/**
 * `/lessons/{userChildId}/start` without a lesson: the child's next lesson, the first open one not finished (the
 * spec calls the route "a normal lesson"). Without one (all finished, or the next waits for a parent) the overview
 * shows where the child stands.
 */
function NextLesson({ userChildId }: { userChildId: string }) {
  const { data } = usePageQuery(childLessonsQuery(userChildId));
  if (!data) return <LoadingScreen />;
  const next = data.childLessons.lessons.find((lesson) => lesson.isNext);
  const to = next ? `/lessons/${userChildId}/start?lesson=${next.id}` : `/lessons/${userChildId}`;
  return <Redirect to={to} replace />;
}

export function IntroductionRoute() {
  const { userChildId = '' } = useParams();
  return <CourseIntroduction userChildId={userChildId} />;
}
