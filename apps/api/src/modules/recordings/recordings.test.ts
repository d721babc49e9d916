import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileStorageFor } from '@koran-kids/content';
import { API_VERSION } from '@koran-kids/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app.ts';

/** The start of a WebM file, as a browser's MediaRecorder writes it, and some sound after it. */
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]), Buffer.alloc(2000, 7)]);
/** The start of an MP4 file (AAC, as Safari's MediaRecorder writes it): its `ftyp` box, then some sound. */
const MP4 = Buffer.concat([
  Buffer.from([0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x4d, 0x34, 0x41, 0x20]),
  Buffer.alloc(2000, 5),
]);
/** The daily cap these tests run with (the setting RECORDINGS_PER_CHILD_PER_DAY). */
const PER_DAY = 3;

describe("a child's own recordings to the teacher", () => {
  let app: TestApp;
  let amina: string;
  let noor: string;
  let lessonId: string;
  let family: string;

  const send = (cookie: string, childId: string, query: Record<string, string> = {}, body: Buffer = WEBM) =>
    app.server.app.inject({
      method: 'PUT',
      url: `/recordings/${childId}?${new URLSearchParams({ lessonId, ayahFrom: '1', ayahTo: '1', durationMs: '2500', ...query })}`,
      headers: { cookie, 'api-version': API_VERSION, 'content-type': 'application/octet-stream' },
      payload: body,
    });
  const hear = async (email: string, recordingId: string) =>
    (
      await app.server.app.inject({
        method: 'GET',
        url: `/recordings/${recordingId}`,
        headers: { cookie: await app.signIn(email) },
      })
    ).statusCode;
  const count = async () =>
    Number((await app.database.execute('select count(*)::int as n from recordings')).rows[0]?.n);

  beforeAll(async () => {
    app = await startTestApp({
      listen: true,
      environment: { RATE_LIMIT_PER_MINUTE: '0', RECORDINGS_PER_CHILD_PER_DAY: String(PER_DAY) },
    });
    const { rows } = await app.database.execute(
      `select (select id from users_children where username = 'amina') as amina,
              (select id from users_children where username = 'noor') as noor,
              (select id from lessons where sequence = 1) as lesson`,
    );
    amina = String(rows[0]?.amina);
    noor = String(rows[0]?.noor);
    lessonId = String(rows[0]?.lesson);
    family = await app.signIn('demo@koran-kids.test');
  });
  afterAll(() => app.close());

  it('is refused until the parents allow it, and stores nothing', async () => {
    const answer = await send(family, amina);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ error: 'recordings-not-allowed' });
    const allowed = await app.gql(family, 'query($id: ID!) { childMaySendRecordings(userChildId: $id) }', {
      id: amina,
    });
    expect(allowed.data?.childMaySendRecordings).toBe(false);
    // A child's screen (no pincode) cannot allow it.
    const child = await app.gql(
      family,
      'mutation($id: ID!) { setChildMaySendRecordings(userChildId: $id, allowed: true) }',
      {
        id: amina,
      },
    );
    expect(child.errors?.[0]?.extensions?.code).toBe('PARENT_AREA_REQUIRED');
    expect(await count()).toBe(0);
  });

  it('takes a short recording of a verse of the lesson once allowed, and refuses what it cannot take', async () => {
    await app.gql(family, 'mutation { validatePincode(pincode: "1234") { isCorrect } }');
    const allow = await app.gql(
      family,
      'mutation($id: ID!) { setChildMaySendRecordings(userChildId: $id, allowed: true) }',
      {
        id: amina,
      },
    );
    expect(allow.data?.setChildMaySendRecordings).toBe(true);

    const refusals = [
      [await send(family, amina, {}, Buffer.from('not a recording at all')), 415, 'wrong-type'],
      [await send(family, amina, { durationMs: '61000' }), 413, 'too-long'],
      [await send(family, amina, {}, Buffer.concat([WEBM, Buffer.alloc(512 * 1024)])), 413, 'too-large'],
      [await send(family, amina, { ayahFrom: '99', ayahTo: '99' }), 400, 'bad-place'],
      [await send(family, noor), 403, 'FORBIDDEN'],
      [await send(await app.signIn('leraar@koran-kids.test'), amina), 403, 'FORBIDDEN'],
    ] as const;
    for (const [answer, status, code] of refusals) {
      expect(answer.statusCode, code).toBe(status);
      expect(answer.json().error).toBe(code);
    }
    expect(await count()).toBe(0);

    const sent = await send(family, amina, { wordFrom: '1', wordTo: '2' });
    expect(sent.statusCode).toBe(200);
    expect(await count()).toBe(1);
  });

  it('is heard by the teacher of the group and the family only; the answer reaches the child; the export holds it', async () => {
    const teacher = await app.signIn('leraar@koran-kids.test');
    const { rows: groups } = await app.database.execute(
      `select s.course_group_id from users_children c join subscriptions s on s.id = c.subscription_id where c.id = '${amina}'`,
    );
    const inbox = await app.gql(
      teacher,
      'query($group: ID!) { staffInbox(courseGroupId: $group) { entries { ... on TeacherRecording { id childId childName ayahFrom wordFrom wordTo readAt audioUrl } } } }',
      { group: String(groups[0]?.course_group_id) },
    );
    const page = inbox.data?.staffInbox as { entries: { id: string; audioUrl: string }[] } | undefined;
    const [recording] = page?.entries ?? [];
    expect(recording).toMatchObject({
      childId: amina,
      childName: 'Amina',
      ayahFrom: 1,
      wordFrom: 1,
      wordTo: 2,
      readAt: null,
    });
    const id = recording?.id ?? '';

    expect(await hear('leraar@koran-kids.test', id)).toBe(200);
    // The teacher's player jumps to any second of it.
    const part = await app.server.app.inject({
      method: 'GET',
      url: `/recordings/${id}`,
      headers: { cookie: teacher, range: 'bytes=4-11' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.headers['content-range']).toBe(`bytes 4-11/${WEBM.length}`);
    expect(part.rawPayload.equals(WEBM.subarray(4, 12))).toBe(true);
    const beyond = await app.server.app.inject({
      method: 'GET',
      url: `/recordings/${id}`,
      headers: { cookie: teacher, range: `bytes=${WEBM.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
    const otherVersion = await app.server.app.inject({
      method: 'GET',
      url: `/recordings/${id}`,
      headers: { cookie: teacher, range: 'bytes=4-11', 'if-range': '"not-this-one"' },
    });
    expect(otherVersion.rawPayload.equals(WEBM)).toBe(true);
    expect(await hear('demo@koran-kids.test', id)).toBe(200);
    expect(await hear('leraar-b@koran-kids.test', id)).toBe(404);
    expect(await hear('buren@koran-kids.test', id)).toBe(404);
    // Without a session: asked to sign in, whatever the recording (its existence is told to no one).
    expect((await app.server.app.inject({ method: 'GET', url: `/recordings/${id}` })).statusCode).toBe(401);
    const otherTeacher = await app.gql(
      await app.signIn('leraar-b@koran-kids.test'),
      'mutation($child: ID!, $id: ID!) { replyToRecording(userChildId: $child, recordingId: $id, message: "Hoi") { id } }',
      { child: amina, id },
    );
    expect(otherTeacher.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const reply = await app.gql(
      teacher,
      'mutation($child: ID!, $id: ID!) { replyToRecording(userChildId: $child, recordingId: $id, message: "Mooi gereciteerd!") { heard } }',
      { child: amina, id },
    );
    expect(reply.data?.replyToRecording).toEqual({ heard: true });
    const { rows: messages } = await app.database.execute(
      `select title, message, sender_name from messages where users_child_id = '${amina}' and "from" = 'TEACHER'`,
    );
    expect(messages).toEqual([{ title: 'RECORDING', message: 'Mooi gereciteerd!', sender_name: 'Yasmina' }]);

    const exported = await app.server.app.inject({
      method: 'GET',
      url: `/exports/children/${amina}.json`,
      headers: { cookie: family },
    });
    const [kept] = exported.json().recordings as { audioBase64: string; ayahFrom: number }[];
    expect(kept?.ayahFrom).toBe(1);
    expect(Buffer.from(kept?.audioBase64 ?? '', 'base64').equals(WEBM)).toBe(true);
  });

  it("refuses a child's recording past the day's cap with a clear reason, and stores nothing; a brother is unaffected", async () => {
    const before = await count();
    expect(before).toBe(1);
    for (let sent = before; sent < PER_DAY; sent++) expect((await send(family, amina)).statusCode).toBe(200);
    const refused = await send(family, amina);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'daily-limit', max: PER_DAY });
    expect(await count()).toBe(PER_DAY);
    // Nor a file: the storage holds exactly the recordings the child may send.
    expect(readdirSync(join(app.config.filesDir, 'recordings', amina))).toHaveLength(PER_DAY);

    const { rows } = await app.database.execute("select id from users_children where username = 'yusuf'");
    const yusuf = String(rows[0]?.id);
    await app.gql(family, 'mutation($id: ID!) { setChildMaySendRecordings(userChildId: $id, allowed: true) }', {
      id: yusuf,
    });
    expect((await send(family, yusuf)).statusCode).toBe(200);
    // Recordings of yesterday no longer count.
    await app.database.execute(
      `update recordings set created_at = now() - interval '25 hours' where users_child_id = '${amina}'`,
    );
    expect((await send(family, amina)).statusCode).toBe(200);
  });

  it('streams the export of a child with many recordings, their sounds read from the file storage', async () => {
    const many = 40;
    const sound = Buffer.concat([WEBM, Buffer.alloc(100_000, 3)]);
    const storage = fileStorageFor(app.config.s3, app.config.filesDir);
    for (let index = 0; index < many; index++) await storage.put(`recordings/${amina}/many-${index}.webm`, sound);
    await app.database.execute(
      `insert into recordings (users_child_id, lesson_id, surah_number, ayah_from, ayah_to, content_type, duration_ms,
                               storage_key, size_bytes)
       select $1, $2, 1, 1, 1, 'audio/webm', 2500, 'recordings/' || $1::uuid || '/many-' || (g - 1) || '.webm', $3
         from generate_series(1, ${many}) g`,
      [amina, lessonId, sound.length],
    );
    const { rows } = await app.database.execute('select count(*)::int as n from recordings where users_child_id = $1', [
      amina,
    ]);
    const total = Number(rows[0]?.n);
    let response: Response | undefined;
    const statements = await app.countStatements(async () => {
      response = await fetch(`${app.origin}/exports/children/${amina}.json`, { headers: { cookie: family } });
      await response.clone().arrayBuffer();
    });
    expect(response?.status).toBe(200);
    expect(response?.headers.get('transfer-encoding')).toBe('chunked');
    expect(response?.headers.get('content-length')).toBeNull();
    const exported = (await response?.json()) as { recordings: { audioBase64: string }[]; profile: unknown };
    expect(exported.profile).toMatchObject({ username: 'amina' });
    expect(exported.recordings).toHaveLength(total);
    const intact = exported.recordings.filter((recording) =>
      Buffer.from(recording.audioBase64, 'base64').equals(sound),
    );
    expect(intact).toHaveLength(many);
    // The sounds come from the storage: the database is asked the same few questions however many there are.
    expect(statements).toBeLessThan(total);
  });

  it("takes Safari's MP4 recording and tells the teacher's browser it is audio/mp4, in the inbox and the sound", async () => {
    const { rows } = await app.database.execute("select id from users_children where username = 'yusuf'");
    const yusuf = String(rows[0]?.id);
    const sent = await send(family, yusuf, {}, MP4);
    expect(sent.statusCode).toBe(200);
    const { id } = sent.json() as { id: string };
    const teacher = await app.signIn('leraar@koran-kids.test');
    const { rows: groups } = await app.database.execute(
      `select s.course_group_id from users_children c join subscriptions s on s.id = c.subscription_id where c.id = '${yusuf}'`,
    );
    const inbox = await app.gql(
      teacher,
      'query($group: ID!) { staffInbox(courseGroupId: $group) { entries { ... on TeacherRecording { id contentType } } } }',
      { group: String(groups[0]?.course_group_id) },
    );
    const entries =
      (inbox.data?.staffInbox as { entries: { id?: string; contentType?: string }[] } | undefined)?.entries ?? [];
    expect(entries.find((entry) => entry.id === id)?.contentType).toBe('audio/mp4');
    expect(entries.filter((entry) => entry.contentType === 'audio/webm').length).toBeGreaterThan(0);
    const heard = await app.server.app.inject({
      method: 'GET',
      url: `/recordings/${id}`,
      headers: { cookie: teacher },
    });
    expect(heard.statusCode).toBe(200);
    expect(heard.headers['content-type']).toBe('audio/mp4');
    expect(heard.rawPayload.equals(MP4)).toBe(true);
  });
});
