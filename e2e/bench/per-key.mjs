// Issue 36.2: a steadier figure than INP for one interaction's own cost, for A/B runs on a busy machine. INP is the
// worst event's input delay + processing + presentation, and on a shared machine the delay and presentation are
// mostly other processes' doing; what a change to a handler or a render moves is the main thread's own work per event.
// This opens the page as the INP step does (production stack, live page, network quiet, 4x CPU), runs one of
// e2e/bench/inp.mjs's interactions and reads, for each event the player causes, the time from the first window
// capture listener to the last window bubble listener (the handlers and React's synchronous render are inside) and
// the time from the event to the end of the next frame (a rAF, then a task after it).
//
//   node e2e/bench/per-key.mjs [--runs N] [--filter words]   (port base BENCH_PORT_BASE, default 3900)
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { benchStackEnv, startStack } from './cluster-throughput.mjs';
import { INP_CPU_SLOWDOWN, INTERACTIONS } from './inp.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..', '..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const runs = Number(option('--runs', 5));
const filter = option('--filter', 'search');
const base = Number(process.env.BENCH_PORT_BASE || 3900);
const edge = `http://localhost:${base}`;
const stateDir = path.join(root, '.var', `bench-${base}`);

const EVENTS = ['pointerdown', 'focusin', 'pointerup', 'click', 'keydown', 'keypress', 'input', 'keyup'];

/** Installed in the page before the interaction: every event's processing, and its latency to the next frame. */
function instrument(types) {
  const seen = [];
  const started = new Map();
  for (const type of types) {
    window.addEventListener(type, () => started.set(type, performance.now()), true);
    window.addEventListener(type, (event) => {
      const entry = { type, processing: performance.now() - (started.get(type) ?? performance.now()), frame: undefined };
      seen.push(entry);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (entry.frame = performance.now() - event.timeStamp);
        channel.port2.postMessage(0);
      });
    });
  }
  window.__perKey = seen;
}

const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => fs.existsSync(file));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const { stop } = startStack(['serve', '--fresh', '--dev-switches'], { ...process.env, ...benchStackEnv(base, stateDir) });
  try {
    for (let tries = 0; ; tries += 1) {
      try {
        if ((await fetch(`${edge}/build-id`)).ok) break;
      } catch {
        /* not yet */
      }
      if (tries > 360) throw new Error('the stack did not start');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const browser = await chromium.launch({ executablePath, args: ['--disable-background-networking', '--no-first-run'] });
    for (const interaction of INTERACTIONS.filter((i) => i.name.includes(filter) && !i.signedIn)) {
      const all = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        await tab.goto(`${edge}${interaction.path}`);
        await tab.locator('html[data-app="ready"]').waitFor({ timeout: 60_000 });
        await tab.waitForLoadState('networkidle');
        await tab.evaluate(instrument, EVENTS);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: INP_CPU_SLOWDOWN });
        await interaction.act(tab);
        await tab.waitForTimeout(1500);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        all.push(await tab.evaluate(() => window.__perKey));
        await context.close();
      }
      console.log(`${interaction.name}, ${runs} runs at ${INP_CPU_SLOWDOWN}x (load ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}):`);
      for (const type of EVENTS) {
        const events = all.flat().filter((entry) => entry.type === type);
        if (events.length === 0) continue;
        const processing = events.map((entry) => entry.processing);
        const frames = events.map((entry) => entry.frame).filter((value) => typeof value === 'number');
        console.log(
          `  ${type.padEnd(12)} n=${String(events.length).padStart(3)}  processing median ${median(processing).toFixed(1)} ms, max ${Math.max(...processing).toFixed(1)}; to next frame median ${frames.length ? median(frames).toFixed(0) : '-'} ms, max ${frames.length ? Math.max(...frames).toFixed(0) : '-'}`,
        );
      }
    }
    await browser.close();
  } finally {
    stop();
  }
}

await main();
