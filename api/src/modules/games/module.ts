import type { ApiModule } from '../index';
import { gamesRoutes } from './routes';
import { seedCatalogue } from './seed-catalogue';

/** The games catalogue, lobby, search, live tables, favourites and last games (SPEC.md section 7, "Games"). */
export const gamesModule: ApiModule = { name: 'games', routes: gamesRoutes, seed: seedCatalogue };
