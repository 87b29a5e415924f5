// @ts-check
/**
 * What a remote needs from the run-time singleton, and what a host provides (issue 32, "release checks by contract").
 * A remote built against a newer @casino/shared than the live host got `undefined` for the new exports; release
 * control compared package versions (always the same). Now:
 * - a remote's build records the names of the @casino/shared values its code imports (`runtimeImports`, from each
 *   module's source as the build reads it: `import type` and `type X` specifiers are left out, they vanish at build
 *   time) into its mf-manifest.json as `casinoRuntime.requires` (`["*"]` for a namespace import: it needs everything);
 * - the host's build writes `runtime-surface.json` beside index.html: the value exports of @casino/shared it provides;
 * - release control refuses a switch, canary or override of a remote that needs a name the host does not provide
 *   (host/server/release/checks.ts, check `surface`), naming the missing exports.
 */
const fs = require('node:fs');
const path = require('node:path');

const SHARED = '@casino/shared';
/** The file a host build writes beside index.html. */
const RUNTIME_SURFACE_FILE = 'runtime-surface.json';

/**
 * The @casino/shared value names a TypeScript/JavaScript module imports or re-exports. `isSingletonRequest` says
 * whether a deep request ('@casino/shared/ui/Button') is rewritten to the singleton by the build.
 * @param {string} source @param {(request: string) => boolean} isSingletonRequest
 * @returns {string[]}
 */
function runtimeImports(source, isSingletonRequest) {
  const names = new Set();
  const singleton = (/** @type {string} */ request) => request === SHARED || isSingletonRequest(request);
  const named = /(?:^|[;\s])(import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
  for (const match of source.matchAll(named)) {
    const [, kind, typeOnly, list, request] = match;
    if (typeOnly || !request || !singleton(request)) continue;
    for (const raw of (list ?? '').split(',')) {
      const item = raw.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').trim();
      if (!item || /^type\s/.test(item)) continue;
      const name = item.split(/\s+as\s+/)[0]?.trim();
      if (name) names.add(name);
    }
    void kind;
  }
  const whole = /(?:^|[;\s])(?:import\s+\*\s+as\s+\w+|export\s+\*(?:\s+as\s+\w+)?)\s+from\s*['"]([^'"]+)['"]/g;
  for (const match of source.matchAll(whole)) if (match[1] && singleton(match[1])) names.add('*');
  const dynamic = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of source.matchAll(dynamic)) if (match[1] && singleton(match[1])) names.add('*');
  return [...names].sort();
}

/**
 * The fragments a module places (docs/pages.md, "Another team's piece on your page"): the names written as
 * `<FragmentSlot name="owner/name"`, `primeFragment('owner/name'` or `prefetchFragment('owner/name'`. A slot whose name
 * is not a string literal right after `<FragmentSlot` cannot be read: it is recorded as `*`, which release control
 * refuses (it could not tell whether the owner exposes what the page places).
 * @param {string} source
 * @returns {string[]}
 */
function fragmentPlaces(source) {
  const names = new Set();
  const slots = source.match(/<FragmentSlot\b/g)?.length ?? 0;
  let literalSlots = 0;
  for (const match of source.matchAll(/<FragmentSlot\s+name=(?:"([^"]+)"|\{\s*(?:'([^']+)'|"([^"]+)")\s*\})/g)) {
    literalSlots += 1;
    names.add(match[1] ?? match[2] ?? match[3]);
  }
  if (literalSlots < slots) names.add('*');
  for (const match of source.matchAll(/(?<!function\s+)\b(?:primeFragment|prefetchFragment)\(\s*(?:'([^']+)'|"([^"]+)"|([^\s,)]))/g)) {
    names.add(match[3] ? '*' : (match[1] ?? match[2]));
  }
  return [...names].sort();
}

