import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { tempDir } from './test-support/fixtures';
import { freePort } from './test-support/ports';

jest.setTimeout(60_000);

/**
 * `pnpm start` (scripts/stack.mjs) started beside a stack already running on the same ports used to go on: its CDN,
 * API and edge failed to listen and restarted in a loop while its release commands published to and switched against
 * the other stack's CDN. It now stops before anything starts, naming the port taken.
 */
describe('the stack on ports already in use', () => {
  const repoRoot = path.resolve(__dirname, '..', '..');
  let root: string;
  let occupied: net.Server;
  let port: number;

  beforeEach(async () => {
    root = tempDir('stack-ports');
    occupied = net.createServer();
    // Another stack's CDN, on the loopback address only, as the CDN listens.
    await new Promise<void>((resolve) => occupied.listen(0, '127.0.0.1', resolve));
    port = (occupied.address() as net.AddressInfo).port;
  });

  afterEach(async () => {
    await new Promise<void>((resolve) => occupied.close(() => resolve()));
    fs.rmSync(root, { recursive: true, force: true });
  });

  const stack = (mode: string, env: Record<string, string>) =>
    new Promise<{ code: number; output: string }>((resolve) => {
      execFile(
        process.execPath,
        [path.join(repoRoot, 'scripts', 'stack.mjs'), mode, '--no-build'],
        { env: { ...process.env, CDN_DIR: path.join(root, 'cdn'), RELEASE_DIR: path.join(root, 'release'), API_DEV_SECRET_FILE: path.join(root, 'dev-secret'), ...env }, timeout: 30_000 },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
      );
    });

  it.each(['serve', 'start'])('%s stops at once with the port named, and publishes nothing', async (mode) => {
    // The other ports free ones the OS picks, not the taken port's neighbours: another test file running beside this one
    // may be listening there, and the stack would then name that port instead.
    const [edge, api, oidc] = [await freePort(), await freePort(), await freePort()];
    const { code, output } = await stack(mode, { EDGE_PORT: String(edge), CDN_PORT: String(port), API_PORT: String(api), OIDC_PORT: String(oidc) });
    expect(code).toBe(1);
    expect(output).toContain(`port ${port} (CDN, CDN_PORT) already in use`);
    expect(fs.existsSync(path.join(root, 'release'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'cdn'))).toBe(false);
  });
});
