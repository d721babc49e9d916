import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestApp, type TestApp } from '../../testing/app.ts';

const SEARCH = `query getFriends($userChildId: ID!, $text: String!) {
  friendSearch(userChildId: $userChildId, text: $text) { id name username avatar }
}`;
const REQUESTS = `query getFriendRequests($userChildId: ID!) {
  friendRequests(userChildId: $userChildId) {
    mayMakeFriends sent { id friend { name } } received { id friend { name } }
    waitingForParents { id friend { name } } friends { id friend { name } }
  }
  activeFriends(userChildId: $userChildId) { name }
}`;
const DETAILS = `query getFriendRequest($userChildId: ID!, $id: ID!, $isActive: Boolean) {
  friendRequest(userChildId: $userChildId, id: $id, isActive: $isActive) {
    accepted stars lessonLevel friend { name username } favourites { favouriteAnimal aboutMe }
  }
}`;
const SEND = `mutation insertFriendRequest($userChildId: ID!, $receiverId: ID!) {
  insertFriendRequest(userChildId: $userChildId, receiverId: $receiverId) { id accepted }
}`;
const APPROVE = `mutation approveFriendRequest($userChildId: ID!, $friendRequestId: ID!) {
  approveFriendRequest(userChildId: $userChildId, friendRequestId: $friendRequestId) { id accepted }
}`;
const DECIDE = `mutation decideFriendship($userChildId: ID!, $friendRequestId: ID!, $approve: Boolean!) {
  decideFriendship(userChildId: $userChildId, friendRequestId: $friendRequestId, approve: $approve) { id isFriendship }
}`;
const PARENT_VIEW = `query parentFriendships($userChildId: ID!) {
  parentFriendships(userChildId: $userChildId) {
    mayMakeFriends friendships { id friend { name } approvedByUs approvedByThem isFriendship }
  }
}`;
const ALLOW = `mutation setChildMayMakeFriends($userChildId: ID!, $allowed: Boolean!) {
  setChildMayMakeFriends(userChildId: $userChildId, allowed: $allowed)
}`;
const DELETE = `mutation deleteFriendRequest($userChildId: ID!, $requestId: ID!) {
  deleteFriendRequest(userChildId: $userChildId, requestId: $requestId) { id accepted }
}`;

type Found = { id: string; name: string; username: string; avatar: string };

