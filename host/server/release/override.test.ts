import { signOverride, verifyOverride } from './override';

const SECRET = 'override-secret-for-tests';
const NOW = Date.UTC(2026, 10, 21, 9, 0);

describe('QA override links', () => {
  const grant = { remote: 'games' as const, version: '1.2.0', exp: NOW + 60_000 };

  it('accepts a link signed with the secret before it expires', () => {
    expect(verifyOverride(signOverride(grant, SECRET), SECRET, NOW)).toEqual(grant);
  });

  it('ignores a tampered link: other version, other signature, other secret, no signature', () => {
    const token = signOverride(grant, SECRET);
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...grant, version: '6.6.6' })).toString('base64url')}.${signature}`;
    expect(verifyOverride(forged, SECRET, NOW)).toBeUndefined();
    expect(verifyOverride(`${token.slice(0, -2)}xx`, SECRET, NOW)).toBeUndefined();
    expect(verifyOverride(token, 'another-secret', NOW)).toBeUndefined();
    expect(verifyOverride(token.split('.')[0], SECRET, NOW)).toBeUndefined();
    expect(verifyOverride('garbage', SECRET, NOW)).toBeUndefined();
  });

  it('ignores an expired link', () => {
    expect(verifyOverride(signOverride(grant, SECRET), SECRET, grant.exp)).toBeUndefined();
    expect(verifyOverride(signOverride({ ...grant, exp: NOW - 1 }, SECRET), SECRET, NOW)).toBeUndefined();
  });
});
