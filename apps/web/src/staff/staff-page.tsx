import { Alert, Container, Pagination, Stack, Title, useMatches } from '@mantine/core';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { atPage } from './address.ts';
import { useStaffPageGroup } from './group.ts';

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
  const { groups, group } = useStaffPageGroup();
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

/** Pages of a long list: shown only when there is more than one; the arrows are named for screen readers. */
export function StaffPagination({
  page,
  total,
  pageSize,
  onChange,
}: {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('staff');
  // On a phone one row: the current page between the first and the last (40 pages of 50 children wrapped in Firefox).
  const siblings = useMatches({ base: 0, xs: 1 });
  const pages = Math.ceil(total / pageSize);
  if (pages < 2) return null;
  return (
    <Pagination
      total={pages}
      siblings={siblings}
      value={page + 1}
      onChange={(value) => onChange(value - 1)}
      getControlProps={(control) => ({ 'aria-label': t(`pages.${control}`) })}
      getItemProps={(value) => ({ 'aria-label': t('pages.page', { page: value }) })}
      aria-label={t('pages.label')}
    />
  );
}

/** The page of a long list, kept in the address (`?page=`, from 0; the first page has none), and the way to another. */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Math.floor(Number(params.get('page')) || 0));
  const goTo = useCallback(
    (next: number) => setParams((current) => atPage(current, next), { replace: true }),
    [setParams],
  );
  return [page, goTo] as const;
}
