import { endpointQuery } from '@casino/shared';
import { ENDPOINTS, type Locale } from '@casino/contract';

/** A launch opens a game session (GET /game/real, GET /game/demo): a refusal is an answer, never retried behind the player's back. */
const LAUNCH = { retry: false } as const;

export const realLaunchQuery = (slug: string, lang: Locale) => endpointQuery(ENDPOINTS['play.realLink'], { query: { slug, lang } }, LAUNCH);
export const demoLaunchQuery = (slug: string, lang: Locale) => endpointQuery(ENDPOINTS['play.demoLink'], { query: { slug, lang } }, LAUNCH);

/** The message the game frame sends after every round (api/src/modules/play/slot-page.ts). */
export interface FrameBalanceMessage {
  type: 'casino:balance';
  mode: 'real' | 'demo';
  currency: string;
  balance: string;
}

export function isFrameBalanceMessage(data: unknown): data is FrameBalanceMessage {
  const message = data as Partial<FrameBalanceMessage> | null;
  return typeof message === 'object' && message !== null && message.type === 'casino:balance' && typeof message.balance === 'string';
}
