import { act, render, screen } from '@testing-library/react';
import { bufferRows, columnsFor, VirtualGrid, VirtualList } from './VirtualScroller';

const GAMES = Array.from({ length: 5000 }, (_, index) => ({ id: `games-${index}`, name: `Game ${index}` }));

describe('VirtualScroller (SPEC.md section 9: buffer 200 px)', () => {
  // jsdom does not scroll; the virtualiser only asks the window to keep its place.
  beforeAll(() => {
    window.scrollTo = jest.fn();
  });

  it('keeps the rows within 200 px beyond the viewport', () => {
    expect(bufferRows(100)).toBe(2);
    expect(bufferRows(56)).toBe(4);
    expect(bufferRows(400)).toBe(1);
    expect(columnsFor(1280, 160, 16)).toBe(7);
    expect(columnsFor(358, 150, 12)).toBe(2);
    expect(columnsFor(100, 150, 12)).toBe(1);
  });

  it('a lobby of 5,000 games keeps a bounded DOM and the full scroll height', () => {
    const { container } = render(
      <VirtualGrid items={GAMES} itemKey={(game) => game.id} label="Games" rowHeight={184} minItemWidth={160} gap={16} initialWidth={1280} renderItem={(game) => <span>{game.name}</span>} />,
    );
    const tiles = screen.getAllByRole('listitem');
    // 768 px of window plus the buffer: 5 rows of 7, never thousands.
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.length).toBeLessThanOrEqual(7 * 6);
    expect(tiles[0]!.getAttribute('aria-setsize')).toBe('5000');
    expect(screen.getByText('Game 0')).toBeTruthy();
    expect(screen.queryByText('Game 4999')).toBeNull();
    const rows = Math.ceil(5000 / 7);
    expect((container.firstElementChild as HTMLElement).style.height).toBe(`${rows * 200}px`);
  });

  it('renders only the rows that come into view while the page scrolls, not every row again', () => {
    const renderItem = jest.fn((game: (typeof GAMES)[number]) => <span>{game.name}</span>);
    render(<VirtualGrid items={GAMES} itemKey={(game) => game.id} label="Games" rowHeight={184} minItemWidth={160} gap={16} initialWidth={1280} renderItem={renderItem} />);
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    scrollTo(10);
    const settled = renderItem.mock.calls.length;
    // 20 px more: the same rows are in view; the list renders again (its scroll offset changed) but no card does.
    scrollTo(30);
    expect(renderItem.mock.calls.length).toBe(settled);
    // Two rows further down: the two new rows' cards render, the others not again.
    scrollTo(430);
    expect(renderItem.mock.calls.length - settled).toBe(2 * 7);
    expect(screen.getByText('Game 35')).toBeTruthy();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('virtualises a plain list too', () => {
    render(<VirtualList items={GAMES} itemKey={(game) => game.id} label="History" rowHeight={56} renderItem={(game) => game.name} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows.length).toBeLessThanOrEqual(Math.ceil(768 / 56) + bufferRows(56) + 1);
    expect(rows[1]!.getAttribute('aria-posinset')).toBe('2');
  });
});
