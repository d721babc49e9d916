import '../../staff/staff.css';
import { Alert, Anchor, Button, Container, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, useLocation } from 'wouter';
import { ApiError } from '../../lib/graphql-client.ts';
import { useLocalized } from '../../lib/localized.ts';
import { useSignOutClick } from '../../offline/sign-out.ts';
import { useSwitchRole } from '../../staff/api/switch-role.ts';
import { useStaffGroup } from '../../staff/group.ts';
import { useSession } from '../session.ts';

/** The staff area's sections; a teacher has the first three, an administrator all. */
const TEACHER_SECTIONS = ['inbox', 'progress', 'homework'] as const;
const ADMINISTRATOR_SECTIONS = [
  'announcements',
  'facts',
  'lessons',
  'content',
  'families',
  'reviews',
  'team',
  'audit',
  'credits',
] as const;
const ALL_SECTIONS = [...TEACHER_SECTIONS, ...ADMINISTRATOR_SECTIONS] as const;
type Section = (typeof ALL_SECTIONS)[number];
/** The sections that show one course group at a time. */
const GROUP_SECTIONS = new Set(['inbox', 'progress', 'homework', 'announcements', 'facts']);

function SectionLink({ section }: { section: Section }) {
  const { t } = useTranslation('staff');
  const [pathname] = useLocation();
  const to = `/staff/${section}`;
  return (
    <Anchor
      component={Link}
      to={to}
      aria-current={pathname === to || pathname.startsWith(`${to}/`) ? 'page' : undefined}
      py={10}
      fw={500}
    >
      {t(`nav.${section}`)}
    </Anchor>
  );
}

const isSection = (name: string): name is Section => (ALL_SECTIONS as readonly string[]).includes(name);

/**
 * The sections' links; on a phone they wait behind a "Menu" button (one row instead of four), which closes again
 * once a section is taken. On wider screens the button is hidden and the links are always there.
 */
function StaffMenu({ sections, section }: { sections: readonly Section[]; section: string }) {
  const { t } = useTranslation('staff');
  const [pathname] = useLocation();
  // Open on the page it was opened on: taking a section (a new address) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  return (
    <nav aria-label={t('nav.label')}>
      <Button
        hiddenFrom="sm"
        variant="light"
        aria-expanded={isOpen}
        aria-controls="staff-sections"
        onClick={() => setOpenOn(isOpen ? null : pathname)}
      >
        {isSection(section) ? t('nav.menu-at', { section: t(`nav.${section}`) }) : t('nav.menu')}
      </Button>
      <Group id="staff-sections" className="staff-sections" data-open={isOpen || undefined} gap="md" wrap="wrap">
        {sections.map((name) => (
          <SectionLink key={name} section={name} />
        ))}
      </Group>
    </nav>
  );
}

/** Staff signed in as their family see how to switch; anyone else is told the area is not theirs. */
function NotActingAsStaff({ isStaff }: { isStaff: boolean }) {
  const { t } = useTranslation('staff');
  const switchRole = useSwitchRole();
  const needsPincode = switchRole.error instanceof ApiError && switchRole.error.code === 'PARENT_AREA_REQUIRED';
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Text size="lg">{isStaff ? t('family-only-here') : t('not-staff')}</Text>
        {isStaff && (
          <Button w="fit-content" loading={switchRole.isPending} onClick={() => switchRole.mutate('STAFF')}>
            {t('switch.to-staff')}
          </Button>
        )}
        {needsPincode && (
          <Alert color="orange" role="alert">
            {t('switch.needs-pincode')}{' '}
            <Anchor component={Link} to="/parent/profiles">
              {t('switch.to-parent-area')}
            </Anchor>
          </Alert>
        )}
        <Anchor component={Link} to="/" py={10} w="fit-content">
          {t('to-home')}
        </Anchor>
      </Stack>
    </Container>
  );
}

function GroupChoice() {
  const { t } = useTranslation('staff');
  const localized = useLocalized();
  const { groups, group, choose } = useStaffGroup();
  if (!groups || groups.length < 2 || !group) return null;
  return (
    <NativeSelect
      label={t('group.label')}
      value={group.id}
      onChange={(event) => choose(event.currentTarget.value)}
      data={groups.map((option) => ({ value: option.id, label: localized(option.name) }))}
      w={260}
    />
  );
}

/** Every `/staff/…` page: the institute's menu, the course group chosen, the role switch and sign-out. */
export function StaffLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('staff');
  const { t: tc } = useTranslation();
  const signOutClick = useSignOutClick();
  const session = useSession();
  const [pathname] = useLocation();
  const switchRole = useSwitchRole();
  if (!session.isSignedIn) return <Redirect to="/" replace />;
  if (session.actingAs !== 'staff') return <NotActingAsStaff isStaff={session.staffKind !== null} />;
  const sections = session.staffKind === 'ADMINISTRATOR' ? ALL_SECTIONS : TEACHER_SECTIONS;
  const section = pathname.split('/')[2] ?? '';
  return (
    <>
      <Container size="lg" pt="md">
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Title order={2} size="h4">
                {t('title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('signed-in-as', {
                  name: session.firstName ?? '',
                  kind: t(`kind.${session.staffKind ?? 'TEACHER'}`),
                })}
              </Text>
            </div>
            <Group gap="md" wrap="wrap">
              {session.hasFamily && (
                <Button variant="subtle" loading={switchRole.isPending} onClick={() => switchRole.mutate('FAMILY')}>
                  {t('switch.to-family')}
                </Button>
              )}
              <Anchor href="/auth/logout" onClick={signOutClick} py={10}>
                {tc('actions.sign-out')}
              </Anchor>
            </Group>
          </Group>
          <StaffMenu sections={sections} section={section} />
          {GROUP_SECTIONS.has(section) && <GroupChoice />}
        </Stack>
      </Container>
      {children}
    </>
  );
}
