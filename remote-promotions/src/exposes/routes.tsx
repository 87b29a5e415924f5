import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { registerNamespace } from '@casino/shared';
import { RemoteRoot } from '../app/RemoteRoot';
import { ComingSoonPage } from '../app/ComingSoonPage';
import { NAMESPACE } from '../app/namespace';

/**
 * The promotions remote's route subtree (exposed as './routes'; the host mounts it under /{lang}/*, so paths are
 * relative to the language prefix). Pages load lazily, each in its own chunk; routes without a screen yet say so.
 */
registerNamespace(NAMESPACE, (lang) => import(`../locales/${lang}.json`));

const TournamentsListPage = lazy(() => import('../features/tournaments/TournamentsListPage').then((m) => ({ default: m.TournamentsListPage })));

export const routes: RouteObject[] = [
  {
    element: <RemoteRoot />,
    children: [
      { path: 'tournaments/list', element: <TournamentsListPage /> },
      { path: 'tournaments/show/:id', element: <ComingSoonPage titleKey="tournament" /> },
      { path: 'races/list', element: <ComingSoonPage titleKey="races" /> },
      { path: 'races/stages/show/:id', element: <ComingSoonPage titleKey="raceStage" /> },
      { path: 'bonuses', element: <ComingSoonPage titleKey="bonuses" /> },
      { path: 'bonus/code', element: <ComingSoonPage titleKey="bonusCode" /> },
      { path: 'points', element: <ComingSoonPage titleKey="points" /> },
    ],
  },
];
