import { partnerCookie, rememberPartner } from './partner';

describe('the partner cookie (SPEC.md section 9)', () => {
  it('keeps the partner for 365 days, same-site lax, on path /', () => {
    expect(partnerCookie('?partner=aff-42&utm=x', false)).toBe('partner=aff-42; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(partnerCookie('?partner=aff-42', true)).toMatch(/; Secure$/);
  });

  it('ignores a missing, empty or malformed partner', () => {
    expect(partnerCookie('', false)).toBeNull();
    expect(partnerCookie('?partner=', false)).toBeNull();
    expect(partnerCookie('?partner=a%3Bb%3Dc', false)).toBeNull();
    expect(partnerCookie(`?partner=${'x'.repeat(65)}`, false)).toBeNull();
  });

  it('sets the cookie in the browser', () => {
    rememberPartner('?partner=casino-friends');
    expect(document.cookie).toContain('partner=casino-friends');
  });
});
