import { apiClient } from '@casino/shared';

/**
 * Whether activating this campaign would cancel the player's active gamification reward (only one bonus is active at a
 * time): the bonus campaigns page and the cashier's bonus choice warn before such an activation.
 */
export const canLoseReward = (bonusId: number) =>
  apiClient.call<'bonuses.canLoseReward'>('bonuses.canLoseReward', { query: { bonusId } });
