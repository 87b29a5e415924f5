import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { initI18n, registerNamespace } from '@casino/shared';
import { DashboardNav } from './DashboardNav';

beforeAll(async () => {
  await initI18n('en');
  await registerNamespace('host', (lang) => import(`../locales/${lang}.json`));
});

jest.mock('../routing/served-routes', () => ({
  playerAreaPages: () =>
    ['balance', 'bonuses', 'history', 'profile', 'limits'].map((id) => ({
      id,
      pattern: `player/${id}`,
      remote: 'account',
      playerArea: { labelKey: id },
    })),
}));

/**
 * jsdom has no layout: the row is laid out here as a phone draws it, 5 entries 100 px wide in a row 200 px wide (or
 * 600, when they all fit), scrolled by its `scrollLeft`.
 */
function layOut(rowWidth: number) {
  const scrolled = new WeakMap<Element, number>();
  const restore = [
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'UL' ? 500 : 0;
    }),
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'UL' ? rowWidth : 0;
    }),
    jest.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(function (this: Element) {
      return scrolled.get(this) ?? 0;
    }),
    jest.spyOn(Element.prototype, 'scrollLeft', 'set').mockImplementation(function (this: Element, value: number) {
      scrolled.set(this, value);
    }),
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const row = this.closest('ul')!;
      if (this === row) return new DOMRect(0, 0, rowWidth, 40);
      const index = [...row.querySelectorAll('a')].indexOf(this as HTMLAnchorElement);
      return new DOMRect(index * 100 - (scrolled.get(row) ?? 0), 0, 100, 40);
    }),
  ];
  return () => restore.forEach((spy) => spy.mockRestore());
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <DashboardNav locale="en" />
    </MemoryRouter>,
  );

describe('DashboardNav', () => {
  it('on a phone, brings the current page into the middle of the row, whose edge says it scrolls', () => {
    const restore = layOut(200);
    try {
      const { getByRole } = renderAt('/en/player/limits');
      expect(getByRole('link', { name: 'limits' }).getAttribute('aria-current')).toBe('page');
      expect(getByRole('list').classList.contains('scroll-cue')).toBe(true);
      // "limits" spans 400-500 of the row: its middle, 450, in the middle of the 200 px box: scrolled to 350.
      expect(getByRole('list').scrollLeft).toBe(350);
    } finally {
      restore();
    }
  });

  it('leaves a row that fits where it is', () => {
    const restore = layOut(600);
    try {
      const { getByRole } = renderAt('/en/player/limits');
      expect(getByRole('list').scrollLeft).toBe(0);
    } finally {
      restore();
    }
  });
});
