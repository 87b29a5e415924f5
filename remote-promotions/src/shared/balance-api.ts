import { endpointQuery } from '@casino/shared';
import { ENDPOINTS } from '@casino/contract';

/** GET /dashboard/balance: the player's money, which every promotion action here changes. */
export const balanceQuery = () => endpointQuery(ENDPOINTS['dashboard.balance'], {});
