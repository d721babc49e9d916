import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileStorageFor } from '@koran-kids/content';
import { API_VERSION } from '@koran-kids/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app.ts';
import { removeExpiredRecordings } from './recording-files.service.ts';

/** The start of a WebM file, as a browser's MediaRecorder writes it, and some sound after it. */
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]), Buffer.alloc(4000, 9)]);

describe("a child's recordings kept as files", () => {
  let app: TestApp;
  let family: string;
  let lessonId: string;
  const childIds: Record<string, string> = {};

  /** Sends a recording the way the child's browser does: a PUT over HTTP to the listening server. */
  const send = async (child: string) => {
    const query = new URLSearchParams({ lessonId, ayahFrom: '1', ayahTo: '1', durationMs: '2500' });
    const response = await fetch(`${app.origin}/recordings/${childIds[child]}?${query}`, {
      method: 'PUT',
      headers: { cookie: family, 'api-version': API_VERSION, 'content-type': 'application/octet-stream' },
      body: WEBM,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { id: string }).id;
  };
  const filesOf = (child: string) => {
    const folder = join(app.config.filesDir, 'recordings', childIds[child] ?? '');
    return existsSync(folder) ? readdirSync(folder) : [];
  };
  const rows = async (sql: string, parameters: unknown[] = []) => (await app.database.execute(sql, parameters)).rows;

  beforeAll(async () => {
    app = await startTestApp({ listen: true, environment: { RATE_LIMIT_PER_MINUTE: '0' } });
    const [ids] = await rows(
      `select (select id from users_children where username = 'amina') as amina,
              (select id from users_children where username = 'yusuf') as yusuf,
              (select id from lessons where sequence = 1) as lesson`,
    );
    Object.assign(childIds, { amina: String(ids?.amina), yusuf: String(ids?.yusuf) });
    lessonId = String(ids?.lesson);
    family = await app.signIn('demo@koran-kids.test');
    await app.gql(family, 'mutation { validatePincode(pincode: "1234") { isCorrect } }');
    for (const id of Object.values(childIds)) {
      await app.gql(family, 'mutation($id: ID!) { setChildMaySendRecordings(userChildId: $id, allowed: true) }', {
        id,
      });
    }
  });
  afterAll(() => app.close());

  it('keeps the sound sent over HTTP as a file in DATA_DIR, and no audio bytes in the database', async () => {
    const id = await send('amina');
    const bytea = await rows(
      `select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('bytea', 'oid')`,
    );
    expect(bytea).toEqual([]);
    const [row] = await rows('select storage_key, size_bytes from recordings where id = $1', [id]);
    expect(row).toEqual({ storage_key: `recordings/${childIds.amina}/${id}.webm`, size_bytes: WEBM.length });
    expect(readFileSync(join(app.config.filesDir, String(row?.storage_key))).equals(WEBM)).toBe(true);
  });

  it('removes recordings past the retention rule with their files, keeps the others and the teacher answer', async () => {
    const [heardLongAgo, neverHeard, heardLately, sentLately] = [
      await send('amina'),
      await send('amina'),
      await send('amina'),
      await send('amina'),
    ];
    const { daysAfterHeard, daysUnheard } = app.config.recordingRetention;
    expect([daysAfterHeard, daysUnheard]).toEqual([90, 180]);
    await rows(`update recordings set read_at = now() - interval '91 days' where id = $1`, [heardLongAgo]);
    await rows(`update recordings set created_at = now() - interval '181 days' where id = $1`, [neverHeard]);
    await rows(`update recordings set read_at = now() - interval '10 days' where id = $1`, [heardLately]);
    await rows(`update recordings set created_at = now() - interval '100 days' where id = $1`, [sentLately]);
    const teacher = await app.signIn('leraar@koran-kids.test');
    const answered = await app.gql(
      teacher,
      'mutation($child: ID!, $id: ID!) { replyToRecording(userChildId: $child, recordingId: $id, message: "Mooi!") { heard } }',
      { child: childIds.amina, id: heardLongAgo },
    );
    expect(answered.data?.replyToRecording).toEqual({ heard: true });
    await rows(`update recordings set read_at = now() - interval '91 days' where id = $1`, [heardLongAgo]);
    const filesBefore = filesOf('amina');

    const storage = fileStorageFor(app.config.s3, app.config.filesDir);
    // Two server copies at once: each recording goes once.
    const removed = await Promise.all([
      removeExpiredRecordings(app.database.db, storage, app.config.recordingRetention),
      removeExpiredRecordings(app.database.db, storage, app.config.recordingRetention),
    ]);
    expect(removed[0] + removed[1]).toBe(2);
    const left = (await rows('select id from recordings where users_child_id = $1', [childIds.amina])).map((row) =>
      String(row.id),
    );
    expect(left).not.toContain(heardLongAgo);
    expect(left).not.toContain(neverHeard);
    expect(left).toEqual(expect.arrayContaining([heardLately, sentLately]));
    expect(filesOf('amina').sort()).toEqual(
      filesBefore.filter((file) => !file.startsWith(heardLongAgo) && !file.startsWith(neverHeard)).sort(),
    );
    expect(filesOf('amina')).toHaveLength(left.length);
    expect(
      await rows(`select message from messages where users_child_id = $1 and title = 'RECORDING'`, [childIds.amina]),
    ).toEqual([{ message: 'Mooi!' }]);
    expect(await removeExpiredRecordings(app.database.db, storage, app.config.recordingRetention)).toBe(0);
  });

  it('tells the parent the retention rule the server applies', async () => {
    const answer = await app.gql(family, '{ recordingRetention { daysAfterHeard daysUnheard } }');
    expect(answer.data?.recordingRetention).toEqual({ daysAfterHeard: 90, daysUnheard: 180 });
  });

  it("leaves no file of a child's recordings in storage once the parent erased the profile", async () => {
    await send('yusuf');
    await send('yusuf');
    expect(filesOf('yusuf')).toHaveLength(2);
    const erased = await app.gql(
      family,
      'mutation($id: ID!) { deleteUserChild(userChildId: $id, username: "yusuf") }',
      {
        id: childIds.yusuf,
      },
    );
    expect(erased.errors).toBeUndefined();
    expect(filesOf('yusuf')).toEqual([]);
    expect(await rows('select * from recording_files_to_remove')).toEqual([]);
    // A brother's erasure leaves his sister's recordings alone.
    expect(filesOf('amina').length).toBeGreaterThan(0);
  });
});
