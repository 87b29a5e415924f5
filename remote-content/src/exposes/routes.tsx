import { prefetch, prefetchInBackground, routeLocale, type RouteObject } from '@casino/shared';
import '../app/translations';
import { RemoteRoot } from '../app/RemoteRoot';
import { displayPageQuery } from '../features/display-page/page-api';
import { bannersQuery, promoQuery } from '../features/home/api';
import { authorArticlesQuery, blogArticleQuery, blogArticlesQuery, tagArticlesQuery } from '../features/blog/api';
import { helpArticleQuery, helpTopicsQuery } from '../features/help/api';
import { newsArticleQuery, newsListQuery } from '../features/news/api';
import { pageOfUrl } from '../shared/list-page';

/**
 * The content remote's route subtree (exposed as './routes'; the host joins it to its data router under /{lang}, so
 * paths are relative to the language prefix; the index route is also the home page at "/"). Each page is a route: a
 * `loader` that primes the query cache and a `lazy` component in its own chunk (docs/pages.md).
 */

/** Every page's document title and description keys in this remote's namespace (the host reads `handle`). */
const meta = (page: string) => ({ titleKey: `meta.${page}.title`, descriptionKey: `meta.${page}.description` });

export const routes: RouteObject[] = [
  {
    element: <RemoteRoot />,
    children: [
      {
        index: true,
        handle: meta('home'),
        // The banners are a bonus: the welcome and links show at once, the strip keeps its place until they come.
        loader: ({ context, params }) => prefetchInBackground(context, bannersQuery(routeLocale(params)), promoQuery(routeLocale(params))),
        lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }),
      },
      {
        path: 'display/:id',
        handle: meta('display'),
        loader: ({ context, params }) =>
          prefetch(context, displayPageQuery(params.id ?? '', routeLocale(params))),
        lazy: async () => ({ Component: (await import('../features/display-page/DisplayPage')).DisplayPage }),
      },
      {
        path: 'blog',
        handle: meta('blog'),
        loader: ({ context, params, request }) =>
          prefetch(context, blogArticlesQuery(routeLocale(params), pageOfUrl(request.url))),
        lazy: async () => ({ Component: (await import('../features/blog/BlogListPage')).BlogListPage }),
      },
      {
        path: 'blog/:id',
        handle: meta('blogArticle'),
        loader: ({ context, params }) => prefetch(context, blogArticleQuery(params.id ?? '', routeLocale(params))),
        lazy: async () => ({ Component: (await import('../features/blog/BlogArticlePage')).BlogArticlePage }),
      },
      {
        path: 'blog/:typeby/:id',
        handle: meta('blogListing'),
        loader: ({ context, params, request }) => {
          const [id, lang, page] = [params.id ?? '', routeLocale(params), pageOfUrl(request.url)];
          if (params.typeby === 'author') return prefetch(context, authorArticlesQuery(id, lang, page));
          if (params.typeby === 'tag') return prefetch(context, tagArticlesQuery(id, lang, page));
          return null;
        },
        lazy: async () => ({ Component: (await import('../features/blog/BlogListingPage')).BlogListingPage }),
      },
      {
        path: 'news/list',
        handle: meta('news'),
        loader: ({ context, params, request }) =>
          prefetch(context, newsListQuery(routeLocale(params), pageOfUrl(request.url))),
        lazy: async () => ({ Component: (await import('../features/news/NewsListPage')).NewsListPage }),
      },
      {
        path: 'news/show/:id',
        handle: meta('newsArticle'),
        loader: ({ context, params }) => prefetch(context, newsArticleQuery(params.id ?? '', routeLocale(params))),
        lazy: async () => ({ Component: (await import('../features/news/NewsArticlePage')).NewsArticlePage }),
      },
      {
        path: 'help',
        handle: meta('help'),
        loader: ({ context, params }) => prefetch(context, helpTopicsQuery(routeLocale(params))),
        lazy: async () => ({ Component: (await import('../features/help/HelpIndexPage')).HelpIndexPage }),
      },
      {
        path: 'help/:id',
        handle: meta('help'),
        // The article is the page; the list of topics beside it may come a moment later.
        loader: ({ context, params }) => {
          const lang = routeLocale(params);
          prefetchInBackground(context, helpTopicsQuery(lang));
          return prefetch(context, helpArticleQuery(params.id ?? '', lang));
        },
        lazy: async () => ({ Component: (await import('../features/help/HelpPage')).HelpPage }),
      },
      {
        path: 'contribution',
        handle: meta('contribution'),
        // Client-only (SPEC.md section 2): no loader; the page asks for its list once it is in the browser.
        lazy: async () => ({ Component: (await import('../features/contribution/ContributionPage')).ContributionPage }),
      },
    ],
  },
];
