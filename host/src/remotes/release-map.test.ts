import { devReleaseMap, readReleaseMap, RELEASE_MAP_ELEMENT_ID } from './release-map';

describe('the inlined release map', () => {
  afterEach(() => document.getElementById(RELEASE_MAP_ELEMENT_ID)?.remove());

  it('reads the JSON block the edge put into index.html', () => {
    const element = document.createElement('script');
    element.id = RELEASE_MAP_ELEMENT_ID;
    element.type = 'application/json';
    element.textContent = JSON.stringify({
      revision: 7,
      buildId: 'b1',
      reportUrl: '/_release/report',
      remotes: { games: { name: 'remote_games', version: '1.2.0', manifestUrl: 'http://cdn/games/1.2.0/mf-manifest.json', channel: 'live' } },
    });
    document.head.append(element);
    const map = readReleaseMap();
    expect(map.revision).toBe(7);
    expect(map.remotes.games?.manifestUrl).toBe('http://cdn/games/1.2.0/mf-manifest.json');
  });

  it('registers no remote when a production page has no map (every region then shows its fallback)', () => {
    expect(readReleaseMap().remotes).toEqual({});
  });

  it('points the development map at the four remote dev servers', () => {
    const map = devReleaseMap('localhost');
    expect(map.remotes.promotions?.manifestUrl).toBe('http://localhost:3204/mf-manifest.json');
    expect(Object.keys(map.remotes)).toHaveLength(4);
  });
});
