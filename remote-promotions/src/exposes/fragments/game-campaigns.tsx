import { prefetchForPlayer } from '@casino/shared';
import { type FragmentModule } from '@casino/contract';
import type { FragmentProps } from '@casino/contract/fragments';
// The fragment may reach a page before any promotions route has loaded: it brings the remote's strings.
import '../../app/translations';
import { GameCampaigns } from '../../features/bonuses/GameCampaigns';
import { gameCampaignsQuery } from '../../features/bonuses/bonuses-api';

/** Fragment `promotions/game-campaigns` (contract/src/fragments.ts): the bonus campaigns a game counts for. */
export function Fragment({ gameGlobalId }: FragmentProps['promotions/game-campaigns']) {
  return <GameCampaigns gameGlobalId={gameGlobalId} />;
}

/** The game page's loader asks for a player's campaigns with the game (`primeFragment`); a guest's box needs no data. */
export const prefetch: FragmentModule<'promotions/game-campaigns'>['prefetch'] = ({ gameGlobalId }, { context, locale }) =>
  prefetchForPlayer(context, gameCampaignsQuery(gameGlobalId, locale));
