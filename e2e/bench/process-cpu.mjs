import fs from 'node:fs';

/**
 * CPU time per process of a process tree, from Linux's /proc (utime + stime of /proc/<pid>/stat, in USER_HZ ticks):
 * the throughput bench's account of where the two cores went during a measure (the edges, their render workers, the
 * API, PostgreSQL, the CDN, the load generator). Off Linux (no /proc) every snapshot is empty and nothing is printed.
 */
const CLOCK_TICKS = 100;

/** Every process's parent and CPU ticks, read once. */
function readProcesses() {
  const processes = new Map();
  let entries;
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return processes;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name (field 2) may hold spaces and parentheses: the fields after its last ")" are fixed.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
      processes.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), cmdline });
    } catch {
      /* gone meanwhile */
    }
  }
  return processes;
}

/** What a process of the stack is, from its command line. */
export function kindOf(cmdline) {
  if (/render-workers\/worker\.cjs|dist-edge\/worker\.cjs|\/worker\.cjs /.test(cmdline)) return 'render workers';
  if (/edge-cluster\.(cjs|ts)/.test(cmdline)) return 'cluster primary';
  if (/\bedge\.(cjs|ts)\b/.test(cmdline)) return 'edges';
  if (/postgres/.test(cmdline)) return 'postgresql';
  if (/\bcdn\.(cjs|ts)\b/.test(cmdline)) return 'cdn';
  if (/page-load\.mjs/.test(cmdline)) return 'load generator';
  if (/--filter api\b|oidc-provider/.test(cmdline)) return 'api';
  if (/stack\.mjs/.test(cmdline)) return 'stack supervisor';
  return 'other';
}

/** CPU ms so far of each process under `rootPids` (themselves included), by pid, with its kind. */
export function snapshotTree(rootPids) {
  const processes = readProcesses();
  const children = new Map();
  for (const [pid, info] of processes) {
    if (!children.has(info.ppid)) children.set(info.ppid, []);
    children.get(info.ppid).push(pid);
  }
  const result = new Map();
  // A process the command line does not name (the API under pnpm and tsx) takes its parent's kind.
  const queue = rootPids.map((pid) => [pid, 'other']);
  while (queue.length > 0) {
    const [pid, parentKind] = queue.pop();
    const info = processes.get(pid);
    if (!info || result.has(pid)) continue;
    const own = kindOf(info.cmdline);
    const kind = own === 'other' ? parentKind : own;
    result.set(pid, { kind, ms: (info.ticks * 1000) / CLOCK_TICKS });
    for (const child of children.get(pid) ?? []) queue.push([child, kind]);
  }
  return result;
}

/** CPU ms spent between two snapshots, by kind of process (a process that started in between counts from 0). */
export function cpuBetween(before, after) {
  const byKind = {};
  for (const [pid, { kind, ms }] of after) {
    const spent = ms - (before.get(pid)?.ms ?? 0);
    if (spent > 0) byKind[kind] = (byKind[kind] ?? 0) + spent;
  }
  return byKind;
}
