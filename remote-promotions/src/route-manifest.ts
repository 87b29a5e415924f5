import { defineRouteManifest } from '@casino/contract';

const meta = (page: string) => ({ titleKey: `pages.${page}`, descriptionKey: `meta.${page}` });

/**
 * The promotions remote's pages, written once (docs/pages.md): path pattern under the language prefix, layout, access
 * rule, title and description keys, the query the page reads on the server. The build writes them into the version
 * folder as route-manifest.json (shared/federation/route-manifest.cjs), the edge and the host read them from there,
 * and src/exposes/routes.tsx gives each declared page its code. A page this remote adds under one of its sections
 * (contract SECTIONS) goes here and in routes.tsx, and nowhere in the host.
 */
export const routeManifest = defineRouteManifest('promotions', [
  // FINISHED_PAGE_PARAM, src/features/tournaments/tournaments-api.ts
  { id: 'tournaments-list', pattern: 'tournaments/list', layout: 'default', access: 'public', query: { finished: 'view' }, ...meta('tournaments') },
  { id: 'tournaments-show', pattern: 'tournaments/show/:id', layout: 'default', access: 'public', ...meta('tournament') },
  { id: 'races-list', pattern: 'races/list', layout: 'default', access: 'public', ...meta('races') },
  { id: 'races-stage', pattern: 'races/stages/show/:id', layout: 'default', access: 'public', ...meta('raceStage') },
  { id: 'bonuses', pattern: 'bonuses', layout: 'default', access: 'public', ...meta('bonuses') },
  { id: 'bonus-code', pattern: 'bonus/code', layout: 'default', access: 'public', query: { redeemed: 'view' }, ...meta('bonusCode') },
  { id: 'points', pattern: 'points', layout: 'default', access: 'public', ...meta('points') },
]);
