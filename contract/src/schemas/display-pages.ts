/**
 * The display pages of SPEC.md section 2 (route /{lang}/display/{slug}; GET /api/v1/pages/{slug}).
 * A plain list with no schema library, so the browser's routing helpers can import it for free.
 */
export const DISPLAY_PAGE_SLUGS = [
  'aboutus',
  'terms',
  'privacypolicy',
  'responsiblegaming',
  'cookiepolicy',
  'self-exclusion',
  'dispute-resolution',
  'aml-and-kyc-policy',
  'fairness-and-rng-testing-methods',
  'account-pay-outs-and-bonuses',
  'cash_back_system',
  'points',
  'free_spins',
  'first_deposit_bonus',
  'status',
  'pf-jackpots',
] as const;
export type DisplayPageSlug = (typeof DISPLAY_PAGE_SLUGS)[number];
