/**
 * A server-rendered page is on screen before its code has arrived and hydrated it. A tap on one of its buttons, or a
 * choice in one of its selects, in that time would reach no handler and be lost (a select would even show a choice
 * the app never made). This keeps them and replays them once the app has taken the page over (App.tsx marks
 * `<html data-app="ready">`), in the order they were made.
 *
 * Links are left alone: the browser follows them without the app. Only `click` and a select's `change` are kept; a
 * control that acts on `pointerdown` alone is not replayed. Runs from main.js, before any other app code.
 */

/** What a tap before the app means to act on: a control that does nothing without JavaScript. */
const CONTROL = 'button, [role="button"], summary, input[type="checkbox"], input[type="radio"]';

export const APP_READY_ATTRIBUTE = 'data-app';
const READY = 'ready';

export function replayEarlyEvents(doc: Document): void {
  const isReady = () => doc.documentElement.getAttribute(APP_READY_ATTRIBUTE) === READY;
  if (isReady()) return;
  const queue: (() => void)[] = [];

  const onClick = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
    if (!control || control.closest('a[href]') || isReady()) return;
    // Neither the browser (a form's submit) nor a half-hydrated React sees it now: the replay is its one delivery.
    event.preventDefault();
    event.stopImmediatePropagation();
    queue.push(() => {
      if (control.isConnected) (control as HTMLElement).click();
    });
  };
  const onChange = (event: Event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || isReady()) return;
    event.stopImmediatePropagation();
    const { value } = select;
    queue.push(() => {
      if (!select.isConnected) return;
      // Hydration may have put the select back to the app's value: the player's choice is made again, as a change.
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };

  doc.addEventListener('click', onClick, true);
  doc.addEventListener('change', onChange, true);
  const observer = new MutationObserver(() => {
    if (!isReady()) return;
    observer.disconnect();
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('change', onChange, true);
    for (const replay of queue.splice(0)) replay();
  });
  observer.observe(doc.documentElement, { attributes: true, attributeFilter: [APP_READY_ATTRIBUTE] });
}
