import type { ApiModule } from '../index';
import { helpRoutes } from './routes';
import { seedHelp } from './seed';

/** Help centre articles in ten languages. */
export const helpModule: ApiModule = {
  name: 'help',
  routes: helpRoutes as ApiModule['routes'],
  seed: seedHelp,
};
