import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { initI18n, registerNamespace } from '@casino/shared';
import { ROUTE_TRANSITION_WAIT_MS, RouteProgressBar } from './RouteProgressBar';

beforeAll(async () => {
  await initI18n('en');
  await registerNamespace('host', (lang) => import(`../locales/${lang}.json`));
});

describe('RouteProgressBar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('appears only when a navigation takes longer than the route transition wait, and goes when it ends', async () => {
    let finish!: () => void;
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <RouteProgressBar />
              <Outlet />
            </>
          ),
          children: [
            { index: true, element: <p>home</p> },
            {
              path: 'slow',
              loader: () => new Promise<null>((resolve) => (finish = () => resolve(null))),
              element: <p>slow page</p>,
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await act(async () => {
      void router.navigate('/slow'); // the loader hangs: the navigation is pending from here on
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ROUTE_TRANSITION_WAIT_MS - 1);
    });
    expect(screen.queryByTestId('route-progress')).toBeNull();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('progressbar', { name: 'Loading the page' })).toBeTruthy();
    await act(async () => {
      finish();
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.queryByTestId('route-progress')).toBeNull();
    expect(screen.getByText('slow page')).toBeTruthy();
  });
});
