import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app.ts';

type Source = { key: string; kind: string; name: string; licence: string; notice: string };

describe('the credits everyone can read', () => {
  let app: TestApp;
  const publicCredits = async () => {
    const response = await app.server.app.inject({ method: 'GET', url: '/credits.json' });
    expect(response.statusCode).toBe(200);
    return (response.json() as { sources: Source[] }).sources;
  };

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('lists every source with its licence without signing in: the Quran text, translations, fonts', async () => {
    const sources = await publicCredits();
    expect(sources.find((source) => source.key === 'quran-json')).toMatchObject({
      kind: 'quran-text',
      licence: 'CC BY-SA 4.0',
    });
    expect(sources.filter((source) => source.kind === 'translation').map((source) => source.key)).toContain(
      'translation-en',
    );
    expect(sources.find((source) => source.kind === 'transliteration')).toBeDefined();
    expect(sources.find((source) => source.name.startsWith('Amiri Quran'))).toMatchObject({
      kind: 'font',
      licence: expect.stringContaining('Open Font License'),
    });
  });

  it("is the staff's credits list, and shows a reciter as soon as an administrator records one", async () => {
    const administrator = await app.signIn('beheer@koran-kids.test');
    const recorded = await app.gql(
      administrator,
      'mutation { recordRecitationCredit(name: "Qari Test", notice: "Met toestemming van de qari.", licence: "Alleen voor deze cursus") { key } }',
    );
    expect(recorded.errors).toBeUndefined();
    const sources = await publicCredits();
    expect(sources.find((source) => source.kind === 'recitation')).toMatchObject({
      name: 'Qari Test',
      licence: 'Alleen voor deze cursus',
    });
    const staff = await app.gql(administrator, '{ contentSources { key licence } }');
    expect(staff.data?.contentSources).toEqual(sources.map(({ key, licence }) => ({ key, licence })));
  });
});
