import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { appIsLive, callApi, signInByApi, useSessionInBrowser } from './support/session';

/**
 * Issue 34: the info tooltip of SPEC.md section 9 (shown 100 ms after hover, focus or tap, on top, 10 px away, hidden
 * at once; on a touch device it hides by itself) explains the terms a player meets: RTP and volatility on a game page,
 * the wagering requirement and the bonus terms on the bonus cards. WAI-ARIA tooltip pattern: the trigger is a button
 * with a name, the tooltip describes it, Escape closes it, focus stays.
 */

async function aGamePage(): Promise<string> {
  const { body } = await callApi('GET', '/game/search?perPage=1&sort=popular&lang=en');
  const game = body.data.items[0] as { slug: string; provider: { slug: string } };
  return `/en/games/${game.provider.slug}/${game.slug}`;
}

test('a player reads what RTP and volatility mean with the keyboard and the mouse', async ({ page }) => {
  await page.goto(await aGamePage());
  await appIsLive(page);
  const rtp = await page.getByTestId('game-rtp').textContent();

  // Keyboard: focus shows it, it describes its button, Escape hides it and focus stays.
  const about = page.getByRole('button', { name: 'What return to player means' });
  await about.focus();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText(`Here it is ${rtp}`);
  await expect(about).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id'))!);
  // Above its button, not covering it.
  const [tip, button] = [await tooltip.boundingBox(), await about.boundingBox()];
  expect(tip!.y + tip!.height).toBeLessThanOrEqual(button!.y);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await expect(about).toBeFocused();

  // Mouse: hover shows it; the pointer can move onto it and it stays (WCAG 1.4.13); leaving hides it.
  const volatility = page.getByRole('button', { name: 'What volatility means' });
  await volatility.hover();
  await expect(tooltip).toContainText('low volatility means frequent small wins');
  const box = (await tooltip.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
  await page.waitForTimeout(400);
  await expect(tooltip).toBeVisible();
  await page.mouse.move(5, 5);
  await expect(tooltip).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a player taps to read what wagering means on a bonus card, and it goes away by itself', async ({ page }) => {
    await useSessionInBrowser(page, await signInByApi());
    await page.goto('/en/bonuses');
    await appIsLive(page);
    const cards = page.getByTestId('bonus-campaigns');
    await expect(cards).toBeVisible();
    const terms = cards.getByRole('button', { name: 'How bonuses work' }).first();
    await terms.scrollIntoViewIfNeeded();
    await terms.tap();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toContainText('One bonus can be active at a time.');
    // Inside the screen, however near the edge the button is.
    const box = (await tooltip.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await expect(tooltip).toBeHidden({ timeout: 6000 });

    const wagering = cards.getByRole('button', { name: 'What the wagering requirement means' }).first();
    await wagering.tap();
    await expect(tooltip).toContainText('must add up to the bonus amount ×');
  });
});
