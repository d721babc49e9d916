import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { RevisionGrades, RevisionPassages } from '../../../components/revision-history.tsx';
import { usePageQuery } from '../../../lib/page-query.ts';
import { StaffPage } from '../../../staff/staff-page.tsx';
import { useTeacherCorrectRevisionGrade } from '../api/correct-revision-grade.ts';
import { teacherChildRevisionQuery } from '../api/get-child-revision.ts';

/**
 * `/staff/revision/{child}`, from the group's progress: what the child learned by heart, when each passage comes
 * back and how it holds, and the child's own grades for the teacher to confirm or correct.
 */
export function TeacherChildRevision({ userChildId }: { userChildId: string }) {
  const { t } = useTranslation('staff-teaching');
  const { data: revision } = usePageQuery(teacherChildRevisionQuery(userChildId));
  const correct = useTeacherCorrectRevisionGrade(userChildId);
  return (
    <StaffPage title={revision ? t('revision.title', { name: revision.name }) : t('revision.title-loading')}>
      <Anchor component={Link} href="/staff/progress">
        {t('revision.back')}
      </Anchor>
      {!revision ? (
        <LoadingScreen />
      ) : revision.passages.length === 0 ? (
        <Text role="status">{t('revision.none', { name: revision.name })}</Text>
      ) : (
        <>
          <Text>{t('revision.intro', { name: revision.name })}</Text>
          <RevisionPassages passages={revision.passages} name={revision.name} />
          <RevisionGrades passages={revision.passages} onCorrect={correct.mutate} isPending={correct.isPending} />
        </>
      )}
    </StaffPage>
  );
}
