import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from '../support/browser.ts';
import { DEMO, signIn } from '../support/sign-in.ts';

describe.runIf(hasBrowser)('signing in, profiles and the parent area', () => {
  const browser = useBrowser();

  it('takes a new parent from sign-up to two profiles, the pincode, the parent area and out again', async () => {
    const page = await browser.newPage();
    const email = `nieuw-${Date.now()}@koran-kids.test`;
    const username = `kind${Date.now() % 100000}`;
    await page.goto('/');
    await page.getByRole('link', { name: 'Account aanmaken' }).click();
    await page.getByLabel('Voornaam').fill('Hanan');
    await page.getByLabel('Achternaam').fill('de Vries');
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Kies een wachtwoord').fill('een-goed-wachtwoord');
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await page.getByRole('heading', { name: 'Wie kijkt er?' }).waitFor();

    const createProfile = async (name: string, user: string, gender: 'Jongen' | 'Meisje', avatar: string) => {
      await page.getByRole('link', { name: 'Nieuw profiel' }).first().click();
      await page.getByRole('heading', { name: 'Maak je profiel aan' }).waitFor();
      await page.getByLabel('Gebruikersnaam').fill(user);
      await page.getByLabel('Naam of roepnaam').fill(name);
      await page.getByLabel(gender, { exact: true }).check();
      await page.getByLabel('Geboortedatum').fill('2017-04-12');
      await page.getByRole('radio', { name: avatar }).check({ force: true });
      await page.getByRole('button', { name: 'Profiel aanmaken' }).click();
    };

    await page.getByRole('link', { name: 'Nieuw profiel' }).click();
    await page.getByRole('button', { name: 'Profiel aanmaken' }).click();
    await page
      .getByRole('alert')
      .getByText(
        "'Gebruikersnaam, Naam of roepnaam, Ik ben een, Geboortedatum en Kies je avatar' zijn verplichte velden",
      )
      .waitFor();
    await page.goto('/');

    await createProfile('Maryam', username, 'Meisje', 'Kids Meisjes: Avatar 3');
    await page.getByRole('link', { name: 'Ga verder als Maryam' }).waitFor();
    await createProfile('Adam', username.toUpperCase(), 'Jongen', 'Kids Jongens: Avatar 2');
    await page.getByText('Gebruikersnaam bestaat al, kies een andere').waitFor();
    await page.getByLabel('Gebruikersnaam').fill(`${username}b`);
    await page.getByRole('button', { name: 'Profiel aanmaken' }).click();
    await page.getByRole('link', { name: 'Ga verder als Adam' }).waitFor();

    await page.getByRole('link', { name: 'Ouderomgeving' }).click();
    await page.getByRole('heading', { name: 'Kies een pincode voor je gezin' }).waitFor();
    await page.getByLabel(/^Pincode/).fill('2580');
    await page.getByLabel('Herhaal de pincode').fill('2580');
    await page.getByRole('button', { name: 'Pincode opslaan' }).click();
    await page.getByRole('heading', { name: 'Profielen' }).waitFor();
    expect(await page.getByText('Maryam', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Algemene voorwaarden' }).isVisible()).toBe(true);
    expect(await page.getByText(`© ${new Date().getFullYear()} Koran Kids`).isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Uitloggen' }).click();
    await page.getByRole('link', { name: 'Inloggen' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(
      await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })),
    ).not.toMatch(/eyJ/);
  });

  it('lets a new parent choose 0123 as the pincode and open the parent area with 0123, not with 123', async () => {
    const page = await browser.newPage();
    const account = { email: `nul-${Date.now()}@koran-kids.test`, password: 'een-goed-wachtwoord' };
    await page.goto('/');
    await page.getByRole('link', { name: 'Account aanmaken' }).click();
    await page.getByLabel('Voornaam').fill('Noor');
    await page.getByLabel('Achternaam').fill('Bakker');
    await page.getByLabel('E-mailadres').fill(account.email);
    await page.getByLabel('Kies een wachtwoord').fill(account.password);
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await page.getByRole('heading', { name: 'Wie kijkt er?' }).waitFor();
    await page.goto('/parent/profiles');
    await page.getByRole('heading', { name: 'Kies een pincode voor je gezin' }).waitFor();
    await page.getByLabel(/^Pincode/).fill('0123');
    await page.getByLabel('Herhaal de pincode').fill('0123');
    await page.getByRole('button', { name: 'Pincode opslaan' }).click();
    await page.getByRole('heading', { name: 'Profielen', level: 1 }).waitFor();

    // Another session of the family (a child's device): the parent area is closed until the pincode is typed.
    const later = await browser.newPage();
    await signIn(later, account);
    await later.goto('/parent/profiles');
    await later.getByLabel('Pincode').fill('123');
    await later.getByRole('button', { name: 'Openen' }).click();
    await later.getByRole('alert').getByText('Een pincode heeft 4 tot 6 cijfers.').waitFor();
    await later.getByLabel('Pincode').fill('0123');
    await later.getByRole('button', { name: 'Openen' }).click();
    await later.getByRole('heading', { name: 'Profielen', level: 1 }).waitFor();
  });

  it('asks a returning parent for the pincode and counts a wrong one', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.active);
    await page.goto('/parent/profiles');
    await page.getByRole('heading', { name: 'Alleen voor ouders' }).waitFor();
    await page.getByLabel('Pincode').fill('9999');
    await page.getByRole('button', { name: 'Openen' }).click();
    await page.getByText('Deze pincode klopt niet. Je hebt nog 4 pogingen.').waitFor();
    await page.getByLabel('Pincode').fill(DEMO.active.pincode);
    await page.getByRole('button', { name: 'Openen' }).click();
    await page.getByRole('heading', { name: 'Profielen' }).waitFor();
  });

  it('shows the family with an ended subscription only the expiry page, on every path', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.expired);
    for (const path of ['/', '/parent/profiles', '/profile/create/x', '/lessons/1', '/bestaat-niet']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Je abonnement is verlopen' }).waitFor();
    }
    await page.getByRole('link', { name: 'Abonnement verlengen' }).click();
    await page.getByRole('heading', { name: 'Abonnement verlengen' }).waitFor();
    // The page never shows the parent's e-mail; the server adds it on the way to the shop, for a parent only.
    expect(await page.getByRole('link', { name: 'Naar de webwinkel' }).getAttribute('href')).toBe('/shop/renew');
    expect(await page.content()).not.toContain('verlopen@koran-kids.test');
    const toShop = async () => (await page.request.get('/shop/renew', { maxRedirects: 0 })).headers().location;
    expect(await toShop()).toBe('https://shop.koran-kids.example/verlengen');

    // The children's data stays the family's: the export, behind the pincode, also after the end.
    await page.goto('/');
    await page.getByRole('link', { name: 'Gegevens downloaden of wissen' }).click();
    await page.getByLabel('Pincode').fill(DEMO.expired.pincode);
    await page.getByRole('button', { name: 'Openen' }).click();
    await page.getByRole('heading', { name: 'Alle gegevens van Ibrahim' }).waitFor();
    const download = page.getByRole('link', { name: 'Alle gegevens downloaden (JSON)' });
    const exported = await page.request.get(String(await download.getAttribute('href')));
    expect(exported.status()).toBe(200);
    expect(await exported.json()).toMatchObject({ profile: { username: 'ibrahim' } });
    // With the parent area open, the shop gets the e-mail filled in.
    expect(await toShop()).toBe('https://shop.koran-kids.example/verlengen?billing_email=verlopen%40koran-kids.test');
  });

  it('shows the not-found page on an unknown path, and its button leads home', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.neighbours);
    await page.goto('/dit/bestaat/niet');
    await page.getByRole('heading', { name: 'Pagina niet gevonden' }).waitFor();
    await page.getByRole('link', { name: 'Ga terug' }).click();
    await page.getByRole('heading', { name: 'Wie kijkt er?' }).waitFor();
  });

  it('sends a visitor on any other path to the login page at /', async () => {
    const page = await browser.newPage();
    await page.goto('/lessons/1');
    await page.getByRole('link', { name: 'Inloggen' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('shows the login page, with nothing of the family left, when the session ends while a child is busy', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.neighbours);
    await page.getByRole('link', { name: 'Ga verder als Noor' }).click();
    await page.getByRole('link', { name: 'Vrienden' }).waitFor();
    // The start page's later parts (homework, today's revision, the weekly fact) have all been read: the tap is the
    // first request without the session (a read still on its way would find the login page itself).
    await page.waitForLoadState('networkidle');
    await page.context().clearCookies();
    await page.getByRole('link', { name: 'Vrienden' }).click();
    await page.getByRole('link', { name: 'Inloggen' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goBack();
    await page.getByRole('link', { name: 'Inloggen' }).waitFor();
    expect(await page.getByText('Noor').count()).toBe(0);
  });
});
