import { endpointQuery } from '@casino/shared';

/** GET /dashboard/points: the player's points, the exchange ratio and the smallest exchange. */
export const pointsQuery = () => endpointQuery('dashboard.points', {});
