import { useParams, useSearch } from 'wouter';
import { RevisionPage as Passage, RevisionDone } from '../../features/revision/components/revision-page.tsx';

/** `/revision/{userChildId}?lesson={id}`: one passage of today's revision; `?done=1`: all of today's done. */
export function RevisionPage() {
  const { userChildId = '' } = useParams();
  const search = new URLSearchParams(useSearch());
  const lessonId = search.get('lesson');
  if (!lessonId) return <RevisionDone userChildId={userChildId} />;
  return <Passage key={lessonId} userChildId={userChildId} lessonId={lessonId} />;
}
