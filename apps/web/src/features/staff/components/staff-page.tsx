import { Alert, Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { useStaffGroup } from '../group.ts';

/** The frame of a staff page: one heading, the content; wide enough for tables and two languages side by side. */
export function StaffPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {children}
      </Stack>
    </Container>
  );
}

/**
 * A staff page about one course group: its content gets the group chosen in the menu; while the groups load it
 * waits, and a teacher without a group is told to ask an administrator.
 */
export function StaffGroupPage({
  title,
  children,
}: {
  title: string;
  children: (group: { id: string; name: { nl: string; en: string } }) => ReactNode;
}) {
  const { t } = useTranslation('staff');
  const { groups, group } = useStaffGroup();
  return (
    <StaffPage title={title}>
      {!groups ? (
        <LoadingScreen />
      ) : group ? (
        children(group)
      ) : (
        <Alert color="blue" role="status">
          {t('group.none')}
        </Alert>
      )}
    </StaffPage>
  );
}
