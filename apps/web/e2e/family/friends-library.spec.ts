import { readFile } from 'node:fs/promises';
import { API_VERSION } from '@koran-kids/protocol';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { hasBrowser, useBrowser } from '../support/browser.ts';
import { DEMO, signIn } from '../support/sign-in.ts';

/** Signs in as the family's parent and opens a child's start page; returns the child's id. */
async function openChild(page: Page, account: (typeof DEMO)[keyof typeof DEMO], name: string) {
  await signIn(page, account);
  await page.getByRole('link', { name: `Ga verder als ${name}` }).click();
  await page.waitForURL(/\/start\//);
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

describe.runIf(hasBrowser)('friends, library, messages and my profile', () => {
  const browser = useBrowser();

  it('makes two children of two families friends once a parent of each approves, shows favourites only then, and a parent ends it', async () => {
    const amina = await browser.newPage();
    const aminaId = await openChild(amina, DEMO.active, 'Amina');
    await amina.getByRole('link', { name: 'Mijn profiel' }).click();
    await amina.getByRole('heading', { name: 'Mijn profiel' }).waitFor();
    await amina.getByText('Gebruikersnaam: @amina').waitFor();
    await expectAccessible(amina);
    await amina.getByLabel('Mijn lievelingsdier').fill('Poes');
    await amina.getByRole('button', { name: 'Mijn profiel opslaan' }).click();
    await amina.getByText('Je profiel is opgeslagen.').waitFor();

    await amina.goto(`/friends/${aminaId}`);
    await amina.getByRole('heading', { name: 'Mijn Koranvrienden en vrienden toevoegen' }).waitFor();
    await amina.getByText('Je hebt geen vrienden.').waitFor();
    await expectAccessible(amina);
    const search = async (text: string) => {
      await amina.getByLabel('Naam of gebruikersnaam').fill(text);
      await amina.getByRole('button', { name: 'Zoeken' }).click();
    };
    for (const closed of ['Bilal', 'Yusuf']) {
      await search(closed);
      await amina.getByText('Niemand gevonden met die naam.').waitFor();
    }
    await search('noo');
    await amina.getByText('@noor').waitFor();
    await expectAccessible(amina);
    await amina.getByRole('button', { name: 'Vraag Noor om vrienden te worden' }).click();
    await amina.getByText('Je vriendschapsverzoek aan Noor is verstuurd.').waitFor();
    await amina.getByText('Wacht op antwoord van Noor').waitFor();

    const noor = await browser.newPage();
    const noorId = await openChild(noor, DEMO.neighbours, 'Noor');
    await noor.goto(`/friends/${noorId}`);
    await noor.getByRole('heading', { name: 'Vriendschapsverzoeken voor jou' }).waitFor();
    await noor.getByRole('link', { name: 'Bekijk Amina' }).click();
    await noor.getByText('Jullie zijn nog geen vrienden.', { exact: false }).waitFor();
    expect(await noor.getByText('Poes').count()).toBe(0);
    await expectAccessible(noor);
    await noor.getByRole('button', { name: 'Accepteren' }).click();
    await noor.getByText('Je hebt ja gezegd tegen Amina. Nu moeten jullie ouders het nog goedkeuren.').waitFor();
    // Both children said yes: they wait for a parent of each family, and see nothing more of each other yet.
    const waiting = (page: Page, name: string) =>
      page.getByText(`Jij en ${name} willen vrienden worden. Nu moeten jullie ouders het allebei nog goedkeuren.`);
    await waiting(noor, 'Amina').waitFor();
    expect(await noor.getByText('Poes').count()).toBe(0);
    await amina.reload();
    await amina.getByRole('heading', { name: 'Wacht op jullie ouders' }).waitFor();
    await waiting(amina, 'Noor').waitFor();
    await amina.getByText('Je hebt geen vrienden.').waitFor();
    await expectAccessible(amina);

    const approveAs = async (
      page: Page,
      account: (typeof DEMO)[keyof typeof DEMO],
      child: { id: string; name: string },
      friend: string,
    ) => {
      await page.goto('/parent/profiles');
      await page.getByLabel('Pincode').fill(account.pincode);
      await page.getByRole('button', { name: 'Openen' }).click();
      await page.getByText('Er wacht 1 vriendschap op je goedkeuring.', { exact: false }).waitFor();
      await page.goto(`/parent/profiles/child?child=${child.id}`);
      const friendships = page.getByRole('region', { name: 'Vriendschappen' });
      await friendships.getByText('Een kind van een ander Koran Kids-gezin').waitFor();
      await friendships.getByText('Wacht op jouw goedkeuring').waitFor();
      await expectAccessible(page);
      await friendships.getByRole('button', { name: `Goedkeuren: ${child.name} en ${friend} worden vrienden` }).click();
      return friendships;
    };
    const aminasParent = await approveAs(amina, DEMO.active, { id: aminaId, name: 'Amina' }, 'Noor');
    await aminasParent.getByText('Wacht op de ouders van het andere kind').waitFor();
    await amina
      .getByText('Goedgekeurd. Amina en Noor zijn vrienden zodra ook de andere ouders het goedkeuren.')
      .waitFor();
    await amina.goto(`/friends/${aminaId}`);
    await waiting(amina, 'Noor').waitFor();

    const noorsParent = await approveAs(noor, DEMO.neighbours, { id: noorId, name: 'Noor' }, 'Amina');
    await noorsParent.getByText('Vrienden', { exact: true }).waitFor();
    // The second approval made them friends: the parent reads that, not that they are waiting for others.
    await noor.getByText('Goedgekeurd. Noor en Amina zijn nu vrienden.').waitFor();
    await noor.goto(`/friends/${noorId}`);
    await noor.getByRole('link', { name: 'Bekijk Amina' }).click();
    await noor.getByText('Mijn lievelingsdier').waitFor();
    await noor.getByText('Poes').waitFor();
    await expectAccessible(noor);
    await amina.goto(`/friends/${aminaId}`);
    await amina.getByRole('link', { name: 'Bekijk Noor' }).click();
    await amina.getByText('Noor heeft nog geen favorieten ingevuld.').waitFor();
    await amina.getByText('@noor').waitFor();
    await expectAccessible(amina);

    // A parent ends it: neither child sees the other's favourites any more.
    await noor.goto(`/parent/profiles/child?child=${noorId}`);
    await noor.getByRole('button', { name: 'Vriendschap beëindigen: Noor en Amina' }).click();
    await noor.getByText('De vriendschap van Noor en Amina is beëindigd.').waitFor();
    await noor.goto(`/friends/${noorId}`);
    await noor.getByText('Je hebt geen vrienden.').waitFor();
    await amina.goto(`/friends/${aminaId}`);
    await amina.getByText('Je hebt geen vrienden.').waitFor();
    expect(await amina.getByText('Noor').count()).toBe(0);
  }, 240_000); // two families and their parents: over 60 s on the loaded 2-core machine of stop 42

  it('opens every part of the library, finds words, and downloads a worksheet as the real PDF', async () => {
    const page = await browser.newPage();
    const childId = await openChild(page, DEMO.active, 'Yusuf');
    await page.getByRole('link', { name: 'Bibliotheek' }).click();
    await page.getByRole('heading', { name: 'Bibliotheek', level: 1 }).waitFor();
    await expectAccessible(page);

    await page.getByRole('link', { name: /Woordenlijst/ }).click();
    await page.getByText('28 woorden').waitFor();
    await expectAccessible(page);
    await page.getByLabel('Zoek in de woordenlijst').fill('olifant');
    await page.getByText('1 woord', { exact: true }).waitFor();
    await page.getByText('de olifant').waitFor();
    await page.getByLabel('Zoek in de woordenlijst').fill('xyz');
    await page.getByText('... helaas, geen woorden gevonden ...').waitFor();

    await page.goto(`/library/${childId}/downloads`);
    await page.getByRole('heading', { name: 'Dankbaar zijn' }).waitFor();
    await expectAccessible(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /Downloaden\s*: Dankbaar zijn/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('werkblad-dankbaarheid.pdf');
    const bytes = await readFile((await download.path()) ?? '');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // The demo course has no recordings: no recitation to "listen" to is offered (app/absent-content.spec.ts).
    await page.goto(`/library/${childId}/recitations`);
    await page.getByText('Er zijn nog geen recitaties.').waitFor();
    await expectAccessible(page);

    await page.goto(`/library/${childId}/media`);
    await page.getByText("Er zijn nog geen video's.").waitFor();
    await expectAccessible(page);

    await page.goto(`/library/${childId}/personal_development`);
    await page.getByRole('link', { name: /Dankbaar zijn/ }).click();
    await page.getByRole('heading', { name: 'Hoofdstuk 3', level: 1 }).waitFor();
    await page.getByRole('link', { name: /Downloaden\s*: Dankbaar zijn/ }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Terug naar mijn lessen voor persoonlijke ontwikkeling' }).click();
    await page.getByRole('heading', { name: 'Mijn lessen voor persoonlijke ontwikkeling' }).waitFor();
  });

  it('shows a message from the parent unread, then read, and sends "about me" once, after confirming', async () => {
    const page = await browser.newPage();
    const childId = await openChild(page, DEMO.active, 'Yusuf');
    await page.goto('/parent/profiles');
    await page.getByLabel('Pincode').fill(DEMO.active.pincode);
    await page.getByRole('button', { name: 'Openen' }).click();
    await page.getByRole('heading', { name: 'Profielen' }).waitFor();
    const sent = await page.request.post('/graphql', {
      headers: { 'api-version': API_VERSION, 'content-type': 'application/json' },
      data: {
        query:
          'mutation m($id: ID!) { insertMessage(userChildId: $id, title: "Goed bezig", message: "Ik ben trots op je!") { id } }',
        variables: { id: childId },
      },
    });
    expect((await sent.json()).data.insertMessage.id).toBeTruthy();

    await page.goto(`/start/${childId}`);
    // Other tests may have left lesson messages for this child too: count at least ours.
    await page.getByRole('link', { name: /Berichten, \d+ ongelezen/ }).click();
    const message = page.getByRole('button', { name: /Goed bezig/ });
    expect(await message.textContent()).toMatch(/^Nieuw/);
    await expectAccessible(page);
    await message.click();
    await page.getByText('Ik ben trots op je!').waitFor();
    await expect.poll(() => message.textContent()).not.toMatch(/^Nieuw/);

    await page.getByLabel('Je bericht aan leerkracht Yasmina').fill('Ik hou van voetbal en van de soera Al-Fil.');
    await page.getByRole('button', { name: 'Versturen' }).click();
    await page.getByText('Weet je zeker dat je het wilt versturen? Je kunt het hierna niet meer veranderen.').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Ja, versturen' }).click();
    await page.getByText('Je bericht is verstuurd naar leerkracht Yasmina.').waitFor();
    await page.getByText(/Dit heb je verstuurd op/).waitFor();
    expect(await page.getByLabel('Je bericht aan leerkracht Yasmina').count()).toBe(0);
    await page.reload();
    await page.getByText('Ik hou van voetbal en van de soera Al-Fil.').waitFor();
  });
});
