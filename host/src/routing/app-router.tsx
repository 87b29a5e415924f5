import { createBrowserRouter, Navigate } from 'react-router-dom';
import { DEFAULT_LOCALE } from '@casino/shared';
import { LocaleRoot } from './LocaleRoot';
import { RemoteOutlet } from './RemoteOutlet';

/**
 * The host's router: /{lang}/* is matched against the route table (route-table.ts), which says which remote owns
 * the page; that remote's route subtree is mounted under /{lang}. `/` is the home page of the default language.
 */
export function createAppRouter() {
  return createBrowserRouter([
    { path: '/', element: <Navigate to={`/${DEFAULT_LOCALE}`} replace /> },
    {
      path: '/:lang',
      element: <LocaleRoot />,
      children: [{ path: '*', element: <RemoteOutlet /> }],
    },
  ]);
}
