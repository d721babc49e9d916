import { Anchor, Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { subscriptionQuery } from '../../../family/api/get-subscription.ts';
import { usePageQuery } from '../../../lib/page-query.ts';

/** The frame of a parent page: a Back link, one heading, the content. */
export function ParentPage({
  title,
  back,
  children,
}: {
  title: string;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        {back && (
          <Anchor component={Link} to={back.to} py={10} w="fit-content">
            ← {back.label}
          </Anchor>
        )}
        <Title order={1}>{title}</Title>
        {children}
      </Stack>
    </Container>
  );
}

/** The child a `parent/profiles/child/…?child={id}` page is about, from the family's own profiles. */
export function useFamilyChild() {
  const [search] = useSearchParams();
  const childId = search.get('child') ?? '';
  const { data, isPending } = usePageQuery(subscriptionQuery());
  const child = data?.subscription?.children.find((candidate) => candidate.id === childId) ?? null;
  return { childId, child, isPending };
}

/** A page about one child: loading, not found, or the page with a Back link to the child's overview. */
export function ChildPageFrame({
  title,
  isOverview = false,
  children,
}: {
  title: (name: string) => string;
  /** The child's overview goes back to the profiles; its pages go back to the overview. */
  isOverview?: boolean;
  children: (child: { id: string; name: string; username: string; avatar: string }) => ReactNode;
}) {
  const { t } = useTranslation('parent');
  const { childId, child, isPending } = useFamilyChild();
  if (isPending) return <LoadingScreen />;
  if (!child)
    return (
      <ParentPage title={t('child.not-found')} back={{ to: '/parent/profiles', label: t('child.back') }}>
        {null}
      </ParentPage>
    );
  return (
    <ParentPage
      title={title(child.name)}
      back={
        isOverview
          ? { to: '/parent/profiles', label: t('child.back') }
          : { to: `/parent/profiles/child?child=${childId}`, label: child.name }
      }
    >
      {children(child)}
    </ParentPage>
  );
}
