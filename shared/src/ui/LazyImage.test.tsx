import { act, fireEvent, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { isLoaded, LazyImage, rememberLoaded } from './LazyImage';
import { LAZY_IMAGE_CACHE_SIZE, LAZY_IMAGE_THROTTLE_MS } from './spec';

describe('LazyImage (SPEC.md section 9)', () => {
  let observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] }[] = [];
  beforeEach(() => {
    observed = [];
    (globalThis as any).IntersectionObserver = class {
      targets: Element[] = [];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observed.push({ callback, options, targets: this.targets });
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      unobserve() {}
      disconnect() {}
    };
  });
  afterEach(() => jest.useRealTimers());

  // The page's one observer (platform/visibility.ts) reports every picture it watches as in view.
  const enterViewport = () =>
    act(() => {
      const { callback, targets } = observed[0]!;
      callback(targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry), {} as IntersectionObserver);
    });

  it('reserves its size, shows the game pattern, and loads only within 1.3 viewports', () => {
    const { container } = render(<LazyImage src="/a.svg" alt="Book of Gold" width={320} height={240} />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.style.aspectRatio).toBe('320 / 240');
    expect(box.dataset.status).toBe('waiting');
    expect(box.className).toContain('placeholder');
    expect(container.querySelector('img')).toBeNull();
    expect(observed[0]!.options?.rootMargin).toBe('30% 30%');
    enterViewport();
    const img = container.querySelector('img')!;
    expect(img.getAttribute('width')).toBe('320');
    fireEvent.load(img);
    expect(box.dataset.status).toBe('loaded');
    expect(isLoaded('/a.svg')).toBe(true);
  });

  it('shows a picture that loaded before the code ran (a server-rendered page), whose load event was missed', () => {
    const complete = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const width = jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(320);
    try {
      const { container } = render(<LazyImage src="/early.svg" alt="Early" width={320} height={240} eager />);
      expect((container.firstElementChild as HTMLElement).dataset.status).toBe('loaded');
    } finally {
      complete.mockRestore();
      width.mockRestore();
    }
  });

  it('fades in a picture the browser adds, once it has loaded', () => {
    const { container } = render(<LazyImage src="/late.svg" alt="Late" width={320} height={240} eager />);
    const img = container.querySelector('img')!;
    expect(img.className).toContain('fades');
    expect(img.className).not.toContain('shown');
    fireEvent.load(img);
    expect(img.className).toContain('shown');
  });

  it('eager (the first screen): loads at once, with no visibility observer', () => {
    const { container } = render(<LazyImage src="/first.svg" alt="First" width={320} height={240} eager />);
    expect(observed).toHaveLength(0);
    fireEvent.load(container.querySelector('img')!);
    expect(container.querySelector('[data-status]')!.getAttribute('data-status')).toBe('loaded');
  });

  it("keeps a server-rendered picture shown through hydration, never hidden for a fade-in, and settles its status", async () => {
    const complete = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const width = jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(320);
    try {
      const page = <LazyImage src="/server.svg" alt="Server" width={320} height={240} eager />;
      const container = document.createElement('div');
      container.innerHTML = renderToString(page);
      const img = container.querySelector('img')!;
      // Shown by the browser as it loads (no script needed), not hidden for a fade-in.
      expect(img.className).not.toContain('fades');
      const classes: string[] = [];
      const watch = new MutationObserver(() => classes.push(img.className));
      watch.observe(img, { attributes: true, attributeFilter: ['class'] });
      const mismatches: unknown[] = [];
      await act(async () => {
        hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) });
      });
      watch.disconnect();
      expect(mismatches).toEqual([]);
      expect(container.querySelector('img')).toBe(img);
      expect(container.querySelector<HTMLElement>('[data-status]')!.dataset.status).toBe('loaded');
      expect(classes.filter((name) => name.includes('fades'))).toEqual([]);
    } finally {
      complete.mockRestore();
      width.mockRestore();
    }
  });

  it('tries three times, 200 ms apart, then keeps the placeholder', () => {
    jest.useFakeTimers();
    const { container } = render(<LazyImage src="/broken.svg" alt="Broken" width={320} height={240} />);
    enterViewport();
    const box = container.firstElementChild as HTMLElement;
    let attempts = 0;
    for (let i = 0; i < 3; i++) {
      const img = container.querySelector('img');
      expect(img).not.toBeNull();
      attempts++;
      fireEvent.error(img!);
      if (i < 2) {
        act(() => jest.advanceTimersByTime(LAZY_IMAGE_THROTTLE_MS - 1));
        expect(container.querySelector('img')).toBeNull();
        act(() => jest.advanceTimersByTime(1));
      }
    }
    expect(attempts).toBe(3);
    expect(box.dataset.status).toBe('failed');
    act(() => jest.advanceTimersByTime(10_000));
    expect(container.querySelector('img')).toBeNull();
    expect(box.className).toContain('placeholder');
  });

  it('remembers the last 200 loaded addresses, which show at once', () => {
    for (let i = 0; i <= LAZY_IMAGE_CACHE_SIZE; i++) rememberLoaded(`/cache-${i}.svg`);
    expect(isLoaded('/cache-0.svg')).toBe(false);
    expect(isLoaded(`/cache-${LAZY_IMAGE_CACHE_SIZE}.svg`)).toBe(true);
    const { container } = render(<LazyImage src="/cache-5.svg" alt="" width={10} height={10} />);
    expect((container.firstElementChild as HTMLElement).dataset.status).toBe('loaded');
  });
});
