import fs from 'node:fs';
import path from 'node:path';

/**
 * The repository root, found by walking up from the working directory to pnpm-workspace.yaml. pnpm runs every script
 * inside its package folder, so this works for `pnpm --filter host ...`, jest and the CLI alike, under CJS or ESM.
 */
export function findRepoRoot(start: string = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    if (fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}

export function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

export function listFromEnv(name: string): string[] {
  return (process.env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** "http://localhost:3100/" -> "http://localhost:3100": origins are compared as strings. */
export function originOf(url: string): string {
  return new URL(url).origin;
}
