import { securityHeaders } from './security-headers';

/** Issue 34.5: the tag manager's and analytics property's hosts are in the CSP exactly when they are configured. */
describe('the page CSP and analytics', () => {
  const base = { remoteOrigins: ['http://127.0.0.1:3100'], extraScriptOrigins: [], devHostUrl: undefined, publicUrl: '' };
  const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

  it('names no outside analytics host when no id is configured', () => {
    const csp = securityHeaders({ ...base, analytics: false })['content-security-policy']!;
    expect(csp).not.toMatch(/google/);
    expect(directive(csp, 'script-src')).toBe("script-src 'self' http://127.0.0.1:3100");
  });

  it("allows exactly Google's tag and measurement hosts when configured", () => {
    const csp = securityHeaders({ ...base, analytics: true })['content-security-policy']!;
    expect(directive(csp, 'script-src')).toBe("script-src 'self' http://127.0.0.1:3100 https://www.googletagmanager.com");
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' http://127.0.0.1:3100 https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com",
    );
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: http://127.0.0.1:3100 https://www.googletagmanager.com https://*.google-analytics.com");
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
  });
});
