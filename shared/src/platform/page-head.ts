/** What a server render learns about the page's head while it renders (title and description: DocumentMeta, usePageTitle). */
export interface PageHead {
  /** The full document title ("Page · Brand"), from the route's keys. */
  routeTitle?: string;
  /** The route's own title, without the brand (share cards and breadcrumbs). */
  pageTitle?: string;
  description?: string;
  brand?: string;
  /** A title and description the page gave from its data (an article): wins over the route's. */
  dataTitle?: string;
  dataDescription?: string;
  /**
   * The address names nothing (an article, a game or a tournament the API does not know): the edge answers 404 and
   * asks search engines not to index it, with no canonical or language links (`usePageNotFound`).
   */
  notFound?: boolean;
  /** What the page shows, for link previews and search engines (`usePageMeta`): its picture, its parent, its kind. */
  meta?: PageMeta;
  /** Who runs the site, from configuration (the settings' support contacts), for the `Organization` JSON-LD. */
  organization?: PageOrganization;
}

/**
 * A page's share card and structured data (issue 34): the edge writes them into the server-rendered HTML as Open Graph
 * and Twitter card tags and JSON-LD (`host/server/social-meta.ts`). Every text is in the page's language; picture and
 * paths are site paths (`/api/v1/...`) or absolute URLs, made absolute by the edge.
 */
export interface PageMeta {
  /** The page's own picture (a game's artwork, an article's cover, a tournament's hero); else the site's. */
  image?: string;
  /** The listing the page belongs to (the lobby for a game, the blog for an article): the middle of its breadcrumb. */
  parent?: { name: string; path: string };
  /** What the page is, as schema.org knows it. */
  entity?: PageEntity;
}

export type PageEntity =
  | {
      type: 'VideoGame';
      name: string;
      description?: string;
      /** The studio. */
      publisher?: string;
      genre?: string;
    }
  | {
      type: 'Article' | 'NewsArticle';
      headline: string;
      description?: string;
      /** ISO 8601. */
      datePublished?: string;
      author?: string;
    };

export interface PageOrganization {
  name: string;
  email?: string;
  telephone?: string;
  /** Profiles elsewhere (the support desk's messenger). */
  sameAs?: string[];
}
