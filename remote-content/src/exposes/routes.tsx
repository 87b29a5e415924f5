import { pageRoutes } from '@casino/contract';
import { prefetch, prefetchInBackground, routeLocale, type RouteObject } from '@casino/shared';
import '../app/translations';
import { RemoteRoot } from '../app/RemoteRoot';
import { routeManifest } from '../route-manifest';
import { displayPageQuery } from '../features/display-page/page-api';
import { bannersQuery, promoQuery } from '../features/home/api';
import { authorArticlesQuery, blogArticleQuery, blogArticlesQuery, tagArticlesQuery } from '../features/blog/api';
import { helpArticleQuery, helpTopicsQuery } from '../features/help/api';
import { newsArticleQuery, newsListQuery } from '../features/news/api';
import { pageOfUrl } from '../shared/list-page';

/**
 * The content remote's route subtree (exposed as './routes'; the host joins it to its data router under /{lang}, so
 * paths are relative to the language prefix; the index route is also the home page at "/"). The pages are declared in
 * ../route-manifest.ts; here each gets its code: a `loader` that primes the query cache and a `lazy` component in its
 * own chunk (docs/pages.md).
 */

export const routes: RouteObject[] = [
  {
    element: <RemoteRoot />,
    children: pageRoutes(routeManifest, {
      home: {
        // The banners are a bonus: the welcome and links show at once, the strip keeps its place until they come.
        loader: ({ context, params }) => prefetchInBackground(context, bannersQuery(routeLocale(params)), promoQuery(routeLocale(params))),
        lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }),
      },
      display: {
        loader: ({ context, params }) =>
          prefetch(context, displayPageQuery(params.id ?? '', routeLocale(params))),
        lazy: async () => ({ Component: (await import('../features/display-page/DisplayPage')).DisplayPage }),
      },
      blog: {
        loader: ({ context, params, request }) =>
          prefetch(context, blogArticlesQuery(routeLocale(params), pageOfUrl(request.url))),
        lazy: async () => ({ Component: (await import('../features/blog/BlogListPage')).BlogListPage }),
      },
      'blog-article': {
        loader: ({ context, params }) => prefetch(context, blogArticleQuery(params.id ?? '', routeLocale(params))),
        lazy: async () => ({ Component: (await import('../features/blog/BlogArticlePage')).BlogArticlePage }),
      },
      'blog-by': {
        loader: ({ context, params, request }) => {
          const [id, lang, page] = [params.id ?? '', routeLocale(params), pageOfUrl(request.url)];
          if (params.typeby === 'author') return prefetch(context, authorArticlesQuery(id, lang, page));
          if (params.typeby === 'tag') return prefetch(context, tagArticlesQuery(id, lang, page));
          return null;
        },
        lazy: async () => ({ Component: (await import('../features/blog/BlogListingPage')).BlogListingPage }),
      },
      'news-list': {
        loader: ({ context, params, request }) =>
          prefetch(context, newsListQuery(routeLocale(params), pageOfUrl(request.url))),
        lazy: async () => ({ Component: (await import('../features/news/NewsListPage')).NewsListPage }),
      },
      'news-show': {
        loader: ({ context, params }) => prefetch(context, newsArticleQuery(params.id ?? '', routeLocale(params))),
        lazy: async () => ({ Component: (await import('../features/news/NewsArticlePage')).NewsArticlePage }),
      },
      'help-index': {
        loader: ({ context, params }) => prefetch(context, helpTopicsQuery(routeLocale(params))),
        lazy: async () => ({ Component: (await import('../features/help/HelpIndexPage')).HelpIndexPage }),
      },
      help: {
        // The article is the page; the list of topics beside it may come a moment later.
        loader: ({ context, params }) => {
          const lang = routeLocale(params);
          prefetchInBackground(context, helpTopicsQuery(lang));
          return prefetch(context, helpArticleQuery(params.id ?? '', lang));
        },
        lazy: async () => ({ Component: (await import('../features/help/HelpPage')).HelpPage }),
      },
      contribution: {
        // Client-only (SPEC.md section 2): no loader; the page asks for its list once it is in the browser.
        lazy: async () => ({ Component: (await import('../features/contribution/ContributionPage')).ContributionPage }),
      },
    }),
  },
];