describe('friends', () => {
  let app: TestApp;
  let demo: string;
  let neighbours: string;
  /** The same parents with their parent area open (the pincode): only they decide on friendships. */
  let demoParent: string;
  let neighboursParent: string;
  const child: Record<string, string> = {};
  const search = async (text: string, as = 'amina') =>
    (await app.gql(as === 'noor' ? neighbours : demo, SEARCH, { userChildId: child[as], text })).data
      ?.friendSearch as Found[];

  beforeAll(async () => {
    app = await startTestApp();
    demo = await app.signIn('demo@koran-kids.test');
    neighbours = await app.signIn('buren@koran-kids.test');
    demoParent = await app.signIn('demo@koran-kids.test');
    await app.gql(demoParent, 'mutation { validatePincode(pincode: "1234") { isCorrect } }');
    neighboursParent = await app.signIn('buren@koran-kids.test');
    await app.gql(neighboursParent, 'mutation { validatePincode(pincode: "5678") { isCorrect } }');
    // 35 open profiles and some awkward names, in the neighbours' family.
    await app.database.execute(
      `insert into users_children (username, name, gender, date_of_birth, avatar, open_profile, subscription_id, user_id)
       select 'zaid' || n, 'Zaid ' || lpad(n::text, 2, '0'), 'boy', date '2017-01-01', 'boy-1', true, c.subscription_id, c.user_id
         from generate_series(1, 35) n, users_children c where c.username = 'noor'
       union all
       select extra.u, extra.callsign, 'girl', date '2017-01-01', 'girl-2', true, c.subscription_id, c.user_id
         from (values ('sa_ra', 'Sa_ra'), ('sanra', 'Sanra'), ('lina1', 'Nr 10% Lina'), ('lina2', 'Nr 10 Lina')) as extra(u, callsign),
              users_children c where c.username = 'noor'`,
    );
    const { rows } = await app.database.execute('select id, username from users_children');
    for (const row of rows) child[String(row.username)] = String(row.id);
    await app.database.execute(
      `insert into users_child_details (users_child_id, favourite_animal, about_me) values ($1, 'kat', 'Ik hou van lezen')`,
      [child.noor],
    );
  });
  afterAll(() => app.close());

  it('searches case-insensitively, takes % and _ literally, and stops at 30 by name', async () => {
    expect((await search('NOOR')).map((found) => found.username)).toEqual(['noor']);
    expect((await search('a_r')).map((found) => found.name)).toEqual(['Sa_ra']);
    expect((await search('10%')).map((found) => found.name)).toEqual(['Nr 10% Lina']);
    const zaids = await search('zaid');
    expect(zaids).toHaveLength(30);
    expect(zaids[0]?.name).toBe('Zaid 01');
    expect(zaids.at(-1)?.name).toBe('Zaid 30');
  });

  it('never finds a closed profile, an ended family or the child itself, and shows only name, username and avatar', async () => {
    expect(await search('yusuf', 'noor')).toEqual([]);
    expect(await search('bilal')).toEqual([]);
    expect(await search('ibrahim')).toEqual([]);
    expect(await search('amina')).toEqual([]);
    const [noor] = await search('noor');
    expect(Object.keys(noor ?? {}).sort()).toEqual(['avatar', 'id', 'name', 'username']);
    const type = await app.gql(demo, '{ __type(name: "FriendSummary") { fields { name } } }');
    const fields = (type.data?.__type as { fields: { name: string }[] } | undefined)?.fields.map((field) => field.name);
    expect(fields?.sort()).toEqual(['avatar', 'id', 'name', 'username']);
  });

  it('refuses a request to a closed profile, and a second request for the same pair', async () => {
    expect(codeOf(await app.gql(demo, SEND, { userChildId: child.amina, receiverId: child.bilal }))).toBe('NOT_FOUND');
    expect(codeOf(await app.gql(demo, SEND, { userChildId: child.amina, receiverId: child.amina }))).toBe('NOT_FOUND');
    const first = await app.gql(demo, SEND, { userChildId: child.amina, receiverId: child.zaid1 });
    expect(first.data?.insertFriendRequest).toMatchObject({ accepted: null });
    const back = await app.gql(neighbours, SEND, { userChildId: child.zaid1, receiverId: child.amina });
    expect(codeOf(back)).toBe('ALREADY_REQUESTED');
    expect(await search('zaid 01')).toEqual([]);
  });

  it('lets only the receiver accept, then a parent of each family approve; favourites only then; a parent ends it', async () => {
    const sent = await app.gql(demo, SEND, { userChildId: child.amina, receiverId: child.noor });
    const requestId = String((sent.data?.insertFriendRequest as { id: string } | undefined)?.id);

    expect(codeOf(await app.gql(demo, APPROVE, { userChildId: child.amina, friendRequestId: requestId }))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await app.gql(demo, APPROVE, { userChildId: child.yusuf, friendRequestId: requestId }))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await app.gql(demo, APPROVE, { userChildId: child.noor, friendRequestId: requestId }))).toBe(
      'FORBIDDEN',
    );
    const pending = await app.gql(demo, DETAILS, { userChildId: child.amina, id: requestId });
    expect(pending.data?.friendRequest).toMatchObject({ accepted: false, friend: { name: 'Noor' }, favourites: null });
    expect(codeOf(await app.gql(demo, DETAILS, { userChildId: child.yusuf, id: requestId }))).toBe('NOT_FOUND');
    // Parents decide only once both children said yes.
    expect(
      codeOf(
        await app.gql(demoParent, DECIDE, { userChildId: child.amina, friendRequestId: requestId, approve: true }),
      ),
    ).toBe('NOT_FOUND');

    const received = await app.gql(neighbours, REQUESTS, { userChildId: child.noor });
    expect(received.data?.friendRequests).toMatchObject({ received: [{ id: requestId, friend: { name: 'Amina' } }] });
    const accepted = await app.gql(neighbours, APPROVE, { userChildId: child.noor, friendRequestId: requestId });
    expect(accepted.data?.approveFriendRequest).toEqual({ id: requestId, accepted: true });

    const isWaiting = async () => {
      for (const [session, childId] of [
        [demo, child.amina],
        [neighbours, child.noor],
      ] as const) {
        const lists = await app.gql(session, REQUESTS, { userChildId: childId });
        expect(lists.data?.friendRequests).toMatchObject({ waitingForParents: [{ id: requestId }], friends: [] });
        expect(lists.data?.activeFriends).toEqual([]);
        expect(codeOf(await app.gql(session, DETAILS, { userChildId: childId, id: requestId, isActive: true }))).toBe(
          'NOT_FOUND',
        );
        const details = await app.gql(session, DETAILS, { userChildId: childId, id: requestId });
        expect(details.data?.friendRequest).toMatchObject({ accepted: true, favourites: null });
      }
    };
    await isWaiting();
    // A child's session (no pincode) cannot approve for its parents, nor a parent for the other family.
    expect(
      codeOf(await app.gql(demo, DECIDE, { userChildId: child.amina, friendRequestId: requestId, approve: true })),
    ).toBe('PARENT_AREA_REQUIRED');
    expect(
      codeOf(await app.gql(demoParent, DECIDE, { userChildId: child.noor, friendRequestId: requestId, approve: true })),
    ).toBe('FORBIDDEN');
    expect(
      codeOf(
        await app.gql(demoParent, DECIDE, { userChildId: child.yusuf, friendRequestId: requestId, approve: true }),
      ),
    ).toBe('NOT_FOUND');
    await isWaiting();
    expect((await app.gql(neighboursParent, PARENT_VIEW, { userChildId: child.noor })).data?.parentFriendships).toEqual(
      {
        mayMakeFriends: true,
        friendships: [
          { id: requestId, friend: { name: 'Amina' }, approvedByUs: false, approvedByThem: false, isFriendship: false },
        ],
      },
    );
    expect((await app.gql(demo, '{ subscription { friendshipsAwaitingParents } }')).data?.subscription).toEqual({
      friendshipsAwaitingParents: 1,
    });

    const first = await app.gql(demoParent, DECIDE, {
      userChildId: child.amina,
      friendRequestId: requestId,
      approve: true,
    });
    expect(first.data?.decideFriendship).toEqual({ id: requestId, isFriendship: false });
    await isWaiting();
    expect((await app.gql(demo, '{ subscription { friendshipsAwaitingParents } }')).data?.subscription).toEqual({
      friendshipsAwaitingParents: 0,
    });
    const second = await app.gql(neighboursParent, DECIDE, {
      userChildId: child.noor,
      friendRequestId: requestId,
      approve: true,
    });
    expect(second.data?.decideFriendship).toEqual({ id: requestId, isFriendship: true });

    const friend = await app.gql(demo, DETAILS, { userChildId: child.amina, id: requestId, isActive: true });
    expect(friend.data?.friendRequest).toMatchObject({
      accepted: true,
      favourites: { favouriteAnimal: 'kat', aboutMe: 'Ik hou van lezen' },
    });
    const lists = await app.gql(demo, REQUESTS, { userChildId: child.amina });
    expect(lists.data?.activeFriends).toEqual([{ name: 'Noor' }]);

    expect(codeOf(await app.gql(demo, DELETE, { userChildId: child.yusuf, requestId }))).toBe('NOT_FOUND');
    const ended = await app.gql(demoParent, DECIDE, {
      userChildId: child.amina,
      friendRequestId: requestId,
      approve: false,
    });
    expect(ended.data?.decideFriendship).toEqual({ id: requestId, isFriendship: false });
    expect((await app.gql(demo, REQUESTS, { userChildId: child.amina })).data?.activeFriends).toEqual([]);
    expect(codeOf(await app.gql(neighbours, DETAILS, { userChildId: child.noor, id: requestId }))).toBe('NOT_FOUND');
  });

  it('closes search and requests for a child whose parents switched friends off, whatever its open profile', async () => {
    expect((await search('noor')).map((found) => found.name)).toEqual(['Noor']);
    expect(codeOf(await app.gql(neighbours, ALLOW, { userChildId: child.noor, allowed: false }))).toBe(
      'PARENT_AREA_REQUIRED',
    );
    await app.gql(neighboursParent, ALLOW, { userChildId: child.noor, allowed: false });
    expect(await search('noor')).toEqual([]);
    expect(await search('amina', 'noor')).toEqual([]);
    expect(codeOf(await app.gql(demo, SEND, { userChildId: child.amina, receiverId: child.noor }))).toBe(
      'FRIENDS_CLOSED',
    );
    expect(codeOf(await app.gql(neighbours, SEND, { userChildId: child.noor, receiverId: child.amina }))).toBe(
      'FRIENDS_CLOSED',
    );
    expect((await app.gql(neighbours, REQUESTS, { userChildId: child.noor })).data?.friendRequests).toMatchObject({
      mayMakeFriends: false,
    });
    await app.gql(neighboursParent, ALLOW, { userChildId: child.noor, allowed: true });
    expect((await search('noor')).map((found) => found.name)).toEqual(['Noor']);
  });

  it('neither accepts nor approves a request made before the parents of one child switched friends off', async () => {
    const sent = await app.gql(neighbours, SEND, { userChildId: child.noor, receiverId: child.amina });
    const requestId = String((sent.data?.insertFriendRequest as { id: string } | undefined)?.id);
    const switchNoor = (allowed: boolean) => app.gql(neighboursParent, ALLOW, { userChildId: child.noor, allowed });
    const approveAs = (session: string, userChildId: string | undefined) =>
      app.gql(session, DECIDE, { userChildId, friendRequestId: requestId, approve: true });

    await switchNoor(false);
    expect(codeOf(await app.gql(demo, APPROVE, { userChildId: child.amina, friendRequestId: requestId }))).toBe(
      'FRIENDS_CLOSED',
    );
    await switchNoor(true);
    await app.gql(demo, APPROVE, { userChildId: child.amina, friendRequestId: requestId });
    await approveAs(neighboursParent, child.noor);
    await switchNoor(false);
    expect(codeOf(await approveAs(demoParent, child.amina))).toBe('FRIENDS_CLOSED');
    expect((await app.gql(demo, REQUESTS, { userChildId: child.amina })).data?.activeFriends).toEqual([]);

    await switchNoor(true);
    await app.gql(demoParent, DECIDE, { userChildId: child.amina, friendRequestId: requestId, approve: false });
  });

  it("refuses every friends operation for another family's child, and changes nothing", async () => {
    const { rows: before } = await app.database.execute('select count(*)::int as n from friend_requests');
    const someId = '00000000-0000-4000-8000-000000000000';
    const attempts = [
      [SEARCH, { userChildId: child.noor, text: 'amina' }],
      [REQUESTS, { userChildId: child.noor }],
      [DETAILS, { userChildId: child.noor, id: someId }],
      [SEND, { userChildId: child.noor, receiverId: child.amina }],
      [APPROVE, { userChildId: child.noor, friendRequestId: someId }],
      [DELETE, { userChildId: child.noor, requestId: someId }],
    ] as const;
    for (const [operation, variables] of attempts) {
      const answer = await app.gql(demo, operation, variables);
      expect(codeOf(answer), operation).toBe('FORBIDDEN');
      expect(answer.data).toBeNull();
    }
    const { rows: after } = await app.database.execute('select count(*)::int as n from friend_requests');
    expect(after).toEqual(before);
  });
});
