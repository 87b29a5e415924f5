import fs from 'node:fs';
import os from 'node:os';

/** A lock older than this is treated as abandoned even if its pid looks alive (pid reuse, another host). */
const STALE_LOCK_MS = 30_000;
const LOCK_WAIT_MS = 15_000;
/** A lock file without a complete "pid host time" this long after it was made: its owner died while writing it. */
const HALF_WRITTEN_MS = 1000;

export class LockTimeoutError extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when the lock file's owner is gone (crashed or killed) or the lock is older than STALE_LOCK_MS. */
function isStale(lockFile: string): boolean {
  let content: string;
  try {
    content = fs.readFileSync(lockFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    return olderThan(lockFile, HALF_WRITTEN_MS);
  }
  const [pid, host, at] = content.split(' ');
  // Empty or half-written: its owner was killed between creating the file and writing it (or is writing it now).
  // Judged by age; before, such a file never counted as stale and the store stayed locked for good.
  if (!/^\d+$/.test(pid ?? '') || !host || !/^\d+$/.test(at ?? '')) return olderThan(lockFile, HALF_WRITTEN_MS);
  if (Date.now() - Number(at) > STALE_LOCK_MS) return true;
  return host === os.hostname() && !isAlive(Number(pid));
}

function olderThan(file: string, ms: number): boolean {
  try {
    return Date.now() - fs.statSync(file).mtimeMs > ms;
  } catch {
    return false;
  }
}

function tryCreate(file: string): boolean {
  try {
    const fd = fs.openSync(file, 'wx');
    fs.writeSync(fd, `${process.pid} ${os.hostname()} ${Date.now()}`);
    fs.closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Breaks a stale lock. A second O_EXCL file serialises the breakers, so two processes that both saw the same stale
 * lock cannot end up deleting a fresh lock that a third process took in between.
 */
function breakStaleLock(lockFile: string): void {
  const breaker = `${lockFile}.break`;
  if (!tryCreate(breaker)) {
    try {
      if (Date.now() - fs.statSync(breaker).mtimeMs > 5000) fs.unlinkSync(breaker);
    } catch {
      /* another breaker finished first */
    }
    return;
  }
  try {
    if (isStale(lockFile)) fs.rmSync(lockFile, { force: true });
  } finally {
    fs.rmSync(breaker, { force: true });
  }
}

/**
 * A cross-process lock: an O_EXCL lock file holding "pid host time". Works across processes and between concurrent
 * requests of one process alike; a holder that was killed is detected by its pid and the lock recovered.
 */
export async function withFileLock<T>(lockFile: string, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  while (!tryCreate(lockFile)) {
    if (isStale(lockFile)) {
      breakStaleLock(lockFile);
      continue;
    }
    if (Date.now() > deadline) throw new LockTimeoutError(`release store is locked (${lockFile})`);
    await sleep(2 + Math.random() * 8);
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}

/** Writes a file so that readers see the old or the new content, never a torn one: temp file, fsync, rename, fsync dir. */
export function writeFileAtomic(file: string, content: string): void {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  const fd = fs.openSync(temp, 'w', 0o644);
  try {
    fs.writeSync(fd, content);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temp, file);
  fsyncDir(file.slice(0, file.lastIndexOf('/')) || '/');
}

export function fsyncDir(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
