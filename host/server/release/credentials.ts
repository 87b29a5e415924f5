import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@casino/contract/release';
import type { TokenGrant } from './config';

/**
 * Release credentials kept by the release service itself (docs/releases.md, "Credentials"): one random token per
 * name, in RELEASE_DIR/credentials.json with owner-only permissions. The first start creates one for the release
 * manager and one per remote's publisher and prints them once; `pnpm release credentials add|rotate|remove|list`
 * manages them, one name per person. The name is what the audit log records.
 */
export const CREDENTIALS_FILE = 'credentials.json';
/** Generated tokens: 32 random bytes. Configured ones (RELEASE_TOKENS) must be at least this long. */
export const MIN_TOKEN_LENGTH = 32;
const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._@:-]{0,63}$/;

export interface Credential {
  name: string;
  role: 'release-manager' | 'publisher';
  remote?: RemoteName;
  token: string;
  createdAt: string;
}

export const managerName = 'release-manager';
export const publisherName = (remote: RemoteName) => `publisher-${remote}`;

export const newToken = () => `rt_${crypto.randomBytes(32).toString('base64url')}`;

export function credentialsPath(releaseDir: string): string {
  return path.join(releaseDir, CREDENTIALS_FILE);
}

export function toGrant(credential: Credential): TokenGrant {
  return credential.role === 'publisher' && credential.remote
    ? { token: credential.token, role: 'publisher', remote: credential.remote, actor: credential.name }
    : { token: credential.token, role: 'release-manager', actor: credential.name };
}

export function readCredentials(file: string): Credential[] {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { credentials?: Credential[] };
  return parsed.credentials ?? [];
}

function writeCredentials(file: string, credentials: Credential[], flag: 'w' | 'wx' = 'w'): void {
  const text = `${JSON.stringify({ credentials }, null, 2)}\n`;
  if (flag === 'wx') {
    fs.writeFileSync(file, text, { flag: 'wx', mode: 0o600 });
    return;
  }
  const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(temp, text, { mode: 0o600 });
  fs.renameSync(temp, file);
}

/**
 * Whether generated tokens may be printed: only to a person at a terminal (`pnpm start` in a shell), never into a log a
 * CI run, a test harness or a service manager keeps (no terminal, or CI set). The tokens are not lost: the file store
 * keeps them in its owner-only credentials.json; with PostgreSQL, `pnpm release credentials rotate <name>` shows a new one.
 */
export function mayShowTokens(stream: { isTTY?: boolean } = process.stdout, env: NodeJS.ProcessEnv = process.env): boolean {
  const ci = (env.CI ?? '').trim().toLowerCase();
  return stream.isTTY === true && (ci === '' || ci === 'false' || ci === '0');
}

/** The message of a first start: the generated tokens when they may be shown, else only their names and where they are. */
export function generatedCredentialsText(made: readonly Credential[], { where, show, notShown }: { where: string; show: boolean; notShown: string }): string {
  return [
    show ? `Release credentials created in ${where} (shown this once):` : `Release credentials created in ${where}: ${made.map((c) => c.name).join(', ')}.`,
    ...(show ? made.map((c) => `  ${c.name.padEnd(22)} ${c.token}`) : [`  Their tokens are not printed here (no terminal, or CI): ${notShown}`]),
    'Give each person their own: pnpm release credentials add <name> --role release-manager|publisher [--remote r]',
  ].join('\n');
}

/**
 * Creates the credentials on first start (exclusive create: two processes starting together make one set) and
 * prints the new tokens once, at a terminal only (`mayShowTokens`). Answers whether this call created them.
 */
export function ensureCredentials(releaseDir: string, print: (text: string) => void = (text) => console.log(text), show = mayShowTokens()): boolean {
  const file = credentialsPath(releaseDir);
  if (fs.existsSync(file)) return false;
  fs.mkdirSync(releaseDir, { recursive: true });
  const at = new Date().toISOString();
  const credentials: Credential[] = [
    { name: managerName, role: 'release-manager', token: newToken(), createdAt: at },
    ...REMOTE_NAMES.map((remote): Credential => ({ name: publisherName(remote), role: 'publisher', remote, token: newToken(), createdAt: at })),
  ];
  try {
    writeCredentials(file, credentials, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  print(generatedCredentialsText(credentials, { where: `${file} (owner-only)`, show, notShown: `read them in ${file}.` }));
  return true;
}

/** Reads the file again only when it changed, so a rotation takes effect on the next request without a restart. */
export function credentialsGrants(file: string): () => TokenGrant[] {
  let cache: { key: string; grants: TokenGrant[] } | undefined;
  return () => {
    let key: string;
    try {
      const stat = fs.statSync(file);
      key = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    } catch {
      return [];
    }
    if (cache?.key !== key) cache = { key, grants: readCredentials(file).map(toGrant) };
    return cache.grants;
  };
}

function assertName(name: string): void {
  if (!NAME_PATTERN.test(name)) throw new Error(`"${name}" is not a credential name (letters, digits, . _ @ : -; at most 64)`);
}

/** Adds a named token (one per person); answers the new token, to be shown once. */
export function addCredential(file: string, input: { name: string; role: Credential['role']; remote?: RemoteName }): Credential {
  assertName(input.name);
  if (input.role === 'publisher' && !input.remote) throw new Error(`a publisher needs --remote (${REMOTE_NAMES.join(', ')})`);
  const credentials = readCredentials(file);
  if (credentials.some((c) => c.name === input.name)) throw new Error(`"${input.name}" exists already; rotate it instead`);
  const credential: Credential = {
    name: input.name,
    role: input.role,
    ...(input.role === 'publisher' && input.remote ? { remote: input.remote } : {}),
    token: newToken(),
    createdAt: new Date().toISOString(),
  };
  writeCredentials(file, [...credentials, credential]);
  return credential;
}

/** A new token for the same name; the old one stops working at once. */
export function rotateCredential(file: string, name: string): Credential {
  const credentials = readCredentials(file);
  const index = credentials.findIndex((c) => c.name === name);
  if (index < 0) throw new Error(`no credential named "${name}"`);
  const rotated = { ...credentials[index]!, token: newToken(), createdAt: new Date().toISOString() };
  credentials[index] = rotated;
  writeCredentials(file, credentials);
  return rotated;
}

export function removeCredential(file: string, name: string): void {
  const credentials = readCredentials(file);
  if (!credentials.some((c) => c.name === name)) throw new Error(`no credential named "${name}"`);
  writeCredentials(file, credentials.filter((c) => c.name !== name));
}
