import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';

/**
 * `pnpm --filter api bench`: starts the API in its own process on a fresh temporary database and measures
 * requests per second and p50/p99 latency for game search and sign-in. Run on demand, not in CI.
 * Aim (issue 2): game search >= 2,000 req/s with p99 < 50 ms on a 2-core machine.
 * BENCH_SECONDS (default 10) sets the length of each scenario.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SEARCH_TERMS = [
  'book',
  'fruit',
  'roulette',
  'mega',
  'star',
  'gold',
  'dragon',
  'blackjack',
  'wild',
  'joker',
];

async function startServer(dir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [require.resolve('tsx/cli'), path.join(__dirname, '..', 'src', 'main.ts')],
    {
      env: {
        ...process.env,
        API_DB: path.join(dir, 'bench.sqlite'),
        API_PORT: '0',
        API_LOG_LEVEL: 'warn',
        // sign-in is measured, not its guessing guard
        API_AUTH_RATE_LIMIT: '0',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[^\s/]+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the API exited early (code ${code}):\n${output}`)));
  });
  return { url, child };
}

function report(name: string, result: Result): void {
  const { requests, latency } = result;
  console.log(
    `${name.padEnd(12)} ${requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(latency.p50).padStart(4)} ms   p99 ${String(latency.p99).padStart(4)} ms   ` +
      `(${requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts)`,
  );
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-bench-'));
  const { url, child } = await startServer(dir);
  console.log(`API under test: ${url} (${os.cpus().length} cores, ${SECONDS} s per scenario)`);
  try {
    const probe = await fetch(`${url}/api/v1/game/search?q=book`);
    if (probe.status === 404) {
      console.log(
        'game search   skipped: GET /api/v1/game/search answers 404 (the games module is not there yet)',
      );
    } else {
      let turn = 0;
      const search = await autocannon({
        url,
        connections: 20,
        duration: SECONDS,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({
              ...request,
              path: `/api/v1/game/search?q=${SEARCH_TERMS[turn++ % SEARCH_TERMS.length]}&perPage=20`,
            }),
          },
        ],
      });
      report('game search', search);
    }

    const signIn = await autocannon({
      url: `${url}/api/v1/sign-in`,
      connections: 10,
      duration: SECONDS,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'demo@casino.test', password: 'Demo12345!' }),
    });
    report('sign-in', signIn);
    console.log('sign-in verifies a scrypt hash (N=16384) per request: its rate is bounded by design.');
  } finally {
    child.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
