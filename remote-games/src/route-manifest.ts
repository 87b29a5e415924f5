import { defineRouteManifest } from '@casino/contract';

const meta = (page: string) => ({ titleKey: `games:pages.${page}`, descriptionKey: `games:meta.${page}` });

/**
 * The games remote's pages, written once (docs/pages.md): path pattern under the language prefix, layout, access
 * rule, title and description keys, the query the page reads on the server. The build writes them into the version
 * folder as route-manifest.json (shared/federation/route-manifest.cjs), the edge and the host read them from there,
 * and src/exposes/routes.tsx gives each declared page its code. Order matters: the first match wins, so the
 * catch-all game pages come last.
 */
export const routeManifest = defineRouteManifest('games', [
  { id: 'game-play', pattern: 'game/play/:name', layout: 'game-play', access: 'real-money', ...meta('play') },
  { id: 'game-rules', pattern: 'rules/:id', layout: 'default', access: 'public', hasMeta: true, ...meta('rules') },
  {
    id: 'games-lobby',
    pattern: 'games',
    layout: 'default',
    access: 'public',
    // src/shared/lobby-filters.ts
    query: { tab: 'view', q: 'view', provider: 'view', category: 'view', sort: 'view' },
    ...meta('lobby'),
  },
  { id: 'games-favorites', pattern: 'games/favorites', layout: 'default', access: 'player-only', ...meta('favorites') },
  { id: 'games-last', pattern: 'games/last', layout: 'default', access: 'player-only', ...meta('lastPlayed') },
  // The catch-all game page: /{slug...}/{id} with slug starting games|slots, or a bare games-<id>
  // (contract/src/routing/game-address.ts).
  { id: 'game-by-slug', pattern: '*slug/:id', layout: 'default', access: 'public', gameAddress: true, ...meta('game') },
  { id: 'game-by-id', pattern: ':id', layout: 'default', access: 'public', gameAddress: true, ...meta('game') },
]);
