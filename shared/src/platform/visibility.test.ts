import { observeVisibility } from './visibility';

describe('observeVisibility: one IntersectionObserver per margin for the page', () => {
  let made: { margin?: string; observe: jest.Mock; unobserve: jest.Mock; report: (target: Element, visible: boolean) => void }[];
  beforeEach(() => {
    made = [];
    // A new fake per test: the shared observers are made again for it.
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void, options?: IntersectionObserverInit) {
        made.push({
          margin: options?.rootMargin,
          observe: jest.fn(),
          unobserve: jest.fn(),
          report: (target, isIntersecting) => callback([{ target, isIntersecting }]),
        });
      }
      observe(target: Element) {
        made.at(-1)!.observe(target);
      }
      unobserve(target: Element) {
        made.at(-1)!.unobserve(target);
      }
    };
  });

  it('watches a hundred elements with one observer, and tells each listener about its own element only', () => {
    const elements = Array.from({ length: 100 }, () => document.createElement('div'));
    const heard = elements.map(() => jest.fn());
    elements.forEach((element, i) => observeVisibility(element, heard[i]!, '30% 30%'));
    expect(made).toHaveLength(1);
    expect(made[0]!.margin).toBe('30% 30%');
    expect(made[0]!.observe).toHaveBeenCalledTimes(100);

    made[0]!.report(elements[7]!, true);
    expect(heard[7]).toHaveBeenCalledWith(expect.objectContaining({ isIntersecting: true }));
    expect(heard.filter((listener) => listener.mock.calls.length > 0)).toHaveLength(1);
  });

  it('keeps one observer per margin', () => {
    const element = document.createElement('a');
    observeVisibility(element, jest.fn());
    observeVisibility(element, jest.fn(), '30% 30%');
    observeVisibility(document.createElement('a'), jest.fn());
    expect(made.map((observer) => observer.margin)).toEqual(['0px', '30% 30%']);
  });

  it('a second listener of the same element gets its state reported again; the element is unwatched when both stop', () => {
    const element = document.createElement('a');
    const first = jest.fn();
    const second = jest.fn();
    const stopFirst = observeVisibility(element, first);
    const stopSecond = observeVisibility(element, second);
    const [observer] = made;
    expect(observer!.unobserve).toHaveBeenCalledTimes(1); // observed again so the observer reports it once more
    expect(observer!.observe).toHaveBeenCalledTimes(2);

    observer!.report(element, true);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    stopFirst();
    expect(observer!.unobserve).toHaveBeenCalledTimes(1);
    observer!.report(element, false);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    stopSecond();
    expect(observer!.unobserve).toHaveBeenCalledTimes(2);
  });
});
