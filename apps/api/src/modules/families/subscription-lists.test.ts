import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app.ts';

/** The export as a spreadsheet would read it: the rows under the header, each split on its commas. */
const rowsOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));

describe("a large institute's subscriptions: the staff page's search and the CSV", () => {
  let app: TestApp;
  let administrator: string;
  const download = async (query = '') => {
    const answer = await app.server.app.inject({
      method: 'GET',
      url: `/staff/subscriptions.csv${query}`,
      headers: { cookie: administrator },
    });
    return { status: answer.statusCode, rows: rowsOf(answer.body) };
  };

  beforeAll(async () => {
    app = await startTestApp({ environment: { RATE_LIMIT_PER_MINUTE: '0' } });
    administrator = await app.signIn('beheer@koran-kids.test');
    // 2,500 families more than the demo's, many ending on the same day: the export goes in batches of 1,000.
    await app.database.execute(
      `insert into subscriptions (email, course_id, subscription_config_id, starts_on, ends_on)
       select 'gezin' || n || '@bench.test', (select min(id) from courses), (select max(id) from subscription_configs),
              current_date - 10, current_date + n % 7
         from generate_series(1, 2500) n`,
    );
  });
  afterAll(() => app.close());

  it('holds every subscription once, ending soonest first, across its batches', async () => {
    const { status, rows } = await download();
    const [header, ...subscriptions] = rows;
    const { rows: counted } = await app.database.execute('select count(*)::int as total from subscriptions');
    expect(status).toBe(200);
    expect(header).toEqual(['email', 'name', 'status', 'starts_on', 'ends_on', 'profiles', 'max_profiles', 'group']);
    expect(subscriptions).toHaveLength(Number(counted[0]?.total));
    expect(new Set(subscriptions.map((row) => row[0])).size).toBe(subscriptions.length);
    const endDates = subscriptions.map((row) => row[4] ?? '');
    expect(endDates).toEqual(endDates.toSorted());
  });

  it('holds only what the search finds', async () => {
    const { rows } = await download('?search=gezin12');
    const emails = rows.slice(1).map((row) => row[0]);
    const expected = Array.from({ length: 2500 }, (_, index) => String(index + 1))
      .filter((number) => number.startsWith('12'))
      .map((number) => `gezin${number}@bench.test`);
    expect(emails.toSorted()).toEqual(expected.toSorted());
  });

  it("finds a family on the staff page by a part of the parent's name, whatever its capitals", async () => {
    const { rows } = await app.database.execute(
      "select first_name, last_name from users where email = 'demo@koran-kids.test'",
    );
    const fullName = `${rows[0]?.first_name} ${rows[0]?.last_name}`;
    const search = async (text: string) => {
      const answer = await app.gql(
        administrator,
        'query ($s: String!) { staffSubscriptions(page: 0, search: $s) { total subscriptions { email } } }',
        { s: text },
      );
      return answer.data?.staffSubscriptions as { total: number; subscriptions: { email: string }[] };
    };
    for (const text of [fullName.toUpperCase(), fullName.slice(2, -2)]) {
      const found = await search(text);
      expect(found.subscriptions.map((subscription) => subscription.email)).toContain('demo@koran-kids.test');
      expect(found.total).toBe(found.subscriptions.length);
    }
    expect((await search('gezin12')).total).toBe(111);
  });

  it("pages a search's matches 50 at a time, each once, ending soonest first", async () => {
    const pageOf = async (page: number) => {
      const answer = await app.gql(
        administrator,
        'query ($p: Int!) { staffSubscriptions(page: $p, search: "gezin12") { total subscriptions { email endsOn } } }',
        { p: page },
      );
      const found = answer.data?.staffSubscriptions as { subscriptions: { email: string; endsOn: string }[] };
      return found.subscriptions;
    };
    const pages = await Promise.all([0, 1, 2, 3].map(pageOf));
    expect(pages.map((page) => page.length)).toEqual([50, 50, 11, 0]);
    const all = pages.flat();
    expect(new Set(all.map((found) => found.email)).size).toBe(111);
    const endDates = all.map((found) => found.endsOn);
    expect(endDates).toEqual(endDates.toSorted());
  });
});
