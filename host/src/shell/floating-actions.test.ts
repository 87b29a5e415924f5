import { renderHook } from '@testing-library/react';
import { coversMainAction, useFloatingActions } from './floating-actions';

/** jsdom lays nothing out: each element gets the box a browser would give it. */
function place(el: Element, left: number, top: number, width: number, height: number) {
  el.getBoundingClientRect = () =>
    ({
      left,
      top,
      width,
      height,
      right: left + width,
      bottom: top + height,
      x: left,
      y: top,
      toJSON: () => ({}),
    }) as DOMRect;
}

function page(html: string) {
  document.body.innerHTML = html;
  place(document.querySelector('[data-floating-action]')!, 326, 724, 48, 48);
}

describe('the floating actions step aside', () => {
  it('over the main action wherever the page is scrolled', () => {
    page(
      '<main><a href="/play" data-main-action>Play for real</a></main><button data-floating-action>Search</button>',
    );
    place(document.querySelector('[data-main-action]')!, 16, 730, 358, 48);
    expect(coversMainAction(document, false)).toBe(true);
  });

  it('over a submit button, which is a form page’s main action', () => {
    page(
      '<main><form><button type="submit">Register</button></form></main><button data-floating-action>Chat</button>',
    );
    place(document.querySelector('[type=submit]')!, 300, 760, 80, 44);
    expect(coversMainAction(document, false)).toBe(true);
  });

  it('over any form’s confirm row, whatever its buttons’ type: a Confirm or Cancel button, a button without a type, the Cancel link beside the submit', () => {
    for (const row of ['<button type="button">Confirm</button>', '<button>Deposit</button>', '<input type="submit" value="Deposit">']) {
      page(`<main><section><form><div class="actions">${row}</div></form></section></main><button data-floating-action>Chat</button>`);
      place(document.querySelector('.actions > *')!, 300, 760, 80, 44);
      expect([row, coversMainAction(document, false)]).toEqual([row, true]);
    }
    // The question's row: "Cancel" (a link) under the floating button, "Deposit" beside it.
    page('<main><form><div class="actions"><a href="/en/player/balance">Cancel</a><button type="submit">Deposit</button></div></form></main><button data-floating-action>Chat</button>');
    place(document.querySelector('.actions a')!, 320, 770, 60, 24);
    place(document.querySelector('[type=submit]')!, 16, 760, 100, 44);
    place(document.querySelector('.actions')!, 16, 760, 358, 44);
    expect(coversMainAction(document, false)).toBe(true);
    // The confirm row's empty end (the card's corner beside a left-aligned "Deposit"), where a finger aims at the row.
    page('<main><form><label>Amount <input name="amount"></label><div class="row"><button type="submit">Deposit</button></div></form></main><button data-floating-action>Chat</button>');
    place(document.querySelector('[type=submit]')!, 16, 760, 100, 44);
    place(document.querySelector('.row')!, 16, 760, 358, 44);
    expect(coversMainAction(document, false)).toBe(true);
    // Not a wrapper that holds the whole form's fields (taller than a few buttons): that is no row.
    place(document.querySelector('.row')!, 16, 200, 358, 604);
    expect(coversMainAction(document, false)).toBe(false);
    // A form outside <main> too (a sheet, the footer), and a button naming its form from elsewhere.
    page('<main></main><aside><form id="limit"></form><button form="limit" type="button">Set limit</button></aside><button data-floating-action>Chat</button>');
    place(document.querySelector('[form=limit]')!, 300, 760, 80, 44);
    expect(coversMainAction(document, false)).toBe(true);
    // A link of the page that is no form's is still floated over once the player has scrolled.
    page('<main><p><a href="/bonuses">Manage bonuses</a></p></main><button data-floating-action>Chat</button>');
    place(document.querySelector('main a')!, 300, 760, 80, 44);
    expect(coversMainAction(document, false)).toBe(false);
  });

  it('over a game’s frame, whose own buttons (Spin) the page cannot see', () => {
    page('<main><iframe title="Book of Gods, the game"></iframe></main><button data-floating-action>Chat</button>');
    place(document.querySelector('iframe')!, 0, 200, 390, 640);
    expect(coversMainAction(document, false)).toBe(true);
    expect(coversMainAction(document, true)).toBe(true);
  });

  it('over any control on the first screen, but not once the player has scrolled', () => {
    page('<main><a href="/bonuses">Manage bonuses</a></main><button data-floating-action>Chat</button>');
    place(document.querySelector('main a')!, 280, 740, 100, 24);
    expect(coversMainAction(document, true)).toBe(true);
    expect(coversMainAction(document, false)).toBe(false);
  });

  it('not when nothing is under them, nor for a control that is not shown', () => {
    page(
      '<main><a href="/play" data-main-action>Play for real</a><button type="submit" hidden>x</button></main><button data-floating-action>Chat</button>',
    );
    place(document.querySelector('[data-main-action]')!, 16, 400, 358, 48);
    place(document.querySelector('[type=submit]')!, 0, 0, 0, 0);
    expect(coversMainAction(document, true)).toBe(false);
  });

  it('over text of the page on the first screen (the tournament’s Prize column)', () => {
    page('<main><table><tr><td>€1,000</td></tr></table></main><button data-floating-action>Chat</button>');
    const cell = document.querySelector('td')!;
    document.elementsFromPoint = () => [
      document.querySelector('[data-floating-action]')!,
      cell,
      document.querySelector('main')!,
    ];
    expect(coversMainAction(document, true)).toBe(true);
    expect(coversMainAction(document, false)).toBe(false);
    document.elementsFromPoint = () => [document.querySelector('main')!];
    expect(coversMainAction(document, true)).toBe(false);
  });
});

