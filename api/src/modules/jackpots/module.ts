import type { ApiModule } from '../index';
import { jackpotsRoutes } from './routes';

/** The progressive jackpots pool: amounts that grow with time, deterministic from a fixed start. */
export const jackpotsModule: ApiModule = { name: 'jackpots', routes: jackpotsRoutes };
