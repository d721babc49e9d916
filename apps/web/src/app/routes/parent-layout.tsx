import { Anchor, Container, Group, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { SiteFooter } from '../../components/site-footer.tsx';
import { PincodeGate } from '../../features/parent/components/pincode-gate.tsx';
import { subscriptionQuery } from '../../features/subscription/api/get-subscription.ts';

const SECTIONS = ['profiles', 'lessons', 'account', 'review'] as const;

/** Every `parent/…` page: behind the pincode, with the area's menu and the footer. */
export function ParentLayout() {
  const { t } = useTranslation('parent');
  const { t: tc } = useTranslation();
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
                <Anchor key={section} component={NavLink} to={`/parent/${section}`} py={10} fw={500}>
                  {t(`nav.${section}`)}
                </Anchor>
              ))}
              <Anchor component={Link} to="/" py={10}>
                {t('nav.to-children')}
              </Anchor>
              <Anchor href="/auth/logout" py={10}>
                {tc('actions.sign-out')}
              </Anchor>
            </Group>
          </Group>
        </Container>
        <Outlet />
      </PincodeGate>
      {data?.settings && <SiteFooter links={data.settings} />}
    </>
  );
}
