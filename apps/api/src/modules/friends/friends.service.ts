import { type Db, rowsOf } from '@koran-kids/db';
import { friendRequests, friendsView, subscriptions, usersChildren } from '@koran-kids/db/schema';
import { FAVOURITE_FIELDS } from '@koran-kids/input/forms/favourites';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { fail, isUniqueViolation } from '../../errors.ts';
import type { Favourites } from '../../family/favourites.ts';

/** How many children a search shows, at most. */
const SEARCH_LIMIT = 30;
/** What any child may see of another: avatar, name and username (DECISIONS: privacy). */
export type FriendSummary = { id: string; name: string; username: string; avatar: string };

/** Takes the searched text literally: `%`, `_` and `\` are not wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * Children to befriend (getFriends): open profiles of active families whose parents let them make friends, not the
 * child, its friends or open requests; nobody while the child's own parents have switched friends off. The first
 * `SEARCH_LIMIT` matches found (by the names' trigram indexes) are ordered by name: "noo" in an institute of 100,000
 * families finds thousands of Noors, and a child types on to find the one. Looking at more matches to order them
 * would grow with the institute (100 of them: 1.8× the time at 100×, bench:scale's database; 30: 1.1×).
 */
export function searchFriends(db: Db, childId: string, text: string): Promise<FriendSummary[]> {
  const pattern = likePattern(text.trim());
  return rowsOf<FriendSummary>(
    db,
    sql`
    select id, name, username, avatar from (
      select c.id, c.name, c.username, c.avatar
        from ${usersChildren} c join ${subscriptions} s on s.id = c.subscription_id
       where c.open_profile and c.may_make_friends
         and (c.name ilike ${pattern} or c.username ilike ${pattern})
         and current_date between s.starts_on and s.ends_on
         and c.id <> ${childId}
         and (select own.may_make_friends from ${usersChildren} own where own.id = ${childId})
         and not exists (select 1 from ${friendRequests} r
                          where (r.sender_id = ${childId} and r.receiver_id = c.id)
                             or (r.receiver_id = ${childId} and r.sender_id = c.id))
       limit ${SEARCH_LIMIT}) found
     order by lower(name), username`,
  );
}

type RequestRow = {
  friend_request_id: string;
  accepted: boolean | null;
  sender_parent_approved_at: Date | string | null;
  receiver_parent_approved_at: Date | string | null;
  created_at: Date | string;
  sender_id: string;
  [column: string]: unknown;
};

/** One request as the child sees it: who the other child is, whether the child sent it, how far it got. */
export type ChildFriendRequest = {
  id: string;
  /** The receiving child said yes. */
  accepted: boolean;
  /** Accepted, and a parent of each family approved: only then are they friends. */
  isFriendship: boolean;
  isSent: boolean;
  createdAt: Date;
  friend: FriendSummary;
};

function toChildRequest(row: RequestRow, childId: string): ChildFriendRequest {
  const side = row.sender_id === childId ? 'receiver' : 'sender';
  return {
    id: row.friend_request_id,
    accepted: row.accepted === true,
    isFriendship:
      row.accepted === true && row.sender_parent_approved_at !== null && row.receiver_parent_approved_at !== null,
    isSent: side === 'receiver',
    createdAt: new Date(row.created_at),
    friend: {
      id: String(row[`${side}_id`]),
      name: String(row[`${side}_name`]),
      username: String(row[`${side}_username`]),
      avatar: String(row[`${side}_avatar`]),
    },
  };
}

/**
 * Sent and received requests the other child has not answered, accepted ones waiting for the parents, and
 * friends, in one statement (getFriendRequests); and whether the child's parents let it make friends. The child's
 * requests are found by their sender's and receiver's indexes first: an `or` over the view read them all.
 */
export async function friendRequestsOf(db: Db, childId: string) {
  const rows = await rowsOf<RequestRow>(
    db,
    sql`
    select friend_request_id, accepted, sender_parent_approved_at, receiver_parent_approved_at, created_at,
           sender_id, sender_name, sender_username, sender_avatar,
           receiver_id, receiver_name, receiver_username, receiver_avatar
      from friend_requests_view
     where friend_request_id in (select id from friend_requests where sender_id = ${childId}
                                 union all select id from friend_requests where receiver_id = ${childId})
     order by created_at desc`,
  );
  const [child] = await db
    .select({ mayMakeFriends: usersChildren.mayMakeFriends })
    .from(usersChildren)
    .where(eq(usersChildren.id, childId));
  const requests = rows.map((row) => toChildRequest(row, childId));
  const byName = (a: ChildFriendRequest, b: ChildFriendRequest) => a.friend.name.localeCompare(b.friend.name);
  return {
    mayMakeFriends: child?.mayMakeFriends ?? false,
    sent: requests.filter((request) => !request.accepted && request.isSent),
    received: requests.filter((request) => !request.accepted && !request.isSent),
    waitingForParents: requests.filter((request) => request.accepted && !request.isFriendship).sort(byName),
    friends: requests.filter((request) => request.isFriendship).sort(byName),
  };
}

/** An accepted friend, with the friendship's request: the friend's details are found by it. */
export type ActiveFriend = FriendSummary & { friendRequestId: string };

