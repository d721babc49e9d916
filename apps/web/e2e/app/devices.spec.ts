import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from '../support/browser.ts';
import { smallTargets } from '../support/child-screen.ts';
import { PHONE } from '../support/clipping.ts';
import { DEMO, signIn } from '../support/sign-in.ts';
import { newChild, openParentArea, removeChild, type TestChild } from '../support/test-child.ts';

/*
 * On the devices families use: a child's tablet and a parent's phone, both tapped with a finger; Safari on the
 * iPhone and iPad, its home screen and its habit of clearing a site's storage. Each test makes its own child.
 */

const FAMILY = DEMO.neighbours;
const TABLET = { width: 768, height: 1024 };
const TOUCH = { hasTouch: true, isMobile: true } as const;
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Opens a path and waits until its page has come and settled. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** The lesson's five tasks, every one opened, so each task's own controls are measured too. */
async function openEveryTask(page: Page) {
  for (const control of await page.locator('main .mantine-Accordion-control').all()) {
    if ((await control.getAttribute('aria-expanded')) === 'false') await control.click();
  }
  await page.waitForLoadState('networkidle');
}

const childPages = (child: TestChild) => [
  '/',
  `/start/${child.id}`,
  `/lessons/${child.id}`,
  `/lessons/${child.id}/start?lesson=${child.lessons[0]?.id}`,
];

type Insets = { top: number; right: number; bottom: number; left: number };

/** What the device keeps out of reach: an iPhone's status bar and home indicator upright, its notch at a side lying down. */
const SAFE_AREAS: [string, { width: number; height: number }, Insets][] = [
  ['upright', PHONE, { top: 47, right: 0, bottom: 34, left: 0 }],
  ['lying down', { width: PHONE.height, height: PHONE.width }, { top: 0, right: 47, bottom: 21, left: 47 }],
];

/** The controls and headings that reach under an inset: at the page's top, its sides, or its end. */
function underInsets(page: Page, insets: Insets): Promise<string[]> {
  return page.evaluate((inset) => {
    const found: string[] = [];
    const pageHeight = document.documentElement.scrollHeight;
    for (const element of document.querySelectorAll(
      'a[href], button, input, select, textarea, [role="radiogroup"], h1',
    )) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const top = box.top + window.scrollY;
      const bottom = box.bottom + window.scrollY;
      const isUnder =
        top < inset.top ||
        box.left < inset.left ||
        box.right > window.innerWidth - inset.right ||
        bottom > pageHeight - inset.bottom;
      const name = (element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 30);
      if (isUnder)
        found.push(`${element.tagName.toLowerCase()} "${name}" at ${Math.round(box.left)},${Math.round(top)}`);
    }
    return found;
  }, insets);
}

const parentPages = (child: TestChild) => [
  '/parent/profiles',
  `/parent/profiles/child?child=${child.id}`,
  `/parent/profiles/child/details?child=${child.id}`,
  `/parent/profiles/child/unlock?child=${child.id}`,
  `/parent/profiles/child/progression?child=${child.id}`,
  `/parent/profiles/child/send_message?child=${child.id}`,
  '/parent/lessons',
  '/parent/account',
  '/parent/review',
  // The sources and licences, linked from the parent pages' footer.
  '/credits',
];

