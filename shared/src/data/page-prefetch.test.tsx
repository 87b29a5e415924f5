import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PageLink } from './PageLink';
import { PAYLOAD_PREFETCH_DELAY_MS, setPagePrefetcher } from './page-prefetch';

/** The page's one observer (platform/visibility.ts) reports the links it watches: `observed([true])` says the last is in view, `observed([true, false])` the first of two. */
let observed: ((visible: boolean[]) => void) | null = null;
/** A new fake per test, so each test gets a fresh shared observer. */
function installFakeIntersectionObserver() {
  Object.assign(globalThis, {
    IntersectionObserver: class {
      targets: Element[] = [];
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        // One flag: the last link watched; several: the links in the order they were watched.
        observed = (visible) =>
          callback(visible.map((isIntersecting, index) => ({ isIntersecting, target: visible.length > 1 ? this.targets[index] : this.targets.at(-1) })));
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      unobserve() {}
      disconnect() {}
    },
  });
}

/** Long enough for the fake clock's idle period (a guess runs when the page is idle). */
const IDLE_MS = 100;

function renderLink() {
  render(
    <MemoryRouter>
      <PageLink to="/en/tournaments/show/3">Spring tournament</PageLink>
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: 'Spring tournament' });
}

describe('links get the next page ready before the click (SPEC.md section 9: payload prefetch delayed 1 s)', () => {
  const asked: string[] = [];
  beforeEach(() => {
    asked.length = 0;
    setPagePrefetcher((path) => asked.push(path));
    installFakeIntersectionObserver();
    Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('prefetches after the link has been in view for 1 s, not before, once the page is idle', () => {
    renderLink();
    act(() => observed?.([true]));
    act(() => jest.advanceTimersByTime(PAYLOAD_PREFETCH_DELAY_MS - 1));
    expect(asked).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    act(() => jest.advanceTimersByTime(IDLE_MS));
    expect(asked).toEqual(['/en/tournaments/show/3']);
  });

  // Issue 36.2: links that come due together are not one burst of tasks in front of the player's next tap.
  it('runs links that came due together one per idle period', () => {
    const idle: (() => void)[] = [];
    Object.assign(globalThis, { requestIdleCallback: (run: () => void) => idle.push(run) });
    try {
      render(
        <MemoryRouter>
          <PageLink to="/en/games/a/game-1">A</PageLink>
          <PageLink to="/en/games/b/game-2">B</PageLink>
          <PageLink to="/en/games/c/game-3">C</PageLink>
        </MemoryRouter>,
      );
      act(() => observed?.([true, true, true]));
      act(() => jest.advanceTimersByTime(PAYLOAD_PREFETCH_DELAY_MS));
      // Due, but the page has not been idle yet: nothing ran.
      expect(asked).toEqual([]);
      const nextIdle = () => act(() => idle.shift()!());
      nextIdle();
      expect(asked).toHaveLength(1);
      nextIdle();
      expect(asked).toHaveLength(2);
      nextIdle();
      expect(asked.sort()).toEqual(['/en/games/a/game-1', '/en/games/b/game-2', '/en/games/c/game-3']);
      expect(idle).toHaveLength(0);
    } finally {
      delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
    }
  });

  it('does not prefetch a link that scrolled away within the second', () => {
    renderLink();
    act(() => observed?.([true]));
    act(() => jest.advanceTimersByTime(500));
    act(() => observed?.([false]));
    act(() => jest.advanceTimersByTime(PAYLOAD_PREFETCH_DELAY_MS));
    expect(asked).toEqual([]);
  });

  it('prefetchInView false (the cards of a virtual list): no visibility watch and no timer, only hover, touch or focus', () => {
    observed = null;
    render(
      <MemoryRouter>
        <PageLink to="/en/games/games-book-of-dead" prefetchInView={false}>
          Book of Dead
        </PageLink>
      </MemoryRouter>,
    );
    // Nothing watched the link (the fake observer was never built), so no second in view can start a prefetch.
    expect(observed).toBeNull();
    act(() => jest.advanceTimersByTime(PAYLOAD_PREFETCH_DELAY_MS * 5));
    expect(asked).toEqual([]);
    fireEvent.focus(screen.getByRole('link', { name: 'Book of Dead' }));
    expect(asked).toEqual(['/en/games/games-book-of-dead']);
  });

  it('prefetches at once on hover, touch or focus', () => {
    const link = renderLink();
    fireEvent.mouseEnter(link);
    fireEvent.touchStart(link);
    fireEvent.focus(link);
    expect(asked).toEqual(['/en/tournaments/show/3', '/en/tournaments/show/3', '/en/tournaments/show/3']);
  });

  it('never prefetches when the player saves data or the connection is slow', () => {
    for (const connection of [{ saveData: true }, { effectiveType: '2g' }]) {
      Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
      // A fresh fake: watching the link would construct it and set `observed`.
      installFakeIntersectionObserver();
      observed = null;
      const { unmount } = render(
        <MemoryRouter>
          <PageLink to="/en/races/list">Races</PageLink>
        </MemoryRouter>,
      );
      fireEvent.mouseEnter(screen.getByRole('link', { name: 'Races' }));
      expect(observed).toBeNull(); // not even watched
      act(() => jest.advanceTimersByTime(PAYLOAD_PREFETCH_DELAY_MS));
      unmount();
    }
    expect(asked).toEqual([]);
  });
});
