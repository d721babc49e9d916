import { useParams, useSearchParams } from 'wouter';
import { CourseIntroduction } from '../../features/lessons/components/course-introduction.tsx';
import { LessonPage } from '../../features/lessons/components/lesson-page.tsx';
import { NotFoundPage } from './not-found.tsx';

export function LessonRoute() {
  const { userChildId = '' } = useParams();
  const lessonId = useSearchParams()[0].get('lesson');
  if (!lessonId || !/^\d+$/.test(lessonId)) return <NotFoundPage />;
  return <LessonPage key={lessonId} userChildId={userChildId} lessonId={lessonId} />;
}

export function IntroductionRoute() {
  const { userChildId = '' } = useParams();
  return <CourseIntroduction userChildId={userChildId} />;
}
