import { screen, within } from '@testing-library/react';
import { setFragmentLoader } from '@casino/shared';
import type { Banner, PromoItem } from '@casino/contract/schemas';
import en from '../../locales/en.json';
import { mockApi, renderRemoteRoute } from '../../app/test-support';

const banner = (id: number, title: string): Banner => ({
  id,
  title,
  subtitle: 'Double your first deposit',
  buttonLabel: `Get ${title}`,
  path: '/display/first_deposit_bonus',
  image: `/api/v1/content/images/banner-${id}.svg`,
});
const promo: PromoItem = { id: 'cashback', title: 'Weekly cashback', summary: '10% back', badge: 'Weekly', path: '/display/cash_back_system', image: '/api/v1/content/images/promo-1.svg' };
// The carousel's swipe engine is not downloaded until the player reaches for the slider (tested in @casino/shared).

const ok = (data: unknown) => ({ body: { status: 'ok', data } });

describe('the home page', () => {
  it('shows the banners slider with links in the page language, the first image eager and sized, the others once near', async () => {
    mockApi({
      '/api/v1/banners-for-slider': ok({ items: [banner(1, 'Welcome'), banner(2, 'Cashback'), banner(3, 'Race'), banner(4, 'Jackpot')] }),
      '/api/v1/promo': ok({ items: [] }),
    });
    await renderRemoteRoute('/en');
    const slider = await screen.findByRole('region', { name: en.home.bannersLabel });
    expect(screen.queryByTestId('banners-pending')).toBeNull();
    const [first, second] = within(slider).getAllByTestId('home-banner');
    expect(within(first!).getByRole('link', { name: 'Get Welcome' }).getAttribute('href')).toBe('/en/display/first_deposit_bonus');
    const images = [...slider.querySelectorAll('img')];
    const [firstImage, secondImage] = images;
    expect([firstImage!.getAttribute('loading'), firstImage!.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect([firstImage!.getAttribute('width'), firstImage!.getAttribute('height')]).toEqual(['1200', '480']);
    expect(secondImage!.getAttribute('fetchpriority')).toBe('low');
    // The slider is live on the first banner: its neighbours (the second and, looping, the last) have their images, the
    // third waits until it is next.
    expect(images.map((image) => image.getAttribute('src'))).toEqual([1, 2, 4].map((id) => `/api/v1/content/images/banner-${id}.svg`));
    expect(second).toBeTruthy();
  });

  it('shows the promo blocks and the ways into tournaments and races', async () => {
    mockApi({ '/api/v1/banners-for-slider': ok({ items: [] }), '/api/v1/promo': ok({ items: [promo] }) });
    await renderRemoteRoute('/en');
    const block = await screen.findByTestId('home-promo');
    expect(block.getAttribute('href')).toBe('/en/display/cash_back_system');
    expect(within(block).getByText('Weekly cashback')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: en.home.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: new RegExp(en.home.links.tournaments) }).getAttribute('href')).toBe('/en/tournaments/list');
    expect(screen.getByRole('link', { name: new RegExp(en.home.races) }).getAttribute('href')).toBe('/en/races/list');
  });

  it('keeps the place of the banners while they load, so the welcome below does not jump down when they arrive', async () => {
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch; // still on its way
    await renderRemoteRoute('/en');
    expect(screen.getByTestId('banners-pending').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('heading', { level: 1, name: en.home.title })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('places the games team’s first rows of games and the jackpots, and keeps the competitions in reach', async () => {
    const placed: Record<string, unknown> = {};
    setFragmentLoader(async (remote, expose) => ({
      Fragment: (props: unknown) => {
        placed[`${remote}${expose.replace('./fragments', '')}`] = props;
        return <p>{expose}</p>;
      },
    }));
    mockApi({ '/api/v1/banners-for-slider': ok({ items: [] }), '/api/v1/promo': ok({ items: [] }) });
    await renderRemoteRoute('/en');
    expect(await screen.findByText('./fragments/home-games')).toBeTruthy();
    expect(await screen.findByText('./fragments/jackpots')).toBeTruthy();
    expect(placed['games/home-games']).toEqual({ rows: 3 });
  });

  it('keeps the welcome and ways in when the banners and promo blocks cannot be loaded', async () => {
    mockApi({
      '/api/v1/banners-for-slider': { status: 503, body: { status: 'error', errors: [] } },
      '/api/v1/promo': { status: 503, body: { status: 'error', errors: [] } },
    });
    await renderRemoteRoute('/en');
    expect(await screen.findByRole('link', { name: en.home.links.games })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });
});
