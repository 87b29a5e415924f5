import { expect, test } from '@playwright/test';

/** Issue 11: the provider filter lives in the URL: the link opens the same filtered lobby, and back restores the last one. */
test('filters the lobby by provider and shares the link', async ({ page, browser, request }) => {
  const answer = await request.get('/api/v1/game/providers-by-category');
  // The biggest real studio (the operator's filler studio of the 5,000-games journey may share this stack).
  const provider = ((await answer.json()) as { data: { slug: string; name: string; gameCount: number }[] }).data.find((p) => p.slug !== 'catalogue-filler')!;
  const count = provider.gameCount.toLocaleString('en');
  await page.goto('/en/games');
  await page.getByTestId('provider-filter').getByRole('combobox').click();
  await page.getByRole('option', { name: `${provider.name} (${count})` }).click();
  await expect(page).toHaveURL(new RegExp(`provider=${provider.slug}`));
  const results = page.getByTestId('lobby-results');
  await expect(results).toContainText(`Games found: ${count}`);
  await expect(results.getByTestId('game-card').first()).toContainText(provider.name);

  const shared = await browser.newPage();
  await shared.goto(page.url());
  await expect(shared.getByTestId('lobby-results')).toContainText(`Games found: ${count}`);
  await shared.close();

  await page.goBack();
  await expect(page).toHaveURL(/\/en\/games$/);
  await expect(page.getByTestId('lobby-results')).toHaveCount(0);
  await page.goForward();
  await expect(page.getByTestId('lobby-results')).toContainText(`Games found: ${count}`);
});
