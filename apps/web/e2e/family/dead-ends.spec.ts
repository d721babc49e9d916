import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from '../support/browser.ts';
import { graphqlAnswer as graphql, operationOf } from '../support/graphql.ts';
import { DEMO, signIn } from '../support/sign-in.ts';
import { openParentArea } from '../support/test-child.ts';

/** A GraphQL request as the page's own session sends it. */

/** Signed in as Noor's parent with the parent area open: Noor's id. */
async function noorInParentArea(page: Page) {
  await signIn(page, DEMO.neighbours);
  await page.getByRole('link', { name: 'Ga verder als Noor' }).click();
  await page.getByRole('heading', { name: 'Noor' }).waitFor();
  const childId = new URL(page.url()).pathname.split('/').at(-1);
  await openParentArea(page, DEMO.neighbours);
  return childId;
}

/** The server answers these reads with an error (INTERNAL) until `answer()` is called; everything else goes through. */
async function failingRead(page: Page, ...operationNames: string[]) {
  let isFailing = true;
  await page.route('**/graphql', async (route) => {
    const isIt = operationNames.includes(operationOf(route.request()) ?? '');
    if (!isIt || !isFailing) return route.continue();
    await route.fulfill({ json: { errors: [{ message: 'server error', extensions: { code: 'INTERNAL' } }] } });
  });
  return {
    answer: () => {
      isFailing = false;
    },
  };
}

