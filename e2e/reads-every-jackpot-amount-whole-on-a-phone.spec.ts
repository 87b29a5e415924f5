import { expect, test, type Page } from '@playwright/test';
import { newPlayerDetails, openLive, registerPlayer, useSessionInBrowser } from './support/session';

/**
 * On a 390 px phone in German the lobby's jackpot strip showed "19.552,57" without its "€": the strip was one row of
 * chips scrolling sideways, and the last chip stood half outside the strip's edge. Every money amount of the lobby
 * and of home must now be whole on a phone from 320 to 390 px: never cut by its own box (an ellipsis, a clipped
 * end) nor by a box around it that clips (a sideways scroller, `overflow: hidden`), in German for a guest (EUR) and
 * in Kazakh for a player whose account is in tenge (the longest amounts: 8 digits, spaces between groups).
 */
test.describe.configure({ mode: 'parallel' });

/** What an amount of money looks like in any of the ten languages: digits and a currency sign or code. */
const MONEY = /\d.*(€|₸|₽|₺|zł|\$|EUR|KZT|RUB|TRY|PLN|USD)|(€|₸|₽|₺|\$)\s?\d/;
/**
 * An amount shown as such (a balance, a pool, a prize: the amount and at most a short label), not a sentence that
 * names a sum (an offer's text in a row of cards that peeks past the screen's edge on purpose).
 */
const AMOUNT_MAX_CHARS = 32;

/**
 * Every element of the page whose own text is an amount of money (read in the page), with the ways it is cut: its
 * own box narrower than its text, or part of it outside a box around it that clips. An amount wholly outside such a
 * box (a slide of a carousel not shown) is not cut; the jackpot amounts must also be inside the viewport.
 */
async function cutAmounts(page: Page) {
  return page.evaluate(([pattern, maxChars]) => {
    const money = new RegExp(pattern);
    const cut: string[] = [];
    const amounts: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('#root *'))) {
      const ownText = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('')
        .trim();
      if (!money.test(ownText) || ownText.length > maxChars || element.getClientRects().length === 0) continue;
      const inJackpots = Boolean(element.closest('[data-testid="jackpots"]'));
      const box = element.getBoundingClientRect();
      if (inJackpots) amounts.push(ownText);
      if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible') {
        cut.push(`"${ownText}" is ${element.scrollWidth} px wide in a box of ${element.clientWidth} px`);
        continue;
      }
      const edges = [...(inJackpots ? [{ left: 0, right: document.documentElement.clientWidth, name: 'the viewport' }] : [])];
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        edges.push({ left: clip.left, right: clip.right, name: `<${parent.tagName.toLowerCase()} class="${parent.className}">` });
      }
      for (const edge of edges) {
        const outside = box.right <= edge.left || box.left >= edge.right;
        if (outside && !inJackpots) break;
        if (box.left < edge.left - 1 || box.right > edge.right + 1) {
          cut.push(`"${ownText}" spans ${Math.round(box.left)}-${Math.round(box.right)} px, ${edge.name} shows ${Math.round(edge.left)}-${Math.round(edge.right)} px`);
          break;
        }
      }
    }
    return { cut, amounts };
  }, [MONEY.source, AMOUNT_MAX_CHARS] as const);
}

const WIDTHS = [320, 390];

for (const { language, currency } of [
  { language: 'de', currency: undefined },
  { language: 'kk', currency: 'KZT' },
]) {
  test(`every amount on the lobby and home is whole at 320-390 px (${language}${currency ? `, a ${currency} account` : ', a guest'})`, async ({ page }) => {
    if (currency) {
      const { token } = await registerPlayer({ ...newPlayerDetails(), currency });
      await useSessionInBrowser(page, token);
    }
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      for (const path of [`/${language}/games`, `/${language}`]) {
        await openLive(page, path);
        const jackpots = page.getByTestId('jackpots');
        // The three pools' amounts are there (written by the page's formatter, in the account's currency).
        await expect(jackpots.locator('li strong').filter({ hasText: MONEY })).toHaveCount(3);
        const { cut, amounts } = await cutAmounts(page);
        expect(amounts.length, `${path} at ${width} px: the jackpot amounts are measured`).toBeGreaterThanOrEqual(3);
        if (currency) expect(amounts.join(' '), 'the amounts are in the account currency').toContain('₸');
        expect(cut, `${path} at ${width} px: amounts cut`).toEqual([]);
      }
    }
  });
}
