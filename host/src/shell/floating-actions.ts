import { useEffect } from 'react';

/**
 * The floating actions (the live chat's button and, on phones, the search's: marked `data-floating-action`) must
 * never cover what a player came to tap (issue 34). Three rules, in CSS (layouts.css) driven by one attribute on
 * <html>, `data-floating`:
 * - every layout reserves their height below its content (with the safe-area inset), so the end of a page scrolls
 *   clear of them;
 * - while the page scrolls (`data-floating="scrolling"`) they collapse to their icon;
 * - at rest, they step aside (`data-floating="yield"`) while they would cover the page's main action
 *   (`[data-main-action]`, any form's buttons and its confirm row (FORM_ACTIONS), or a game's frame inside <main>: the page cannot see which of the
 *   game's own buttons lie under them, and on a phone the chat's button sat on the slot's Spin) anywhere, or on the
 *   first screen (the page not yet
 *   scrolled: what a player sees on arrival) any control or text of <main>. Once the player scrolls, they float over the rest,
 *   and the space reserved below the content lets the last controls scroll clear of them.
 */
export const MAIN_ACTIONS = 'main [data-main-action], main button[type="submit"], main iframe';
/**
 * What a player finishes any form with, wherever the form is and whatever it asks (a deposit's question, a limit, a
 * sign-in): its buttons, whatever their type (one without a type submits; a Cancel or Confirm beside it is
 * `type="button"`), its submit and image inputs, and controls outside it that name it (`form="..."`).
 */
export const FORM_ACTIONS =
  'form button, form input[type="submit"], form input[type="image"], form input[type="button"], form input[type="reset"], button[form], input[form][type="submit"]';
const SUBMITS = 'button:not([type]), button[type="submit"], input[type="submit"], input[type="image"]';

/**
 * The form actions (above) and the row a form's submit button sits in, when it has one of its own (a wrapper no taller
 * than a few buttons, not the form): the row a player confirms or steps back in, with what is beside the button (the
 * question's "Cancel" link next to "Deposit") and the row's empty end, where a finger aiming at the row lands. Never
 * the floating actions' own controls.
 */
function formActions(doc: Document): Element[] {
  const actions = [...doc.querySelectorAll(FORM_ACTIONS)];
  const rows = new Set<Element>();
  for (const action of actions) {
    const row = action.parentElement;
    if (!action.matches(SUBMITS) || !row || row.tagName === 'FORM' || rows.has(row)) continue;
    const height = action.getBoundingClientRect().height;
    if (height > 0 && row.getBoundingClientRect().height <= 3 * height) rows.add(row);
  }
  return [...actions, ...rows].filter((action) => !action.closest(FLOATING));
}

/** Every control of the page's content (the first screen keeps all of them clear). */
export const MAIN_CONTROLS =
  'main a[href], main button, main input:not([type="hidden"]), main select, main textarea, main summary, main [role="button"], main [role="tab"], main [tabindex="0"], main iframe';
const FLOATING = '[data-floating-action]';
const REST_MS = 160;
/** Room kept around an action: a finger aiming at its edge must not land on the floating button. */
const MARGIN = 8;

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return (
    a.left < b.right + MARGIN &&
    b.left < a.right + MARGIN &&
    a.top < b.bottom + MARGIN &&
    b.top < a.bottom + MARGIN
  );
}

/**
 * Where a floating action rests, without the transform that tucks it aside (mid-transition it would be measured where
 * it is sliding from). A fixed element's offsets are from the viewport; jsdom has none, the tests give a box.
 */
function restingBox(el: Element): DOMRect {
  if (el instanceof HTMLElement && el.offsetWidth > 0)
    return new DOMRect(el.offsetLeft, el.offsetTop, el.offsetWidth, el.offsetHeight);
  return el.getBoundingClientRect();
}

