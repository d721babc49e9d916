import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSurah } from '@koran-kids/content';
import { freePort } from '@koran-kids/testing/free-port';
import { type RunningProduct, startProduct } from '@koran-kids/testing/product';
import { zipSync } from 'fflate';
import type { Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from '../support/browser.ts';
import { operationOf } from '../support/graphql.ts';
import { ownDemoProduct } from '../support/own-product.ts';
import { holdRecordings } from '../support/recitations.ts';
import { DEMO, DEMO_STAFF, signIn } from '../support/sign-in.ts';

/** Four MPEG-1 Layer III frames of silence (128 kbit/s, 44.1 kHz): a real, tiny mp3 of about 100 ms. */
function silentMp3() {
  const frame = new Uint8Array(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat(Array.from({ length: 4 }, () => frame));
}

const pad = (number: number) => String(number).padStart(3, '0');
/** A whole reciter as EveryAyah names it: one file per verse of the Quran, `SSSAAA.mp3`. */
const reciterNames = () =>
  Array.from({ length: 114 }, (_, index) => index + 1).flatMap((surah) =>
    readSurah(surah).verses.map((_, ayah) => `${pad(surah)}${pad(ayah + 1)}.mp3`),
  );

describe.runIf(hasBrowser)('a whole reciter uploaded from the staff page', () => {
  const browser = useBrowser();
  const names = reciterNames();
  const mp3 = silentMp3();
  const own = ownDemoProduct('koran-kids-reciter-');
  const dataDir = own.dataDir;
  let product: RunningProduct;
  let port: number;
  const start = async () => {
    product = await startProduct({
      dataDir,
      port,
      logFile: join(dataDir, 'server.log'),
      environment: { LOG_LEVEL: 'warn', ...(await own.environment()) },
    });
  };

  beforeAll(async () => {
    port = await freePort();
    await start();
  });
  afterAll(async () => {
    await product?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * The staff page as on an institute's uplink (300 ms a request): the course's few hundred files take long enough
   * to restart the server half way. Counts the files the browser really sent. `verseKeysLate`: the course's verses
   * answer only after the files are picked.
   */
  async function openRecitations({ verseKeysLate = false } = {}) {
    const page = await browser.newPage({ baseURL: product.baseUrl });
    await signIn(page, DEMO_STAFF.administrator, '/staff/inbox');
    if (verseKeysLate) await delayOperation(page, 'getCourseVerseKeys', 3_000);
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 300,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const sent = new Set<string>();
    // What the uploads met, printed with the timings: a slow run says whether the server shed, limited or was away.
    const answers = new Map<string, number>();
    const count = (answer: string) => answers.set(answer, (answers.get(answer) ?? 0) + 1);
    const isUpload = (request: Request) => request.url().includes('/staff/content/uploads');
    page.on('response', (response) => {
      if (isUpload(response.request())) count(`${response.request().method()} ${response.status()}`);
    });
    page.on('requestfailed', (request) => {
      if (isUpload(request)) count(`${request.method()} ${request.failure()?.errorText}`);
    });
    page.on('request', (request) => {
      const name = request.headers()['upload-metadata']?.match(/name ([^,]+)/)?.[1];
      if (request.method() === 'POST' && request.url().includes('/staff/content/uploads') && name)
        sent.add(Buffer.from(name, 'base64').toString());
    });
    await page.goto('/staff/content');
    await page.getByLabel('Voordrager en bron').fill('Test-voordrager (stilte)');
    await page.getByLabel('Licentie').fill('Alleen voor tests');
    await page.getByLabel('Vermelding van de bron').fill('Stilte, gemaakt voor de test.');
    return { page, sent, answers, recitations: page.getByRole('region', { name: 'Voordrachten van verzen' }) };
  }

  type Recitations = Awaited<ReturnType<typeof openRecitations>>;

  /** Restarts the server once the one progress bar is past half way, then waits for the set's summary. */
  async function restartHalfWayAndFinish({ page, recitations, sent, answers }: Recitations) {
    const bar = recitations.getByRole('progressbar', { name: 'Voortgang van de upload' });
    await bar.waitFor();
    expect(await recitations.getByRole('progressbar').count()).toBe(1);
    await page.waitForFunction(
      () =>
        Number(document.querySelector('[aria-label="Voortgang van de upload"]')?.getAttribute('aria-valuenow')) >= 50,
      undefined,
      { timeout: 480_000, polling: 500 },
    );
    const halfWay = Date.now();
    const sentBeforeRestart = sent.size;
    await product.stop();
    await start();
    console.info(`restarted in ${Date.now() - halfWay} ms; the uploads met so far:`, Object.fromEntries(answers));
    const summary = recitations.getByText(/^\d+ geïmporteerd, \d+ geweigerd\.$/);
    await summary.waitFor({ timeout: 480_000 });
    console.info(
      `second half and the summary in ${Date.now() - halfWay} ms; all the uploads met:`,
      Object.fromEntries(answers),
    );
    const [imported, refused] = ((await summary.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
    // Every file answered once; only verses outside the course's lessons are left out, each counted.
    expect((imported ?? 0) + (refused ?? 0)).toBe(names.length);
    expect(imported).toBeGreaterThan(20);
    await recitations
      .getByText(`${refused} bestanden zijn van verzen die geen les van de cursus heeft; ze zijn niet bewaard.`)
      .waitFor();
    expect(await recitations.getByRole('table', { name: 'Geweigerde bestanden' }).count()).toBe(0);
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    // Only the course's verses went (a whole reciter is 6,236), and some after the restart.
    expect(sent.size).toBe(imported);
    expect(sentBeforeRestart).toBeLessThan(sent.size);
  }

  it('takes 6,236 verse files in one zip with one progress bar, through a server restart half way', async () => {
    const zip = zipSync(Object.fromEntries(names.map((name) => [`reciter/${name}`, mp3])), { level: 0 });
    const opened = await openRecitations();
    await opened.recitations
      .locator('input[type=file][multiple]')
      .setInputFiles({ name: 'reciter.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) });
    const started = Date.now();
    await restartHalfWayAndFinish(opened);
    console.info(`zip of ${names.length} files in ${Date.now() - started} ms`);
  }, 1_000_000);

  it('takes the same 6,236 files as a folder, picked before the page knows the course, through a restart', async () => {
    const folder = join(dataDir, 'reciter');
    mkdirSync(folder);
    for (const name of names) writeFileSync(join(folder, name), mp3);
    const opened = await openRecitations({ verseKeysLate: true });
    await opened.recitations.locator('input[type=file][webkitdirectory]').setInputFiles(folder);
    await restartHalfWayAndFinish(opened);
  }, 1_000_000);

  it('refuses a file that only looks like an mp3, saying it holds no sound', async () => {
    const { recitations } = await openRecitations();
    await recitations
      .locator('input[type=file][multiple]')
      .setInputFiles({ name: '112001.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('ID3abcdefghi') });
    await recitations.getByText('0 geïmporteerd, 1 geweigerd.').waitFor();
    const refused = recitations.getByRole('table', { name: 'Geweigerde bestanden' });
    await refused.getByRole('row', { name: /112001\.mp3.*Dit is geen geluid dat afgespeeld kan worden/ }).waitFor();
  });

  it('lets a child hear a surah of the reciter in the library, each verse after the other to the end', async () => {
    const page = await browser.newPage({ baseURL: product.baseUrl });
    const player = await openAlIkhlasAsYusuf(page);
    // Each verse marked as it plays (the page's record of every change, however short a verse of 100 ms is).
    await player.evaluate((root) => {
      const marked: string[] = [];
      Object.assign(window, { marked });
      new MutationObserver(() => {
        const current = root.querySelector('li[aria-current="true"]')?.textContent?.match(/Vers \d+/)?.[0];
        if (current && marked.at(-1) !== current) marked.push(current);
      }).observe(root, { subtree: true, attributes: true, attributeFilter: ['aria-current'] });
    });
    const played: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'media') played.push(new URL(request.url()).pathname);
    });
    // The first verse comes only when the test lets it, as on a slow connection: the child is told it is loading.
    const deliver = await holdRecordings(page);
    await player.getByRole('button', { name: 'Speel alle verzen af' }).click();
    await player.getByRole('button', { name: 'Stop' }).waitFor();
    await player.getByText('Vers 1 wordt geladen…').waitFor();
    deliver();
    // At the end of the last verse the player stands ready to play them all again.
    await player.getByRole('button', { name: 'Speel alle verzen af' }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { marked: string[] }).marked)).toEqual([
      'Vers 1',
      'Vers 2',
      'Vers 3',
      'Vers 4',
    ]);
    expect(new Set(played).size).toBe(4);
    expect(await player.locator('li[aria-current]').count()).toBe(0);
    expect(await player.getByText(/wordt geladen/).count()).toBe(0);
  });

  it('tells a child when a verse will not play, and plays it once the connection is back', async () => {
    const page = await browser.newPage({ baseURL: product.baseUrl });
    const player = await openAlIkhlasAsYusuf(page);
    const connectionGone = (route: Route) =>
      route.request().resourceType() === 'media' ? route.abort('internetdisconnected') : route.fallback();
    await page.route('**/*', connectionGone);
    await player.getByRole('button', { name: 'Speel alle verzen af' }).click();
    await player.getByText('Vers 1 wil nu niet spelen. Probeer het straks nog eens.').waitFor();
    await player.getByRole('button', { name: 'Speel alle verzen af' }).waitFor();
    expect(await player.locator('li[aria-current]').count()).toBe(0);

    await page.unroute('**/*', connectionGone);
    await player.getByRole('button', { name: 'Speel alle verzen af' }).click();
    await player.locator('li[aria-current="true"]', { hasText: 'Vers 1' }).waitFor();
    expect(await player.getByText(/wil nu niet spelen/).count()).toBe(0);
  });
});

/** Yusuf's library, Al-Ikhlas's recitation opened: its player. */
async function openAlIkhlasAsYusuf(page: Page) {
  await signIn(page, DEMO.active);
  await page.getByRole('link', { name: 'Ga verder als Yusuf' }).click();
  await page.waitForURL(/\/start\//);
  const childId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await page.goto(`/library/${childId}/recitations`);
  await page.getByRole('button', { name: /^Luisteren\s*: Al-Ikhlas, rustig gereciteerd$/ }).click();
  return page.getByRole('dialog', { name: 'Al-Ikhlas, rustig gereciteerd' });
}

/** The operation's requests answer `delayMs` later than they would. */
async function delayOperation(page: Page, operationName: string, delayMs: number) {
  await page.route('**/graphql', async (route) => {
    if (operationOf(route.request()) === operationName) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}
