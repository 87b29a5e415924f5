/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://casino.test/en"}
 */
import { clearAuthToken, readAuthToken, writeAuthToken } from './token-storage';

describe('the auth_token cookie over HTTPS', () => {
  it('is Secure, and still readable by the page (SPEC.md section 3)', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });
    writeAuthToken('abc.def');
    expect(written[0]).toMatch(/; secure$/);
    expect(written[0]).not.toMatch(/httponly/i);
    expect(readAuthToken()).toBe('abc.def');
    expect(document.cookie).toContain('auth_token=abc.def');
    clearAuthToken();
    expect(written[1]).toMatch(/max-age=0; samesite=lax; secure$/);
  });
});