/** Whether text of <main> (a table's cell, a badge, a paragraph) lies under the box: probed at nine points of it. */
function overText(doc: Document, rect: DOMRect): boolean {
  if (typeof doc.elementsFromPoint !== 'function') return false;
  for (const fx of [0.15, 0.5, 0.85]) {
    for (const fy of [0.15, 0.5, 0.85]) {
      const under = doc
        .elementsFromPoint(rect.left + rect.width * fx, rect.top + rect.height * fy)
        .find((el) => !el.closest(FLOATING));
      if (under?.closest('main') && hasOwnText(under)) return true;
    }
  }
  return false;
}

const hasOwnText = (el: Element) =>
  [...el.childNodes].some((node) => node.nodeType === 3 && (node.textContent ?? '').trim() !== '');

/** Whether a floating action, at its resting place, sits over what it must leave clear (see above). */
export function coversMainAction(doc: Document, firstScreen = (doc.defaultView?.scrollY ?? 0) < 1): boolean {
  const floating = [...doc.querySelectorAll(FLOATING)]
    .map(restingBox)
    .filter((r) => r.width > 0 && r.height > 0);
  if (floating.length === 0) return false;
  if (firstScreen && floating.some((rect) => overText(doc, rect))) return true;
  for (const action of [...doc.querySelectorAll(firstScreen ? MAIN_CONTROLS : MAIN_ACTIONS), ...formActions(doc)]) {
    const rect = action.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    if (floating.some((f) => overlaps(f, rect))) return true;
  }
  return false;
}

/** Runs the rules above for as long as the shell is mounted (browser only: an effect). */
export function useFloatingActions(pathname: string) {
  useEffect(() => {
    const html = document.documentElement;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let layoutTimer: ReturnType<typeof setTimeout> | undefined;
    let frame = 0;
    const settle = () => {
      timer = undefined;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // Measured where they rest: out of the collapsed state (it changes their width); the tucked state is a
        // transform, which the measure leaves out. Touched only on a change, so a ticking page does not restyle them.
        if (html.dataset.floating === 'scrolling') delete html.dataset.floating;
        const yieldNow = coversMainAction(document);
        if (yieldNow && html.dataset.floating !== 'yield') html.dataset.floating = 'yield';
        else if (!yieldNow && html.dataset.floating === 'yield') delete html.dataset.floating;
      });
    };
    const onScroll = () => {
      // Written once per gesture, not on every scroll event (an attribute write on <html> each frame of a scroll).
      if (html.dataset.floating !== 'scrolling') html.dataset.floating = 'scrolling';
      // A check still waiting for its frame would measure mid-scroll and end the collapse: the rest check replaces it.
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      timer = setTimeout(settle, REST_MS);
    };
    // At most once per rest time after the layout changes, and never while the page scrolls (the scroll's own rest
    // check comes). It was once a frame: while a page loads, <main> changes on nearly every frame (data, pictures, a
    // remote's page), and each check (a layout, every control's box, nine hit tests per button) made that frame's task
    // a long one (issue 36 item 4, docs/performance-log.md). The check runs REST_MS after the first change of a burst
    // and sees every change made by then, so a page that changes on every frame is still checked 6 times a second.
    const onLayout = () => {
      if (timer !== undefined || layoutTimer !== undefined) return;
      layoutTimer = setTimeout(() => {
        layoutTimer = undefined;
        if (timer === undefined) settle();
      }, REST_MS);
    };
    settle();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onLayout);
    // Content arriving (data, a remote's page) moves the actions without any scroll: a page longer than the screen
    // grows the body; one shorter than the screen only changes what is inside <main>.
    const observer = new ResizeObserver(onLayout);
    observer.observe(document.body);
    const mutations = new MutationObserver(onLayout);
    const main = document.querySelector('main');
    if (main) mutations.observe(main, { childList: true, subtree: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onLayout);
      observer.disconnect();
      mutations.disconnect();
      clearTimeout(timer);
      clearTimeout(layoutTimer);
      cancelAnimationFrame(frame);
      delete html.dataset.floating;
    };
  }, [pathname]);
}
