import fs from 'node:fs';
import path from 'node:path';
import { credentialsPath, ensureCredentials, mayShowTokens, readCredentials } from './credentials';
import { tempDir } from '../test-support/fixtures';

describe('generated release credentials are printed at a terminal only', () => {
  it('shows tokens to a terminal outside CI, never to a pipe or a log, nor under CI=true', () => {
    expect(mayShowTokens({ isTTY: true }, {})).toBe(true);
    expect(mayShowTokens({ isTTY: true }, { CI: 'false' })).toBe(true);
    expect(mayShowTokens({ isTTY: true }, { CI: 'true' })).toBe(false);
    expect(mayShowTokens({ isTTY: true }, { CI: '1' })).toBe(false);
    expect(mayShowTokens({ isTTY: false }, {})).toBe(false);
    expect(mayShowTokens({}, {})).toBe(false);
  });

  it.each([
    [true, 'at a terminal: every token, once'],
    [false, 'elsewhere: the names and the file, no token'],
  ])('first start, shown %s (%s)', (show) => {
    const root = tempDir('credentials-print');
    try {
      const printed: string[] = [];
      expect(ensureCredentials(path.join(root, 'release'), (text) => printed.push(text), show)).toBe(true);
      const file = credentialsPath(path.join(root, 'release'));
      const tokens = readCredentials(file).map((c) => c.token);
      expect(printed).toHaveLength(1);
      expect(printed[0]).toContain(file);
      expect(printed[0]).toContain('release-manager');
      for (const token of tokens) expect(printed[0]!.includes(token)).toBe(show);
      // Nothing is printed again on the next start.
      expect(ensureCredentials(path.join(root, 'release'), (text) => printed.push(text), show)).toBe(false);
      expect(printed).toHaveLength(1);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