/** The child's accepted friends by name (getActiveFriends). */
export function activeFriendsOf(db: Db, childId: string): Promise<ActiveFriend[]> {
  return db
    .select({
      id: friendsView.id,
      name: friendsView.name,
      username: friendsView.username,
      avatar: friendsView.avatar,
      friendRequestId: friendsView.friendRequestId,
    })
    .from(friendsView)
    .where(eq(friendsView.usersChildId, childId))
    .orderBy(sql`lower(${friendsView.name})`);
}

/** The other child of one request: favourites and "about me" only once they are friends (getFriendRequest). */
export async function friendDetails(db: Db, childId: string, requestId: string, mustBeActive: boolean) {
  const rows = await rowsOf<RequestRow>(
    db,
    sql`
    select v.*,
           (select max(l.lesson_number)::int from user_lesson_progresses p join lessons l on l.id = p.lesson_id
             where p.users_child_id = case when v.sender_id = ${childId} then v.receiver_id else v.sender_id end
               and (p.finished or p.percentage > 0)) as lesson_level
      from friend_requests_view v
     where v.friend_request_id = ${requestId} and (v.sender_id = ${childId} or v.receiver_id = ${childId})`,
  );
  const [row] = rows;
  const request = row ? toChildRequest(row, childId) : null;
  if (!row || !request || (mustBeActive && !request.isFriendship)) fail('NOT_FOUND', 'no such friend');
  const side = request.isSent ? 'receiver' : 'sender';
  const column = (field: string) => `${side}_${field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`;
  const favourites = Object.fromEntries(
    [...FAVOURITE_FIELDS, 'aboutMe'].map((field) => [field, (row[column(field)] as string | null) ?? null]),
  ) as Favourites;
  return {
    ...request,
    stars: Number(row[`${side}_stars`]),
    joiningDate: new Date(row[`${side}_joining_date`] as string),
    lessonLevel: (row.lesson_level as number | null) ?? null,
    favourites: request.isFriendship ? favourites : null,
  };
}
export type FriendDetails = Awaited<ReturnType<typeof friendDetails>>;

/** Refuses when the parents of one of the children switched friends off (FRIENDS_CLOSED). */
async function checkFriendsAllowed(db: Db, childIds: string[]) {
  const closed = await db
    .select({ id: usersChildren.id })
    .from(usersChildren)
    .where(and(inArray(usersChildren.id, childIds), eq(usersChildren.mayMakeFriends, false)));
  if (closed.length > 0) fail('FRIENDS_CLOSED', "a child's parents switched friends off");
}

/** A request to an open profile of an active family; one per pair, either direction (insertFriendRequest). */
export async function sendFriendRequest(db: Db, senderId: string, receiverId: string) {
  const [receiver] = await db
    .select({ id: usersChildren.id })
    .from(usersChildren)
    .innerJoin(subscriptions, eq(subscriptions.id, usersChildren.subscriptionId))
    .where(
      and(
        eq(usersChildren.id, receiverId),
        eq(usersChildren.openProfile, true),
        sql`current_date between ${subscriptions.startsOn} and ${subscriptions.endsOn}`,
      ),
    );
  if (!receiver || receiverId === senderId) fail('NOT_FOUND', 'no such child');
  await checkFriendsAllowed(db, [senderId, receiverId]);
  try {
    const [created] = await db
      .insert(friendRequests)
      .values({ senderId, receiverId })
      .returning({ id: friendRequests.id, accepted: friendRequests.accepted });
    return created ?? fail('NOT_FOUND', 'no such child');
  } catch (error) {
    if (isUniqueViolation(error)) fail('ALREADY_REQUESTED', 'these children already have a request');
    throw error;
  }
}

/**
 * Refuses a change to one of the child's requests when the parents of either child switched friends off
 * (FRIENDS_CLOSED): a request sent before the switch is not accepted or approved after it.
 */
export async function checkRequestAllowed(db: Db, childId: string, requestId: string) {
  const closed = await rowsOf<{ id: string }>(
    db,
    sql`select c.id from friend_requests r join users_children c on c.id in (r.sender_id, r.receiver_id)
         where r.id = ${requestId} and ${childId} in (r.sender_id, r.receiver_id) and not c.may_make_friends`,
  );
  if (closed.length > 0) fail('FRIENDS_CLOSED', "a child's parents switched friends off");
}

/** Only the receiver approves, and only a pending request (approveFriendRequest); then the parents decide. */
export async function approveFriendRequest(db: Db, childId: string, requestId: string) {
  await checkRequestAllowed(db, childId, requestId);
  const [approved] = await db
    .update(friendRequests)
    .set({ accepted: true })
    .where(
      and(eq(friendRequests.id, requestId), eq(friendRequests.receiverId, childId), isNull(friendRequests.accepted)),
    )
    .returning({ id: friendRequests.id, accepted: friendRequests.accepted });
  return approved ?? fail('NOT_FOUND', 'no such friend request');
}

/** Declining, cancelling and removing a friend: either side may (deleteFriendRequest). */
export async function deleteFriendRequest(db: Db, childId: string, requestId: string) {
  const [deleted] = await db
    .delete(friendRequests)
    .where(
      and(
        eq(friendRequests.id, requestId),
        or(eq(friendRequests.senderId, childId), eq(friendRequests.receiverId, childId)),
      ),
    )
    .returning({ id: friendRequests.id, accepted: friendRequests.accepted });
  return deleted ?? fail('NOT_FOUND', 'no such friend request');
}
