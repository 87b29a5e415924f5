import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedDependencies } = require('../../federation/shared-deps.cjs') as {
  sharedDependencies: (appDir: string) => Record<string, unknown>;
};

describe('what federation shares', () => {
  it.each(['host', 'remote-games', 'remote-account', 'remote-content', 'remote-promotions'])(
    '%s bundles @casino/contract itself: the contract is never a singleton, @casino/shared is',
    (app) => {
      const shared = sharedDependencies(path.join(__dirname, '../../..', app));
      expect(Object.keys(shared)).toContain('@casino/shared');
      expect(Object.keys(shared).filter((name) => name.startsWith('@casino/contract'))).toEqual([]);
    },
  );
});

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { runtimeImports } = require('../../federation/runtime-surface.cjs') as {
  runtimeImports: (source: string, isSingletonRequest: (request: string) => boolean) => string[];
};

describe('what a remote records it needs from the singleton', () => {
  const deep = (request: string) => request === '@casino/shared/ui/Button';

  it('names the values it imports from @casino/shared, also through a rewritten deep import, never types', () => {
    const source = [
      "import { apiClient, type Locale, useFormat as format } from '@casino/shared';",
      "import type { QueryView } from '@casino/shared';",
      "import { Button } from '@casino/shared/ui/Button';",
      "import { DataTable } from '@casino/shared/ui/table';",
      "export { notify } from '@casino/shared';",
      "import { ENDPOINTS } from '@casino/contract';",
    ].join('\n');
    expect(runtimeImports(source, deep)).toEqual(['Button', 'apiClient', 'notify', 'useFormat']);
  });

  it('marks a namespace or dynamic import as needing everything', () => {
    expect(runtimeImports("import * as shared from '@casino/shared';", deep)).toEqual(['*']);
    expect(runtimeImports("const s = await import('@casino/shared');", deep)).toEqual(['*']);
  });
});

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { fragmentPlaces } = require('../../federation/runtime-surface.cjs') as { fragmentPlaces: (source: string) => string[] };

describe('what a remote records it places (mf-manifest.json casinoFragments.places)', () => {
  it('names each fragment a slot, a loader or a prefetch places, written as a literal', () => {
    const source = [
      '<FragmentSlot name="games/jackpots" props={{}} />',
      "<FragmentSlot name={'content/chat'} props={{}} />",
      "await primeFragment('promotions/game-campaigns', props, args);",
      'const warm = () => prefetchFragment("games/quick-search");',
    ].join('\n');
    expect(fragmentPlaces(source)).toEqual(['content/chat', 'games/jackpots', 'games/quick-search', 'promotions/game-campaigns']);
  });

  it('records a name it cannot read as "*" (release control refuses it), and no definition as a placement', () => {
    expect(fragmentPlaces('<FragmentSlot name={which} props={{}} />')).toEqual(['*']);
    expect(fragmentPlaces('<FragmentSlot props={{}} name="games/jackpots" />')).toEqual(['*']);
    expect(fragmentPlaces('primeFragment(name, props, args)')).toEqual(['*']);
    expect(fragmentPlaces('export function prefetchFragment(name: FragmentName): void {}')).toEqual([]);
  });
});

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedRuntimeExports } = require('../../federation/runtime-surface.cjs') as {
  sharedRuntimeExports: (entryFile: string) => string[];
};

describe('what the host provides from the singleton (runtime-surface.json)', () => {
  const provided = sharedRuntimeExports(path.join(__dirname, '..', 'index.ts'));
  const missing = (requires: string[]) => requires.filter((name) => !provided.includes(name));

  it('offers the session as flags, actions and the player query: a remote built against it passes the surface check', () => {
    expect(missing(['useSignedIn', 'usePlayer', 'useSessionActions', 'SessionStateContext', 'playerQuery', 'PLAYER_QUERY_KEY', 'settingsQuery', 'useSettings', 'isSignedIn'])).toEqual([]);
  });

  it('no longer offers the old session surface: a remote still built against it is refused, naming what it lacks', () => {
    // What a remote built before issue 32 item 4 recorded (its pages read `useSession().player` and refreshed it by hand).
    expect(missing(['useSession', 'usePlayer', 'SessionContext', 'apiClient'])).toEqual(['useSession', 'SessionContext']);
  });
});

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { recordRuntimeRequires } = require('../../federation/runtime-surface.cjs') as {
  recordRuntimeRequires: (
    isSingletonRequest: (request: string) => boolean,
    options?: { host?: boolean },
  ) => { rule: { use: { options: { key: string } }[] }; plugin: { apply: (compiler: unknown) => void } };
};

describe("what a build writes into its mf-manifest.json (the host's own slots too)", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const fs = require('node:fs') as typeof import('node:fs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const os = require('node:os') as typeof import('node:os');

  /** Runs the recorder as the build does: the loader sees each source file, then the plugin writes after emit. */
  function record(appDir: string, options?: { host?: boolean }): Record<string, unknown> {
    const recorder = recordRuntimeRequires((request) => request.startsWith('@casino/shared/'), options);
    const seen = (globalThis as unknown as Record<string, (file: string, source: string) => void>)[recorder.rule.use[0]!.options.key]!;
    const files = (fs.readdirSync(path.join(appDir, 'src'), { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => path.join(appDir, 'src', file));
    for (const file of files) seen(file, fs.readFileSync(file, 'utf8'));
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-manifest-'));
    fs.writeFileSync(path.join(out, 'mf-manifest.json'), JSON.stringify({ name: 'app' }));
    let afterEmit: ((compilation: unknown) => void) | undefined;
    recorder.plugin.apply({ options: { output: { path: out }, context: appDir }, hooks: { afterEmit: { tap: (_: string, fn: typeof afterEmit) => (afterEmit = fn) } } });
    afterEmit!({ modules: files.map((resource) => ({ resource })) });
    const manifest = JSON.parse(fs.readFileSync(path.join(out, 'mf-manifest.json'), 'utf8')) as Record<string, unknown>;
    fs.rmSync(out, { recursive: true, force: true });
    return manifest;
  }

  it("the host's build records the fragments its header and shell place, and no needs of its own (it provides the singleton)", () => {
    const manifest = record(path.join(__dirname, '../../../host'), { host: true });
    expect(manifest.casinoFragments).toEqual({ places: expect.arrayContaining(['content/chat', 'games/quick-search']) });
    expect(manifest.casinoRuntime).toBeUndefined();
  });

  it("a remote's build records what it places and what it needs from the singleton", () => {
    const manifest = record(path.join(__dirname, '../../../remote-games'));
    expect(manifest.casinoFragments).toEqual({ places: expect.arrayContaining(['promotions/game-campaigns']) });
    expect((manifest.casinoRuntime as { requires: Record<string, string[]> }).requires['@casino/shared']).toContain('FragmentSlot');
  });
});
