import { signOverride, verifyOverride } from './override';
import { newPageViewId, signReportToken, verifyReportToken, type ReportGrant } from './report-token';
import { signToken, verifyToken } from './signed-token';

const SECRET = 'a-secret-of-enough-length-for-tests';
const any = () => true;

describe('signed tokens (one module for override links and report tokens)', () => {
  const grant: ReportGrant = { visitorId: 'visitor-1', pageView: newPageViewId(), page: 'games', served: { games: { version: '2.0.0', channel: 'canary' } }, exp: Date.now() + 60_000 };

  it('round-trips claims signed for one purpose', () => {
    expect(verifyReportToken(signReportToken(grant, SECRET), SECRET)).toEqual(grant);
  });

  it('never lets a token of one purpose pass as another', () => {
    const override = signOverride({ remote: 'games', version: '2.0.0', exp: Date.now() + 60_000 }, SECRET);
    expect(verifyToken('canary-report', override, SECRET, any)).toBeUndefined();
    expect(verifyToken('release-override', signReportToken(grant, SECRET), SECRET, any)).toBeUndefined();
  });

  it('refuses an altered payload or signature, another secret, an expired token and junk', () => {
    const token = signReportToken(grant, SECRET);
    const [payload, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ ...grant, visitorId: 'someone-else' })).toString('base64url');
    for (const bad of [`${forged}.${signature}`, `${payload}.${signature.slice(0, -2)}xx`, payload, `${token}.x`, '', 42, null, 'x'.repeat(5000)]) {
      expect(verifyReportToken(bad, SECRET)).toBeUndefined();
    }
    expect(verifyReportToken(token, 'another-secret-of-enough-length')).toBeUndefined();
    expect(verifyReportToken(signReportToken({ ...grant, exp: Date.now() - 1 }, SECRET), SECRET)).toBeUndefined();
    expect(verifyOverride(signOverride({ remote: 'games', version: '1', exp: Date.now() - 1 }, SECRET), SECRET)).toBeUndefined();
  });

  it('refuses well-signed claims of the wrong shape', () => {
    expect(verifyReportToken(signToken('canary-report', { ...grant, served: { casino: { version: '1', channel: 'live' } } }, SECRET), SECRET)).toBeUndefined();
    expect(verifyReportToken(signToken('canary-report', { ...grant, served: { games: { version: '1', channel: 'beta' } } }, SECRET), SECRET)).toBeUndefined();
    expect(verifyReportToken(signToken('canary-report', { exp: Date.now() + 1000, visitorId: 'v' }, SECRET), SECRET)).toBeUndefined();
    expect(verifyOverride(signToken('release-override', { remote: 'casino', version: '1', exp: Date.now() + 1000 }, SECRET), SECRET)).toBeUndefined();
  });
});
