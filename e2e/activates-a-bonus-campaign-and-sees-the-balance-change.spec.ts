import { expect, test } from '@playwright/test';
import { freshPlayer } from './support/account';
import { useSessionInBrowser } from './support/session';

/** Issue 12: a bonus campaign activated from the player area credits the bonus balance, seen at once on the page and in the header. */
test('a player activates a bonus campaign and sees the balance change', async ({ page }) => {
  const player = await freshPlayer();
  await useSessionInBrowser(page, player.token);
  await page.goto('/en/player/bonus-campaigns');
  await expect(page.getByTestId('bonus-balance-bonus')).toHaveText('€0.00');
  const menu = page.getByTestId('player-menu-toggle');
  await menu.click();
  await expect(page.getByTestId('player-menu-bonusCampaigns')).toBeVisible();
  await expect(page.getByTestId('player-menu-badge-bonusCampaigns')).toHaveCount(0);
  await menu.click();

  // Seeded campaign 2: 10.00 with free spins, open to everyone, no code.
  const campaign = page.getByTestId('campaign-2');
  await campaign.getByTestId('campaign-activate-2').click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText('will be credited to your bonus balance');
  await dialog.getByRole('button', { name: 'Activate' }).click();

  await expect(page.getByTestId('bonus-balance-bonus')).toHaveText('€10.00');
  await expect(page.getByTestId('campaign-status-2')).toHaveText('Active');
  await expect(page.getByTestId('wagering-2')).toBeVisible();
  // The header's player menu counts the active campaign.
  await menu.click();
  await expect(page.getByTestId('player-menu-badge-bonusCampaigns')).toContainText('1 active');

  await page.goto('/en/player/balance');
  await expect(page.getByTestId('balance-bonus')).toContainText('€10.00');
});
