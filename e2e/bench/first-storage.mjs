#!/usr/bin/env node
// Where a page's first storage reads land and how long each waits (issue 36 item 4, docs/performance-log.md round 38).
// A page's first read of localStorage, and apart of sessionStorage, is a synchronous call to the browser process; the
// wait is not CPU time, so `long-tasks.mjs --cpu-time` cannot see it, and a task's wall time holds the machine's load
// too. This wraps both storage getters in an init script and times the first access of each (the getter and a read of
// `length`, which loads the area), naming the scripts on the stack; it also says how many of the boot chunks were asked
// for after main.js had arrived. Chromium at 1x, a fresh context per load, sides interleaved A B, B A, ...
//
//   node e2e/bench/first-storage.mjs EDGE_A[,EDGE_B] [RUNS=5] [PAGES=home,lobby]
//     EDGE: an edge already running (e.g. two `scripts/stack.mjs serve` stacks, one per build).
import os from 'node:os';
import { chromium } from '@playwright/test';
import { browserPath } from './browser-and-stack.mjs';

const [edges = 'http://localhost:3900', runsArg, pagesArg] = process.argv.slice(2);
const sides = edges.split(',');
const RUNS = Number(runsArg || 5);
const PAGES = { home: '/en', lobby: '/en/games', game: '/en/games-popular' };
const pages = (pagesArg || 'home,lobby').split(',').filter((name) => PAGES[name]);
const INIT = `(() => {
  const log = (window.__firstStorage = []);
  const where = () => (new Error().stack || '').split('\\n').slice(2).map((l) => (l.match(/\\/([\\w.-]+\\.js)/) || [])[1]).filter(Boolean).slice(0, 3).join(' < ');
  for (const area of ['localStorage', 'sessionStorage']) {
    const owner = Object.getOwnPropertyDescriptor(window, area) ? window : Window.prototype;
    const original = Object.getOwnPropertyDescriptor(owner, area);
    let first = true;
    Object.defineProperty(owner, area, { configurable: true, enumerable: true, get() {
      const started = performance.now();
      const storage = original.get.call(this);
      if (first) {
        first = false;
        const by = where();
        try { storage.length; } catch {}
        log.push({ area, at: started, ms: performance.now() - started, by });
      }
      return storage;
    } });
  }
})();`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

const browser = await chromium.launch({ executablePath: browserPath(), args: ['--no-sandbox', '--disable-dev-shm-usage'] });
const results = [];
try {
  for (let run = 0; run < RUNS; run++) for (const page of pages) {
    const order = run % 2 ? [...sides.keys()].reverse() : [...sides.keys()];
    for (const i of order) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      await context.addInitScript(INIT);
      const tab = await context.newPage();
      await tab.goto(sides[i] + PAGES[page], { waitUntil: 'load' });
      await tab.waitForTimeout(3000);
      const log = await tab.evaluate(() => window.__firstStorage);
      const boot = (await tab.evaluate(() => document.querySelector('script[data-boot]')?.dataset.boot ?? '')).split(' ').filter(Boolean);
      const late = await tab.evaluate((files) => {
        const all = performance.getEntriesByType('resource');
        const main = all.find((e) => /\/main\.[0-9a-f]+\.js/.test(e.name));
        return all.filter((e) => files.some((file) => e.name.endsWith(file)) && main && e.startTime > main.responseEnd).length;
      }, boot);
      const label = sides.length > 1 ? 'AB'[i] : '';
      results.push({ side: label, page, log });
      console.log(`${label} ${page} run ${run + 1} (load ${os.loadavg()[0].toFixed(1)}): ${log.map((e) => `${e.area} ${e.ms.toFixed(1)} ms in ${e.by || '?'}`).join('; ')}; boot chunks asked after main.js arrived: ${late} of ${boot.length}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
for (const side of sides.length > 1 ? ['A', 'B'] : ['']) for (const area of ['localStorage', 'sessionStorage']) {
  const waits = results.filter((r) => r.side === side).map((r) => r.log.find((e) => e.area === area)?.ms).filter((ms) => ms !== undefined);
  console.log(`${side} first ${area} read: median ${median(waits).toFixed(1)} ms over ${waits.length} loads (${waits.map((ms) => ms.toFixed(1)).join(', ')})`);
}
