import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'wouter';
import { staffGroupsQuery } from './api/get-staff-groups.ts';

/**
 * The course group the staff pages show, kept in the address (`?group=…`) so a link or a reload keeps it: the one
 * chosen, else the first the asker works with. `groups` is undefined while loading, empty for an unassigned teacher.
 */
export function useStaffGroup() {
  const { data } = useQuery(staffGroupsQuery());
  const [search, setSearch] = useSearchParams();
  const groups = data?.staffGroups;
  const chosen = search.get('group');
  const group = groups?.find((candidate) => candidate.id === chosen) ?? groups?.[0] ?? null;
  const choose = (id: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('group', id);
        return next;
      },
      { replace: true },
    );
  return { groups, group, choose };
}
