import { lazy } from 'react';
import { useParams } from 'wouter';
import { LazyPart } from '../../components/lazy-part.tsx';
import { LessonEditor, type PreviewOf } from '../../features/staff-authoring/components/lesson-editor.tsx';
import { NotFoundPage } from './not-found.tsx';

export { AuthoredLessons as AuthoredLessonsPage } from '../../features/staff-authoring/components/authored-lessons.tsx';
export { ContentFiles as ContentFilesPage } from '../../features/staff-authoring/components/content-files.tsx';
export { Credits as CreditsPage } from '../../features/staff-authoring/components/credits.tsx';

// Loaded when opened: the preview brings the child's lesson page and its tasks.
const LessonPreview = lazy(async () => ({ default: (await import('./lesson-preview.tsx')).LessonPreview }));

const previewOf: PreviewOf = (props) => (
  <LazyPart>
    <LessonPreview {...props} />
  </LazyPart>
);

/** `/staff/lessons/new?surah=N` (a new lesson) or `/staff/lessons/{lessonId}`. */
export function LessonEditorPage() {
  const { lessonId = '' } = useParams();
  if (lessonId !== 'new' && !/^\d+$/.test(lessonId)) return <NotFoundPage />;
  return <LessonEditor lessonId={lessonId === 'new' ? null : lessonId} previewOf={previewOf} />;
}
