import type { FragmentProps } from '@casino/shared/fragments/contract';
// The fragment may reach a page before any promotions route has loaded: it brings the remote's strings.
import '../../app/translations';
import { GameCampaigns } from '../../features/bonuses/GameCampaigns';

/** Fragment `promotions/game-campaigns` (shared/src/fragments/contract.ts): the bonus campaigns a game counts for. */
export function Fragment({ gameGlobalId }: FragmentProps['promotions/game-campaigns']) {
  return <GameCampaigns gameGlobalId={gameGlobalId} />;
}
