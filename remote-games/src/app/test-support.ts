/** Test helpers of the games remote (jest only): its exposed routes rendered as the host mounts them. */
import { gameCard as sharedGameCard, remoteRouteRenderer } from '@casino/shared/testing';
import { NAMESPACE } from './namespace';

export { mockApi, testSession } from '@casino/shared/testing';
export const renderRemoteRoute = remoteRouteRenderer(NAMESPACE, () => import('../exposes/routes'));

import type { GameCard, GameDetails } from '@casino/contract/schemas';

/** A catalogue game as the API answers it (a popular Blue Orca slot: the lobby's tests' usual game). */
export const gameCard = (id: number, name: string, more: Partial<GameCard> = {}): GameCard =>
  sharedGameCard(id, { name, provider: { slug: 'blue-orca', name: 'Blue Orca Games' }, thumbnail: `/api/v1/game/thumbnail/${id}.svg`, isPopular: true, ...more });

export const gameDetails = (id: number, name: string, more: Partial<GameDetails> = {}): GameDetails => ({
  ...gameCard(id, name),
  rtp: '96.12',
  volatility: 'high',
  minBet: '0.10',
  maxBet: '100.00',
  releasedAt: '2025-05-01',
  ...more,
});

/** The API's envelope around an answer. */
export const ok = (data: unknown) => ({ body: { status: 'ok', data } });
