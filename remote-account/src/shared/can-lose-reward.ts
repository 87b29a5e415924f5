import { apiClient } from '@casino/shared';
import { ENDPOINTS } from '@casino/contract';

/**
 * Whether activating this campaign would cancel the player's active gamification reward (only one bonus is active at a
 * time): the bonus campaigns page and the cashier's bonus choice warn before such an activation.
 */
export const canLoseReward = (bonusId: number) =>
  apiClient.call(ENDPOINTS['bonuses.canLoseReward'], { query: { bonusId } });
