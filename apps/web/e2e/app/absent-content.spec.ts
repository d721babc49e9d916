import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from '../support/browser.ts';
import { DEMO, signIn } from '../support/sign-in.ts';

/** The demo course has no lesson videos, no recordings and no Dutch verse translation loaded. */
describe.runIf(hasBrowser)('a course without videos, recordings or a Dutch translation', () => {
  const browser = useBrowser();

  it('shows a child only what is there, and tells the parent plainly what the institute has not loaded yet', async () => {
    const page = await browser.newPage();
    await signIn(page, DEMO.neighbours);
    await page.getByRole('link', { name: 'Ga verder als Noor' }).click();
    const childId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await page.goto(`/library/${childId}/recitations`);
    await page.getByText('Er zijn nog geen recitaties.').waitFor();
    expect(await page.getByRole('button', { name: /Luisteren/ }).count()).toBe(0);
    // Nothing on the child's side speaks of what is missing.
    expect(await page.getByText('Nog niet geladen door het instituut').count()).toBe(0);

    await page.goto('/parent/lessons');
    await page.getByLabel('Pincode').fill(DEMO.neighbours.pincode);
    await page.getByRole('button', { name: 'Openen' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Nog niet geladen door het instituut' });
    await notice.getByText('20 van de 20 lessen hebben nog geen video.', { exact: false }).waitFor();
    await notice.getByText('Nog niet elk vers heeft een recitatie (geluid).', { exact: false }).waitFor();
    await notice
      .getByText('De Nederlandse vertaling van de verzen is nog niet (helemaal) geladen.', { exact: false })
      .waitFor();

    await page.goto(`/parent/profiles/child/progression?child=${childId}`);
    await page.getByRole('columnheader', { name: 'Opdrachten' }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Video bekeken' }).count()).toBe(0);
  });
});
