import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { edgePort } from './stack';

/**
 * Visitors from different addresses on one machine: every 127.x.y.z address is this machine's loopback, so a
 * connection can leave from any of them and the edge sees that address as the client's (it trusts no proxy header).
 * A browser cannot choose its source address, so each simulated visitor gets a tiny forwarding proxy of its own
 * whose connections to the edge leave from `localAddress`.
 */
export interface AddressProxy {
  url: string;
  close(): Promise<void>;
}

export async function proxyFrom(localAddress: string): Promise<AddressProxy> {
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const upstream = http.request({ host: '127.0.0.1', port: edgePort, localAddress, agent, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request to the edge from `localAddress` (what a script on one machine with one address does). */
export function requestFrom(localAddress: string, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: edgePort, localAddress, method, path, headers }, (answer) => {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (text += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}
