import { act, fireEvent, render, screen } from '@testing-library/react';
import { startTestI18n, WithI18n } from '../test-support';
import { BannerCarousel, CAROUSEL_AUTOPLAY_MS } from './BannerCarousel';

const scrollNext = jest.fn();
const scrollTo = jest.fn();
const handlers = new Map<string, () => void>();
let selectedSnap = 0;
const embla = {
  on: (event: string, handler: () => void) => (handlers.set(event, handler), embla),
  off: () => embla,
  scrollNext,
  scrollTo,
  selectedScrollSnap: () => selectedSnap,
};
// Embla measures layout, which jsdom has not: the test drives its API double and checks what the carousel asks of it.
// Until Embla starts (a server-rendered page before hydration) the hook gives no API.
let emblaApi: typeof embla | undefined = embla;
jest.mock('embla-carousel-react', () => ({ __esModule: true, default: () => [() => {}, emblaApi] }));

const SLIDES = ['Welcome bonus', 'Weekly race', 'Jackpot'].map((title, index) => ({ id: String(index), content: <h2>{title}</h2> }));

describe('BannerCarousel', () => {
  beforeAll(startTestI18n);
  beforeEach(() => {
    jest.useFakeTimers();
    scrollNext.mockClear();
    scrollTo.mockClear();
    emblaApi = embla;
    selectedSnap = 0;
  });
  afterEach(() => jest.useRealTimers());

  it('plays by itself, pauses while hovered, and stops once the player swipes', async () => {
    render(<BannerCarousel label="Promotions" slides={SLIDES} />, { wrapper: WithI18n });
    const carousel = await screen.findByRole('region', { name: 'Promotions' });
    expect(carousel.dataset.autoplay).toBe('running');
    act(() => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS));
    expect(scrollNext).toHaveBeenCalledTimes(1);
    fireEvent.mouseEnter(carousel);
    act(() => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 3));
    expect(scrollNext).toHaveBeenCalledTimes(1);
    fireEvent.mouseLeave(carousel);
    act(() => handlers.get('pointerDown')!());
    act(() => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 3));
    expect(scrollNext).toHaveBeenCalledTimes(1);
    expect(carousel.dataset.autoplay).toBe('paused');
  });

  it('has labelled arrows and dots that pick a slide', async () => {
    render(<BannerCarousel label="Promotions" slides={SLIDES} />, { wrapper: WithI18n });
    fireEvent.click(await screen.findByRole('button', { name: 'Next banner' }));
    expect(scrollTo).toHaveBeenCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: '3 of 3' }));
    expect(scrollTo).toHaveBeenCalledWith(2);
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(3);
  });

  it('says autoplay is off until the carousel is live', async () => {
    emblaApi = undefined;
    render(<BannerCarousel label="Promotions" slides={SLIDES} />, { wrapper: WithI18n });
    const carousel = await screen.findByRole('region', { name: 'Promotions' });
    act(() => jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 2));
    expect(scrollNext).not.toHaveBeenCalled();
    expect(carousel.dataset.autoplay).toBe('off');
  });

  it('gives a slide its images only once it is shown or next to the shown one', () => {
    const slides = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, content: ({ near }: { near: boolean }) => <p>{`${id}:${near ? 'near' : 'far'}`}</p> }));
    const shown = () => screen.getAllByText(/:(near|far)$/, { selector: 'p' }).map((slide) => slide.textContent);

    emblaApi = undefined;
    const { rerender } = render(<BannerCarousel label="Promotions" slides={slides} />, { wrapper: WithI18n });
    expect(shown()).toEqual(['a:near', 'b:far', 'c:far', 'd:far', 'e:far']);

    emblaApi = embla;
    rerender(<BannerCarousel label="Promotions" slides={slides} />);
    expect(shown()).toEqual(['a:near', 'b:near', 'c:far', 'd:far', 'e:near']);

    selectedSnap = 2;
    act(() => handlers.get('select')!());
    // A slide once near stays so: its image is not dropped and fetched again.
    expect(shown()).toEqual(['a:near', 'b:near', 'c:near', 'd:near', 'e:near']);
  });
});
