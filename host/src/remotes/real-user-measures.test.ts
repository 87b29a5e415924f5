import type { BrowserReleaseMap } from '@casino/contract/release';
import { currentMeasures, recordRemoteFailure, startRealUserMeasures } from './real-user-measures';

const map = (token?: string): BrowserReleaseMap => ({
  revision: 1,
  buildId: 'test',
  reportUrl: '/_release/report',
  ...(token ? { reportToken: token } : {}),
  remotes: {},
});

function hide(): void {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}

describe("a page view's real-user measures", () => {
  const beacons: { url: string; body: Record<string, unknown> }[] = [];
  beforeEach(() => {
    beacons.length = 0;
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: jest.fn((url: string, body: string) => {
        beacons.push({ url, body: JSON.parse(body) });
        return true;
      }),
    });
  });

  it("sends its measures with the page's report token by sendBeacon when the page is hidden, once per change", () => {
    startRealUserMeasures(map('signed-token'));
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom' }));
    hide();
    hide();
    expect(beacons).toEqual([{ url: '/_release/report', body: { token: 'signed-token', failures: [], jsErrors: 1 } }]);
  });

  it('sends a remote load failure at once, tagged with the version and channel that failed', () => {
    startRealUserMeasures(map('signed-token'));
    recordRemoteFailure('games', '2.1.0', 'canary', new Error('remoteEntry.js 500'));
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.body).toMatchObject({ token: 'signed-token', failures: [{ remote: 'games', version: '2.1.0', channel: 'canary', error: 'Error: remoteEntry.js 500' }] });
  });

  it('sends only failures, and no measures, on a page view the edge did not measure', () => {
    startRealUserMeasures(map());
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom' }));
    hide();
    expect(beacons).toHaveLength(0);
    recordRemoteFailure('games', '2.0.0', 'live', 'x');
    expect(beacons.map((beacon) => beacon.body)).toEqual([{ failures: [expect.objectContaining({ version: '2.0.0' })] }]);
    expect(currentMeasures().jsErrors).toBe(0);
  });
});
