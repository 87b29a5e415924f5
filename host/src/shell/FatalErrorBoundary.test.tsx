import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n, registerNamespace } from '@casino/shared';
import { RouteErrorPage } from '../routing/app-router';
import { FatalErrorBoundary } from './FatalErrorBoundary';

/** What webpack/rspack throws when a lazy chunk of the previous build is gone from the server. */
function chunkLoadError(): Error {
  const error = new Error('Loading chunk 512 failed.\n(error: https://casino.test/static/js/512.old.js)');
  error.name = 'ChunkLoadError';
  return error;
}

function ThrowsOnRender({ error }: { error: Error }): never {
  throw error;
}

const fatalPageShown = () => screen.queryByTestId('fatal-error-page') !== null;

beforeAll(async () => {
  await initI18n('en');
  await registerNamespace('host', (lang) => import(`../locales/${lang}.json`));
});

beforeEach(() => {
  window.sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('the fatal error boundary of the shell', () => {
  const renderBoundary = (error: Error, reload: () => void) =>
    render(
      <FatalErrorBoundary goHome={jest.fn()} reload={reload}>
        <ThrowsOnRender error={error} />
      </FatalErrorBoundary>,
    );

  it('reloads the page once for a chunk-load error, and shows the fatal page when the guard refuses a second one', () => {
    const reload = jest.fn();
    const first = renderBoundary(chunkLoadError(), reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(fatalPageShown()).toBe(false);
    first.unmount();

    // The reloaded page fails again on the same path within the guard's window: no loop, the fatal page.
    renderBoundary(chunkLoadError(), reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(fatalPageShown()).toBe(true);
  });

  it('shows the fatal page at once for any other error', () => {
    const reload = jest.fn();
    renderBoundary(new Error('Cannot read properties of undefined'), reload);
    expect(reload).not.toHaveBeenCalled();
    expect(fatalPageShown()).toBe(true);
  });
});

describe("the router's error page", () => {
  async function renderFailingRoute(error: Error, reload: () => void) {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          loader: () => {
            throw error;
          },
          element: <p>home</p>,
          errorElement: <RouteErrorPage reload={reload} />,
        },
      ],
      { initialEntries: ['/'] },
    );
    let view: ReturnType<typeof render> | undefined;
    await act(async () => {
      view = render(<RouterProvider router={router} />);
    });
    return view!;
  }

  it('reloads for a chunk-load error of a route before it would show the fatal page', async () => {
    const reload = jest.fn();
    const first = await renderFailingRoute(chunkLoadError(), reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(fatalPageShown()).toBe(false);
    first.unmount();

    await renderFailingRoute(chunkLoadError(), reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(fatalPageShown()).toBe(true);
  });

  it('shows the fatal page for any other route error', async () => {
    const reload = jest.fn();
    await renderFailingRoute(new Error('guard failed'), reload);
    expect(reload).not.toHaveBeenCalled();
    expect(fatalPageShown()).toBe(true);
  });
});
