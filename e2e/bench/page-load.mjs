#!/usr/bin/env node
// The load generator of `pnpm bench --throughput`, in a process of its own (so the clients' work is not the edges'
// process's): autocannon's keep-alive clients ask the edge for guest pages and tell, from each answer's headers,
// whether the edge rendered it on the server (x-casino-render) and whether its page cache answered (x-casino-cache).
//   node e2e/bench/page-load.mjs options.json
//   with options.json: {"origin":"http://localhost:3960","pages":[{"path":"/en/blog/x","headers":{}}],"seconds":10,"connections":16}
// Each connection takes the next page of the list in turn (round robin over all connections); prints one JSON line.
import fs from 'node:fs';
import autocannon from 'autocannon';
import { pagesInTurn } from './page-requests.mjs';

const { origin, pages, seconds = 10, connections = 16 } = process.argv[2] ? JSON.parse(fs.readFileSync(process.argv[2], 'utf8')) : {};
if (!origin || !Array.isArray(pages) || pages.length === 0) {
  console.error('usage: node page-load.mjs <options.json> with {"origin": "...", "pages": [{"path": "...", "headers": {}}], "seconds": 10, "connections": 16}');
  process.exit(2);
}

const answers = { status: {}, render: {}, cache: {} };
const count = (table, key) => (table[key] = (table[key] ?? 0) + 1);

const turn = pagesInTurn(pages, (status, headers) => {
  count(answers.status, status);
  count(answers.render, headers['x-casino-render'] ?? 'none');
  count(answers.cache, headers['x-casino-cache'] ?? 'none');
});
const result = await autocannon({
  url: origin,
  connections,
  duration: seconds,
  requests: [turn.request],
});

console.log(
  JSON.stringify({
    seconds: result.duration,
    requests: result.requests.total,
    perSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    pagesAsked: turn.asked(),
    distinctPages: pages.length,
    answers,
    // Its own CPU time (ms) for the whole run: the bench counts it beside the stack's processes.
    cpuMs: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
  }),
);
