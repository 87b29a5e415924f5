import fs from 'node:fs';
import lockfile from 'proper-lockfile';

/**
 * A holder refreshes its lock's mtime every LOCK_UPDATE_MS; a lock not refreshed for LOCK_STALE_MS is taken over
 * (its holder was killed or its machine stopped). proper-lockfile's own minimum for `stale` is 2 s.
 */
export const LOCK_STALE_MS = 5_000;
const LOCK_UPDATE_MS = 1_000;
/** How long a change waits for the lock before it gives up (LockTimeoutError). */
const LOCK_WAIT_MS = 15_000;

export class LockTimeoutError extends Error {}

/**
 * A cross-process lock on the release folder (proper-lockfile: an atomic mkdir of `lockFile`, kept fresh by its holder;
 * works across processes, machines sharing a network folder, and concurrent requests of one process alike).
 */
export async function withFileLock<T>(lockFile: string, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  let release: (() => Promise<void>) | undefined;
  let compromised: Error | undefined;
  while (!release) {
    try {
      release = await lockfile.lock(lockFile, {
        lockfilePath: lockFile,
        realpath: false,
        stale: LOCK_STALE_MS,
        update: LOCK_UPDATE_MS,
        // A holder whose lock was taken over (it stalled for LOCK_STALE_MS) must not crash the process; its write
        // still lands atomically, and the next holder re-reads everything.
        onCompromised: (error) => {
          compromised = error;
        },
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
      if (Date.now() > deadline) throw new LockTimeoutError(`release store is locked (${lockFile})`);
      await new Promise((resolve) => setTimeout(resolve, 2 + Math.random() * 8));
    }
  }
  try {
    return await work();
  } finally {
    if (!compromised) await release().catch(() => undefined);
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
