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

/** A band of the screen, in viewport pixels: the controls wholly inside it are checked. */
interface Band {
  top: number;
  bottom: number;
}

/**
 * Runs in the page (handed to `page.evaluate`; it is one function because nothing else crosses to the page, and the
 * site's CSP forbids rebuilding one from its source there). With `band`: the controls of <main> whose centre or ends
 * are covered by something else, in that band of the viewport. With `walk`: the page scrolled from the top to its end
 * in steps, all in the page (one round trip a size: on a slow CI machine each of a long page's 40 steps cost five round
 * trips to the browser, 1-3 s, and the walk's longest pages neared their time). At each step: scroll, wait until the
 * floating actions are at rest (they collapse while the page scrolls), then check the controls in the upper part of the
 * screen (scrolled into view), or at the bottom of the page, where it can scroll no further, wherever they are; there
 * the last controls scroll clear of the floating actions (the space reserved below the content) once still, so each
 * step's check is retried for up to 3 s before what it found counts.
 */
async function uncoveredInPage({
  selector,
  band,
  walk,
}: {
  selector: string;
  band?: Band;
  walk?: { header: number; step: number; height: number };
}): Promise<string[]> {
  function covered(band: Band): string[] {
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
      if (rect.top < band.top || rect.bottom > band.bottom || rect.left < 0 || rect.right > innerWidth) continue;
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
  }

  if (band) return covered(band);
  const { header, step, height } = walk!;
  const html = document.documentElement;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const atRest = async () => {
    // A frame for the scroll event to arrive and collapse the actions, then until they are out of it (at most 20 s).
    await frame();
    for (const start = performance.now(); html.dataset.floating === 'scrolling'; await sleep(50))
      if (performance.now() - start > 20_000) return false;
    return true;
  };
  const found = new Set<string>();
  for (let y = 0; ; y += step) {
    window.scrollTo(0, y);
    if (!(await atRest())) return [...found, `the floating actions never came to rest after scrolling to ${y}`];
    const last = window.scrollY >= html.scrollHeight - innerHeight - 1;
    const area = last ? { top: header, bottom: height } : { top: header, bottom: header + step + 80 };
    let lines = covered(area);
    for (const start = performance.now(); lines.length > 0 && performance.now() - start < 3000; ) {
      await sleep(100);
      lines = covered(area);
    }
    for (const line of lines) found.add(line);
    if (last) return [...found];
  }
}

const coveredIn = (page: Page, band: Band) => page.evaluate(uncoveredInPage, { selector: CONTROLS, band });

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
    const found = await page.evaluate(uncoveredInPage, {
      selector: CONTROLS,
      walk: { header, step, height: size.height },
    });
    expect.soft(found, `${label} at ${size.width}x${size.height}`).toEqual([]);
  }
}
