import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { ABOVE_PAGE_HEIGHT_PROPERTY } from '@casino/contract';
import { useAbovePageHeight } from './above-page-height';

/** jsdom lays nothing out: the page's top is what getBoundingClientRect says, the observer is driven by the test. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: () => void) {
    FakeResizeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
}

function GamePage() {
  const main = useRef<HTMLElement>(null);
  useAbovePageHeight(main);
  return <main ref={main} data-testid="main" />;
}

describe('the height above the game-play page', () => {
  let top = 60;
  beforeEach(() => {
    FakeResizeObserver.instances = [];
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ top } as DOMRect));
  });
  afterEach(() => {
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    jest.restoreAllMocks();
  });

  it('is published on main as measured after render, again when the document changes size, and taken away after', () => {
    top = 60;
    const { getByTestId, unmount } = render(<GamePage />);
    const main = getByTestId('main');
    expect(main.style.getPropertyValue(ABOVE_PAGE_HEIGHT_PROPERTY)).toBe('60px');
    const [observer] = FakeResizeObserver.instances;
    expect(observer!.observed).toEqual([document.body]);

    // The play-safety bar and the profile's rules line arrive above the page (the overview loaded), scrolled 100 px.
    top = 162.4 - 100;
    window.scrollY = 100;
    act(() => observer!.callback());
    expect(main.style.getPropertyValue(ABOVE_PAGE_HEIGHT_PROPERTY)).toBe('162px');

    // A wide screen: main's own top padding is above the page too.
    main.style.paddingTop = '24px';
    act(() => observer!.callback());
    expect(main.style.getPropertyValue(ABOVE_PAGE_HEIGHT_PROPERTY)).toBe('186px');

    unmount();
    expect(observer!.disconnected).toBe(true);
    expect(main.style.getPropertyValue(ABOVE_PAGE_HEIGHT_PROPERTY)).toBe('');
  });

  it('leaves the stylesheet\'s default where the browser has no ResizeObserver', () => {
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    const { getByTestId } = render(<GamePage />);
    expect(getByTestId('main').getAttribute('style')).toBeNull();
  });
});
