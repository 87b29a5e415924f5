import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { startTestI18n, WithI18n } from '../test-support';
import { BannerCarousel, CAROUSEL_AUTOPLAY_MS } from './BannerCarousel';

const scrollNext = jest.fn();
const scrollTo = jest.fn();
const destroy = jest.fn();
const handlers = new Map<string, () => void>();
let selectedSnap = 0;
const embla = {
  on: (event: string, handler: () => void) => (handlers.set(event, handler), embla),
  off: () => embla,
  scrollNext,
  scrollTo,
  destroy,
  selectedScrollSnap: () => selectedSnap,
};
// Embla measures layout, which jsdom has not: the test drives its API double and checks what the carousel asks of it,
// and when the carousel downloads it.
const createEngine = jest.fn((_viewport: HTMLElement, _options: { startIndex: number }) => embla);
jest.mock('embla-carousel', () => ({ __esModule: true, default: (viewport: HTMLElement, options: { startIndex: number }) => createEngine(viewport, options) }));

const SLIDES = ['Welcome bonus', 'Weekly race', 'Jackpot'].map((title, index) => ({ id: String(index), content: <h2>{title}</h2> }));

/** Lets the engine's dynamic import settle. */
const engineArrives = () => act(async () => {});
const viewportOf = (carousel: HTMLElement) => carousel.firstElementChild as HTMLElement;

describe('BannerCarousel', () => {
  beforeAll(startTestI18n);
  beforeEach(() => {
    jest.useFakeTimers();
    for (const mock of [scrollNext, scrollTo, destroy, createEngine]) mock.mockClear();
    handlers.clear();
    selectedSnap = 0;
  });
  afterEach(() => jest.useRealTimers());

  it('plays by itself, fetching the swipe engine for its first turn, pauses while hovered, and stops once the player swipes', async () => {
    render(<BannerCarousel label="Promotions" slides={SLIDES} />, { wrapper: WithI18n });
    const carousel = await screen.findByRole('region', { name: 'Promotions' });
    expect(carousel.dataset.autoplay).toBe('running');
    expect(createEngine).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS));
    await engineArrives();
    expect(createEngine).toHaveBeenCalledWith(viewportOf(carousel), { loop: true, startIndex: 0 });
    expect(viewportOf(carousel).dataset.engine).toBe('live');
    expect(scrollNext).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS));
    expect(scrollNext).toHaveBeenCalledTimes(2);
    fireEvent.mouseEnter(carousel);
    act(() => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 3));
    expect(scrollNext).toHaveBeenCalledTimes(2);
    fireEvent.mouseLeave(carousel);
    act(() => handlers.get('pointerDown')!());
    act(() => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 3));
    expect(scrollNext).toHaveBeenCalledTimes(2);
    expect(carousel.dataset.autoplay).toBe('paused');
  });

  it('downloads the engine when the pointer reaches it, not before', async () => {
    render(<BannerCarousel label="Promotions" slides={SLIDES} />, { wrapper: WithI18n });
    const carousel = await screen.findByRole('region', { name: 'Promotions' });
    act(() => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS - 1));
    await engineArrives();
    expect(createEngine).not.toHaveBeenCalled();
    fireEvent.pointerEnter(carousel);
    await engineArrives();
    expect(createEngine).toHaveBeenCalledTimes(1);
  });

  it('has labelled arrows and dots that pick a slide, the first one once the engine is there', async () => {
    render(<BannerCarousel label="Promotions" slides={SLIDES} />, { wrapper: WithI18n });
    fireEvent.click(await screen.findByRole('button', { name: 'Next banner' }));
    expect(scrollTo).not.toHaveBeenCalled();
    await engineArrives();
    expect(scrollTo).toHaveBeenCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: '3 of 3' }));
    expect(scrollTo).toHaveBeenCalledWith(2);
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(3);
  });

  it('is swiped natively before the engine: the shown slide follows, autoplay stops, and the engine starts from there', async () => {
    render(<BannerCarousel label="Promotions" slides={SLIDES} />, { wrapper: WithI18n });
    const carousel = await screen.findByRole('region', { name: 'Promotions' });
    const viewport = viewportOf(carousel);
    Object.defineProperty(viewport, 'clientWidth', { value: 300, configurable: true });
    fireEvent.touchStart(viewport);
    viewport.scrollLeft = 600;
    fireEvent.scroll(viewport);
    expect(screen.getByRole('button', { name: '3 of 3' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('group', { name: '3 of 3' }).hasAttribute('aria-hidden')).toBe(false);
    expect(carousel.dataset.autoplay).toBe('paused');
    fireEvent.touchEnd(viewport);
    await engineArrives();
    // Still moving: the engine waits until the strip has been still for a moment.
    expect(createEngine).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(200);
    });
    expect(createEngine).toHaveBeenCalledWith(viewport, { loop: true, startIndex: 2 });
    expect(viewport.scrollLeft).toBe(0);
  });

  it('is a native strip with autoplay off in the server-rendered page', () => {
    const html = renderToString(
      <WithI18n>
        <BannerCarousel label="Promotions" slides={SLIDES} />
      </WithI18n>,
    );
    expect(html).toContain('data-autoplay="off"');
    expect(html).not.toContain('data-engine');
  });

  it('gives a slide its images only once it is shown or next to the shown one', async () => {
    const slides = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, content: ({ near }: { near: boolean }) => <p>{`${id}:${near ? 'near' : 'far'}`}</p> }));
    const serverHtml = renderToString(
      <WithI18n>
        <BannerCarousel label="Promotions" slides={slides} />
      </WithI18n>,
    );
    expect(serverHtml.match(/[a-e]:(near|far)/g)).toEqual(['a:near', 'b:far', 'c:far', 'd:far', 'e:far']);

    const shown = () => screen.getAllByText(/:(near|far)$/, { selector: 'p' }).map((slide) => slide.textContent);
    render(<BannerCarousel label="Promotions" slides={slides} />, { wrapper: WithI18n });
    expect(shown()).toEqual(['a:near', 'b:near', 'c:far', 'd:far', 'e:near']);

    fireEvent.pointerEnter(await screen.findByRole('region', { name: 'Promotions' }));
    await engineArrives();
    selectedSnap = 2;
    act(() => handlers.get('select')!());
    // A slide once near stays so: its image is not dropped and fetched again.
    expect(shown()).toEqual(['a:near', 'b:near', 'c:near', 'd:near', 'e:near']);
  });
});
