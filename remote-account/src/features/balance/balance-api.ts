import { endpointQuery } from '@casino/shared';
import { ENDPOINTS } from '@casino/contract';

/**
 * GET /dashboard/balance (authenticated): real, bonus and demo money and every currency account. A money action
 * invalidates `endpointKey('dashboard.balance')`, so every view of the balance on the page refreshes.
 */
export const balanceQuery = () => endpointQuery(ENDPOINTS['dashboard.balance'], {});
