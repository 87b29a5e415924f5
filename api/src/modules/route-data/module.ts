import type { ApiModule } from '../index';
import { routeDataRoutes } from './routes';
import { seedRouteData } from './seed';

/** GET /route-data: server-driven redirects for the host's navigation guard. */
export const routeDataModule: ApiModule = {
  name: 'route-data',
  routes: routeDataRoutes as ApiModule['routes'],
  seed: seedRouteData,
};
