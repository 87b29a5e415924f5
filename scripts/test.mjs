#!/usr/bin/env node
// `pnpm test`: every check the project has, in the order a failure is cheapest to find (README: "Tests").
//   lint -> typecheck -> every jest suite -> production build -> Playwright journeys against the real stack.
// Stops at the first failing step. Prints a closing line "tests: N passed, N failed" counted from jest and Playwright.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2); // e.g. `pnpm test unit e2e` runs just those steps

const steps = [
  { name: 'lint', args: ['lint'] },
  { name: 'typecheck', args: ['typecheck'] },
  { name: 'unit', args: ['test:unit'] },
  { name: 'build', args: ['build'] },
  { name: 'e2e', args: ['test:e2e'] },
];

let passed = 0;
let failed = 0;

/** Counts results from jest ("Tests: 2 failed, 40 passed, 42 total") and Playwright ("  40 passed (1.2m)"). */
function count(line) {
  const jest = /^Tests:\s+(.*)total/.exec(line);
  if (jest) {
    passed += Number(/(\d+) passed/.exec(jest[1])?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(jest[1])?.[1] ?? 0);
    return;
  }
  const pwPassed = /^\s+(\d+) passed \(/.exec(line);
  if (pwPassed) passed += Number(pwPassed[1]);
  const pwFailed = /^\s+(\d+) (failed|flaky)$/.exec(line);
  if (pwFailed) failed += Number(pwFailed[1]);
}

function runStep(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`\n\x1b[36m=== ${step.name} ===\x1b[0m`);
    const child = spawn('pnpm', step.args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let buffered = '';
      stream.on('data', (chunk) => {
        out.write(chunk);
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        // eslint-disable-next-line no-control-regex
        for (const line of lines) count(line.replace(/\x1b\[[0-9;]*m/g, ''));
      });
    }
    child.on('exit', (code) => {
      console.log(`\x1b[36m=== ${step.name}: ${code === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s ===\x1b[0m`);
      resolve(code === 0);
    });
  });
}

let ok = true;
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  if (!(await runStep(step))) {
    ok = false;
    break;
  }
}
if (!ok && failed === 0) failed = 1; // a failed lint, typecheck or build is a failure even with no test counted
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
