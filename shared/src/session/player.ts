/**
 * The player as every app sees it (SPEC.md section 3): GET /player/display-data in the page's query cache
 * (`playerQuery`); every app reads it through `usePlayer()` and never keeps its own copy.
 */

import type { Player as DisplayData } from '@casino/contract/schemas/player';

/** A game id as the pages have it (the catalogue sends numbers, display-data strings); compared as strings. */
export type GameId = string | number;

export type TwoFactorType = 'sms' | 'google' | null;

export interface Player {
  isAuth: boolean;
  id: number | null;
  email: string;
  nickname: string;
  login: string;
  name: string;
  surname: string;
  country: string;
  phone: string;
  address: string;
  city: string;
  gender: string;
  state: string;
  street: string;
  dateBirthday: string;
  statusName: string;
  currency: string;
  balance: string;
  bonus: string;
  points: string;
  pointsExchangeResult: string;
  pointsExchangeRatio: number;
  isGameModeReal: boolean;
  isGameModeDemo: boolean;
  freeSpinWagerFactor: number;
  bonusWagerFactor: number;
  defaultBonusWager: number;
  isEmailConfirmed: boolean;
  isPhoneConfirmed: boolean;
  isTrusted: boolean;
  isBlocked: boolean;
  /** Real-time channel tokens. */
  centrifugoToken: string;
  centrifugoNotificationToken: string;
  wasBaseProfileCompleted: boolean;
  registrationType: string;
  activeBonusCampaignsCount: number;
  feedbackAdvertsCount: number;
  cashbackReward: string;
  /** Favourite game ids, kept as strings. */
  favorites: string[];
  isTermsRequired: boolean;
  isTermsPopup: boolean;
  hasRejectedPayments: boolean;
  hasDocumentsToConfirm: boolean;
  activeTags: string[];
  twoFactorType: TwoFactorType;
  coolingOffBlock: boolean;
  selfExclusionBlock: boolean;
  isPinCodeEnabled: boolean;
}

/** SPEC.md section 9: default player status and the money defaults. */
export const DEFAULT_STATUS_NAME = 'iron';
export const DEFAULT_BONUS = '0.00';
export const DEFAULT_POINTS = '0.00';

/** The signed-out player: every field at its default. */
export const EMPTY_PLAYER: Readonly<Player> = Object.freeze({
  isAuth: false,
  id: null,
  email: '',
  nickname: '',
  login: '',
  name: '',
  surname: '',
  country: '',
  phone: '',
  address: '',
  city: '',
  gender: '',
  state: '',
  street: '',
  dateBirthday: '',
  statusName: DEFAULT_STATUS_NAME,
  currency: '',
  balance: '0.00',
  bonus: DEFAULT_BONUS,
  points: DEFAULT_POINTS,
  pointsExchangeResult: '0.00',
  pointsExchangeRatio: 0,
  isGameModeReal: false,
  isGameModeDemo: true,
  freeSpinWagerFactor: 0,
  bonusWagerFactor: 0,
  defaultBonusWager: 0,
  isEmailConfirmed: false,
  isPhoneConfirmed: false,
  isTrusted: false,
  isBlocked: false,
  centrifugoToken: '',
  centrifugoNotificationToken: '',
  wasBaseProfileCompleted: false,
  registrationType: '',
  activeBonusCampaignsCount: 0,
  feedbackAdvertsCount: 0,
  cashbackReward: '0.00',
  favorites: [],
  isTermsRequired: false,
  isTermsPopup: false,
  hasRejectedPayments: false,
  hasDocumentsToConfirm: false,
  activeTags: [],
  twoFactorType: null,
  coolingOffBlock: false,
  selfExclusionBlock: false,
  isPinCodeEnabled: false,
});

/**
 * Builds a Player from whatever the display-data endpoint sent: known fields are taken, missing ones keep their
 * defaults (statusName iron, bonus and points 0.00), so an older API never leaves a field undefined.
 */
export function playerFromDisplayData(
  data: Partial<DisplayData> | Partial<Record<keyof Player, unknown>>,
): Player {
  const wire = data as Partial<Record<keyof Player, unknown>>;
  const player: Player = { ...EMPTY_PLAYER, favorites: [], activeTags: [] };
  const target = player as unknown as Record<string, unknown>;
  for (const key of Object.keys(EMPTY_PLAYER) as (keyof Player)[]) {
    const value = wire[key];
    if (value === undefined || value === null || Array.isArray(value)) continue;
    const fallback = EMPTY_PLAYER[key];
    // A field keeps its documented type: a number where a string is expected (or the reverse) is converted, not trusted.
    if (typeof fallback === 'string' && typeof value === 'number') target[key] = String(value);
    else if (typeof fallback === 'number' && typeof value === 'string' && value !== '')
      target[key] = Number(value);
    else if (fallback === null || typeof value === typeof fallback) target[key] = value;
  }
  if (Array.isArray(wire.favorites)) player.favorites = wire.favorites.map(String);
  if (Array.isArray(wire.activeTags)) player.activeTags = wire.activeTags.map(String);
  if (typeof wire.statusName !== 'string' || wire.statusName === '') player.statusName = DEFAULT_STATUS_NAME;
  player.isAuth = true;
  return player;
}
