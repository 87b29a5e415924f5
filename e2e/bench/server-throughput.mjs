import http from 'node:http';

/**
 * Guest page throughput of the edge's server render: `concurrency` keep-alive clients ask for `url` for `seconds`.
 * The guest page cache answers after the first request. (A query string per request no longer makes a miss: the cache
 * drops what a route does not declare, issue 30; the rate of full renders is the render workers' bench.) Prints
 * nothing; returns requests per second and latency percentiles.
 */
export async function serverThroughput(url, { seconds = 10, concurrency = 16 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  const get = (target) =>
    new Promise((resolve) => {
      const started = process.hrtime.bigint();
      const request = http.get(target, { agent, headers: { 'accept-language': 'en' } }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode !== 200 || response.headers['x-casino-render'] !== 'server') errors += 1;
          latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
          resolve();
        });
      });
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  const client = async () => {
    while (Date.now() < until) await get(url);
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return { requests: latencies.length, perSecond: latencies.length / ((Date.now() - started) / 1000), p50: at(50), p99: at(99), errors };
}
