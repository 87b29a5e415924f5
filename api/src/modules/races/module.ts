import type { ApiModule } from '../index';
import { racesRoutes } from './routes';
import { seedRaces } from './seed';

/** Races: the latest race, its stages, leaderboards computed from recorded rounds, drifts and games. */
export const racesModule: ApiModule = { name: 'races', routes: racesRoutes, seed: seedRaces };
