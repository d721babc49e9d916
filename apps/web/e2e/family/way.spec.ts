// Over 300 lines: one family's way through the product, step by step, each step what a family ran into.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from '../support/browser.ts';
import { graphql, operationOf, operationsSent } from '../support/graphql.ts';
import { DEMO, signIn } from '../support/sign-in.ts';
import { newChild, openParentArea, removeChild, type TestChild } from '../support/test-child.ts';

/*
 * What families ran into while walking through the product, walked again the way they did. Each test that needs a
 * child makes its own in the neighbours' family and removes it afterwards, so other tests find the demo data as is.
 */

const FAMILY = DEMO.neighbours;

/** Opens the parent area, makes a child for the test, runs it, and removes the child again whatever happened. */
async function withChild(page: Page, name: string, finished: number, walk: (child: TestChild) => Promise<void>) {
  await signIn(page, FAMILY);
  await openParentArea(page, FAMILY);
  const child = await newChild(page, name, finished);
  await page.reload();
  await page.getByRole('link', { name: `Open ${name}` }).waitFor();
  try {
    await walk(child);
  } finally {
    // The parent area stays open for 15 minutes, long enough for any test here.
    await removeChild(page, child);
  }
}

/** Dutch formal address: "u", "uw", "uzelf" as words of their own (not "uur", "uit", "u-bocht"). */
const FORMAL_ADDRESS = /(?<![\p{L}\p{N}'’-])(u|uw|uzelf)(?![\p{L}\p{N}'’-])/iu;

