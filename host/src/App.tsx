import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { ToastContainer } from 'react-toastify';
import { i18n, toastContainerProps } from '@casino/shared';
import '@casino/shared/ui/toasts.css';
import { SingletonsProbe } from './remotes/SingletonsProbe';
import { connectApiClient, SessionProvider } from './session/SessionProvider';
import { createAppRouter } from './routing/app-router';

type Store = ReturnType<typeof createStore>;

/** The host's providers: one jotai store, the i18n instance, the session contract, the router and the toasts. */
export function App({ store }: { store: Store }) {
  const router = useMemo(() => createAppRouter(), []);
  useMemo(() => connectApiClient(store), [store]);
  return (
    <JotaiProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <SessionProvider>
          <RouterProvider router={router} />
          <SingletonsProbe />
        </SessionProvider>
        <ToastContainer {...toastContainerProps} />
      </I18nextProvider>
    </JotaiProvider>
  );
}