describe('while the page scrolls', () => {
  it('marks <html> once per gesture, not on every scroll event (an attribute write each frame of a scroll, issue 36)', async () => {
    document.body.innerHTML = '<main><p>Games</p></main><button data-floating-action>Chat</button>';
    globalThis.ResizeObserver ??= class {
      observe() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    // Fake timers and frames: the mount's first measure (a frame) and the gesture's end (160 ms of rest) happen when the
    // test says, not whenever a loaded machine runs them (the mount's frame landing after the scroll wrote a second time).
    jest.useFakeTimers();
    try {
      const { unmount } = renderHook(() => useFloatingActions('/en/games'));
      jest.runOnlyPendingTimers(); // the mount's measure
      const watch = new MutationObserver(() => undefined);
      watch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-floating'], attributeOldValue: true });
      const writes = () => watch.takeRecords().map((record) => `${record.oldValue ?? ''} -> ${document.documentElement.dataset.floating ?? ''}`);
      for (let i = 0; i < 5; i++) window.dispatchEvent(new Event('scroll'));
      jest.advanceTimersByTime(159);
      expect(writes()).toEqual([' -> scrolling']);
      // At rest: the mark goes, once.
      jest.advanceTimersByTime(1);
      jest.runOnlyPendingTimers(); // the settle's frame
      expect(writes()).toEqual(['scrolling -> ']);
      watch.disconnect();
      unmount();
      expect(document.documentElement.dataset.floating).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('while the page loads', () => {
  it('checks once a burst of content has arrived, not on every frame of it (each check was a long task at 8.5x, issue 36)', async () => {
    jest.useFakeTimers();
    try {
      document.body.innerHTML = '<main><p>Games</p></main><button data-floating-action>Chat</button>';
      globalThis.ResizeObserver ??= class {
        observe() {}
        disconnect() {}
      } as unknown as typeof ResizeObserver;
      const select = jest.spyOn(document, 'querySelectorAll');
      const checks = () => select.mock.calls.filter(([selector]) => selector === '[data-floating-action]').length;
      const { unmount } = renderHook(() => useFloatingActions('/en/games'));
      jest.advanceTimersByTime(20);
      const atMount = checks();
      expect(atMount).toBe(1);
      // Content arrives on each of 10 frames (160 ms): the data, a picture, a remote's page.
      for (let frame = 0; frame < 10; frame++) {
        document.querySelector('main')!.append(document.createElement('p'));
        await Promise.resolve();
        jest.advanceTimersByTime(16);
      }
      jest.advanceTimersByTime(1000);
      const duringLoad = checks() - atMount;
      unmount();
      select.mockRestore();
      // Once or twice (the burst spans one rest time), where it was 10: still checked with what the page shows.
      expect(duringLoad).toBeGreaterThanOrEqual(1);
      expect(duringLoad).toBeLessThanOrEqual(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
