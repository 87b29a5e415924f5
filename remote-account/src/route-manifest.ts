import { defineRouteManifest } from '@casino/contract';

/** The player area's sub-pages (SPEC.md section 2): any other section is Page Not Found. */
export const PLAYER_SUBPAGES = {
  history: ['bonus', 'payments', 'points', 'rounds'],
  profile: ['password', 'security', 'subscriptions', 'view'],
} as const;

const meta = (page: string) => ({ titleKey: `pages.${page}`, descriptionKey: `descriptions.${page}` });
/** A player-area page: the dashboard layout, signed-in players only. */
const player = { layout: 'dashboard', access: 'player-only' } as const;
const nav = (order: number, label: string) => ({ playerArea: { order, labelKey: `nav.${label}` } });

/**
 * The account remote's pages, written once (docs/pages.md): path pattern under the language prefix, layout, access
 * rule, title and description keys, player-area navigation. The build writes them into the version folder as
 * route-manifest.json (shared/federation/route-manifest.cjs), the edge and the host read them from there, and
 * src/exposes/routes.tsx gives each declared page its code.
 */
export const routeManifest = defineRouteManifest('account', [
  // The page's own state in its address, seen by the server render too (forms the edge answers, docs/server-render.md).
  { id: 'login', pattern: 'login', layout: 'default', access: 'public', query: { redirect: 'view', forgot: 'view', reset: 'view' }, ...meta('login') },
  { id: 'registration', pattern: 'registration', layout: 'default', access: 'guest-only', ...meta('registration') },
  { id: 'auth-external', pattern: 'auth/external', layout: 'blank', access: 'public', ...meta('externalAuth') },
  // The social providers call back to fixed URLs, without a language prefix too.
  { id: 'social-auth', pattern: 'social/_auth', layout: 'blank', access: 'public', alsoWithoutLocale: true, ...meta('socialAuth') },
  { id: 'social-check-mailru', pattern: 'social/check-mailru', layout: 'blank', access: 'public', alsoWithoutLocale: true, ...meta('socialAuth') },
  { id: 'social-check-vkontakte', pattern: 'social/check-vkontakte', layout: 'blank', access: 'public', alsoWithoutLocale: true, ...meta('socialAuth') },
  { id: 'social-check-yandex', pattern: 'social/check-yandex', layout: 'blank', access: 'public', alsoWithoutLocale: true, ...meta('socialAuth') },
  { id: 'reset-password', pattern: 'reset-password/:hash', layout: 'default', access: 'public', ...meta('resetPassword') },
  { id: 'confirm-email', pattern: 'confirm/email/*slug/:hash', layout: 'default', access: 'public', ...meta('confirmEmail') },
  { id: 'unsubscribe', pattern: 'unsubscribe/*slug/:type', layout: 'default', access: 'public', hasMeta: true, ...meta('unsubscribe') },
  { id: 'player-balance', pattern: 'player/balance', ...player, query: { cashier: 'view' }, ...meta('balance'), ...nav(1, 'balance') },
  { id: 'player-bonus-campaigns', pattern: 'player/bonus-campaigns', ...player, ...meta('bonusCampaigns'), ...nav(2, 'bonusCampaigns') },
  { id: 'player-feedback-advertisement', pattern: 'player/feedback/advertisement', ...player, ...meta('feedbackAdvertisement'), ...nav(6, 'feedback') },
  { id: 'player-history', pattern: 'player/history', ...player, ...meta('history'), ...nav(3, 'history') },
  { id: 'player-history-section', pattern: 'player/history/:section', ...player, params: { section: PLAYER_SUBPAGES.history }, ...meta('history') },
  { id: 'player-profile', pattern: 'player/profile', ...player, ...meta('profile'), ...nav(4, 'profile') },
  { id: 'player-profile-section', pattern: 'player/profile/:section', ...player, params: { section: PLAYER_SUBPAGES.profile }, query: { saved: 'view' }, ...meta('profile') },
  { id: 'player-self-exclusion', pattern: 'player/self-exclusion', ...player, ...meta('selfExclusion'), ...nav(8, 'selfExclusion') },
  { id: 'player-limits', pattern: 'player/limits', ...player, ...meta('limits'), ...nav(7, 'limits') },
  { id: 'player-verification', pattern: 'player/verification', ...player, ...meta('verification'), ...nav(5, 'verification') },
  { id: 'player-security', pattern: 'player/security', ...player, ...meta('profile') },
  { id: 'player-change-pass', pattern: 'player/change/pass', ...player, ...meta('profile') },
  { id: 'player-change-subscriptions', pattern: 'player/change/subscriptions', ...player, ...meta('profile') },
]);
