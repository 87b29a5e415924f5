/** The game address rule lives in the contract, once (the edge's route matching uses the same function). */
export { gameSlugOfAddress } from '@casino/contract/routing/game-address';

/** The address under the language prefix: "/en/games/x/book-of-gold" -> "games/x/book-of-gold". */
export function addressOfPath(pathname: string): string {
  return pathname.split('/').filter(Boolean).slice(1).join('/');
}
