import { expect, test } from '@playwright/test';
import { callApi } from './support/session';
import { seriousViolations } from './support/axe';

/** Issue 13: the live-chat entry (the host's button on every page; the content team's fragment content/chat inside). */
test('opens the live chat entry', async ({ page }) => {
  const { body } = await callApi('GET', '/chat?lang=en');
  const chat = body.data;
  const chatRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/chat') chatRequests.push(request.url());
  });

  await page.goto('/en/tournaments/list');
  // The page is rendered on the server: its buttons answer once the app has hydrated it.
  await page.locator('html[data-app="ready"]').waitFor();
  const entry = page.getByRole('button', { name: 'Live chat' });
  await expect(entry).toBeVisible();
  expect(chatRequests).toHaveLength(0);
  await entry.click();

  const panel = page.getByRole('dialog', { name: 'Live chat' });
  await expect(panel.getByText(chat.online ? chat.greeting : chat.offlineMessage)).toBeVisible();
  for (const channel of chat.channels) {
    await expect(panel.getByRole('link', { name: channel.label })).toHaveAttribute('href', channel.href);
  }
  expect(chatRequests).toHaveLength(1);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  // The design system's fonts and resets come once, with the host's stylesheet: a remote's stylesheet, added as the
  // chat opens, brought them again, and its `@font-face` and `*` rules restyled the whole page in front of the next tap.
  const sheets = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  const withFonts: string[] = [];
  for (const href of sheets) if ((await (await page.request.get(href)).text()).includes('@font-face')) withFonts.push(new URL(href).pathname);
  expect(sheets.some((href) => href.includes('/content/'))).toBe(true);
  expect(withFonts).toEqual([expect.stringMatching(/^\/assets\/styles\.[0-9a-f]+\.css$/)]);

  // The page behind holds still while the chat is open: a wheel over the dialog scrolls nothing of it.
  await page.evaluate(() => window.scrollTo(0, 200));
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(0);
  const box = (await panel.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);

  // Escape closes it and gives the focus back to the button; opened again, it shows what it showed, asking nothing again.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(entry).toBeFocused();
  await entry.click();
  await expect(panel.getByText(chat.online ? chat.greeting : chat.offlineMessage)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Close' })).toBeFocused();
  expect(chatRequests).toHaveLength(1);
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
  await expect(entry).toBeFocused();
  // Closed, it stays in the page hidden: nothing of it can be reached, and the page is still clean for axe.
  expect(await seriousViolations(page)).toEqual([]);
});
