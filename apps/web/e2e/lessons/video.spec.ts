import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from '../support/browser.ts';
import { DEMO_STAFF, signIn } from '../support/sign-in.ts';

const UNLISTED = 'https://vimeo.com/76979871/8272103f6e';
const PLAYER = 'https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1&speed=1';

describe.runIf(hasBrowser)('a lesson video from Vimeo', () => {
  const browser = useBrowser();

  it("plays an unlisted video in the staff preview without tracking, with Vimeo's player code loaded only then", async () => {
    const page = await browser.newPage();
    // No network here: Vimeo's player is a blank page, and every address asked of Vimeo is kept.
    const asked: string[] = [];
    await page.route('https://player.vimeo.com/**', (route) => {
      asked.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' });
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const playerCode = () => scripts.filter((path) => /\/assets\/player\.es-/.test(path));

    await signIn(page, DEMO_STAFF.administrator, '/staff/inbox');
    await page.goto('/staff/lessons/1');
    await page.getByRole('heading', { name: 'Les: Al-Fatiha', level: 1 }).waitFor();
    await page.getByLabel('Video (Vimeo-adres)').fill(UNLISTED);
    expect(playerCode()).toEqual([]);

    await page.getByRole('button', { name: 'Bekijken zoals een kind' }).click();
    const preview = page.getByRole('dialog', { name: 'Zo ziet een kind de les' });
    const video = preview.locator('iframe[title="Bekijk de les"]');
    await video.waitFor();
    expect(await video.getAttribute('src')).toBe(PLAYER);
    await expect.poll(() => asked).toEqual([PLAYER]);
    await expect.poll(() => playerCode().length).toBe(1);
    // Nothing was saved: the editor is left without keeping the address.
    await page.getByRole('button', { name: 'Voorbeeld sluiten' }).click();
  });
});
