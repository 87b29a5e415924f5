import { BLOG_TYPEBY, defineRouteManifest } from '@casino/contract';

/** Every page's document title and description keys in this remote's namespace. */
const meta = (page: string) => ({ titleKey: `meta.${page}.title`, descriptionKey: `meta.${page}.description` });

/**
 * The content remote's pages, written once (docs/pages.md): path pattern under the language prefix, layout, access
 * rule, title and description keys, the query the page reads on the server, server-rendered or not. The build writes
 * them into the version folder as route-manifest.json (shared/federation/route-manifest.cjs), the edge and the host
 * read them from there, and src/exposes/routes.tsx gives each declared page its code.
 */
export const routeManifest = defineRouteManifest('content', [
  { id: 'home', pattern: '', layout: 'default', access: 'public', ...meta('home') },
  { id: 'blog', pattern: 'blog', layout: 'blog', access: 'public', query: { page: 'canonical' }, ...meta('blog') },
  {
    id: 'blog-by',
    pattern: 'blog/:typeby/:id',
    layout: 'blog',
    access: 'public',
    params: { typeby: BLOG_TYPEBY },
    query: { page: 'canonical' },
    ...meta('blogListing'),
  },
  { id: 'blog-article', pattern: 'blog/:id', layout: 'blog', access: 'public', ...meta('blogArticle') },
  { id: 'news-list', pattern: 'news/list', layout: 'default', access: 'public', query: { page: 'canonical' }, ...meta('news') },
  { id: 'news-show', pattern: 'news/show/:id', layout: 'default', access: 'public', ...meta('newsArticle') },
  { id: 'help-index', pattern: 'help', layout: 'default', access: 'public', ...meta('help') },
  { id: 'help', pattern: 'help/:id', layout: 'default', access: 'public', ...meta('help') },
  { id: 'display', pattern: 'display/:id', layout: 'default', access: 'public', ...meta('display') },
  // Rendered only in the browser (SPEC.md section 2).
  { id: 'contribution', pattern: 'contribution', layout: 'default', access: 'public', clientOnly: true, ...meta('contribution') },
]);
