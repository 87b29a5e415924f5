import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { registerNamespace } from '@casino/shared';
import { RemoteRoot } from '../app/RemoteRoot';
import { ComingSoonPage } from '../app/ComingSoonPage';
import { NAMESPACE } from '../app/namespace';

/**
 * The content remote's route subtree (exposed as './routes'; the host mounts it under /{lang}/*, so paths are
 * relative to the language prefix). Pages load lazily, each in its own chunk; routes without a screen yet say so.
 */
registerNamespace(NAMESPACE, (lang) => import(`../locales/${lang}.json`));

const HomePage = lazy(() => import('../features/home/HomePage').then((m) => ({ default: m.HomePage })));
const DisplayPage = lazy(() => import('../features/display-page/DisplayPage').then((m) => ({ default: m.DisplayPage })));

export const routes: RouteObject[] = [
  {
    element: <RemoteRoot />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'display/:id', element: <DisplayPage /> },
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
