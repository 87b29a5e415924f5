import { LOCALES } from '@casino/contract/schemas/locales';
import { matchRoute, ROUTE_TABLE, type RouteEntry } from '@casino/contract/routing/route-table';
import { answerForPath, remoteForPath } from './route-remotes';

/** A concrete path for a route table entry: each parameter filled with a value its rules accept. */
function samplePath(entry: RouteEntry): string {
  const special: Record<string, string> = {
    'game-by-slug': 'games/blue-orca/book-of-gods',
    'game-by-id': 'games-book-of-gods',
    'blog-by': 'blog/author/3',
    'player-history-section': 'player/history/payments',
    'player-profile-section': 'player/profile/security',
    'confirm-email': 'confirm/email/player/42/abc123',
    unsubscribe: 'unsubscribe/news/42/email',
  };
  return (
    special[entry.id] ??
    entry.pattern
      .split('/')
      .map((part) => (part.startsWith(':') || part.startsWith('*') ? 'sample-1' : part))
      .join('/')
  );
}

describe('the edge reads the one route manifest', () => {
  it('owns every route of the table in every language as the host router does', () => {
    let walked = 0;
    for (const entry of ROUTE_TABLE) {
      for (const locale of LOCALES) {
        const path = `/${locale}/${samplePath(entry)}`.replace(/\/$/, '');
        const host = matchRoute(path);
        expect(host.kind === 'page' ? host.entry.id : host.kind).toBe(entry.id);
        expect(answerForPath(path)).toEqual({ remote: entry.remote, status: 200 });
        walked++;
      }
    }
    expect(walked).toBe(ROUTE_TABLE.length * LOCALES.length);
  });

  it('gives the home page to content, with and without a language', () => {
    expect(remoteForPath('/')).toBe('content');
    expect(remoteForPath('/en')).toBe('content');
  });

  it('answers 404 for what no route accepts, and no remote is preloaded for it', () => {
    for (const path of ['/en/no-such-section/here', '/en/blog/category/7', '/en/player/history/lottery', '/xx/games', '/en/casino/x/1']) {
      expect(answerForPath(path)).toEqual({ remote: null, status: 404 });
    }
  });

  it('leaves "/{anything}/redirect" to the server-driven redirect guard', () => {
    expect(answerForPath('/en/promo/spring/redirect')).toEqual({ remote: null, status: 404, redirectOnly: true });
  });
});
