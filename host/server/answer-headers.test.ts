import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_JSON_BODY_LIMIT, REPORT_BODY_LIMIT } from './body-limits';
import { loadEdgeConfig } from './config';
import { buildEdgeApp } from './edge-app';
import { liveRelease, tempDir } from './test-support/fixtures';

process.env.EDGE_LOG_LEVEL = 'error';
jest.setTimeout(60_000);

/**
 * Issue 30.5: every answer carries the headers, the ones the edge makes itself included (the probe found its 413, 502
 * and `_dev` 404 without HSTS, and the 413 without nosniff or a CSP). One edge public over https whose API is up, one
 * whose API is down.
 */
const HSTS = 'max-age=31536000; includeSubDomains';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

function request(base: string, pathAndQuery: string, options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = http.request(`${base}${pathAndQuery}`, { method: options.method ?? 'GET', headers: options.headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    sent.on('error', reject);
    sent.end(options.body);
  });
}

/** A request Node's parser refuses: the answer is written on the socket before any handler runs. */
function raw(base: string, text: string): Promise<string> {
  const target = new URL(base);
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(Number(target.port), target.hostname, () => socket.write(text));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

function expectBaseHeaders(answer: Answer, what: string) {
  expect({ what, hsts: answer.headers['strict-transport-security'], nosniff: answer.headers['x-content-type-options'] }).toEqual({ what, hsts: HSTS, nosniff: 'nosniff' });
}

describe('the headers of every answer the edge gives', () => {
  let root: string;
  let api: http.Server;
  let apiUrl: string;
  const apps: FastifyInstance[] = [];
  const cdns: { close: () => Promise<void> }[] = [];
  let edgeUrl: string;
  let edgeWithoutApiUrl: string;

  async function startEdge(overrides: Parameters<typeof loadEdgeConfig>[0]): Promise<string> {
    const { cdn, release, service } = await liveRelease(path.join(root, `edge-${apps.length}`));
    cdns.push(cdn);
    const app = buildEdgeApp(
      loadEdgeConfig({ host: '127.0.0.1', port: 0, hostDist: release.hostDist, releaseDir: release.releaseDir, devHostUrl: undefined, retiredLocalesFallback: [], publicUrl: 'https://casino.example', ...overrides }),
      service,
    );
    apps.push(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }

  beforeAll(async () => {
    root = tempDir('answer-headers');
    api = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"status":"ok","data":{}}');
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    edgeUrl = await startEdge({ apiUrl });
    // An API address nothing listens on: the proxy's 502.
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    edgeWithoutApiUrl = await startEdge({ apiUrl: `http://127.0.0.1:${deadPort}` });
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const cdn of cdns) await cdn.close();
    await new Promise((resolve) => api.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("on the proxy's own 413, by length and while streaming, with a CSP that runs nothing", async () => {
    const byLength = await request(edgeUrl, '/api/v1/sign-in', { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.alloc(API_JSON_BODY_LIMIT + 1, 0x61) });
    const streamed = await request(edgeUrl, '/api/v1/sign-in', { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, body: Buffer.alloc(API_JSON_BODY_LIMIT * 2, 0x61) });
    for (const [what, answer] of [['by length', byLength], ['streamed', streamed]] as const) {
      expect(answer.status).toBe(413);
      expectBaseHeaders(answer, what);
      expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    }
  });

  it("on an edge route's own 413 and the report limit's 429", async () => {
    const tooLarge = await request(edgeUrl, '/_release/report', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pad: 'x'.repeat(REPORT_BODY_LIMIT) }) });
    expect(tooLarge.status).toBe(413);
    expectBaseHeaders(tooLarge, '413');
    let limited: Answer | undefined;
    for (let i = 0; i < 40 && !limited; i++) {
      const answer = await request(edgeUrl, '/_release/report', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"remote":"games","version":"1","channel":"canary"}' });
      if (answer.status === 429) limited = answer;
    }
    expect(limited).toBeDefined();
    expectBaseHeaders(limited!, '429');
    expect(limited!.headers['retry-after']).toBeDefined();
  });

  it('on the 502 of an API that cannot be reached', async () => {
    const answer = await request(edgeWithoutApiUrl, '/api/v1/settings');
    expect(answer.status).toBe(502);
    expectBaseHeaders(answer, '502');
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('on every 404: the operator switches, a missing file, an unknown sitemap, a method nothing answers', async () => {
    const answers = {
      dev: await request(edgeUrl, '/api/v1/_dev/outbox'),
      file: await request(edgeUrl, '/static/js/gone.0123abcd.js'),
      sitemap: await request(edgeUrl, '/sitemap-xx.xml'),
      method: await request(edgeUrl, '/en/blog', { method: 'DELETE' }),
    };
    for (const [what, answer] of Object.entries(answers)) {
      expect({ what, status: answer.status }).toEqual({ what, status: 404 });
      expectBaseHeaders(answer, what);
      expect(answer.headers['content-security-policy']).toBeDefined();
    }
  });

  it('on a request Node cannot parse', async () => {
    const answer = await raw(edgeUrl, 'GET /en HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1.1 400 /);
    expect(answer).toContain(`strict-transport-security: ${HSTS}`);
    expect(answer).toContain('x-content-type-options: nosniff');
  });

  it("with a page's CSP on every HTML answer the edge makes, the errors included", async () => {
    const page = await request(edgeUrl, '/en');
    const notAPage = await request(edgeUrl, '/en/no-such-page/at/all');
    const badLink = await request(edgeUrl, '/_release/override?token=forged');
    const unbuilt = await request(await startEdge({ apiUrl, hostDist: path.join(root, 'not-built') }), '/en');
    for (const [what, answer, status] of [['page', page, 200], ['not found', notAPage, 404], ['override link', badLink, 400], ['not built', unbuilt, 503]] as const) {
      expect({ what, status: answer.status }).toEqual({ what, status });
      expect(answer.headers['content-type']).toContain('text/html');
      expectBaseHeaders(answer, what);
      expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });
});
