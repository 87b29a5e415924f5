import { LOCALES } from '@casino/contract/schemas/locales';
import { matchInSections } from '@casino/contract/routing/route-manifest';
import { matchRoute, type RouteEntry } from '@casino/contract/routing/route-match';
import { answerForPath } from './route-remotes';
import { SPEC_TABLE } from './test-support/spec-routes';

const answer = (path: string) => answerForPath(matchInSections(path, SPEC_TABLE));

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

describe('the edge answers from the remotes\' route manifests', () => {
  it('owns every declared page in every language, by its section, as a match over all pages would', () => {
    let walked = 0;
    for (const entry of SPEC_TABLE) {
      for (const locale of LOCALES) {
        const path = `/${locale}/${samplePath(entry)}`.replace(/\/$/, '');
        const all = matchRoute(path, SPEC_TABLE);
        expect(all.kind === 'page' ? all.entry.id : all.kind).toBe(entry.id);
        expect(answer(path)).toEqual({ remote: entry.remote, status: 200 });
        walked++;
      }
    }
    expect(walked).toBe(SPEC_TABLE.length * LOCALES.length);
  });

  it('gives the home page to content, with and without a language', () => {
    expect(answer('/').remote).toBe('content');
    expect(answer('/en').remote).toBe('content');
  });

  it('answers 404 for what no route accepts, and no remote is preloaded for it', () => {
    for (const path of ['/en/no-such-section/here', '/en/blog/category/7', '/en/player/history/lottery', '/xx/games', '/en/casino/x/1']) {
      expect(answer(path)).toEqual({ remote: null, status: 404 });
    }
  });

  it('leaves "/{anything}/redirect" to the server-driven redirect guard', () => {
    expect(answer('/en/promo/spring/redirect')).toEqual({ remote: null, status: 404, redirectOnly: true });
  });
});
