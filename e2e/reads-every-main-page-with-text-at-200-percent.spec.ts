import { expect, test, type Page } from '@playwright/test';
import { LAPTOP, PHONE, settled } from './support/axe';
import { everyPage, type SamplePage } from './support/routes';
import { registerPlayer, useSessionInBrowser } from './support/session';

/**
 * Issue 34, WCAG 2.2 1.4.4 (resize text) and 1.4.10 (reflow). A player who sets the browser's text to 200 % (the root
 * font size, which every text size of the theme follows in rem) reads the main pages on a laptop (1366x768) and a
 * phone (390x844) with nothing lost: no text cut off by the box around it, no text drawn over other text, no sideways
 * scrolling of the page. At 320 CSS px wide (a 1280 px screen zoomed to 400 %) the pages reflow into one column with
 * no sideways scrolling either.
 *
 * Not counted as lost: text in a box the player can scroll (a tab strip that scrolls sideways), a carousel's other
 * slides (wholly beside its window until the player turns to them), and a line cut with an ellipsis on purpose (a
 * game's name under its picture, whose picture carries the whole name).
 */
test.describe.configure({ mode: 'parallel' });

const GUEST = [
  'home',
  'games-lobby',
  'game-by-slug',
  'login',
  'registration',
  'blog',
  'blog-article',
  'news-show',
  'help-index',
  'tournaments-list',
  'tournaments-show',
  'races-list',
  'bonuses',
  'points',
];
const PLAYER = ['player-balance', 'bonuses', 'points', 'tournaments-show', 'player-profile'];

/** A phone narrowed to the reflow width of WCAG 1.4.10. */
const REFLOW = { width: 320, height: 640 };

interface Finding {
  kind: 'sideways scroll' | 'clipped' | 'overlap';
  text: string;
}

