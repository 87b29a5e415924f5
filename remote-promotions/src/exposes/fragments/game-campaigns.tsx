import { registerNamespace } from '@casino/shared';
import type { FragmentProps } from '@casino/shared/fragments/contract';
import { NAMESPACE } from '../../app/namespace';
import { GameCampaigns } from '../../features/bonuses/GameCampaigns';

// The fragment may reach a page before any promotions route has loaded: it brings its own strings.
registerNamespace(NAMESPACE, (lang) => import(`../../locales/${lang}.json`));

/** Fragment `promotions/game-campaigns` (shared/src/fragments/contract.ts): the bonus campaigns a game counts for. */
export function Fragment({ gameGlobalId }: FragmentProps['promotions/game-campaigns']) {
  return <GameCampaigns gameGlobalId={gameGlobalId} />;
}
