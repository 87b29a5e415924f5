import crypto from 'node:crypto';
import fs from 'node:fs';
import type { JudgeConfig } from './canary-judge';
import type { CheckResult } from './checks';
import type { VersionMeasures } from './measures';

/** `quarantine`: the edge stopped rendering a version on the server after it broke a render worker (docs/releases.md). */
export type AuditAction = 'publish' | 'switch' | 'canary' | 'rollback' | 'override-link' | 'quarantine' | 'clear-quarantine';

/** One line of the audit log: who changed what, from what, to what, why, and what the checks said. */
export interface AuditEntry {
  seq: number;
  at: string;
  actor: string;
  action: AuditAction;
  remote: string;
  from: string | null;
  to: string | null;
  reason: string;
  /** Set on canary changes: the percentage before and after. */
  percent?: { from: number; to: number };
  checks?: CheckResult[];
  /** Set when the canary judge stopped a canary: the numbers it decided on (canary-judge.ts). */
  measures?: {
    rule: string;
    /** The window's start; both versions are measured from here to the decision. */
    since: string;
    canary: VersionMeasures;
    live: VersionMeasures;
    thresholds: JudgeConfig;
  };
  /** A release manager went live despite failing checks. */
  forced?: boolean;
  /** Map revision after this change (absent for publishes, which change the registry only). */
  revision?: number;
  prevHash: string;
  hash: string;
}

export type AuditDraft = Omit<AuditEntry, 'seq' | 'at' | 'prevHash' | 'hash'>;

export const GENESIS_HASH = '0'.repeat(64);

/** JSON with keys sorted at every level, so the hash does not depend on how a line was re-serialised. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function hashEntry(entry: Omit<AuditEntry, 'hash'>): string {
  const { prevHash, ...rest } = entry;
  return crypto.createHash('sha256').update(`${prevHash}\n${canonicalJson(rest)}`).digest('hex');
}

export function sealEntry(draft: AuditDraft, head: { seq: number; hash: string }, at = new Date()): AuditEntry {
  const unsealed = { ...draft, seq: head.seq + 1, at: at.toISOString(), prevHash: head.hash };
  return { ...unsealed, hash: hashEntry(unsealed) };
}

export interface AuditHead {
  seq: number;
  hash: string;
}

/**
 * Reads the last complete entry. A trailing partial line (a writer killed mid-append) is cut off first: it was never
 * acknowledged to anyone, and the write-ahead copy in map.json/registry.json re-appends it (see store.ts).
 */
export function readHeadAndRepairTail(logFile: string): AuditHead {
  let fd: number;
  try {
    fd = fs.openSync(logFile, 'r+');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { seq: 0, hash: GENESIS_HASH };
    throw error;
  }
  try {
    const size = fs.fstatSync(fd).size;
    if (size === 0) return { seq: 0, hash: GENESIS_HASH };
    const chunk = Math.min(size, 256 * 1024);
    const buffer = Buffer.alloc(chunk);
    fs.readSync(fd, buffer, 0, chunk, size - chunk);
    let text = buffer.toString('utf8');
    if (!text.endsWith('\n')) {
      const cut = text.lastIndexOf('\n');
      const keep = cut < 0 ? size - chunk : size - chunk + Buffer.byteLength(text.slice(0, cut + 1));
      fs.ftruncateSync(fd, keep);
      fs.fsyncSync(fd);
      text = cut < 0 ? '' : text.slice(0, cut + 1);
      if (keep === 0) return { seq: 0, hash: GENESIS_HASH };
      if (text === '') return readHeadAndRepairTail(logFile);
    }
    const lines = text.trimEnd().split('\n');
    const last = JSON.parse(lines[lines.length - 1] ?? '') as AuditEntry;
    return { seq: last.seq, hash: last.hash };
  } finally {
    fs.closeSync(fd);
  }
}

export function appendEntry(logFile: string, entry: AuditEntry): void {
  const fd = fs.openSync(logFile, 'a', 0o644);
  try {
    fs.writeSync(fd, `${JSON.stringify(entry)}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

export function readEntries(logFile: string): AuditEntry[] {
  if (!fs.existsSync(logFile)) return [];
  return fs
    .readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as AuditEntry);
}

export interface VerifyResult {
  ok: boolean;
  entries: number;
  /** 1-based line of the first entry that does not match the chain. */
  brokenAt?: number;
  problem?: string;
}

/** Recomputes every hash and link; an edited, removed, reordered or inserted line breaks the chain. */
export function verifyLog(logFile: string): VerifyResult {
  if (!fs.existsSync(logFile)) return { ok: true, entries: 0 };
  const lines = fs.readFileSync(logFile, 'utf8').split('\n').filter((line) => line !== '');
  let prevHash = GENESIS_HASH;
  for (const [index, line] of lines.entries()) {
    const lineNo = index + 1;
    let entry: AuditEntry;
    try {
      entry = JSON.parse(line) as AuditEntry;
    } catch {
      return { ok: false, entries: lines.length, brokenAt: lineNo, problem: 'not valid JSON' };
    }
    if (entry.seq !== lineNo) return { ok: false, entries: lines.length, brokenAt: lineNo, problem: `seq ${entry.seq}, expected ${lineNo}` };
    if (entry.prevHash !== prevHash) return { ok: false, entries: lines.length, brokenAt: lineNo, problem: 'prevHash does not link to the previous line' };
    const { hash, ...unsealed } = entry;
    if (hashEntry(unsealed) !== hash) return { ok: false, entries: lines.length, brokenAt: lineNo, problem: 'content does not match its hash (edited)' };
    prevHash = hash;
  }
  return { ok: true, entries: lines.length };
}