/** What is lost on the page as it stands: sideways scrolling, text cut off by a box, text over other text. */
async function lostText(page: Page): Promise<Finding[]> {
  return page.evaluate(() => {
    const found: { kind: 'sideways scroll' | 'clipped' | 'overlap'; text: string }[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > innerWidth + 1) {
      // Name the widest culprit: the deepest element reaching past the right edge.
      const wide = Array.from(document.querySelectorAll('body *')).filter(
        (el) => el.getBoundingClientRect().right > innerWidth + 1 && el.children.length === 0,
      );
      const culprit = wide[0];
      found.push({
        kind: 'sideways scroll',
        text: `page is ${root.scrollWidth}px wide in ${innerWidth}px${culprit ? `: ${culprit.tagName.toLowerCase()}.${String(culprit.className).slice(0, 60)} "${(culprit.textContent ?? '').trim().slice(0, 30)}"` : ''}`,
      });
    }
    const visible = (el: Element) =>
      el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
      !el.closest('[aria-hidden="true"], [inert], .visually-hidden, template, noscript');
    // Every line of text on screen, with the element it belongs to.
    const lines: { el: Element; rect: DOMRect; text: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const el = node.parentElement;
      if (!text || !el || !visible(el)) continue;
      // Skip elements sized to nothing (screen-reader-only text of another kind).
      const box = el.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width < 1 || rect.height < 1) continue;
        lines.push({ el, rect, text });
      }
    }
    const describe = (el: Element, text: string) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}.${String(el.className).slice(0, 40)} "${text.slice(0, 40)}"`;
    const clippedSeen = new Set<Element>();
    for (const { el, rect, text } of lines) {
      if (clippedSeen.has(el)) continue;
      // Cut off by a box that does not let the player scroll to the rest.
      for (let box: Element | null = el; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        const clipsX = style.overflowX !== 'visible';
        const clipsY = style.overflowY !== 'visible';
        if (!clipsX && !clipsY) continue;
        const scrollsX = (style.overflowX === 'auto' || style.overflowX === 'scroll') && box.scrollWidth > box.clientWidth;
        const scrollsY = (style.overflowY === 'auto' || style.overflowY === 'scroll') && box.scrollHeight > box.clientHeight;
        const ellipsis = getComputedStyle(el).textOverflow === 'ellipsis' || style.textOverflow === 'ellipsis';
        const clip = box.getBoundingClientRect();
        // Wholly beside the box is another slide of a carousel, shown when the player turns to it; partly is cut.
        const besideX = rect.right <= clip.left + 1 || rect.left >= clip.right - 1;
        const outX = !besideX && (rect.left < clip.left - 2 || rect.right > clip.right + 2);
        const outY = rect.top < clip.top - 2 || rect.bottom > clip.bottom + 2;
        // A box the player scrolls holds the rest: what boxes around it cut is what it has scrolled away.
        if ((scrollsX && outX) || (scrollsY && outY)) break;
        if ((clipsX && outX && !ellipsis) || (clipsY && outY)) {
          found.push({ kind: 'clipped', text: `${describe(el, text)} cut by ${box.tagName.toLowerCase()}.${String(box.className).slice(0, 40)}` });
          clippedSeen.add(el);
          break;
        }
      }
    }
    // What of each line is drawn: the line cut to the boxes around it that clip (an ellipsis, a scrolled strip).
    const drawn = lines.flatMap((line) => {
      let { left, top, right, bottom } = line.rect;
      for (let box: Element | null = line.el; box && box !== document.documentElement; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = box.getBoundingClientRect();
        if (style.overflowX !== 'visible') [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
        if (style.overflowY !== 'visible') [top, bottom] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom)];
      }
      return right - left > 1 && bottom - top > 1 ? [{ ...line, rect: { left, top, right, bottom } }] : [];
    });
    // Two lines of different elements drawn over each other (more than a sliver: 4 px each way).
    const overlaps = new Set<string>();
    for (let i = 0; i < drawn.length; i += 1) {
      for (let j = i + 1; j < drawn.length; j += 1) {
        const a = drawn[i]!;
        const b = drawn[j]!;
        if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (x > 4 && y > 4) {
          const line = `${describe(a.el, a.text)} over ${describe(b.el, b.text)}`;
          if (!overlaps.has(line)) overlaps.add(line);
        }
      }
    }
    for (const line of overlaps) found.push({ kind: 'overlap', text: line });
    return found;
  });
}

async function at200Percent(page: Page) {
  await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
}

async function expectNothingLost(page: Page, label: string) {
  for (const size of [LAPTOP, PHONE]) {
    await page.setViewportSize(size);
    await expect
      .poll(() => lostText(page), { message: `${label} at ${size.width}x${size.height}, text at 200 %`, timeout: 5_000 })
      .toEqual([])
      .catch(async () => {
        expect.soft(await lostText(page), `${label} at ${size.width}x${size.height}, text at 200 %`).toEqual([]);
      });
  }
}

async function expectReflow(page: Page, label: string) {
  await page.setViewportSize(REFLOW);
  await expect
    .poll(
      () => page.evaluate(() => document.documentElement.scrollWidth),
      { message: `${label} at 320 px wide scrolls sideways` },
    )
    .toBeLessThanOrEqual(REFLOW.width);
}

let pages: Promise<SamplePage[]> | null = null;
const pathOf = async (id: string) => (await (pages ??= everyPage())).find((p) => p.id === id)!.path;

for (const id of GUEST) {
  test(`a guest reads ${id} at 200 % text and at 320 px`, async ({ page }) => {
    const path = `/en/${await pathOf(id)}`;
    await page.goto(path);
    await settled(page);
    await expectReflow(page, `guest ${path}`);
    await at200Percent(page);
    await expectNothingLost(page, `guest ${path}`);
  });
}

for (const id of PLAYER) {
  test(`a player reads ${id} at 200 % text and at 320 px`, async ({ page }) => {
    const { token } = await registerPlayer();
    await useSessionInBrowser(page, token);
    const path = `/de/${await pathOf(id)}`;
    await page.goto(path);
    await settled(page);
    await expectReflow(page, `player ${path}`);
    await at200Percent(page);
    await expectNothingLost(page, `player ${path}`);
  });
}
