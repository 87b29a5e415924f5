import { expect, test } from '@playwright/test';
import { callApi } from './support/session';

// Issue 13: the home page's slider follows a finger; the slide the player swiped to stays (autoplay stops).
test('swipes through the home banners', async ({ page }) => {
  const { body } = await callApi('GET', '/banners-for-slider?lang=en');
  const banners: { title: string }[] = body.data.items;
  expect(banners.length).toBeGreaterThan(1);
  await page.goto('/en');
  const slider = page.getByRole('region', { name: 'Offers' });
  const current = slider.locator('[aria-roledescription="slide"]:not([aria-hidden])');
  await expect(current.getByRole('heading', { level: 2 })).toHaveText(banners[0]!.title);
  // The page is server-rendered: a drag before the carousel is live moves nothing (and autoplay would later move it).
  await expect(slider).toHaveAttribute('data-autoplay', 'running');

  const box = (await slider.boundingBox())!;
  const y = box.y + box.height / 3;
  await page.mouse.move(box.x + box.width * 0.8, y);
  // The pointer reaching the slider downloads its swipe engine (not part of the page's first load); a player's hand
  // takes longer than that to press and drag, the test waits for it.
  await expect(slider.locator('[data-engine="live"]')).toBeAttached();
  await page.mouse.down();
  for (const step of [0.6, 0.4, 0.2, 0.1]) await page.mouse.move(box.x + box.width * step, y, { steps: 4 });
  await page.mouse.up();

  await expect(current.getByRole('heading', { level: 2 })).toHaveText(banners[1]!.title);
  await expect(slider).toHaveAttribute('data-autoplay', 'paused');
  await expect(slider.getByRole('button', { name: `2 of ${banners.length}` })).toHaveAttribute('aria-current', 'true');
  // A banner's image loads only once the slider is live and near it: the one swiped to has its picture.
  await expect(current.locator('img')).toHaveJSProperty('complete', true);
  expect(await current.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});
