import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * SPEC.md section 3: the token lives in the `auth_token` cookie and localStorage. One module owns that storage
 * (token-storage.ts, used by the API client alone); the session store asks the client through storeToken /
 * forgetToken. This scan of every app's production source fails when a second module starts writing the token.
 */
const WORKSPACE = path.resolve(__dirname, '../../..');
const APP_SOURCES = ['host/src', 'shared/src', 'remote-games/src', 'remote-account/src', 'remote-content/src', 'remote-promotions/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.d\.ts$/.test(name) ? [full] : [];
  });
}

const modules = APP_SOURCES.flatMap((dir) => sourceFiles(path.join(WORKSPACE, dir))).map((file) => ({
  file: path.relative(WORKSPACE, file),
  code: readFileSync(file, 'utf8'),
}));

const matching = (pattern: RegExp) => modules.filter(({ code }) => pattern.test(code)).map(({ file }) => file).sort();

describe('the auth token has one owner', () => {
  it('scans the production code of all six packages', () => {
    expect(modules.length).toBeGreaterThan(50);
    expect(modules.map(({ file }) => file)).toContain('shared/src/api/client.ts');
  });

  it('only token-storage.ts touches the cookie or localStorage entry', () => {
    const storageWrite =
      /(?:setItem|removeItem)\(\s*(?:AUTH_TOKEN_KEY|['"`]auth_token['"`])|cookie\s*=\s*[`'"](?:\$\{AUTH_TOKEN_KEY\}|auth_token)=/;
    expect(matching(storageWrite)).toEqual(['shared/src/session/token-storage.ts']);
  });

  it('only the API client uses the storage writers', () => {
    const writerUse = /\b(?:writeAuthToken|clearAuthToken)\b/;
    expect(matching(writerUse).filter((file) => !file.endsWith('session/token-storage.ts'))).toEqual(['shared/src/api/client.ts']);
  });

  it("only the session store hands the client a token or asks it to forget one", () => {
    expect(matching(/\.(?:storeToken|forgetToken)\(/)).toEqual(['shared/src/session-store/actions.ts']);
  });
});
