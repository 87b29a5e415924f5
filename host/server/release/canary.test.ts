import { REMOTE_NAMES } from '@casino/contract/release';
import { browserReleaseMap } from './browser-map';
import { canaryBucket, inCanary } from './canary';
import type { ReleaseState, VersionRecord } from './store';

const ids = Array.from({ length: 10_000 }, (_, i) => `visitor-${i}-${(i * 2654435761) % 1000003}`);

describe('sticky canary', () => {
  it('sends 10% of 10,000 visitor ids to the canary, within 9 to 11%', () => {
    const share = ids.filter((id) => inCanary(id, 'games', 10)).length / ids.length;
    expect(share).toBeGreaterThanOrEqual(0.09);
    expect(share).toBeLessThanOrEqual(0.11);
  });

  it('gives the same id the same bucket every time, and independent buckets per remote', () => {
    for (const id of ids.slice(0, 100)) expect(canaryBucket(id, 'games')).toBe(canaryBucket(id, 'games'));
    const bothCohorts = ids.filter((id) => inCanary(id, 'games', 10) && inCanary(id, 'account', 10)).length;
    // Independent 10% cohorts overlap in about 1%, not 10%.
    expect(bothCohorts / ids.length).toBeLessThan(0.03);
  });

  it('keeps the existing cohort when the percentage is raised', () => {
    const at10 = ids.filter((id) => inCanary(id, 'games', 10));
    const at25 = new Set(ids.filter((id) => inCanary(id, 'games', 25)));
    expect(at10.every((id) => at25.has(id))).toBe(true);
    expect(at25.size).toBeGreaterThan(at10.length);
  });
});

const record = (version: string): VersionRecord => ({
  remote: 'games',
  version,
  manifestUrl: `http://cdn.test/games/${version}/mf-manifest.json`,
  manifestSha256: 'x',
  contentDigest: 'y',
  federationName: 'remote_games',
  exposes: ['./routes'],
  shared: [],
  publishedAt: '2026-01-01T00:00:00.000Z',
  publishedBy: 'test',
});

describe('the release map one browser gets', () => {
  const state: ReleaseState = {
    map: {
      revision: 7,
      updatedAt: '',
      remotes: { games: { live: '1.1.0', previous: ['1.0.0'], canary: { version: '1.2.0', percent: 10, since: '' } } },
    },
    registry: { versions: { games: { '1.0.0': record('1.0.0'), '1.1.0': record('1.1.0'), '1.2.0': record('1.2.0') } } },
  };

  it('gives live visitors the previous version as fallback, and canary visitors live as fallback', () => {
    const live = ids.find((id) => !inCanary(id, 'games', 10))!;
    const canary = ids.find((id) => inCanary(id, 'games', 10))!;
    expect(browserReleaseMap(state, { visitorId: live, buildId: 'b1' })).toEqual({
      revision: 7,
      buildId: 'b1',
      reportUrl: '/_release/report',
      remotes: {
        games: {
          name: 'remote_games',
          version: '1.1.0',
          channel: 'live',
          manifestUrl: 'http://cdn.test/games/1.1.0/mf-manifest.json',
          fallback: { version: '1.0.0', manifestUrl: 'http://cdn.test/games/1.0.0/mf-manifest.json' },
        },
      },
    });
    expect(browserReleaseMap(state, { visitorId: canary, buildId: 'b1' }).remotes.games).toMatchObject({
      version: '1.2.0',
      channel: 'canary',
      fallback: { version: '1.1.0' },
    });
  });

  it('puts an override above canary and live, and describes it for the banner', () => {
    const map = browserReleaseMap(state, { visitorId: ids[0]!, buildId: 'b1', override: { remote: 'games', version: '1.0.0', exp: Date.UTC(2030, 0, 1) } });
    expect(map.remotes.games).toMatchObject({ version: '1.0.0', channel: 'override', fallback: { version: '1.1.0' } });
    expect(map.override).toEqual({ remote: 'games', version: '1.0.0', expiresAt: '2030-01-01T00:00:00.000Z', clearUrl: '/_release/override/clear' });
  });

  it('leaves out remotes with nothing live', () => {
    const map = browserReleaseMap(state, { visitorId: ids[0]!, buildId: 'b1' });
    expect(Object.keys(map.remotes)).toEqual(['games']);
    expect(REMOTE_NAMES).toContain('games');
  });
});
