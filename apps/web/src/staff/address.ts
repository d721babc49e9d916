/**
 * A staff page's address: the group (`?group=`) and the page of a long list (`?page=`, from 0) side by side, each
 * changed without losing the other.
 */

/** The address at another page of the list; the first page is the address without `page`. */
export function atPage(current: URLSearchParams, page: number) {
  const next = new URLSearchParams(current);
  if (page > 0) next.set('page', String(page));
  else next.delete('page');
  return next;
}

/** The address of another group: its list starts at its first page. */
export function ofGroup(current: URLSearchParams, groupId: string) {
  const next = atPage(current, 0);
  next.set('group', groupId);
  return next;
}
