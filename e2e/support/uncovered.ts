import { expect, type Page } from '@playwright/test';
import { LAPTOP, PHONE } from './axe';

/**
 * Issue 34: the floating Search and Live chat buttons sat on "Play for real", "Register", "Continue with Google", the
 * tournament's Prize column, the balance page's currency list, article text. On every page, at a phone's and a
 * laptop's size, every visible control of the main content is what `document.elementFromPoint` finds at its centre
 * and near both ends: on the first screen as the page opens (anywhere on it), then scrolled into the upper part of
 * the screen step by step, and at the end of the page wherever the last controls are.
 *
 * Run by uses-every-page-with-assistive-technology.spec.ts on the same page load as the English axe walk (it was a
 * walk of its own, sees-every-control-uncovered.spec.ts, that loaded every page a second time: docs/testing.md).
 */

const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"], [tabindex="0"]';

/** Controls of <main> whose centre or ends are covered by something else, in the current viewport (a band of it). */
async function coveredIn(page: Page, band: { top: number; bottom: number }): Promise<string[]> {
  return page.evaluate(
    ({ selector, band }) => {
      const covered: string[] = [];
      const main = document.querySelector('main');
      if (!main) return ['no <main> on the page'];
      const describe = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      for (const control of Array.from(main.querySelectorAll(selector))) {
        const style = getComputedStyle(control);
        if (style.visibility !== 'visible' || Number(style.opacity) === 0) continue;
        const rect = control.getBoundingClientRect();
        if (rect.width < 4 || rect.height < 4) continue;
        // Visible in this band, whole (a row of cards running off the screen's edge is checked when scrolled to).
        if (rect.top < band.top || rect.bottom > band.bottom || rect.left < 0 || rect.right > innerWidth)
          continue;
        // Scrolled out of a strip that scrolls sideways (a row of tabs): checked when the strip is scrolled to it.
        let clipped = false;
        for (let box = control.parentElement; box && box !== main.parentElement; box = box.parentElement) {
          const boxStyle = getComputedStyle(box);
          if (boxStyle.overflowX === 'visible' && boxStyle.overflowY === 'visible') continue;
          const clip = box.getBoundingClientRect();
          if (
            rect.left < clip.left - 1 ||
            rect.right > clip.right + 1 ||
            rect.top < clip.top - 1 ||
            rect.bottom > clip.bottom + 1
          )
            clipped = true;
        }
        if (clipped) continue;
        // Inside a closed <details>, clipped away by an ancestor, or visually hidden: nothing to tap.
        if (
          control.closest('[inert], [aria-hidden="true"]') ||
          control.checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true }) === false
        )
          continue;
        const y = rect.top + rect.height / 2;
        const inset = Math.min(6, rect.width / 4);
        for (const x of [rect.left + inset, rect.left + rect.width / 2, rect.right - inset]) {
          const hit = document.elementFromPoint(x, y);
          if (!hit) continue;
          // A field's own button drawn inside its end ("Show" on a password) belongs to the field: same wrapper.
          const sameField =
            control instanceof HTMLInputElement &&
            !!hit.closest('button') &&
            hit.closest('button')!.parentElement === control.parentElement;
          const own =
            hit === control ||
            control.contains(hit) ||
            (hit instanceof HTMLLabelElement && hit.control === control) ||
            sameField;
          // An ancestor hit at the control's own point means the control itself is clipped there (overflow): not covered by another element.
          if (!own && !hit.contains(control)) {
            covered.push(`${describe(control)} at ${Math.round(x)},${Math.round(y)} under ${describe(hit)}`);
            break;
          }
        }
      }
      return covered;
    },
    { selector: CONTROLS, band },
  );
}

const softly = expect.configure({ soft: true });

/** The floating actions settle after a scroll (they collapse while it moves). */
async function atRest(page: Page) {
  await expect(page.locator('html')).not.toHaveAttribute('data-floating', 'scrolling');
}

/**
 * Every visible control of <main> uncovered at a phone's and a laptop's size: the first screen, then the page scrolled
 * in steps to its end (soft: every covered control of the page is reported, not just the first).
 */
export async function expectNothingCovered(page: Page, label: string) {
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await atRest(page);
    // Nothing pushes the page past the screen's width (a control off to the side is covered by the screen's edge).
    softly(
      await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
      `${label} at ${size.width}x${size.height}: wider than the screen by`,
    ).toBeLessThanOrEqual(0);
    // The first screen, as the page opens: every control the player sees is uncovered where it is.
    // Polled: the floating actions tuck aside after the page settles (a 0.2 s slide).
    await softly
      .poll(() => coveredIn(page, { top: 0, bottom: size.height }), {
        message: `${label} at ${size.width}x${size.height}: covered on the first screen`,
      })
      .toEqual([]);
    // Then the page in steps: each control is checked while it sits in the upper part of the screen (scrolled into
    // view), and at the bottom of the page, where it can scroll no further, wherever it is.
    const header = await page.evaluate(() => {
      const bar = document.querySelector('header');
      return bar && getComputedStyle(bar).position !== 'static'
        ? Math.max(0, bar.getBoundingClientRect().bottom)
        : 0;
    });
    const step = Math.round((size.height - header) * 0.6);
    const found = new Set<string>();
    for (let y = 0; ; y += step) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await atRest(page);
      const { scrollY, max } = await page.evaluate(() => ({
        scrollY: window.scrollY,
        max: document.documentElement.scrollHeight - innerHeight,
      }));
      const last = scrollY >= max - 1;
      const band = last ? { top: header, bottom: size.height } : { top: header, bottom: header + step + 80 };
      // The last controls scroll clear of the floating actions (the space reserved below the content) once still.
      let lines: string[] = [];
      await expect
        .poll(async () => (lines = await coveredIn(page, band)), { timeout: 3000 })
        .toEqual([])
        .catch(() => {});
      for (const line of lines) found.add(line);
      if (last) break;
    }
    expect.soft([...found], `${label} at ${size.width}x${size.height}`).toEqual([]);
  }
}