/**
 * Remote builds: a loader in front of the compiler records each module's singleton imports; after emit the union goes
 * into mf-manifest.json (`casinoRuntime.requires`), which release control hashes and reads at publish and switch.
 * Both kinds record the fragments their own source places (`casinoFragments.places`): the host's header and shell
 * place fragments too (`games/quick-search`, `content/chat`), and release control holds every owner version to what
 * the live host build places as it does to what the served remote versions place. The host records no `requires`:
 * it provides the singleton (writeRuntimeSurface).
 * @param {(request: string) => boolean} isSingletonRequest
 * @param {{ host?: boolean }} [options]
 * @returns {{ rule: import('@rspack/core').RuleSetRule, plugin: import('@rspack/core').RspackPluginInstance }}
 */
function recordRuntimeRequires(isSingletonRequest, options = {}) {
  /** @type {Map<string, { requires: string[], places: string[] }>} */
  const byModule = new Map();
  const key = `casinoRuntimeImports:${Math.random().toString(36).slice(2)}`;
  /** @type {any} */ (globalThis)[key] = (/** @type {string} */ file, /** @type {string} */ source) => {
    byModule.set(file, { requires: runtimeImports(source, isSingletonRequest), places: fragmentPlaces(source) });
  };
  return {
    rule: {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      enforce: 'pre',
      use: [{ loader: path.join(__dirname, 'runtime-imports-loader.cjs'), options: { key } }],
    },
    plugin: {
      apply(compiler) {
        compiler.hooks.afterEmit.tap('casino-runtime-requires', (compilation) => {
          const file = path.join(compiler.options.output.path ?? '', 'mf-manifest.json');
          if (!fs.existsSync(file)) return;
          const included = new Set();
          for (const module of compilation.modules) {
            const resource = /** @type {any} */ (module).resource;
            if (typeof resource === 'string') included.add(resource.split('?')[0]);
          }
          const requires = new Set();
          const places = new Set();
          const ownSource = path.join(compiler.options.context ?? '', 'src') + path.sep;
          for (const [moduleFile, found] of byModule) {
            if (!included.has(moduleFile)) continue;
            for (const name of found.requires) requires.add(name);
            // Only the app's own source places fragments (the platform's FragmentSlot code names none).
            if (moduleFile.startsWith(ownSource)) for (const name of found.places) places.add(name);
          }
          const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
          if (!options.host) manifest.casinoRuntime = { requires: { [SHARED]: [...requires].sort() } };
          // The fragments this build places on its pages: release control checks that their owners' live versions
          // expose them (host/server/release/checks.ts, check `fragments`).
          manifest.casinoFragments = { places: [...places].sort() };
          fs.writeFileSync(file, JSON.stringify(manifest, null, 2));
        });
      },
    },
  };
}

/**
 * The value exports of @casino/shared's root entry, read with the TypeScript compiler (types are left out: they do
 * not exist at run time).
 * @param {string} entryFile shared/src/index.ts
 * @returns {string[]}
 */
function sharedRuntimeExports(entryFile) {
  const ts = require('typescript');
  const program = ts.createProgram([entryFile], {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    jsx: ts.JsxEmit.ReactJSX,
    skipLibCheck: true,
    noEmit: true,
    resolveJsonModule: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entryFile);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`runtime-surface: cannot read the exports of ${entryFile}`);
  return checker
    .getExportsOfModule(moduleSymbol)
    .filter((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return (target.flags & ts.SymbolFlags.Value) !== 0;
    })
    .map((symbol) => symbol.name)
    .sort();
}

/**
 * Host builds: writes runtime-surface.json ({ "@casino/shared": [names] }) beside index.html.
 * @param {any} rspack
 * @returns {import('@rspack/core').RspackPluginInstance}
 */
function writeRuntimeSurface(rspack) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('casino-runtime-surface', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'casino-runtime-surface', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
          const names = sharedRuntimeExports(path.join(__dirname, '..', 'src', 'index.ts'));
          compilation.emitAsset(RUNTIME_SURFACE_FILE, new rspack.sources.RawSource(JSON.stringify({ [SHARED]: names }, null, 2)));
        });
      });
    },
  };
}

module.exports = { runtimeImports, fragmentPlaces, recordRuntimeRequires, sharedRuntimeExports, writeRuntimeSurface, RUNTIME_SURFACE_FILE };