describe.runIf(hasBrowser)('on the devices families use', () => {
  const browser = useBrowser();

  // Every visible link, button and form control, measured as laid out. A link inside a sentence (inline, beside
  // words of its own paragraph) is left out, as WCAG 2.5.5 leaves it out: its height is the line's.
  for (const [device, viewport] of [
    ['a 390 px phone', PHONE],
    ['a 768 px tablet', TABLET],
  ] as const) {
    it(`gives a finger 44 × 44 px on every control of the child's pages and the parent area, on ${device}`, async () => {
      const page = await browser.newPage({ viewport, ...TOUCH });
      const failures: string[] = [];
      const check = async (where: string) => {
        for (const problem of await smallTargets(page)) failures.push(`${where}: ${problem}`);
      };
      await signIn(page, FAMILY);
      await page.goto('/parent/profiles');
      await page.getByLabel('Pincode').waitFor();
      await check('the pincode gate');
      await openParentArea(page, FAMILY);
      const child = await newChild(page, 'Safiya');
      try {
        for (const path of parentPages(child)) {
          await visit(page, path);
          await check(path);
        }
        for (const path of childPages(child)) {
          await visit(page, path);
          if (path.includes('lesson=')) await openEveryTask(page);
          await check(path);
        }
      } finally {
        await removeChild(page, child);
      }
      expect(failures).toEqual([]);
    }, 240_000);
  }

  it('keeps every control clear of the notch, the status bar and the home indicator, upright and lying down', async () => {
    const failures: string[] = [];
    for (const [position, viewport, insets] of SAFE_AREAS) {
      const page = await browser.newPage({ viewport, ...TOUCH });
      const devTools: CDPSession = await page.context().newCDPSession(page);
      await devTools.send('Emulation.setSafeAreaInsetsOverride', { insets });
      await signIn(page, FAMILY);
      // The insets reach the page only with viewport-fit=cover; from the home screen it opens standalone.
      expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toContain('viewport-fit=cover');
      expect(await page.locator('meta[name="apple-mobile-web-app-capable"]').getAttribute('content')).toBe('yes');
      await openParentArea(page, FAMILY);
      const child = await newChild(page, 'Ayoub');
      try {
        const paths = [
          '/parent/profiles',
          `/start/${child.id}`,
          `/lessons/${child.id}/start?lesson=${child.lessons[0]?.id}`,
        ];
        for (const path of paths) {
          await visit(page, path);
          for (const problem of await underInsets(page, insets)) failures.push(`${position} ${path}: ${problem}`);
        }
      } finally {
        await removeChild(page, child);
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it("shows Safari's own steps to the home screen on an iPhone, until dismissed on the device", async () => {
    const page = await browser.newPage({ viewport: PHONE, ...TOUCH, userAgent: IPHONE_SAFARI });
    await signIn(page, FAMILY);
    await openParentArea(page, FAMILY);
    const hint = page.getByRole('region', { name: 'Zet Koran Kids op het beginscherm' });
    await hint.getByText('Tik in Safari op de Deel-knop', { exact: false }).waitFor();
    await hint.getByText('Kies ‘Zet op beginscherm’.', { exact: false }).waitFor();
    expect(await smallTargets(page)).toEqual([]);
    await hint.getByRole('button', { name: 'Niet meer tonen' }).click();
    await hint.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Profielen', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await hint.count()).toBe(0);
  });

  it('asks to keep saved lessons, and tells the parent whether this browser may remove them', async () => {
    const page = await browser.newPage({ serviceWorkers: 'allow' });
    // Counts the app's requests for persistent storage (the page's own call, passed on to Chromium).
    await page.addInitScript(() => {
      const storage = navigator.storage;
      if (!storage?.persist) return;
      const persist = storage.persist.bind(storage);
      storage.persist = () => {
        try {
          sessionStorage.setItem('persist-asked', String(Number(sessionStorage.getItem('persist-asked') ?? 0) + 1));
        } catch {
          // A page without its own storage (about:blank) is not counted.
        }
        return persist();
      };
    });
    await signIn(page, FAMILY);
    await openParentArea(page, FAMILY);
    // Chromium offers no add-to-home-screen steps of Safari's.
    expect(await page.getByRole('region', { name: 'Zet Koran Kids op het beginscherm' }).count()).toBe(0);
    const child = await newChild(page, 'Maryam');
    try {
      // A fresh Chromium profile keeps nothing for certain.
      await visit(page, '/parent/lessons');
      await page.getByText('Deze browser mag bewaarde lessen verwijderen', { exact: false }).waitFor();

      // The browser agrees to keep the storage (Chromium's own grant, as for an installed app), the lesson is saved.
      const devTools = await page.context().newCDPSession(page);
      const { targetInfo } = await devTools.send('Target.getTargetInfo');
      const browserTools = await page.context().browser()?.newBrowserCDPSession();
      await browserTools?.send('Browser.grantPermissions', {
        origin: new URL(page.url()).origin,
        browserContextId: targetInfo.browserContextId,
        permissions: ['durableStorage'],
      });
      await page.goto(`/lessons/${child.id}`);
      await page.getByRole('button', { name: 'Bewaar voor offline: les 1' }).click();
      await page.getByText(/Offline beschikbaar · \d+ kB/).waitFor();
      expect(Number(await page.evaluate(() => sessionStorage.getItem('persist-asked')))).toBeGreaterThanOrEqual(1);

      await visit(page, '/parent/lessons');
      await page.getByText('Bewaarde lessen blijven op dit apparaat', { exact: false }).waitFor();
      expect(await page.getByText('Deze browser mag bewaarde lessen verwijderen', { exact: false }).count()).toBe(0);
    } finally {
      await removeChild(page, child);
    }
  });
});
