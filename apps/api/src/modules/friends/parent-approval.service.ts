import { type Db, rowsOf } from '@koran-kids/db';
import { friendRequests, usersChildren } from '@koran-kids/db/schema';
import { and, eq, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { fail } from '../../errors.ts';
import { checkRequestAllowed, type FriendSummary } from './friends.service.ts';

/** A friendship the children agreed on, as a parent decides on it: the other family's child, and who approved. */
export type ParentFriendship = {
  id: string;
  friend: FriendSummary;
  approvedByUs: boolean;
  approvedByThem: boolean;
  /** Both families approved: the children are friends. */
  isFriendship: boolean;
};

type ApprovalRow = {
  id: string;
  sender_id: string;
  sender_approved: boolean;
  receiver_approved: boolean;
  [column: string]: unknown;
};

/** The child's accepted requests, waiting ones first, then by the other child's name (parent area). */
export async function friendshipsForParent(db: Db, childId: string) {
  const rows = await rowsOf<ApprovalRow>(
    db,
    sql`
    select friend_request_id as id, sender_id, sender_name, sender_username, sender_avatar,
           receiver_id, receiver_name, receiver_username, receiver_avatar,
           sender_parent_approved_at is not null as sender_approved,
           receiver_parent_approved_at is not null as receiver_approved
      from friend_requests_view
     where accepted and (sender_id = ${childId} or receiver_id = ${childId})`,
  );
  const [child] = await db
    .select({ mayMakeFriends: usersChildren.mayMakeFriends })
    .from(usersChildren)
    .where(eq(usersChildren.id, childId));
  const friendships = rows.map((row): ParentFriendship => {
    const ours = row.sender_id === childId ? 'sender' : 'receiver';
    const theirs = ours === 'sender' ? 'receiver' : 'sender';
    const approvedByUs = row[`${ours}_approved`] === true;
    const approvedByThem = row[`${theirs}_approved`] === true;
    return {
      id: row.id,
      friend: {
        id: String(row[`${theirs}_id`]),
        name: String(row[`${theirs}_name`]),
        username: String(row[`${theirs}_username`]),
        avatar: String(row[`${theirs}_avatar`]),
      },
      approvedByUs,
      approvedByThem,
      isFriendship: approvedByUs && approvedByThem,
    };
  });
  const waitingFirst = (a: ParentFriendship, b: ParentFriendship) =>
    Number(a.approvedByUs) - Number(b.approvedByUs) || a.friend.name.localeCompare(b.friend.name);
  return { mayMakeFriends: child?.mayMakeFriends ?? false, friendships: friendships.sort(waitingFirst) };
}

/**
 * A parent approves the friendship for their own child's side (once the children accepted it), or refuses or ends
 * it: the request is gone for both children, with what they saw of each other.
 */
export async function decideFriendship(db: Db, childId: string, requestId: string, approve: boolean) {
  const involvesChild = or(eq(friendRequests.senderId, childId), eq(friendRequests.receiverId, childId));
  if (!approve) {
    const [ended] = await db
      .delete(friendRequests)
      .where(and(eq(friendRequests.id, requestId), involvesChild))
      .returning({ id: friendRequests.id });
    return ended ? { id: ended.id, isFriendship: false } : fail('NOT_FOUND', 'no such friendship');
  }
  await checkRequestAllowed(db, childId, requestId);
  const approvedNow = (side: AnyPgColumn, column: AnyPgColumn) =>
    sql`case when ${side} = ${childId} then coalesce(${column}, now()) else ${column} end`;
  const [approved] = await db
    .update(friendRequests)
    .set({
      senderParentApprovedAt: approvedNow(friendRequests.senderId, friendRequests.senderParentApprovedAt),
      receiverParentApprovedAt: approvedNow(friendRequests.receiverId, friendRequests.receiverParentApprovedAt),
    })
    .where(and(eq(friendRequests.id, requestId), eq(friendRequests.accepted, true), involvesChild))
    .returning({
      id: friendRequests.id,
      isFriendship: sql<boolean>`${friendRequests.senderParentApprovedAt} is not null and ${friendRequests.receiverParentApprovedAt} is not null`,
    });
  return approved ?? fail('NOT_FOUND', 'no such friendship');
}

/** The parents' setting for one child: off closes the friend search and requests (and approving new friends). */
export async function setMayMakeFriends(db: Db, childId: string, allowed: boolean) {
  await db.update(usersChildren).set({ mayMakeFriends: allowed }).where(eq(usersChildren.id, childId));
  return allowed;
}

/** How many friendships of the family's children wait for this family's approval: the badge on the parent button. */
export async function friendshipsAwaitingFamily(db: Db, subscriptionId: string) {
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`
    select count(*)::int as count
      from friend_requests r
      join users_children c on c.id in (r.sender_id, r.receiver_id)
     where r.accepted and c.subscription_id = ${subscriptionId}
       and ((c.id = r.sender_id and r.sender_parent_approved_at is null)
         or (c.id = r.receiver_id and r.receiver_parent_approved_at is null))`,
  );
  return row?.count ?? 0;
}
