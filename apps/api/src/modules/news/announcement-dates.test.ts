import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startTestApp, type TestApp } from '../../testing/app.ts';

describe('an announcement about a date', () => {
  let app: TestApp;
  let administrator: string;
  let parent: string;
  let amina: string;
  let groupA: string;

  const one = async (sql: string) => (await app.database.execute(sql)).rows[0] ?? {};

  beforeAll(async () => {
    app = await startTestApp();
    administrator = await app.signIn('beheer@koran-kids.test');
    parent = await app.signIn('demo@koran-kids.test');
    amina = String((await one("select id from users_children where username = 'amina'")).id);
    groupA = String((await one("select id from course_groups where slug = 'koran-kids-demo'")).id);
  });
  afterAll(() => app.close());

  it('hides a published announcement about a date once its last day has passed, and refuses a last day before the first', async () => {
    const save = (showUntil: string, publishOn = '2020-01-01') =>
      app.gql(
        administrator,
        `mutation ($g: ID!, $showUntil: String, $publishOn: String!) { saveAnnouncement(courseGroupId: $g, titleNl: "Ouderavond", titleEn: "Parents' evening", descriptionNl: "x", descriptionEn: "x", publishOn: $publishOn, showUntil: $showUntil) { id showUntil } }`,
        { g: groupA, showUntil, publishOn },
      );
    const tooEarly = await save('2019-12-31');
    expect(codeOf(tooEarly)).toBe('BAD_INPUT');
    expect(tooEarly.errors?.[0]?.extensions?.problems).toEqual({ showUntil: 'show-until-before-publish' });
    const past = (await save('2020-01-31')).data as { saveAnnouncement: { id: string; showUntil: string } };
    expect(past.saveAnnouncement.showUntil).toBe('2020-01-31');
    await app.gql(
      administrator,
      'mutation ($g: ID!, $id: ID!) { setAnnouncementState(courseGroupId: $g, id: $id, state: PUBLISHED) { state } }',
      { g: groupA, id: past.saveAnnouncement.id },
    );
    const answer = await app.gql(parent, 'query ($id: ID!) { announcements(userChildId: $id) { title { nl } } }', {
      id: amina,
    });
    const titles = (answer.data as { announcements: { title: { nl: string } }[] }).announcements;
    expect(titles.map((item) => item.title.nl)).not.toContain('Ouderavond');
  });
});
