import { screen } from '@testing-library/react';
import type { Banner } from '@casino/shared/contract';
import en from '../../locales/en.json';
import { mockApi, renderRemoteRoute } from '../../app/test-support';

const banner: Banner = {
  id: 1,
  title: '100% welcome bonus',
  subtitle: 'Double your first deposit',
  buttonLabel: 'Get the bonus',
  path: '/display/first_deposit_bonus',
  image: '/api/v1/content/images/banner-1.svg',
};

describe('the home page', () => {
  it('shows the banners with links in the page language, then the welcome and the ways in', async () => {
    mockApi({ '/api/v1/banners-for-slider': { body: { status: 'ok', data: { items: [banner] } } } });
    await renderRemoteRoute('/en');
    const button = await screen.findByRole('link', { name: 'Get the bonus' });
    expect(screen.queryByTestId('banners-pending')).toBeNull();
    expect(button.getAttribute('href')).toBe('/en/display/first_deposit_bonus');
    expect(screen.getByRole('heading', { level: 1, name: en.home.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: en.home.links.tournaments }).getAttribute('href')).toBe(
      '/en/tournaments/list',
    );
  });

  it('keeps the place of the banners while they load, so the welcome below does not jump down when they arrive', async () => {
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch; // still on its way
    await renderRemoteRoute('/en');
    expect(screen.getByTestId('banners-pending').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('heading', { level: 1, name: en.home.title })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('keeps the welcome and links when the banners cannot be loaded', async () => {
    mockApi({ '/api/v1/banners-for-slider': { status: 503, body: { status: 'error', errors: [] } } });
    await renderRemoteRoute('/en');
    expect(await screen.findByRole('link', { name: en.home.links.games })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });
});
