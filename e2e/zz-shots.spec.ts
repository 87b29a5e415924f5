import { test } from '@playwright/test';
import { openLive, signInByApi, useSessionInBrowser } from './support/session';

const sizes = [{ name: 'phone', width: 390, height: 844 }, { name: 'desk', width: 1366, height: 768 }];
for (const size of sizes) {
  for (const lang of ['en', 'de']) {
    test(`shots ${size.name} ${lang}`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const found = await request.get('/api/v1/game/search?perPage=1&category=slots&sort=popular');
      const slug = ((await found.json()) as { data: { items: { slug: string }[] } }).data.items[0]!.slug;
      await page.setViewportSize(size);
      await openLive(page, `/${lang}/game/${slug}`).catch(() => undefined);
      await page.screenshot({ path: `/tmp/shots/game-${size.name}-${lang}.png`, fullPage: false });
      const info = page.locator('main button[aria-describedby], main button[aria-label*="RTP"], main [data-testid*="info"]').first();
      if (await info.count()) { await info.click(); await page.waitForTimeout(400); await page.screenshot({ path: `/tmp/shots/game-tip-${size.name}-${lang}.png` }); }
      const token = await signInByApi();
      await useSessionInBrowser(page, token);
      await openLive(page, `/${lang}/bonuses`);
      await page.screenshot({ path: `/tmp/shots/bonuses-${size.name}-${lang}.png`, fullPage: true });
      await openLive(page, `/${lang}/player/limits`).catch(() => undefined);
      await page.screenshot({ path: `/tmp/shots/limits-${size.name}-${lang}.png`, fullPage: true });
      await openLive(page, `/${lang}/game/play/${slug}`).catch(() => undefined);
      await page.waitForTimeout(3000);
      await page.screenshot({ path: `/tmp/shots/play-${size.name}-${lang}.png`, fullPage: false });
    });
  }
}
