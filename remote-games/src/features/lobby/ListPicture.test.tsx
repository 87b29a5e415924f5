import { act, fireEvent, render, screen } from '@testing-library/react';
import { LAZY_IMAGE_ATTEMPTS, LAZY_IMAGE_THROTTLE_MS } from '@casino/shared';
import { ListPicture } from './ListPicture';

describe('a picture of the 5,000-game list', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the picture at once, at its reserved size, without waiting to be seen', () => {
    render(<ListPicture src="/api/v1/game/thumbnail/7.webp" alt="Book of Gods" width={240} height={180} />);
    const picture = screen.getByRole('img', { name: 'Book of Gods' });
    expect(picture.getAttribute('src')).toBe('/api/v1/game/thumbnail/7.webp');
    expect(picture.getAttribute('decoding')).toBe('async');
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['240', '180']);
  });

  it('tries a failed picture again, then keeps the placeholder and the game’s name for screen readers', () => {
    jest.useFakeTimers();
    const { container } = render(<ListPicture src="/missing.webp" alt="Book of Gods" width={240} height={180} />);
    for (let attempt = 1; attempt < LAZY_IMAGE_ATTEMPTS; attempt++) {
      const before = container.querySelector('img');
      fireEvent.error(before!);
      // No new attempt before the pause between attempts.
      expect(container.querySelector('img')).toBe(before);
      act(() => jest.advanceTimersByTime(LAZY_IMAGE_THROTTLE_MS));
      expect(container.querySelector('img')).not.toBe(before);
    }
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-status]')!.getAttribute('data-status')).toBe('failed');
    expect(screen.getByText('Book of Gods').className).toContain('visually-hidden');
  });
});
