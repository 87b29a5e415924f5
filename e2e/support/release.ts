import { execFileSync } from 'node:child_process';
import { repoRoot, stackEnv, edgeUrl } from './stack';

/** The local release-manager token of the stack under test (docs/releases.md, "Roles"). */
export const RELEASE_MANAGER_TOKEN = process.env.RELEASE_MANAGER_TOKEN || 'rm-local-dev-token';

/**
 * Runs the release CLI (`pnpm release ...`) against the stack under test, through the edge's HTTP API, and returns its
 * JSON answer. Throws with the CLI's output when it exits non-zero.
 */
export function releaseCli(args: string[], { token = RELEASE_MANAGER_TOKEN }: { token?: string } = {}): any {
  const output = execFileSync('pnpm', ['--silent', '--filter', 'host', 'release', ...args, '--json'], {
    cwd: repoRoot,
    env: { ...process.env, ...stackEnv, RELEASE_API_URL: edgeUrl, RELEASE_TOKEN: token },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    return JSON.parse(output);
  } catch {
    return output;
  }
}
