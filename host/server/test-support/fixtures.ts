import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { FEDERATION_NAMES, REMOTE_NAMES, type RemoteName } from '@casino/contract/release';
import { buildCdnApp } from '../cdn/app';
import { loadReleaseConfig, type ReleaseConfig, type TokenGrant } from '../release/config';
import { ReleaseService } from '../release/service';
import { SPEC_MANIFESTS } from './spec-routes';

/** The host's side of the singleton contract, as a host build's mf-manifest.json records it. */
export const HOST_REACT = '19.3.1';
/** The Module Federation version of a host build's mf-manifest.json (metaData.pluginVersion). */
export const HOST_FEDERATION = '2.9.2';

export function tempDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `release-${label}-`));
}

export interface RemoteBuildOptions {
  remote?: RemoteName;
  name?: string;
  exposes?: string[];
  reactVersion?: string;
  reactRange?: string;
  /** More shared singletons the remote's build declares, besides react and react-dom (by package name, at 1.0.0). */
  moreSingletons?: string[];
  /** Changes the bytes of the build (a "visible change"). */
  marker?: string;
  /** Code bundled into the expose's chunk, besides the marker (a package's code the remote bundled itself). */
  bundled?: string;
  /** metaData.publicPath (default "auto": the manifest's folder). */
  publicPath?: string;
  /** metaData.pluginVersion, the Module Federation version it was built with (default the host's; null: not named). */
  federationVersion?: string | null;
  /** Shared entries with no version: a build that only consumes them, as the browser builds do (`import: false`). */
  consumeOnly?: boolean;
  /**
   * What the build recorded it imports from @casino/shared (mf-manifest.json casinoRuntime.requires; default: names
   * the fixture host provides, HOST_RUNTIME_SURFACE); null: a build that recorded nothing.
   */
  runtimeRequires?: string[] | null;
  /**
   * The pages of its route-manifest.json (default: the pages the remote's source declares today, src/route-manifest.ts,
   * so a fixture version serves what a real build of it would); null: a build without one.
   */
  routes?: readonly { id: string; pattern: string; layout: string; access: string }[] | null;
  /** The fragments its pages place (mf-manifest.json casinoFragments.places; default none); null: a build that recorded nothing. */
  places?: string[] | null;
}

/** The pages each remote's source declares (what its build writes into route-manifest.json). */
const DECLARED_PAGES = new Map(SPEC_MANIFESTS.map((manifest) => [manifest.remote, manifest.routes]));

/** The @casino/shared values the fixture host build provides (its runtime-surface.json). */
export const HOST_RUNTIME_SURFACE = ['apiClient', 'FragmentSlot', 'prefetch', 'useFormat', 'useTranslation'];

/** A remote's dist folder as Module Federation 2 writes it: mf-manifest.json, remoteEntry.js and a hashed chunk. */
export function remoteBuild(options: RemoteBuildOptions = {}): Map<string, Buffer> {
  const remote = options.remote ?? 'games';
  const name = options.name ?? FEDERATION_NAMES[remote];
  const react = options.reactVersion ?? HOST_REACT;
  const manifest = {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      globalName: name,
      publicPath: options.publicPath ?? 'auto',
      ...(options.federationVersion === null ? {} : { pluginVersion: options.federationVersion ?? HOST_FEDERATION }),
    },
    shared: [
      { id: `${name}:react`, name: 'react', version: options.consumeOnly ? '' : react, singleton: true, requiredVersion: options.reactRange ?? `^${react}` },
      { id: `${name}:react-dom`, name: 'react-dom', version: options.consumeOnly ? '' : react, singleton: true, requiredVersion: options.reactRange ?? `^${react}` },
      ...(options.moreSingletons ?? []).map((pkg) => ({ id: `${name}:${pkg}`, name: pkg, version: '1.0.0', singleton: true, requiredVersion: '1.0.0' })),
    ],
    remotes: [],
    ...(options.runtimeRequires === null ? {} : { casinoRuntime: { requires: { '@casino/shared': options.runtimeRequires ?? ['apiClient', 'useFormat'] } } }),
    ...(options.places === null ? {} : { casinoFragments: { places: options.places ?? [] } }),
    exposes: (options.exposes ?? ['./routes']).map((expose) => ({
      id: `${name}:${expose.slice(2)}`,
      name: expose.slice(2),
      path: expose,
      assets: { js: { sync: ['static/js/412.3f2a9c1b.js'], async: [] }, css: { sync: [], async: [] } },
    })),
  };
  const routes = options.routes === undefined ? DECLARED_PAGES.get(remote) : options.routes;
  return new Map([
    ...(routes ? [['route-manifest.json', Buffer.from(JSON.stringify({ remote, routes }))] as [string, Buffer]] : []),
    ['mf-manifest.json', Buffer.from(JSON.stringify(manifest, null, 2))],
    ['remoteEntry.js', Buffer.from(`var ${name} = {}; /* ${options.marker ?? 'v1'} */`)],
    ['static/js/412.3f2a9c1b.js', Buffer.from(`console.log(${JSON.stringify(options.marker ?? 'v1')});${options.bundled ?? ''}`)],
  ]);
}

