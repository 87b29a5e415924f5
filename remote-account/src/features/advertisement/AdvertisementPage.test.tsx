import { act, fireEvent, screen } from '@testing-library/react';
import type { Advertisement } from '@casino/contract/schemas';
import en from '../../locales/en.json';
import { mockApi, renderRemoteRoute, testSession } from '../../app/test-support';

const signedIn = () => testSession({ isAuth: true, id: 7, login: 'player7' });
const ok = (data: unknown) => ({ body: { status: 'ok', data } });
const ad = (id: number, over: Partial<Advertisement> = {}): Advertisement => ({
  id,
  title: `Offer ${id}`,
  text: 'Fifty free spins this weekend',
  link: '',
  viewed: false,
  createdAt: '2026-01-10T10:00:00.000Z',
  ...over,
});

describe('the advertisement feedback page', () => {
  it('lists the messages, marks one viewed and reloads the list', async () => {
    const viewed = new Set<number>();
    const fetchMock = mockApi({
      '/api/v1/dashboard/feedback/advertisements': () => ok({ advertisements: [ad(1, { viewed: viewed.has(1) }), ad(2, { viewed: true })] }),
      '/api/v1/dashboard/feedback/advertisements/1/view': () => {
        viewed.add(1);
        return ok({ handled: true });
      },
    });
    await renderRemoteRoute('/en/player/feedback/advertisement', signedIn());
    expect((await screen.findByTestId('advertisement-state-1')).textContent).toBe(en.advertisement.new);
    expect(screen.getByTestId('advertisement-state-2').textContent).toBe(en.advertisement.viewed);
    expect(screen.queryByTestId('advertisement-view-2')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByTestId('advertisement-view-1'));
    });
    expect(await screen.findByText(en.advertisement.viewed, { selector: '[data-testid="advertisement-state-1"]' })).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/feedback/advertisements?'))).toHaveLength(2);
  });

  it('says so when there is nothing, and when the list fails', async () => {
    mockApi({ '/api/v1/dashboard/feedback/advertisements': ok({ advertisements: [] }) });
    await renderRemoteRoute('/en/player/feedback/advertisement', signedIn());
    expect(await screen.findByText(en.advertisement.empty)).toBeTruthy();
    mockApi({ '/api/v1/dashboard/feedback/advertisements': { status: 500, body: { status: 'error', errors: [] } } });
    await renderRemoteRoute('/en/player/feedback/advertisement', signedIn());
    expect(await screen.findByText(en.advertisement.error)).toBeTruthy();
  });
});
