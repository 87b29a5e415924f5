import { endpointQuery } from '@casino/shared';
import { ENDPOINTS } from '@casino/contract';

/** GET /dashboard/points: the player's points, the exchange ratio and the smallest exchange. */
export const pointsQuery = () => endpointQuery(ENDPOINTS['dashboard.points'], {});
