/**
 * A server-rendered page is on screen before its code has arrived and hydrated it, and parts of it (a fragment whose
 * code is still on its way) can stay server markup after the app has taken the rest over. A tap on a button there, or
 * a choice in a select, would reach no handler and be lost (React drops a tap on a part it cannot hydrate at once, and
 * a select would show a choice the app never made). This keeps each such event and replays it, in order, once its own
 * control has been hydrated.
 *
 * Links are left alone: the browser follows them without the app, and so is the submit of a `<form method="post">`:
 * the edge answers such a form (host/server/form-posts.ts), so the browser sends it with what was typed. Kept: `click`, a select's `change`, and what is typed
 * into a text field or text area (`input`): a controlled field's state would otherwise stay empty while the field shows
 * the typed text, and the next submit would send nothing (issue 36: nothing typed is lost). A control that acts on
 * `pointerdown` alone is not replayed. Runs from the starter (start.ts), before any other app
 * code, on a server-rendered page only.
 */

/** What a tap before the app means to act on: a control that does nothing without JavaScript (a combobox opens its list). */
const CONTROL = 'button, [role="button"], [role="combobox"], summary, input[type="checkbox"], input[type="radio"]';

export const APP_READY_ATTRIBUTE = 'data-app';
const READY = 'ready';
/** The element the app renders into (index.html); what is outside it is not React's. */
const APP_ROOT_SELECTOR = '#root';

/** How long after the app is ready an event still waits for its control to hydrate; then it is delivered as it is. */
const HYDRATION_WAIT_MS = 10_000;
const POLL_MS = 50;

type Props = Record<string, unknown>;

/**
 * React keeps each DOM element's props on it under a key of its own (`__reactProps$<id>`) from the moment it has
 * created or hydrated the element: without it, the element is still server markup no handler listens to. (An internal
 * of react-dom, stable since React 17; were it to go, events wait HYDRATION_WAIT_MS after the app is ready and are
 * then delivered.)
 */
function reactProps(element: Element): Props | undefined {
  const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
  return key ? ((element as unknown as Record<string, Props>)[key] ?? {}) : undefined;
}

export const isHydrated = (element: Element): boolean => reactProps(element) !== undefined;

/**
 * A control of the app's that React has not hydrated yet. HTML a component sets as a whole (an article's body, through
 * dangerouslySetInnerHTML) is never hydrated element by element, and is not waited for.
 */
function awaitsHydration(control: Element): boolean {
  if (!control.closest(APP_ROOT_SELECTOR) || isHydrated(control)) return false;
  for (let parent = control.parentElement; parent; parent = parent.parentElement) {
    const props = reactProps(parent);
    if (props) return props.dangerouslySetInnerHTML == null;
  }
  return true; // nothing above it is hydrated: the whole page is still server markup
}

interface HeldEvent {
  control: Element;
  replay: () => void;
}

export function replayEarlyEvents(doc: Document): void {
  const isReady = () => doc.documentElement.getAttribute(APP_READY_ATTRIBUTE) === READY;
  let readySince: number | undefined;
  /** The control can take the event now: hydrated, gone, or waited for long enough since the app is ready. */
  const deliverable = (control: Element) => {
    if (!control.isConnected || isHydrated(control)) return true;
    if (!isReady()) return false;
    readySince ??= Date.now();
    return Date.now() - readySince > HYDRATION_WAIT_MS;
  };

  const held: HeldEvent[] = [];
  let replaying = false;
  let delivering = false;
  const replayInOrder = async () => {
    if (replaying) return;
    replaying = true;
    while (held.length > 0) {
      const { control, replay } = held[0]!;
      while (!deliverable(control)) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      held.shift();
      if (control.isConnected) {
        // The replayed event is the held one's delivery: it must pass these listeners, not queue behind the rest.
        delivering = true;
        try {
          replay();
        } finally {
          delivering = false;
        }
      }
    }
    replaying = false;
  };
  const hold = (event: HeldEvent) => {
    held.push(event);
    void replayInOrder();
  };

  doc.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
      if (delivering || !control || control.closest('a[href]')) return;
      const waiting = awaitsHydration(control);
      // A live control with nothing of the player's still held before it: the app has it. With something held (text
      // typed into a field not yet hydrated), the tap waits its turn: delivered now, the submit ran first and the text
      // replayed after it changed the field again, which the bonus-code form takes as "forget the answer" (CI lost the
      // success message that way).
      if (!waiting && held.length === 0) return;
      // A form the edge answers (method="post", docs/server-render.md), still server markup: the browser sends it as
      // it is, with every field the player typed, and the edge answers it; nothing waits for a hydration that might
      // draw it again.
      if (waiting && sendsFormItself(control)) return;
      // Neither the browser (a form's submit) nor a half-hydrated React sees it now: the replay is its one delivery.
      event.preventDefault();
      event.stopImmediatePropagation();
      hold({ control, replay: () => (control as HTMLElement).click() });
    },
    true,
  );
  doc.addEventListener(
    'change',
    (event) => {
      const select = event.target;
      if (!(select instanceof HTMLSelectElement) || !awaitsHydration(select)) return;
      event.stopImmediatePropagation();
      const { value } = select;
      hold({
        control: select,
        replay: () => {
          // Hydration may have put the select back to the app's value: the player's choice is made again, as a change.
          select.value = value;
          select.dispatchEvent(new Event('change', { bubbles: true }));
        },
      });
    },
    true,
  );
  // A field the player typed into before its form was hydrated: once it is, the text is typed again as one input, so
  // the app's state holds what the field shows. Only the last value of a field counts; held in order with the taps, so
  // a submit tapped after typing is replayed after the text is in.
  const typed = new Set<Element>();
  doc.addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (!isTextField(field) || !awaitsHydration(field)) return;
      event.stopImmediatePropagation();
      if (typed.has(field)) return;
      typed.add(field);
      hold({
        control: field,
        replay: () => {
          typed.delete(field);
          retype(field);
        },
      });
    },
    true,
  );
}

/**
 * A submit button, checkbox or radio of a `<form method="post">`: the browser itself ticks it and sends that form to
 * the edge (host/server/form-posts.ts), with the state the player sees.
 */
function sendsFormItself(control: Element): boolean {
  if (!(control instanceof HTMLButtonElement || control instanceof HTMLInputElement)) return false;
  if (!['submit', 'checkbox', 'radio'].includes(control.type)) return false;
  const form = control.form;
  return form !== null && form.method === 'post';
}

/** A field whose value is text the player types (not a checkbox, a radio, a file or a button). */
function isTextField(target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement {
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'file', 'button', 'submit', 'reset', 'image', 'hidden'].includes(target.type);
}

/**
 * Types the field's current text again as an `input` event the app sees as a change: React compares the value with the
 * one it last saw (its value tracker, updated by the element's own `value` setter), so the field is set to '' through
 * that setter and back to the text through the prototype's, which the tracker does not see.
 */
function retype(field: HTMLInputElement | HTMLTextAreaElement): void {
  const text = field.value;
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  field.value = '';
  if (setValue) setValue.call(field, text);
  else field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