describe.runIf(hasBrowser)('a family finds a way back from every page, and is told what it has', () => {
  const browser = useBrowser();

  it('leads back from the lessons overview to the start page, and from the pincode gate to Who is watching?', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.neighbours);
    await page.getByRole('link', { name: 'Ga verder als Noor' }).click();
    await page.getByRole('link', { name: 'Lessen' }).click();
    await page.getByRole('heading', { name: 'Lessen', level: 1 }).waitFor();
    await page.getByRole('link', { name: '← Naar mijn startpagina' }).click();
    await page.getByRole('heading', { name: 'Noor' }).waitFor();

    await page.goto('/parent/profiles');
    await page.getByLabel('Pincode').waitFor();
    await page.getByRole('link', { name: '← Terug naar Wie kijkt er?' }).click();
    await page.getByRole('heading', { name: 'Wie kijkt er?' }).waitFor();
  });

  it('tells a new parent on the trial until when it lasts, says the fifth profile is one too many before any typing, and signs out', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Account aanmaken' }).click();
    await page.getByLabel('Voornaam').fill('Samira');
    await page.getByLabel('Achternaam').fill('Haddou');
    await page.getByLabel('E-mailadres').fill(`proef-${Date.now()}@koran-kids.test`);
    await page.getByLabel('Kies een wachtwoord').fill('een-goed-wachtwoord');
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await page.getByRole('heading', { name: 'Wie kijkt er?' }).waitFor();
    await page.getByText(/^Je probeert Koran Kids gratis uit tot \d+ \w+ \d{4}\./).waitFor();
    expect(await page.getByRole('link', { name: 'Neem een abonnement in de webwinkel.' }).getAttribute('href')).toBe(
      '/shop/start',
    );

    const family = await graphql(page, '{ subscription { id } }');
    const subscriptionId = family.data.subscription.id;
    for (const [index, name] of ['Adam', 'Hiba', 'Idris', 'Maryam'].entries()) {
      const created = await graphql(
        page,
        'mutation c($input: CreateUserChildInput!) { createUserChild(input: $input) { id } }',
        {
          input: {
            subscriptionId,
            username: `${name.toLowerCase()}${Date.now() % 100000}${index}`,
            name,
            gender: index % 2 ? 'girl' : 'boy',
            dateOfBirth: '2017-03-01',
            avatar: index % 2 ? 'girl-1' : 'boy-1',
          },
        },
      );
      expect(created.errors).toBeUndefined();
    }
    await page.goto(`/profile/create/${subscriptionId}`);
    await page.getByText('Je gezin heeft al 4 profielen, het maximum van je abonnement.', { exact: false }).waitFor();
    expect(await page.getByLabel('Gebruikersnaam').count()).toBe(0);
    await page.getByRole('link', { name: '← Terug naar Wie kijkt er?' }).click();
    await page.getByRole('heading', { name: 'Wie kijkt er?' }).waitFor();
    await page.getByRole('link', { name: 'Uitloggen' }).click();
    await page.getByRole('link', { name: 'Inloggen' }).waitFor();
  });

  it('lets the family with an ended subscription sign out from the expiry page', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.expired);
    await page.getByRole('heading', { name: 'Je abonnement is verlopen' }).waitFor();
    await page.getByRole('link', { name: 'Uitloggen' }).click();
    await page.getByRole('link', { name: 'Inloggen' }).waitFor();
  });

  it('replaces a forgotten pincode only after the parent signs in again at the provider', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.neighbours);
    await page.goto('/parent/profiles');
    await page.getByRole('link', { name: 'Pincode vergeten?' }).click();
    await page.getByRole('heading', { name: 'Pincode vergeten?' }).waitFor();
    // The open session (perhaps a child's) cannot choose a new pincode.
    const refused = await graphql(page, 'mutation { resetPincode(newSecretKey: "2468") { isCorrect } }');
    expect(refused.errors?.[0]?.extensions?.code).toBe('FRESH_SIGN_IN_REQUIRED');

    await page.getByRole('link', { name: 'Opnieuw inloggen' }).click();
    await page.getByLabel('E-mailadres').fill(DEMO.neighbours.email);
    await page.getByLabel('Wachtwoord').fill(DEMO.neighbours.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByRole('heading', { name: 'Kies een nieuwe pincode' }).waitFor();
    // The demo family keeps its pincode for the other tests: the "new" one is the same digits.
    await page.getByLabel(/^Pincode/).fill(DEMO.neighbours.pincode);
    await page.getByLabel('Herhaal de pincode').fill(DEMO.neighbours.pincode);
    await page.getByRole('button', { name: 'Pincode opslaan' }).click();
    await page.getByText('Je nieuwe pincode is opgeslagen.').waitFor();
    await page.getByRole('heading', { name: 'Profielen' }).waitFor();
  });

  it('offers to try again when a page cannot read what it shows, instead of loading for ever', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.neighbours);
    await page.getByRole('link', { name: 'Ga verder als Noor' }).click();
    await page.getByRole('heading', { name: 'Noor' }).waitFor();
    const childId = new URL(page.url()).pathname.split('/').at(-1);
    let isOffline = true;
    await page.route('**/graphql', async (route) => {
      if (operationOf(route.request()) === 'getMedia' && isOffline) await route.abort();
      else await route.continue();
    });
    await page.goto(`/library/${childId}/media`);
    // A read that never reached the server: the page says it needs the internet.
    await page.getByRole('heading', { name: 'Hiervoor is internet nodig' }).waitFor();
    expect(await page.getByRole('link', { name: 'Naar de startpagina' }).isVisible()).toBe(true);

    isOffline = false;
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await page.getByRole('heading', { name: 'Media', level: 1 }).waitFor();
    await page.unrouteAll({ behavior: 'wait' });
  });

  it("keeps the rest of a child's page when one part cannot be read, and reads that part again on 'try again'", async () => {
    const page = await browser.newPage();
    const childId = await noorInParentArea(page);
    const friendshipsRead = await failingRead(page, 'getParentFriendships');
    await page.goto(`/parent/profiles/child?child=${childId}`);

    const friendships = page.getByRole('region', { name: 'Vriendschappen' });
    await friendships.getByRole('alert').getByText('Dit deel kon niet worden geladen.').waitFor();
    // The other parts of the page are there as usual.
    await page.getByRole('region', { name: 'Je kind en de leerkracht' }).waitFor();

    friendshipsRead.answer();
    await friendships.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await friendships.getByLabel('Noor mag vrienden maken').waitFor();
    expect(await friendships.getByRole('alert').count()).toBe(0);
    await page.unrouteAll({ behavior: 'wait' });
  });

  it("says the child's texts could not be read, not that the child wrote nothing, and reads them again on 'try again'", async () => {
    const page = await browser.newPage();
    const childId = await noorInParentArea(page);
    const detailsRead = await failingRead(page, 'getChildDetails');
    await page.goto(`/parent/profiles/child/send_message?child=${childId}`);

    const texts = page.getByRole('region', { name: 'Wat Noor schreef' });
    const failed = texts.getByRole('alert').filter({ hasText: 'Dit deel kon niet worden geladen.' });
    await failed.waitFor();
    expect(await texts.getByText('Noor heeft nog niets aan de leerkracht geschreven.').count()).toBe(0);
    // The message form beside it works as usual.
    await page.getByRole('button', { name: 'Bericht versturen' }).waitFor();

    detailsRead.answer();
    await failed.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await failed.waitFor({ state: 'detached' });
    await page.unrouteAll({ behavior: 'wait' });
  });

  it("shows the start page whole when the week's news cannot be read, with 'try again' in the news's place", async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.neighbours);
    // The page's one read fails, then each part reads alone: only the news's read fails again.
    const newsRead = await failingRead(page, 'getStartPage', 'getNotifications');
    await page.getByRole('link', { name: 'Ga verder als Noor' }).click();
    await page.getByRole('heading', { name: 'Noor', level: 1 }).waitFor();
    const failed = page.getByRole('alert').filter({ hasText: 'Dit deel kon niet worden geladen.' });
    await failed.waitFor();
    await page.getByRole('link', { name: 'Bibliotheek' }).waitFor();

    newsRead.answer();
    await failed.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await failed.waitFor({ state: 'detached' });
    await page.unrouteAll({ behavior: 'wait' });
  });
});
