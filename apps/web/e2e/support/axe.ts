import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Serious and critical accessibility violations on the page as it stands, described for a failing test. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Contrast is measured as painted: let the page's fade-ins and a dialog's opening transition finish first. A
  // transition starts a frame after its element appears, so wait for frames and look again until none runs.
  await page.evaluate(async () => {
    const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let round = 0; round < 10; round += 1) {
      await nextFrames();
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
        );
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  // Types differ between playwright and playwright-core; the Page object is the same at run time.
  const builder = new AxeBuilder({ page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'] });
  // `axe.run` in the page itself: the default opens a blank page for every analysis to put the frames' results
  // together (measured: 1.46 s a page against 0.76 s). What it would add are cross-origin frames, and the app's only
  // frames are Vimeo's player, which is not ours to mend.
  const { violations } = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode().analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}
