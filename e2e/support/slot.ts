import { expect, type FrameLocator, type Page } from '@playwright/test';

/** One round in the slot's frame (api/src/modules/play/slot-page.ts), finished: it says win or no win, and can spin again. */
async function playRound(slot: FrameLocator) {
  await slot.locator('#spin').click();
  await expect(slot.locator('#message')).not.toHaveText('');
  await expect(slot.locator('#spin')).toBeEnabled();
}

/**
 * Plays rounds until the game's balance moves. A win of exactly the bet (a 1x line, 11 % of rounds in slot-math.ts)
 * leaves it where it was, so a journey that played one round and waited for a change failed about once in nine runs.
 * Five rounds all at 1x: about 2 in 100,000.
 */
export async function playUntilTheBalanceMoves(slot: FrameLocator) {
  const gameBalance = slot.locator('#balance');
  await expect(gameBalance).toHaveText(/\d/);
  const before = await gameBalance.textContent();
  for (let round = 0; round < 5 && (await gameBalance.textContent()) === before; round += 1) await playRound(slot);
  await expect(gameBalance).not.toHaveText(before!);
}

/**
 * The game fits what is left of the screen under the host's header, Sweden's buttons, the play-safety bar and the
 * profile's rules line: Spin is on the first screen (inside the viewport and inside the game's frame) with the page
 * not scrolled. Waits for the stage to settle as those arrive; nothing here scrolls (a click would).
 */
export async function expectSpinOnTheFirstScreen(page: Page, slot: FrameLocator, frameTitle: string) {
  const viewport = page.viewportSize()!;
  const frame = page.locator(`iframe[title="${frameTitle}"]`);
  await expect(slot.locator('#spin')).toBeVisible();
  await expect
    .poll(async () => {
      const [spin, stage] = [await slot.locator('#spin').boundingBox(), await frame.boundingBox()];
      if (!spin || !stage) return 'not drawn';
      const bottom = spin.y + spin.height;
      return bottom <= viewport.height && bottom <= stage.y + stage.height ? 'on the first screen' : `Spin ends at ${Math.round(bottom)} px`;
    })
    .toBe('on the first screen');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}
