import type { FragmentProps } from '@casino/contract';

/**
 * The props of the promotions team's `promotions/game-campaigns` fragment for a game: its global id has the shape of
 * the game's bare page address. The game page's slot and its loader (which primes the fragment) use this one function,
 * so the data the loader asks for is the data the slot shows.
 */
export const gameCampaignsProps = (slug: string): FragmentProps['promotions/game-campaigns'] => ({ gameGlobalId: `games-${slug}` });
