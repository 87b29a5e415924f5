import type { Db } from '../../db/database';
import { addRedirect, type NewRedirect } from './paths';

/** Believable leftovers of an older site: retired promo pages, renamed sections and a partner's sign-up link. */
export const SEED_REDIRECTS: NewRedirect[] = [
  { from: '/promo/summer-2025', type: 'internal', target: '/bonuses' },
  { from: '/welcome-bonus', type: 'internal', target: '/display/first_deposit_bonus' },
  { from: '/tournaments', type: 'internal', target: '/tournaments/list' },
  { from: '/races', type: 'internal', target: '/races/list' },
  { from: '/news', type: 'internal', target: '/news/list' },
  { from: '/faq', type: 'internal', target: '/help/how-to-register' },
  { from: '/ru/cashback', type: 'internal', target: '/display/cash_back_system', permanent: false },
  {
    from: '/partners/sign-up',
    type: 'external',
    target: 'https://partners.casino.example/sign-up?source=site',
    permanent: false,
  },
  { from: '/affiliates', type: 'external', target: 'https://partners.casino.example/', permanent: true },
];

export function seedRouteData(db: Db): void {
  for (const redirect of SEED_REDIRECTS) addRedirect(db, redirect);
}
