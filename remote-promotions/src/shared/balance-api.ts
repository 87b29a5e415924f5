import { endpointQuery } from '@casino/shared';

/** GET /dashboard/balance: the player's money, which every promotion action here changes. */
export const balanceQuery = () => endpointQuery('dashboard.balance', {});
