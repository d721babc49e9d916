import { Anchor, Container, Group, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { SiteFooter } from '../../components/site-footer.tsx';
import { subscriptionQuery } from '../../family/api/get-subscription.ts';
import { PincodeGate } from '../../features/parent/components/pincode-gate.tsx';
import { useSignOutClick } from '../../offline/sign-out.ts';

const SECTIONS = ['profiles', 'lessons', 'account', 'review'] as const;

/** A section of the area's menu, marked as the current page on it and on the pages below it. */
function SectionLink({ section, children }: { section: string; children: ReactNode }) {
  const [pathname] = useLocation();
  const to = `/parent/${section}`;
  const isCurrent = pathname === to || pathname.startsWith(`${to}/`);
  return (
    <Anchor component={Link} to={to} aria-current={isCurrent ? 'page' : undefined} py={10} fw={500}>
      {children}
    </Anchor>
  );
}

/** Every `parent/…` page: behind the pincode, with the area's menu and the footer. */
export function ParentLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('parent');
  const { t: tc } = useTranslation();
  const signOutClick = useSignOutClick();
  const { data } = useQuery(subscriptionQuery());
  return (
    <>
      <PincodeGate>
        <Container size="md" pt="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} size="h4">
              {t('title')}
            </Title>
            <Group gap="md" component="nav" aria-label={t('nav.label')} wrap="wrap">
              {SECTIONS.map((section) => (
                <SectionLink key={section} section={section}>
                  {t(`nav.${section}`)}
                </SectionLink>
              ))}
              <Anchor component={Link} to="/" py={10}>
                {t('nav.to-children')}
              </Anchor>
              <Anchor href="/auth/logout" onClick={signOutClick} py={10}>
                {tc('actions.sign-out')}
              </Anchor>
            </Group>
          </Group>
        </Container>
        {children}
      </PincodeGate>
      {data?.settings && <SiteFooter links={data.settings} />}
    </>
  );
}
