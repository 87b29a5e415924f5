import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { registerNamespace } from '@casino/shared';
import { RemoteRoot } from '../app/RemoteRoot';
import { ComingSoonPage } from '../app/ComingSoonPage';
import { NAMESPACE } from '../app/namespace';

/**
 * The games remote's route subtree (exposed as './routes'; the host mounts it under /{lang}/*, so paths are
 * relative to the language prefix). Pages load lazily, each in its own chunk; routes without a screen yet say so.
 */
registerNamespace(NAMESPACE, (lang) => import(`../locales/${lang}.json`));

const LobbyPage = lazy(() => import('../features/lobby/LobbyPage').then((m) => ({ default: m.LobbyPage })));

export const routes: RouteObject[] = [
  {
    element: <RemoteRoot />,
    children: [
      { path: 'games', element: <LobbyPage /> },
      { path: 'games/favorites', element: <ComingSoonPage titleKey="favorites" /> },
      { path: 'games/last', element: <ComingSoonPage titleKey="lastPlayed" /> },
      { path: 'game/play/:name', element: <ComingSoonPage titleKey="play" /> },
      { path: 'rules/:id', element: <ComingSoonPage titleKey="rules" /> },
      { path: '*', element: <ComingSoonPage titleKey="game" /> },
    ],
  },
];
