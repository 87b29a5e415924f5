import { expect, test } from '@playwright/test';
import { openCatalogue, serveCatalogue } from './support/catalogue';

/**
 * Screenshots of every shared component in the catalogue (shared/catalogue, built by `pnpm build`), compared with the
 * committed images in catalogue.spec.ts-snapshots/: a team that changes a shared component sees what it changed.
 * Stable by construction: a fixed viewport and clock, the machine's own fonts, animations off, a 1 % tolerance.
 * After an intended change: `pnpm --filter e2e exec playwright test catalogue --update-snapshots`, then look at the images.
 */
const SECTIONS = ['tokens', 'buttons', 'states', 'fields', 'select', 'tabs', 'pagination', 'table', 'skeletons', 'images', 'tooltip', 'modal', 'carousel', 'countdown', 'format', 'artwork'];
const SCREENSHOT = { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' } as const;

serveCatalogue();

test.describe('the component catalogue', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const lang of ['en', 'de']) {
    test(`every component in ${lang}`, async ({ page }) => {
      await openCatalogue(page, lang);
      for (const section of SECTIONS) {
        await expect.soft(page.locator(`[data-catalogue="${section}"]`)).toHaveScreenshot(`${section}-${lang}.png`, SCREENSHOT);
      }
    });
  }

  test('on a phone: the table becomes cards, fields and tabs fit', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openCatalogue(page, 'de');
    for (const section of ['table', 'fields', 'tabs', 'pagination']) {
      await expect.soft(page.locator(`[data-catalogue="${section}"]`)).toHaveScreenshot(`${section}-phone.png`, SCREENSHOT);
    }
  });

  test('open states: select with no match, popover, modal', async ({ page }) => {
    await openCatalogue(page, 'en');
    const select = page.getByRole('combobox', { name: 'Currency', exact: true });
    await select.fill('yen');
    await expect(page.getByText('Sorry, no matching options.')).toBeVisible();
    await expect.soft(page.locator('[data-catalogue="select"]')).toHaveScreenshot('select-no-match.png', SCREENSHOT);
    await select.fill('zł');
    await select.press('Enter');
    await expect(select).toHaveValue('Polski złoty');

    await page.getByTestId('catalogue-popover').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect.soft(page.locator('[data-catalogue="tooltip"]')).toHaveScreenshot('popover-open.png', SCREENSHOT);
    await page.keyboard.press('Escape');
    await page.clock.runFor(200);

    await page.getByTestId('catalogue-modal').click();
    const dialog = page.getByRole('dialog', { name: 'Deposit' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-layer', '1000');
    await expect.soft(page).toHaveScreenshot('modal-open.png', SCREENSHOT);
  });

  test('a grid of 5,000 games keeps a bounded DOM', async ({ page }) => {
    await openCatalogue(page, 'en');
    const grid = page.getByRole('list', { name: 'Games' });
    await grid.scrollIntoViewIfNeeded();
    await expect(grid.getByRole('listitem').first()).toBeVisible();
    expect(await grid.getByRole('listitem').count()).toBeLessThan(100);
    await expect(grid.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '5000');
  });
});
