import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './index.ts';
import * as t from './schema.ts';
import { createTestDatabase, testEngines } from './testing.ts';

/** Every column of a base table with a foreign key to users_children, read from the catalogue. */
async function columnsReferringToChildren(database: Database) {
  const { rows } = await database.execute(`
    select c.conrelid::regclass::text as table_name, a.attname as column_name
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
     where c.contype = 'f' and c.confrelid = 'users_children'::regclass`);
  return rows.map((row) => ({ table: String(row.table_name), column: String(row.column_name) }));
}

async function rowsReferringTo(database: Database, childId: string) {
  const found: string[] = [];
  for (const { table, column } of await columnsReferringToChildren(database)) {
    const { rows } = await database.execute(`select count(*)::int as n from ${table} where "${column}" = $1`, [
      childId,
    ]);
    if (Number(rows[0]?.n) > 0) found.push(`${table}.${column}`);
  }
  const { rows: views } = await database.execute(
    'select count(*)::int as n from friends_view where users_child_id = $1 or id = $1',
    [childId],
  );
  if (Number(views[0]?.n) > 0) found.push('friends_view');
  return found;
}

describe.each(testEngines())('deleting a child on %s', (engine) => {
  let database: Database;
  let childId: string;
  let friendId: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const { db } = database;
    const [parent] = await db.insert(t.users).values({ oidcIssuer: 'test', oidcSubject: 'parent' }).returning();
    const [course] = await db
      .insert(t.courses)
      .values({ slug: 'course', name: { nl: 'Cursus', en: 'Course' }, courseType: 'TEST', maxProfilesCount: 4 })
      .returning();
    const [config] = await db.insert(t.subscriptionConfigs).values({ maxProfileCount: 4 }).returning();
    if (!parent || !course || !config) throw new Error('fixture not written');
    const [subscription] = await db
      .insert(t.subscriptions)
      .values({
        userId: parent.id,
        courseId: course.id,
        subscriptionConfigId: config.id,
        startsOn: '2026-01-01',
        endsOn: '2026-12-31',
      })
      .returning();
    if (!subscription) throw new Error('fixture not written');
    const child = (username: string) => ({
      username,
      name: username,
      gender: 'girl' as const,
      dateOfBirth: '2018-01-01',
      avatar: 'girl-1',
      subscriptionId: subscription.id,
      userId: parent.id,
    });
    const [amina, noor, sara] = await db
      .insert(t.usersChildren)
      .values([child('amina'), child('noor'), child('sara')])
      .returning();
    const [lesson] = await db
      .insert(t.lessons)
      .values({ courseId: course.id, sequence: 1, lessonNumber: 1, name: { nl: 'Les', en: 'Lesson' } })
      .returning();
    if (!amina || !noor || !sara || !lesson) throw new Error('fixture not written');
    const [achievement] = await db
      .insert(t.achievements)
      .values({ lessonId: lesson.id, achievementType: 'QUIZ', title: { nl: 'Quiz', en: 'Quiz' } })
      .returning();
    const [question] = await db
      .insert(t.finalTestQuestions)
      .values({ courseId: course.id, sequence: 1, question: { nl: 'V', en: 'Q' }, answer: { nl: 'A', en: 'A' } })
      .returning();
    await db.insert(t.unlockables).values({ type: 'FINAL_TEST', sequence: 1 });
    if (!achievement || !question) throw new Error('fixture not written');

    await db.insert(t.usersChildDetails).values({ usersChildId: amina.id, aboutMe: 'Ik ben Amina' });
    await db.insert(t.accomplishedAchievements).values({ achievementId: achievement.id, userChildId: amina.id });
    await db
      .insert(t.userLessonProgresses)
      .values({ userId: parent.id, usersChildId: amina.id, lessonId: lesson.id, percentage: 40 });
    await db.insert(t.userChildrenUnlockables).values({ usersChildId: amina.id, type: 'FINAL_TEST' });
    await db.insert(t.friendRequests).values([
      {
        senderId: amina.id,
        receiverId: noor.id,
        accepted: true,
        senderParentApprovedAt: new Date(),
        receiverParentApprovedAt: new Date(),
      },
      { senderId: sara.id, receiverId: amina.id },
    ]);
    await db
      .insert(t.messages)
      .values({ usersChildId: amina.id, from: 'PARENT', title: 'Hoi', message: 'Goed gedaan' });
    await db
      .insert(t.finalTestResults)
      .values({ usersChildId: amina.id, finalTestQuestionId: question.id, result: '7' });
    await db.insert(t.recordings).values({
      usersChildId: amina.id,
      lessonId: lesson.id,
      surahNumber: 1,
      ayahFrom: 1,
      ayahTo: 1,
      contentType: 'audio/webm',
      durationMs: 2000,
      storageKey: 'recordings/test/a-recitation.webm',
      sizeBytes: 12,
    });
    childId = amina.id;
    friendId = noor.id;
  });

  afterAll(() => database.close());

  it('leaves no row anywhere that refers to the child, friendships on the other side included', async () => {
    expect((await rowsReferringTo(database, childId)).length).toBeGreaterThanOrEqual(8);
    const { rows: friendBefore } = await database.execute('select * from friends_view where users_child_id = $1', [
      friendId,
    ]);
    expect(friendBefore).toHaveLength(1);

    await database.db.delete(t.usersChildren).where(eq(t.usersChildren.id, childId));

    expect(await rowsReferringTo(database, childId)).toEqual([]);
    const { rows: friendAfter } = await database.execute('select * from friends_view where users_child_id = $1', [
      friendId,
    ]);
    expect(friendAfter).toEqual([]);
    const { rows: others } = await database.execute('select count(*)::int as n from users_children');
    expect(others[0]?.n).toBe(2);
  });

  it('knows every table that refers to a child', async () => {
    const tables = new Set((await columnsReferringToChildren(database)).map((column) => column.table));
    expect([...tables].sort()).toEqual(Object.keys(t.childOwnedTables).sort());
  });
});
