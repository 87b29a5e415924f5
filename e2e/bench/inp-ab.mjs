#!/usr/bin/env node
// An A/B of the scripted taps (e2e/bench/inp.mjs's INTERACTIONS) between two running edges, interleaved: A B, then
// B A, each run in a fresh context at 4x CPU on a live page with the network quiet, as the INP bench runs them. For
// each run: the interaction's worst event (Event Timing: the value web-vitals' INP reads) with its input delay,
// processing and presentation, and when what the tap opens is painted (`shown`: from the first pointerdown or keydown
// to the frame after the listbox or dialog is in the page), so a change that paints something first and the rest a
// frame later is read with both of its frames; and the CPU time of Chromium's renderer and GPU processes over the tap
// and the 1.5 s after it (SystemInfo.getProcessInfo), which the machine's load moves far less than the latencies.
//   node e2e/bench/inp-ab.mjs [--runs N] [--filter words] A=http://localhost:3650 B=http://localhost:3700
// Start the two stacks first (`scripts/stack.mjs serve --fresh --dev-switches` in each checkout, ports apart).
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { browserPath } from './browser-and-stack.mjs';
import { INP_CPU_SLOWDOWN, INTERACTIONS } from './inp.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const RUNS = Number(option('--runs', 5));
const FILTER = option('--filter', '');
const variants = args.filter((arg, i) => /^\w+=http/.test(arg) && !args[i - 1]?.startsWith('--')).map((arg) => {
  const [label, edge] = arg.split(/=(.*)/);
  return { label, edge };
});
if (variants.length < 2) {
  console.error('usage: node e2e/bench/inp-ab.mjs [--runs N] [--filter words] A=<edge> B=<edge>');
  process.exit(2);
}

/** In the page before the tap: every event's timing entry, and the frame after the tap's listbox or dialog appears. */
function observe() {
  const state = { events: [], startedAt: undefined, shown: undefined };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      state.events.push({
        type: entry.name,
        duration: entry.duration,
        inputDelay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
        presentation: entry.startTime + entry.duration - entry.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  const start = (event) => (state.startedAt ??= event.timeStamp);
  window.addEventListener('pointerdown', start, true);
  window.addEventListener('keydown', start, true);
  const opened = () => document.querySelector('[role="listbox"]:not([hidden]), [role="dialog"]:not([hidden])');
  new MutationObserver((_, observer) => {
    if (state.startedAt === undefined || !opened() || opened().closest('[hidden]')) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (state.shown = performance.now() - state.startedAt);
      channel.port2.postMessage(0);
    });
  }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] });
  window.__ab = state;
}

/** CPU seconds of Chromium's renderer and GPU processes so far (the work a tap causes, which the load moves less). */
async function processCpu(browserSession) {
  const { processInfo } = await browserSession.send('SystemInfo.getProcessInfo');
  const sum = (type) => processInfo.filter((p) => p.type === type).reduce((total, p) => total + p.cpuTime, 0);
  return { renderer: sum('renderer'), gpu: sum('GPU') };
}

async function runOnce(browser, variant, interaction) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await tab.goto(`${variant.edge}${interaction.path}`);
    await tab.locator('html[data-app="ready"]').waitFor({ timeout: 60_000 });
    await tab.waitForLoadState('networkidle');
    await tab.evaluate(observe);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: INP_CPU_SLOWDOWN });
    const session = await browser.newBrowserCDPSession();
    const before = await processCpu(session);
    await interaction.act(tab);
    await tab.waitForTimeout(1500);
    const after = await processCpu(session);
    await session.detach();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const state = await tab.evaluate(() => window.__ab);
    const worst = state.events.sort((a, b) => b.duration - a.duration)[0];
    const cpu = { renderer: 1000 * (after.renderer - before.renderer), gpu: 1000 * (after.gpu - before.gpu) };
    return { inp: worst?.duration ?? 0, worst, shown: state.shown, cpu };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const browser = await chromium.launch({ executablePath: browserPath(), args: ['--disable-background-networking', '--no-first-run'] });
try {
  for (const interaction of INTERACTIONS.filter((i) => i.name.includes(FILTER) && !i.signedIn)) {
    const results = new Map(variants.map((variant) => [variant.label, []]));
    const loads = [load()];
    for (let run = 0; run < RUNS; run++) {
      const order = run % 2 ? [...variants].reverse() : variants;
      for (const variant of order) {
        try {
          results.get(variant.label).push(await runOnce(browser, variant, interaction));
        } catch (error) {
          console.error(`${variant.label} run ${run + 1}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
        }
      }
    }
    loads.push(load());
    console.log(`${interaction.name}, ${RUNS} runs a side at ${INP_CPU_SLOWDOWN}x (load ${loads.join(' → ')}):`);
    for (const [label, runs] of results) {
      const worst = runs.map((r) => r.worst).filter(Boolean);
      const part = (key) => (worst.length ? Math.round(median(worst.map((w) => w[key]))) : '-');
      const types = [...new Set(worst.map((w) => w.type))].join('/');
      const shown = runs.map((r) => r.shown).filter((value) => typeof value === 'number');
      console.log(
        `  ${label}: worst event median ${Math.round(median(runs.map((r) => r.inp)))} ms (${runs.map((r) => Math.round(r.inp)).join(', ')}); ` +
          `worst on ${types}, its delay/processing/presentation medians ${part('inputDelay')}/${part('processing')}/${part('presentation')}; ` +
          `shown median ${shown.length ? Math.round(median(shown)) : '-'} ms (${shown.map(Math.round).join(', ')}); ` +
          `CPU over the tap and 1.5 s after, medians: renderer ${Math.round(median(runs.map((r) => r.cpu.renderer)))} ms, GPU process ${Math.round(median(runs.map((r) => r.cpu.gpu)))} ms`,
      );
    }
  }
} finally {
  await browser.close();
}
