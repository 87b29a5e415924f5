/** What a server render learns about the page's head while it renders (title and description: DocumentMeta, usePageTitle). */
export interface PageHead {
  /** The full document title ("Page · Brand"), from the route's keys. */
  routeTitle?: string;
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
}
