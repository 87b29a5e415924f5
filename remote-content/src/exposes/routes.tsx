import type { RouteObject } from 'react-router-dom';
import { prefetch, prefetchInBackground, registerNamespace, routeLocale } from '@casino/shared';
import { RemoteRoot } from '../app/RemoteRoot';
import { ComingSoonPage } from '../app/ComingSoonPage';
import { NAMESPACE } from '../app/namespace';
import { displayPageQuery } from '../features/display-page/page-api';
import { bannersQuery } from '../features/home/banners-api';

/**
 * The content remote's route subtree (exposed as './routes'; the host joins it to its data router under /{lang}, so
 * paths are relative to the language prefix; the index route is also the home page at "/"). Each page is a route: a
 * `loader` that primes the query cache and a `lazy` component in its own chunk (docs/pages.md).
 */
registerNamespace(NAMESPACE, (lang) => import(`../locales/${lang}.json`));

export const routes: RouteObject[] = [
  {
    element: <RemoteRoot />,
    children: [
      {
        index: true,
        // The banners are a bonus: the welcome and links show at once, the strip keeps its place until they come.
        loader: ({ context, params }) => prefetchInBackground(context, bannersQuery(routeLocale(params))),
        lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }),
      },
      {
        path: 'display/:id',
        loader: ({ context, params }) =>
          prefetch(context, displayPageQuery(params.id ?? '', routeLocale(params))),
        lazy: async () => ({ Component: (await import('../features/display-page/DisplayPage')).DisplayPage }),
      },
      { path: 'blog', element: <ComingSoonPage titleKey="blog" /> },
      { path: 'blog/:id', element: <ComingSoonPage titleKey="blogArticle" /> },
      { path: 'blog/:typeby/:id', element: <ComingSoonPage titleKey="blogListing" /> },
      { path: 'news/list', element: <ComingSoonPage titleKey="news" /> },
      { path: 'news/show/:id', element: <ComingSoonPage titleKey="newsArticle" /> },
      { path: 'help/:id', element: <ComingSoonPage titleKey="help" /> },
      { path: 'contribution', element: <ComingSoonPage titleKey="contribution" /> },
    ],
  },
];
