import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';

const SCRIPT = path.resolve(__dirname, '..', 'release', 'embedded-postgres.mjs');

export interface TestPostgres {
  url: string;
  /** Stops the server (its data stays) and answers when it is down. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  dispose(): Promise<void>;
}

/** A throw-away PostgreSQL (release/embedded-postgres.mjs) in its own process, driven over stdin. */
export async function startTestPostgres(): Promise<TestPostgres> {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [SCRIPT], { stdio: ['pipe', 'pipe', 'pipe'] });
  let buffered = '';
  const waiters: ((line: Record<string, unknown>) => void)[] = [];
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdout.on('data', (chunk) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) waiters.shift()?.(JSON.parse(line) as Record<string, unknown>);
  });
  const next = () =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      waiters.push(resolve);
      child.once('exit', (code) => reject(new Error(`embedded PostgreSQL exited (${code}): ${stderr}`)));
    });
  const first = await next();
  const command = async (name: 'stop' | 'start') => {
    const answer = next();
    child.stdin.write(`${name}\n`);
    const result = await answer;
    if (!result.ok) throw new Error(`embedded PostgreSQL ${name}: ${String(result.error)}`);
  };
  return {
    url: String(first.url),
    stop: () => command('stop'),
    start: () => command('start'),
    dispose: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin.end();
      }),
  };
}
