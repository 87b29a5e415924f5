import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from './test-support/ports';
import { startTestPostgres, type TestPostgres } from './test-support/embedded-postgres';
import { tempDir } from './test-support/fixtures';

const HOST_DIR = path.resolve(__dirname, '..');
const CLUSTER = path.join(__dirname, 'edge-cluster.ts');

jest.setTimeout(120_000);

let db: TestPostgres;
let root: string;
let cluster: ChildProcess | undefined;

beforeAll(async () => {
  db = await startTestPostgres();
});
afterAll(async () => {
  await db?.dispose();
});
beforeEach(() => {
  root = tempDir('cluster');
});
afterEach(async () => {
  if (cluster && cluster.exitCode === null) {
    const exited = new Promise((resolve) => cluster!.once('exit', resolve));
    cluster.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(root, { recursive: true, force: true });
});

function startCluster(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  // node --import tsx: one process for the primary; its workers inherit the loader through execArgv.
  const child = spawn(process.execPath, ['--import', 'tsx', CLUSTER], {
    cwd: HOST_DIR,
    env: { ...process.env, RELEASE_DIR: path.join(root, 'release'), HOST_DIST: path.join(root, 'no-host-build'), EDGE_SSR: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  cluster = child;
  return { child, output: () => output };
}

async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const edgePids = (output: string) => [...output.matchAll(/^edge (\d+): release store postgres/gm)].map((match) => Number(match[1]));

describe('several edges behind one port (edge-cluster)', () => {
  it('starts another edge, after a pause, when one is killed, and the port keeps answering', async () => {
    const port = await freePort();
    const { output } = startCluster({ RELEASE_STORE_URL: db.url, EDGE_PORT: String(port), EDGE_WORKERS: '2' });
    await until('two edges up', () => edgePids(output()).length === 2);
    const health = async () => {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/_release/health`);
        return response.status === 200 && ((await response.json()) as { store: string }).store === 'postgres';
      } catch {
        return false;
      }
    };
    await until('the shared port answers', health);

    const [victim] = edgePids(output());
    process.kill(victim!, 'SIGKILL');
    await until('the reason is logged', () => new RegExp(`edge ${victim} \\(slot \\d\\) stopped unexpectedly \\(SIGKILL\\)`).test(output()));
    expect(await health()).toBe(true); // the other edge serves meanwhile
    await until('a third edge started', () => edgePids(output()).length === 3);
    expect(edgePids(output())).not.toContain(undefined);
    await until('still answering', health);
  });

  it('refuses to start edges that would each keep their own release map', async () => {
    const { child, output } = startCluster({ RELEASE_STORE_URL: '', EDGE_PORT: String(await freePort()) });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
    expect(output()).toContain('RELEASE_STORE_URL (postgres://...) is required');
  });
});
