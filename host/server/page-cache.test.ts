import { GUEST_PAGE_FRESH_MS, GUEST_PAGE_STALE_MS, guestPageKey, PageCache, type GuestPageDecision } from './page-cache';

interface Page {
  html: string;
}

/** A render the test finishes when it wants: renders.length tells how many started. */
function gatedRenders() {
  const started: { key: string; finish: (page: Page | undefined) => void }[] = [];
  const render = (key: string) => () => new Promise<Page | undefined>((resolve) => started.push({ key, finish: resolve }));
  return { started, render };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

function cache(options: Partial<ConstructorParameters<typeof PageCache<Page>>[0]> = {}, clock = { now: 0 }) {
  return new PageCache<Page>({ sizeOf: (page) => Buffer.byteLength(page.html), keep: () => true, now: () => clock.now, ...options });
}

const decision = (overrides: Partial<GuestPageDecision> = {}): GuestPageDecision => ({
  hostBuildId: 'b1',
  pathname: '/',
  query: '',
  language: 'ru',
  rememberedLocale: null,
  device: 'desktop',
  versions: { games: '1.0.0', content: '2.0.0' },
  ...overrides,
});

describe('the guest page cache key', () => {
  it('is made of decisions only: equal decisions are one key, any decided difference another', () => {
    expect(guestPageKey(decision())).toBe(guestPageKey(decision({ versions: { content: '2.0.0', games: '1.0.0' } })));
    const others = [
      decision({ language: 'de' }),
      decision({ device: 'mobile' }),
      decision({ query: '?page=2' }),
      decision({ versions: { games: '1.0.1', content: '2.0.0' } }),
      decision({ rememberedLocale: 'de' }),
      decision({ hostBuildId: 'b2' }),
      decision({ pathname: '/en' }),
    ].map(guestPageKey);
    expect(new Set([guestPageKey(decision()), ...others]).size).toBe(others.length + 1);
  });
});

describe('the guest page cache', () => {
  it('never holds more bytes than its stated bound, dropping the least recently used pages', async () => {
    const pages = cache({ maxBytes: 64 * 1024 });
    const big = 'x'.repeat(10 * 1024);
    for (let i = 0; i < 100; i++) {
      await pages.get(`page-${i}`, async () => ({ html: `${big}${i}` }));
      expect(pages.bytes).toBeLessThanOrEqual(64 * 1024);
    }
    expect(pages.size).toBeGreaterThan(0);
    expect(pages.size).toBeLessThan(7);
    // The newest page is still there, the first long gone.
    expect((await pages.get('page-99', async () => ({ html: 'again' }))).outcome).toBe('hit');
    expect((await pages.get('page-0', async () => ({ html: 'again' }))).outcome).toBe('render');
  });

  it('does not keep a page larger than the whole bound', async () => {
    const pages = cache({ maxBytes: 4 * 1024 });
    await pages.get('huge', async () => ({ html: 'x'.repeat(8 * 1024) }));
    expect(pages.bytes).toBe(0);
  });

  it('lets a burst of visits to one page wait for one render', async () => {
    const pages = cache();
    const { started, render } = gatedRenders();
    const visits = Array.from({ length: 50 }, () => pages.get('home', render('home')));
    await settle();
    expect(started).toHaveLength(1);
    started[0]!.finish({ html: 'home' });
    const answers = await Promise.all(visits);
    expect(answers.every((answer) => answer.value?.html === 'home')).toBe(true);
    expect(pages.stats).toMatchObject({ renders: 1, joined: 49 });
  });

  it('renders through a bounded queue: past it, a new page gets the browser render instead of waiting', async () => {
    const pages = cache({ concurrency: 2, queue: 3 });
    const { started, render } = gatedRenders();
    const visits = Array.from({ length: 10 }, (_, i) => pages.get(`page-${i}`, render(`page-${i}`)));
    await settle();
    expect(started).toHaveLength(2);
    expect(pages.pending).toBe(5);
    // Five were neither running nor queued: answered at once, with nothing (the browser-rendered page).
    const shed = await Promise.all(visits.slice(5));
    expect(shed.every((answer) => answer.outcome === 'shed' && answer.value === undefined)).toBe(true);
    while (started.some((render) => render)) {
      const next = started.shift()!;
      next.finish({ html: next.key });
      await settle();
    }
    const served = await Promise.all(visits.slice(0, 5));
    expect(served.map((answer) => answer.value?.html)).toEqual(['page-0', 'page-1', 'page-2', 'page-3', 'page-4']);
    expect(pages.stats).toMatchObject({ renders: 5, shed: 5 });
    expect(pages.pending).toBe(0);
  });

  it('serves the stale page while the queue is full, and refreshes it once there is room', async () => {
    const clock = { now: 0 };
    const pages = cache({ concurrency: 1, queue: 0 }, clock);
    await pages.get('home', async () => ({ html: 'home 1' }));
    clock.now = GUEST_PAGE_FRESH_MS + 1;
    const { started, render } = gatedRenders();
    // The queue is busy with another page.
    const other = pages.get('other', render('other'));
    await settle();
    const stale = await pages.get('home', render('home'));
    expect(stale).toMatchObject({ outcome: 'stale', value: { html: 'home 1' } });
    expect(started.map((entry) => entry.key)).toEqual(['other']);
    started.shift()!.finish({ html: 'other' });
    await other;
    // Room again: the next stale visit starts one refresh; the visit after it gets the new page.
    expect((await pages.get('home', async () => ({ html: 'home 2' }))).value?.html).toBe('home 1');
    await settle();
    expect((await pages.get('home', async () => ({ html: 'home 3' }))).value?.html).toBe('home 2');
    // Past the stale window a page is never served: rendered again.
    clock.now += GUEST_PAGE_STALE_MS;
    expect((await pages.get('home', async () => ({ html: 'home 4' }))).value?.html).toBe('home 4');
  });

  it('does not keep what it may not share, and survives a render that throws', async () => {
    const pages = new PageCache<Page>({ sizeOf: (page) => page.html.length, keep: (page) => !page.html.includes('partial') });
    await pages.get('a', async () => ({ html: 'partial' }));
    expect((await pages.get('a', async () => ({ html: 'whole' }))).outcome).toBe('render');
    expect((await pages.get('b', () => Promise.reject(new Error('boom')))).value).toBeUndefined();
    expect(pages.pending).toBe(0);
  });
});