/**
 * A host build folder whose mf-manifest.json declares the host's shared singleton ranges (and, given `places`, the
 * fragments the host's own code places, `casinoFragments.places`; by default it records none). Each file is written
 * whole and then renamed into place: the concurrency tests' worker processes read the folder while another process
 * writes.
 */
export function hostDist(
  dir: string,
  html = '<!doctype html><html><head><title>host</title></head><body><div id="root"></div><script src="/static/js/main.0123abcd.js"></script></body></html>',
  options: { places?: string[] } = {},
): string {
  const write = (file: string, content: string) => {
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, content);
    fs.renameSync(temp, file);
  };
  fs.mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
  write(path.join(dir, 'index.html'), html);
  write(path.join(dir, 'static', 'js', 'main.0123abcd.js'), 'console.log("host")');
  write(path.join(dir, 'favicon.ico'), 'ico');
  write(path.join(dir, 'runtime-surface.json'), JSON.stringify({ '@casino/shared': HOST_RUNTIME_SURFACE }));
  write(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: 'host',
      metaData: { name: 'host', pluginVersion: HOST_FEDERATION },
      shared: [
        { name: 'react', version: HOST_REACT, singleton: true, requiredVersion: `^${HOST_REACT}` },
        { name: 'react-dom', version: HOST_REACT, singleton: true, requiredVersion: `^${HOST_REACT}` },
      ],
      ...(options.places ? { casinoFragments: { places: options.places } } : {}),
    }),
  );
  return dir;
}

/** Named test tokens: the release manager "rm-test" and one publisher per remote. */
export const TEST_MANAGER_TOKEN = 'test-release-manager-token-0123456789';
export const testPublisherToken = (remote: RemoteName) => `test-publisher-${remote}-token-0123456789`;
export const TEST_GRANTS: TokenGrant[] = [
  { token: TEST_MANAGER_TOKEN, role: 'release-manager', actor: 'rm-test' },
  ...REMOTE_NAMES.map((remote): TokenGrant => ({ token: testPublisherToken(remote), role: 'publisher', remote, actor: `publisher-${remote}-test` })),
];

/** A release configuration over temp folders with the test tokens. */
export function testReleaseConfig(root: string, overrides: Partial<ReleaseConfig> = {}): ReleaseConfig {
  const cdnUrl = overrides.cdnUrl ?? 'http://127.0.0.1:9';
  return loadReleaseConfig({
    releaseDir: path.join(root, 'release'),
    cdnDir: path.join(root, 'cdn'),
    cdnUrl,
    allowedOrigins: [new URL(cdnUrl).origin],
    hostDist: overrides.hostDist ?? hostDist(path.join(root, 'host-dist')),
    hostPackageJson: path.join(root, 'no-package.json'),
    grants: () => TEST_GRANTS,
    overrideSecret: 'test-override-secret',
    ...overrides,
  });
}

/** The real CDN origin over a folder, on an ephemeral port. */
export async function startCdn(cdnDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  fs.mkdirSync(cdnDir, { recursive: true });
  const app = buildCdnApp(cdnDir);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

/**
 * Publishes a fixture build of each remote not given and switches it live: since the route manifests travel with the
 * versions (issue 32), an edge serves only the pages its live versions declare, so a test that opens pages of several
 * sections needs a live version of each.
 */
export async function publishEveryRemoteLive(
  service: { publish: (input: { remote: RemoteName; files: Map<string, Buffer>; packageVersion: string; actor: string }) => Promise<{ record: { version: string } }>; switchLive: (remote: RemoteName, version: string, options: { actor: string }) => Promise<unknown> },
  except: readonly RemoteName[] = [],
): Promise<void> {
  for (const remote of REMOTE_NAMES.filter((name) => !except.includes(name))) {
    const { version } = (await service.publish({ remote, files: remoteBuild({ remote }), packageVersion: '1.0.0', actor: 'fixture' })).record;
    await service.switchLive(remote, version, { actor: 'fixture' });
  }
}

/**
 * A release folder with a CDN of its own and a live fixture version of every remote: what an edge test needs to serve
 * the pages of every section. Close the CDN when done.
 */
export async function liveRelease(root: string, overrides: Partial<ReleaseConfig> = {}) {
  const cdn = await startCdn(path.join(root, 'cdn'));
  const release = testReleaseConfig(root, { cdnUrl: cdn.url, ...overrides });
  const service = new ReleaseService(release);
  await publishEveryRemoteLive(service);
  return { cdn, release, service };
}
