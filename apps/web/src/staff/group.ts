import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'wouter';
import type { GetStaffGroupsQuery } from '../gql/graphql.ts';
import { usePageQuery } from '../lib/page-query.ts';
import { ofGroup } from './address.ts';
import { staffGroupsQuery } from './api/get-staff-groups.ts';

type Group = GetStaffGroupsQuery['staffGroups'][number];

/**
 * The course group the staff pages show, kept in the address (`?group=…`) so a link or a reload keeps it: the one
 * chosen, else the first the asker works with. `groups` is undefined while loading, empty for an unassigned teacher.
 * For the menu's choice of group, which shows nothing while the groups are not there.
 */
export function useStaffGroup() {
  return useGroupInAddress(useQuery(staffGroupsQuery()).data?.staffGroups);
}

/** The same for a page about the group (StaffGroupPage): the groups are its own data (usePageQuery). */
export function useStaffPageGroup() {
  return useGroupInAddress(usePageQuery(staffGroupsQuery()).data?.staffGroups);
}

function useGroupInAddress(groups: Group[] | undefined) {
  const [search, setSearch] = useSearchParams();
  const chosen = search.get('group');
  const group = groups?.find((candidate) => candidate.id === chosen) ?? groups?.[0] ?? null;
  const choose = (id: string) => setSearch((current) => ofGroup(current, id), { replace: true });
  return { groups, group, choose };
}
