import type { ApiModule } from '../index';
import { newsRoutes } from './routes';
import { seedNews } from './seed';

/** News items in ten languages. */
export const newsModule: ApiModule = {
  name: 'news',
  routes: newsRoutes as ApiModule['routes'],
  seed: seedNews,
};
