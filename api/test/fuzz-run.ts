/**
 * `pnpm --filter api fuzz`: the long fuzz run of issue 30. Starts the real server on a temporary database and sends
 * FUZZ_REQUESTS (default 100,000) requests: first every case of the in-suite fuzz test once, then random mixes of one
 * to three odd numbers or dates in the fields of random endpoints (seeded: FUZZ_SEED), as players and as visitors.
 * Prints the count and the number of answers of 500 or more (and of requests with no answer); exits 1 unless both are 0.
 */
import { everyEdgeCase, fuzzEndpoints, randomEdgeCase, type FuzzRequest } from './fuzz-cases';
import { createPlayerWithToken, startTestApi } from './harness';

const total = Number(process.env.FUZZ_REQUESTS ?? 100_000);
const concurrency = Number(process.env.FUZZ_CONCURRENCY ?? 16);
let seed = Number(process.env.FUZZ_SEED ?? 30);
/** mulberry32: the same seed sends the same requests */
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

async function main(): Promise<void> {
  const api = await startTestApi({ authRateLimitPerMinute: 0 });
  const endpoints = fuzzEndpoints();
  const fixed = everyEdgeCase();
  let sent = 0;
  let noAnswer = 0;
  const statuses: Record<number, number> = {};
  const failures: string[] = [];
  // players are renewed now and then: a logout, a self-exclusion or a closed account must not blunt the rest of the run
  let players: string[] = [];
  const renewPlayers = () => (players = Array.from({ length: 20 }, () => createPlayerWithToken(api).token));
  renewPlayers();
  const next = (): FuzzRequest | undefined => {
    if (sent >= total) return undefined;
    const index = sent++;
    if (index % 2000 === 0) renewPlayers();
    return index < fixed.length ? fixed[index] : randomEdgeCase(endpoints, random);
  };
  const started = Date.now();
  const worker = async () => {
    for (let request = next(); request; request = next()) {
      const headers: Record<string, string> = {};
      if (random() < 0.8) headers.authorization = `Bearer ${players[Math.floor(random() * players.length)]}`;
      if (request.contentType) headers['content-type'] = request.contentType;
      try {
        const response = await fetch(api.url + request.url, { method: request.method, headers, body: request.body, redirect: 'manual' });
        const text = await response.text();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status >= 500 && failures.length < 30)
          failures.push(`${request.method} ${request.url.slice(0, 120)} [${request.what}] -> ${response.status} ${text.slice(0, 160)}`);
      } catch (error) {
        noAnswer++;
        if (failures.length < 30) failures.push(`${request.method} ${request.url.slice(0, 120)} [${request.what}] -> no answer: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (Date.now() - started) / 1000;
  await api.close();
  const fiveHundreds = Object.entries(statuses).filter(([status]) => Number(status) >= 500).reduce((sum, [, n]) => sum + n, 0);
  console.log(`fuzz: ${sent} requests to ${endpoints.length} endpoints in ${seconds.toFixed(1)} s (${Math.round(sent / seconds)}/s)`);
  console.log(`fuzz: statuses ${JSON.stringify(statuses)}`);
  console.log(`fuzz: answers >= 500: ${fiveHundreds}; no answer: ${noAnswer}`);
  if (failures.length) console.log(failures.join('\n'));
  process.exit(fiveHundreds === 0 && noAnswer === 0 ? 0 : 1);
}

void main();
