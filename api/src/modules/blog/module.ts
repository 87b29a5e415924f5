import type { ApiModule } from '../index';
import { blogRoutes } from './routes';
import { seedBlog } from './seed';

/** Blog: articles, authors and tags in ten languages. */
export const blogModule: ApiModule = {
  name: 'blog',
  routes: blogRoutes as ApiModule['routes'],
  seed: seedBlog,
};
