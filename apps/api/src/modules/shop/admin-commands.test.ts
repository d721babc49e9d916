import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app.ts';
import { AdminUsageError, runAdminCommand } from './admin-commands.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

describe('the operator commands', () => {
  let app: TestApp;
  const run = (...argv: string[]) => runAdminCommand(app.database.db, argv);

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('grants, extends, lists and ends a subscription by e-mail', async () => {
    expect(await run('subscription', 'grant', '--email', 'Nieuw@Example.nl', '--days', '30')).toMatch(
      new RegExp(
        `^Granted: nieuw@example.nl\\n.*\\nnieuw@example.nl\\s+${dayFromToday(0)}\\s+${dayFromToday(29)}\\s+active \\(not signed in yet\\)`,
      ),
    );
    expect(await run('subscription', 'grant', '--email', 'nieuw@example.nl', '--days', '10')).toContain(
      dayFromToday(39),
    );
    const list = await run('subscription', 'list');
    expect(list.split('\n')[0]).toMatch(/^E-MAIL\s+FROM\s+THROUGH\s+STATE\s+PROFILES\s+SHOP ORDER$/);
    expect(list).toMatch(/demo@koran-kids\.test\s+\S+\s+\S+\s+active\s+2\s+41001/);
    expect(list).toMatch(/verlopen@koran-kids\.test\s+\S+\s+\S+\s+ended/);
    expect(await run('subscription', 'end', '--email', 'nieuw@example.nl')).toMatch(
      new RegExp(`nieuw@example.nl\\s+\\S+\\s+${dayFromToday(-1)}\\s+ended`),
    );
    const demo = await run('subscription', 'grant', '--email', 'demo@koran-kids.test', '--days', '7');
    expect(demo).toMatch(/^Extended: demo@koran-kids.test/);
  });

  it('explains a mistyped command and changes nothing', async () => {
    const before = await run('subscription', 'list');
    await expect(run('subscription', 'grant', '--email', 'geen-adres', '--days', '5')).rejects.toThrow(
      '--email "geen-adres" is not valid',
    );
    await expect(run('subscription', 'grant', '--email', 'a@b.nl', '--days=-3')).rejects.toThrow(
      '--days "-3" is not valid',
    );
    await expect(run('subscription', 'grant', '--email', 'a@b.nl')).rejects.toThrow('--days is missing');
    await expect(run('subscription', 'end', '--email', 'niemand@example.nl')).rejects.toThrow(
      'No subscription found for niemand@example.nl.',
    );
    await expect(run('subscription', 'opzeggen')).rejects.toBeInstanceOf(AdminUsageError);
    expect(await run('subscription', 'list')).toBe(before);
  });
});
