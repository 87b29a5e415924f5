import { expect, test } from '@playwright/test';
import { expectAccessibleAtBothSizes, PHONE, seriousViolations, settled } from './support/axe';
import { openCatalogue, serveCatalogue } from './support/catalogue';
import { pageAddress, routesWithoutAddress, walkPages } from './support/routes';
import { registerPlayer, useSessionInBrowser } from './support/session';

/**
 * Issue 34: WCAG 2.2 AA on every page the remotes' route manifests declare (SPEC.md section 2), as a guest and signed in, on a phone
 * (390x844) and a laptop (1366x768): axe-core finds 0 serious or critical violations. The whole walk is made in English
 * and again in German, whose longer words are where names and contrast broke before.
 */
test.describe.configure({ mode: 'parallel' });

test('every page the manifests declare has an address to check', () => {
  expect(routesWithoutAddress()).toEqual([]);
});

// One test per page and language, so two workers share the walk and a failure names its page. The pages come from the
// built route manifests (support/routes.ts): a page a remote adds is walked without a change here. The whole walk is
// made in German too, whose longer words are where names and contrast broke before (issue 34: no hand-picked list).
const WALK_LANGUAGES = { en: '', de: ' in German' } as const;
for (const [lang, inLanguage] of Object.entries(WALK_LANGUAGES)) {
  for (const { id, signedIn } of walkPages('assistive-technology')) {
    test(`a ${signedIn ? 'player' : 'guest'}${inLanguage}: ${id}`, async ({ page }) => {
      const target = await pageAddress(id);
      if (signedIn) {
        const { token } = await registerPlayer();
        await useSessionInBrowser(page, token);
      }
      await page.goto(`/${lang}/${target.path}`);
      await settled(page);
      await expectAccessibleAtBothSizes(page, `${signedIn ? 'player' : 'guest'} /${lang}/${target.path}`);
    });
  }
}

test.describe('the component catalogue', () => {
  serveCatalogue();
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const lang of ['en', 'de']) {
    test(`every component and its open states in ${lang}`, async ({ page }) => {
      await openCatalogue(page, lang, { frozen: false });
      const states: string[] = [];
      const check = async (state: string) => {
        const found = await seriousViolations(page);
        states.push(state);
        expect.soft(found, `catalogue (${lang}) ${state}:\n${found.join('\n')}`).toEqual([]);
      };
      await check('closed');
      await page.setViewportSize(PHONE);
      await check('on a phone');
      await page.setViewportSize({ width: 1280, height: 800 });

      const select = page.locator('[data-catalogue="select"]').getByRole('combobox').first();
      await select.fill('zzz');
      await expect(
        page
          .locator('[data-catalogue="select"]')
          .getByRole('listbox')
          .or(page.getByText(/no matching|keine/i))
          .first(),
      ).toBeVisible();
      await check('select with no match');
      await select.fill('');
      await page.keyboard.press('Escape');

      await page.getByTestId('catalogue-popover').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check('popover open');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      await page.getByTestId('catalogue-modal').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check('modal open');
      expect(states).toHaveLength(5);
    });
  }
});