describe.runIf(hasBrowser)('the way families walked through the product', () => {
  const browser = useBrowser();

  it('shows the newest toast on top of the older one', async () => {
    const page = await browser.newPage();
    await signIn(page, FAMILY);
    await openParentArea(page, FAMILY);
    await page.getByRole('link', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Relatie opslaan' }).click();
    const older = page.getByRole('alert').filter({ hasText: /relatie is opgeslagen/ });
    await older.waitFor();
    await page.getByRole('button', { name: 'Contactgegevens opslaan' }).click();
    const newer = page.getByRole('alert').filter({ hasText: /contactgegevens zijn opgeslagen/ });
    await newer.waitFor();
    await page.waitForTimeout(500); // the toasts' own movement settles
    const [olderBox, newerBox] = await Promise.all([older.boundingBox(), newer.boundingBox()]);
    expect(newerBox?.y).toBeLessThan(olderBox?.y ?? 0);
  });

  it('says a failed change once: a form at its own place, any other change in one toast', async () => {
    const page = await browser.newPage();
    await signIn(page, FAMILY);
    await openParentArea(page, FAMILY);
    const { subscription } = await graphql(page, '{ subscription { children { id name } } }');
    const noor = (subscription as { children: { id: string; name: string }[] }).children.find(
      (child) => child.name === 'Noor',
    );
    const failing = new Set(['updateRelationToKid', 'setChildMayMakeFriends']);
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (!failing.has(body?.operationName ?? '')) return route.continue();
      await route.fulfill({ json: { errors: [{ message: 'server error', extensions: { code: 'INTERNAL' } }] } });
    });
    const failures = page.getByRole('alert').filter({ hasText: 'Er is iets misgegaan, probeer het later opnieuw.' });

    await page.getByRole('link', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Relatie opslaan' }).click();
    await failures.first().waitFor();
    // A later toast is shown after any second one of the failure would have been.
    await page.getByRole('button', { name: 'Contactgegevens opslaan' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /contactgegevens zijn opgeslagen/ })
      .waitFor();
    expect(await failures.count()).toBe(1);

    await page.goto(`/parent/profiles/child?child=${noor?.id}`);
    await page.getByLabel('Noor mag vrienden maken').click({ force: true });
    await failures.first().waitFor();
    expect(await failures.count()).toBe(1);
    await page.unrouteAll({ behavior: 'wait' });
  });

  it('keeps the relation when the parent picks the chosen one again', async () => {
    const page = await browser.newPage();
    await signIn(page, FAMILY);
    await openParentArea(page, FAMILY);
    await page.getByRole('link', { name: 'Account' }).click();
    const relation = page.getByRole('combobox', { name: 'Relatie tot de kinderen' });
    expect(await relation.inputValue()).toBe('Vader');
    await relation.click();
    await page.getByRole('option', { name: 'Vader' }).click();
    expect(await relation.inputValue()).toBe('Vader');
    expect(await page.getByRole('button', { name: 'Relatie opslaan' }).isEnabled()).toBe(true);
  });

  it('tells the child once that a lesson is open when the parent locks and reopens it', async () => {
    const page = await browser.newPage();
    await withChild(page, 'Sami', 1, async (child) => {
      await page.getByRole('link', { name: `Open ${child.name}` }).click();
      await page.getByRole('link', { name: 'Lessen openzetten' }).click();
      await page.getByRole('button', { name: 'Les 2 openzetten' }).click();
      await page.getByRole('button', { name: 'Les 2 weer op slot zetten' }).click();
      await page.getByRole('button', { name: 'Les 2 openzetten' }).click();
      await page.getByRole('button', { name: 'Les 2 weer op slot zetten' }).waitFor();

      await page.getByRole('link', { name: 'Naar de kinderen' }).click();
      await page.getByRole('link', { name: `Ga verder als ${child.name}` }).click();
      await page.getByRole('link', { name: /^Berichten/ }).click();
      await page.getByRole('button', { name: /Les 1 is af!/ }).waitFor();
      expect(await page.getByRole('button', { name: /Les 2 is open/ }).count()).toBe(1);
    });
  });

  it("shows the lesson open in the child's overview right after the parent opens it with the pincode", async () => {
    const page = await browser.newPage();
    await withChild(page, 'Ravi', 1, async (child) => {
      await page.goto(`/start/${child.id}`);
      await page.getByRole('link', { name: 'Lessen' }).click();
      const secondLesson = page.getByRole('link', { name: /Les 2(?!\d).*An-Nas/ });
      await secondLesson.getByText('Op slot').waitFor();
      await secondLesson.click();
      await page.getByLabel('Pincode van je ouder').fill(FAMILY.pincode);
      await page.getByRole('button', { name: 'Les openen' }).click();
      await page.getByRole('button', { name: 'Leer de soera' }).waitFor();

      // On a phone network the overview's own answer takes a while: what shows meanwhile must be true already.
      await page.route('**/graphql', async (route) => {
        if (operationOf(route.request()) === 'getUserChildData')
          await new Promise((resolve) => setTimeout(resolve, 3000));
        await route.continue();
      });
      await page.getByRole('link', { name: /Terug naar de lessen/ }).click();
      await secondLesson.waitFor();
      expect(await secondLesson.getByText('Op slot').count()).toBe(0);
      expect(await secondLesson.getByText('Nieuw').isVisible()).toBe(true);
      await page.unrouteAll({ behavior: 'wait' });
    });
  });

  it("opens the child's next lesson at /lessons/{child}/start without a lesson in the address", async () => {
    const page = await browser.newPage();
    await withChild(page, 'Omar', 1, async (child) => {
      await graphql(
        page,
        'mutation m($id: ID!, $lesson: ID!) { unlockLesson(userChildId: $id, lessonId: $lesson) { id } }',
        {
          id: child.id,
          lesson: child.lessons[1]?.id,
        },
      );
      await page.goto(`/lessons/${child.id}/start`);
      await page.getByRole('heading', { name: 'An-Nas', level: 1 }).waitFor();
      expect(new URL(page.url()).searchParams.get('lesson')).toBe(child.lessons[1]?.id);
      expect(await page.getByRole('heading', { name: 'Pagina niet gevonden' }).count()).toBe(0);
    });
  });

  it('addresses the parent as "je" everywhere in Dutch', async () => {
    const page = await browser.newPage();
    const formal: string[] = [];
    const check = async (what: string, part = page.locator('body')) => {
      await page.waitForLoadState('networkidle');
      const text = await part.innerText();
      for (const line of text.split('\n')) if (FORMAL_ADDRESS.test(line)) formal.push(`${what}: ${line.trim()}`);
    };
    await page.goto('/');
    await page.getByRole('link', { name: 'Inloggen' }).waitFor();
    await check('login');
    await withChild(page, 'Idris', 1, async (child) => {
      await page.getByRole('link', { name: `Open ${child.name}` }).click();
      await page.getByText('Les 2', { exact: false }).first().waitFor();
      await check('child');
      await page.getByRole('link', { name: 'Lessen openzetten' }).click();
      await page.getByRole('button', { name: 'Les 2 openzetten' }).waitFor();
      await check('unlock');
      await page.goto(`/parent/profiles/child/details?child=${child.id}`);
      await page.getByRole('button', { name: 'Profiel verwijderen' }).click();
      await page.getByRole('button', { name: 'Definitief verwijderen' }).waitFor();
      await check('details');
      await page.goto(`/parent/profiles/child/send_message?child=${child.id}`);
      await page.getByLabel('Titel').fill('Goed bezig');
      await page.getByRole('textbox', { name: /^Bericht/ }).fill('Op naar les 2!');
      await page.getByRole('button', { name: 'Bericht versturen' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: /verstuurd naar Idris/ })
        .waitFor();
      await check('send message');
      await page.goto('/parent/lessons');
      await page.getByRole('heading', { name: 'De lessen', level: 1 }).waitFor();
      // The lessons' tips are the institute's content, not the interface's texts.
      await check('/parent/lessons', page.getByText(/in elke les leert/));
      for (const [path, heading] of [
        ['/parent/account', 'Account'],
        ['/parent/review', 'Beoordeling'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await check(path);
      }
      await page.getByRole('radio', { name: '5 sterren' }).focus();
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: 'Beoordeling opslaan' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: /beoordeling/ })
        .waitFor();
      await check('review saved');
    });
    expect(formal).toEqual([]);
  });

  it('asks for the friends with getActiveFriends and for the final steps with getUserChildrenUnlockables', async () => {
    const page = await browser.newPage();
    const operations = operationsSent(page);
    await withChild(page, 'Yahya', 0, async (child) => {
      operations.length = 0;
      await page.getByRole('link', { name: `Open ${child.name}` }).click();
      await page.getByRole('link', { name: 'Eindtoets' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(operations).toContain('getUserChildrenUnlockables');
      await graphql(
        page,
        'mutation m($id: ID!) { insertUserChildrenUnlockable(userChildId: $id, type: "FINAL_TEST", beforeLastLesson: true) { type } }',
        { id: child.id },
      );
      await page.reload();
      await page.getByText(/^De eindtoets staat open sinds \d+ \w+ \d{4}\.$/).waitFor();

      await page.getByRole('link', { name: 'Naar de kinderen' }).click();
      await page.getByRole('link', { name: `Ga verder als ${child.name}` }).click();
      operations.length = 0;
      await page.getByRole('link', { name: 'Vrienden' }).click();
      await page.getByText('Je hebt geen vrienden.').waitFor();
      expect(operations).toContain('getActiveFriends');
    });
  });

  it("opens a child's start page, all of it, with two requests: who is here, and the page", async () => {
    const page = await browser.newPage();
    const operations = operationsSent(page);
    await withChild(page, 'Sara', 0, async (child) => {
      operations.length = 0;
      await page.goto(`/start/${child.id}`);
      await page.getByRole('heading', { name: child.name, level: 1 }).waitFor();
      await page.getByRole('region', { name: 'Weetje van de week' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(operations.sort()).toEqual(['getSignedIn', 'getStartPage']);
    });
  });

  it('opens a lesson with two reads too: who is here, and the lesson with what the child reads by', async () => {
    const page = await browser.newPage();
    const operations = operationsSent(page);
    await withChild(page, 'Yusuf', 0, async (child) => {
      operations.length = 0;
      await page.goto(`/lessons/${child.id}/start?lesson=${child.lessons[0]?.id}`);
      await page.getByRole('heading', { name: 'Al-Fatiha', level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      // The view is counted once the lesson is on screen: a write, not part of what the page shows.
      expect(operations.filter((name) => name !== 'updateViewCount').sort()).toEqual(['getLessonPage', 'getSignedIn']);
    });
  });

  it("fits every label of the start page's tiles and a 44 × 44 language switch on a 390 px phone", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await withChild(page, 'Abdurrahman', 0, async (child) => {
      await graphql(
        page,
        'mutation m($id: ID!, $title: String!, $message: String!) { insertMessage(userChildId: $id, title: $title, message: $message) { id } }',
        { id: child.id, title: 'Welkom', message: 'Veel plezier!' },
      );
      const problems: string[] = [];
      for (const language of ['nl', 'en']) {
        await page.evaluate((chosen) => localStorage.setItem('i18nextLng', chosen), language);
        await page.goto(`/start/${child.id}`);
        await page.getByRole('heading', { name: child.name, level: 1 }).waitFor();
        const labels = page.locator('main a.mantine-Button-root .mantine-Button-label');
        await labels.first().waitFor();
        const clipped = await labels.evaluateAll((elements) =>
          elements.flatMap((label) => {
            const tile = label.closest('a');
            if (!tile) return [];
            const labelBox = label.getBoundingClientRect();
            const tileBox = tile.getBoundingClientRect();
            const isClipped =
              label.scrollWidth > label.clientWidth ||
              label.scrollHeight > label.clientHeight ||
              labelBox.left < tileBox.left ||
              labelBox.right > tileBox.right;
            return isClipped
              ? [`"${label.textContent}" needs ${label.scrollWidth} px, has ${label.clientWidth} px`]
              : [];
          }),
        );
        problems.push(...clipped.map((problem) => `${language}: ${problem}`));
        expect(await labels.count()).toBeGreaterThanOrEqual(5);

        const languageSwitch = page.getByRole('radiogroup', { name: language === 'nl' ? 'Taal' : 'Language' });
        const switchBox = await languageSwitch.boundingBox();
        if (!switchBox || switchBox.width < 44 || switchBox.height < 44)
          problems.push(`${language}: the language switch is ${switchBox?.width} × ${switchBox?.height} px`);
        const options = languageSwitch.locator('label');
        for (const option of await options.all()) {
          const box = await option.boundingBox();
          if (!box || box.width < 44 || box.height < 44)
            problems.push(`${language}: the option ${await option.textContent()} is ${box?.width} × ${box?.height} px`);
        }
      }
      await page.evaluate(() => localStorage.setItem('i18nextLng', 'nl'));
      expect(problems).toEqual([]);
    });
  });
});
