import { Badge, Checkbox, Code, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import type { GetStaffMembersQuery } from '../../../gql/graphql.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { usePageQuery } from '../../../lib/page-query.ts';
import { showToast } from '../../../lib/toast.ts';
import { staffGroupsQuery } from '../../../staff/api/get-staff-groups.ts';
import { StaffPage } from '../../../staff/staff-page.tsx';
import { useAssignTeacher } from '../api/assign-teacher.ts';
import { staffMembersQuery } from '../api/get-staff-members.ts';

type Member = GetStaffMembersQuery['staffMembers'][number];
type Group = { id: string; name: { nl: string; en: string } };

const nameOf = (member: Member) =>
  [member.firstName, member.lastName].filter(Boolean).join(' ') || (member.email ?? member.userId);

/** `/staff/team`: who is staff, and which course groups each looks after as teacher. */
export function Team() {
  const { t } = useTranslation('staff-families');
  const members = usePageQuery(staffMembersQuery());
  const groups = usePageQuery(staffGroupsQuery());
  return (
    <StaffPage title={t('team.title')}>
      <Text>
        {t('team.intro')} <Code>npm run admin -- staff grant {t('team.email-placeholder')}</Code>
      </Text>
      {!members.data || !groups.data ? (
        <LoadingScreen />
      ) : members.data.length === 0 ? (
        <Text role="status">{t('team.none')}</Text>
      ) : (
        <TeamTable members={members.data} groups={groups.data.staffGroups} />
      )}
    </StaffPage>
  );
}

function TeamTable({ members, groups }: { members: Member[]; groups: Group[] }) {
  const { t } = useTranslation('staff-families');
  const localized = useLocalized();
  return (
    // Two columns that fit a phone: the group boxes stand on the screen, not beside it.
    <Table striped withTableBorder aria-label={t('team.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('team.name')}</Table.Th>
          <Table.Th scope="col">{t('team.groups')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {members.map((member) => (
          <Table.Tr key={member.userId}>
            <Table.Th scope="row" fw={400}>
              <Stack gap={4} align="flex-start">
                <Text fw={500}>{nameOf(member)}</Text>
                {member.email && (
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {member.email}
                  </Text>
                )}
                <Badge color={member.kind === 'ADMINISTRATOR' ? 'grape.9' : 'blue.9'}>
                  {t(`team.kind.${member.kind}`)}
                </Badge>
              </Stack>
            </Table.Th>
            <Table.Td>
              <Stack gap={6}>
                {groups.map((group) => (
                  <GroupCheckbox key={group.id} member={member} group={group} groupName={localized(group.name)} />
                ))}
              </Stack>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function GroupCheckbox({ member, group, groupName }: { member: Member; group: Group; groupName: string }) {
  const { t } = useTranslation('staff-families');
  const assign = useAssignTeacher();
  const isAssigned = member.groupIds.includes(group.id);
  const toggle = (assigned: boolean) => {
    const name = nameOf(member);
    assign.mutate(
      { userId: member.userId, courseGroupId: group.id, assigned },
      {
        onSuccess: () =>
          showToast('success', t(assigned ? 'team.assigned' : 'team.unassigned', { name, group: groupName })),
      },
    );
  };
  return (
    <Checkbox
      label={groupName}
      aria-label={t('team.teacher-of', { name: nameOf(member), group: groupName })}
      checked={isAssigned}
      // Not disabled while saving: a disabled box loses the keyboard's focus; a change meanwhile is ignored.
      aria-busy={assign.isPending}
      onChange={(event) => {
        if (!assign.isPending) toggle(event.currentTarget.checked);
      }}
    />
  );
}
