import { loadEdgeConfig } from './config';

/** The edge's allowed remote origins in dev mode come from where `pnpm dev` put the dev servers (DEV_PORT_BASE). */
describe('the dev edge’s remote origins', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('are the dev servers EDGE_DEV_REMOTES names, on whatever ports DEV_PORT_BASE moved them to, and no others', () => {
    const ports = [3461, 3462, 3463, 3464];
    const remotes = ['games', 'account', 'content', 'promotions'];
    process.env.CDN_URL = 'http://localhost:3450';
    process.env.EDGE_DEV_HOST_URL = 'http://localhost:3460';
    process.env.EDGE_DEV_REMOTES = JSON.stringify(Object.fromEntries(remotes.map((remote, i) => [remote, `http://localhost:${ports[i]}/mf-manifest.json`])));
    delete process.env.RELEASE_ALLOWED_ORIGINS;
    expect(loadEdgeConfig().remoteOrigins).toEqual(['http://localhost:3450', ...ports.map((port) => `http://localhost:${port}`)]);
  });

  it('are the CDN only when no dev server is named', () => {
    process.env.CDN_URL = 'http://localhost:3450';
    process.env.EDGE_DEV_HOST_URL = 'http://localhost:3460';
    delete process.env.EDGE_DEV_REMOTES;
    delete process.env.RELEASE_ALLOWED_ORIGINS;
    expect(loadEdgeConfig().remoteOrigins).toEqual(['http://localhost:3450']);
  });
});
