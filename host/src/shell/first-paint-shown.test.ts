import { fakePerformanceObserver } from '../test/fake-performance-observer';
import { FIRST_PAINT_WAIT_MS, HIDDEN_START_MS, whenFirstPaintShown } from './first-paint-shown';

type PaintList = { getEntriesByName: (name: string) => unknown[] };

/**
 * A window whose paint timing the test drives: `paint(name)` reports a paint entry as the browser does once that frame
 * is on screen. jsdom has no paint timing of its own.
 */
function fakeWindow({ visibility = 'visible', paintTiming = true } = {}) {
  const { FakeObserver, observers, report } = fakePerformanceObserver<PaintList>(paintTiming ? ['paint', 'longtask'] : ['longtask']);
  const frames: Array<() => void> = [];
  const doc = Object.assign(new EventTarget(), { visibilityState: visibility });
  const win = {
    document: doc,
    PerformanceObserver: FakeObserver,
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
  };
  const paint = (name: string) => report({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  const hide = () => {
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  const frame = () => frames.splice(0).forEach((fn) => fn());
  return { win: win as unknown as Window & typeof globalThis, paint, hide, frame, observers };
}

describe('whenFirstPaintShown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts once the first contentful paint is on screen, not at a first paint without content', () => {
    const { win, paint, observers } = fakeWindow();
    const start = jest.fn();
    whenFirstPaintShown(win, start);

    paint('first-paint');
    jest.advanceTimersByTime(1000);
    expect(start).not.toHaveBeenCalled();

    paint('first-contentful-paint');
    expect(start).not.toHaveBeenCalled(); // in a task of its own
    jest.advanceTimersByTime(1); // start has a task of its own
    expect(start).toHaveBeenCalledTimes(1);
    expect(observers.every((observer) => !observer.connected)).toBe(true);

    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts in a hidden tab, which paints nothing until shown, and in one hidden before its first paint', () => {
    const background = fakeWindow({ visibility: 'hidden' });
    const start = jest.fn();
    whenFirstPaintShown(background.win, start);
    jest.advanceTimersByTime(HIDDEN_START_MS - 1);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    jest.advanceTimersByTime(1); // start has a task of its own
    expect(start).toHaveBeenCalledTimes(1);

    const switchedAway = fakeWindow();
    const later = jest.fn();
    whenFirstPaintShown(switchedAway.win, later);
    jest.advanceTimersByTime(200);
    switchedAway.hide();
    jest.advanceTimersByTime(HIDDEN_START_MS);
    jest.advanceTimersByTime(1); // start has a task of its own
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('starts after the next frame in a browser without paint timing', () => {
    const { win, frame } = fakeWindow({ paintTiming: false });
    const start = jest.fn();
    whenFirstPaintShown(win, start);
    jest.advanceTimersByTime(100);
    expect(start).not.toHaveBeenCalled();
    frame();
    jest.advanceTimersByTime(1); // start has a task of its own
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after FIRST_PAINT_WAIT_MS when no paint is reported at all', () => {
    const { win } = fakeWindow();
    const start = jest.fn();
    whenFirstPaintShown(win, start);
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    jest.advanceTimersByTime(1); // start has a task of its own
    expect(start).toHaveBeenCalledTimes(1);
  });
});
