import type { ApiModule } from '../index';
import { playRoutes } from './routes';
import { seedBots } from './seed-bots';

/** Real and demo play: launch sessions, the reference slot, rounds and their history (SPEC.md section 7, "Games"). */
export const playModule: ApiModule = { name: 'play', routes: playRoutes, seed: seedBots };
