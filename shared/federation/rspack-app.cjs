// @ts-check
/**
 * The rspack 2 + Module Federation build of the five front-end apps, so the host and the remotes cannot drift apart
 * in how they compile, share and emit. Each app's rspack.config.mjs calls one of these with its own name and exposes.
 *
 * - Host: publicPath '/', content-hashed assets, index.html, NO static remotes (the edge inlines the release map and
 *   host/src/remotes registers them at run time), shareStrategy 'loaded-first'.
 * - Remote: publicPath 'auto' (one build serves from any versioned CDN folder), mf-manifest.json and federated types,
 *   exposes only from src/exposes/, and a standalone dev shell page that loads main only (never its own remoteEntry,
 *   TOOLCHAIN.md: two federation runtimes otherwise).
 * - Dev (`rspack serve`): Fast Refresh. Across the federation boundary the host publishes its react-refresh runtime
 *   on window and the remotes alias react-refresh/runtime to a file that uses it (TOOLCHAIN.md), see refresh-runtime.cjs.
 */
const { createRequire } = require('node:module');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { sharedDependencies, usedExportsAliases } = require('./shared-deps.cjs');
const { SERVER_BUILD_ID_MARK, SERVER_PUBLIC_PATH } = require('./server-constants.cjs');
const { recordRuntimeRequires, writeRuntimeSurface } = require('./runtime-surface.cjs');
const { emitRouteManifest } = require('./route-manifest.cjs');

/**
 * Deep imports of @casino/shared's stateful parts ('@casino/shared/api/client', '@casino/shared/session/contract', ...)
 * are rewritten to the root entry BEFORE federation matches shared modules, so they get the one shared instance
 * instead of a private copy (a second API client, a second SessionContext). The root re-exports all of them.
 * Left as written: stylesheets ('@casino/shared/ui/toasts.css': the root exports no CSS, a rewrite would drop it),
 * the stateless contracts ('@casino/contract/schemas', '/release/contract'), build and jest helpers, and the two
 * dev/test-only entries, which are bundled into the importing app's own chunk and never into the singleton:
 * '@casino/shared/dev-shell' (only a remote's src/dev-shell/bootstrap.ts) and '@casino/shared/testing' (only jest).
 * Production code imports neither (shared/README.md). '@casino/shared/session-store' (the session implementation)
 * is left as written too: the host bundles it into its own chunk, and so does a remote's dev shell page. Also left as written: the heavy,
 * stateless UI entries ('@casino/shared/ui/popover', '/ui/virtual', '/ui/carousel'), bundled into the chunk of the page
 * that uses them so Floating UI, TanStack Virtual and Embla never weigh on the singleton every page downloads,
 * '/ui/toast-container', so react-toastify arrives with the toast container after the first paint, and the parts of
 * the design system only some pages use ('/ui/forms', '/ui/table', '/ui/tabs', '/ui/countdown'). These files import
 * stateful parts from the root entry, never relatively (a lint rule, eslint.config.mjs HEAVY_UI_ENTRIES).
 */
const SHARED_DEEP_SINGLETON_REQUEST =
  /^@casino\/shared\/(?!.*\.css$)(?!ui\/(?:popover|virtual|carousel|toast-container|forms|table|tabs|countdown)$)(?:index|api\/client|session\/.+|i18n\/.+|ui\/.+|routing\/.+|platform\/.+)$/;

/** CASINO_EXTERNAL_RUNTIME=0 builds every remote with its own runtime copy again (for comparison or a standalone page). */
const EXTERNAL_RUNTIME = process.env.CASINO_EXTERNAL_RUNTIME !== '0';

const API_PROXY_TARGET = process.env.API_URL || 'http://127.0.0.1:4000';

/** @param {boolean} dev @param {boolean} refresh */
function swcRule(dev, refresh) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: dev, refresh } },
        target: 'es2020',
      },
    },
    type: 'javascript/auto',
  };
}

/**
 * Runs after the React Refresh plugin, which aliases 'react-refresh' to its runtime folder: puts the exact alias of
 * 'react-refresh/runtime' first, so every build's refresh code goes through refresh-runtime.cjs (one runtime per page).
 * @type {import('@rspack/core').RspackPluginInstance}
 */
const shareRefreshRuntime = {
  apply(compiler) {
    compiler.options.resolve.alias = {
      'react-refresh/runtime$': path.join(__dirname, 'refresh-runtime.cjs'),
      ...compiler.options.resolve.alias,
    };
  },
};

/** What the servers send compressed; source maps only reach developer tools, images and fonts are compressed already. */
const PRECOMPRESSED = /\.(?:js|css|json|svg|html)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const PRECOMPRESS_MIN_BYTES = 512;

/**
 * Production builds write `<file>.br` (brotli, best) and `<file>.gz` (gzip -9) next to each text file. The edge and the
 * CDN send the copy the browser accepts (host/server/static-files.ts), so the bytes a phone downloads shrink about 4x
 * at no cost per request. Runs when the build is done, so it sees every emitted file, mf-manifest.json included.
 * @type {import('@rspack/core').RspackPluginInstance}
 */
const precompressAssets = {
  apply(compiler) {
    compiler.hooks.done.tap('casino-precompress', (stats) => {
      if (stats.hasErrors()) return;
      const walk = (/** @type {string} */ dir) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const file = path.join(dir, entry.name);
          if (entry.isDirectory()) walk(file);
          else precompressFile(file);
        }
      };
      const outputPath = compiler.options.output.path;
      if (outputPath && fs.existsSync(outputPath)) walk(outputPath);
    });
  },
};

/** `<file>.br` and `<file>.gz` beside one text file (precompressAssets). */
function precompressFile(/** @type {string} */ file) {
  if (!PRECOMPRESSED.test(file) || fs.statSync(file).size < PRECOMPRESS_MIN_BYTES) return;
  const content = fs.readFileSync(file);
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(content, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
}

/**
 * The same for a build that writes into another build's folder (the host's starter and consent entries): only its own
 * files, which the other build's walk ran too early to see.
 * @type {import('@rspack/core').RspackPluginInstance}
 */
const precompressOwnAssets = {
  apply(compiler) {
    compiler.hooks.done.tap('casino-precompress-own', (stats) => {
      if (stats.hasErrors()) return;
      const outputPath = compiler.options.output.path;
      for (const name of Object.keys(stats.compilation.assets)) if (outputPath) precompressFile(path.join(outputPath, name));
    });
  },
};

/** @casino/contract's source files (optimization.splitChunks below). */
const CONTRACT_SOURCE = /[\\/]contract[\\/]src[\\/]/;
/** The one stylesheet chunk of an app (optimization.splitChunks below). */
const STYLES_CHUNK = 'styles';
/**
 * The page's own stylesheets, which only the host's bootstrap and a remote's dev shell import: the design tokens,
 * fonts and resets (`@casino/shared/ui/theme.css`) and the dev shell's frame. In a remote's one stylesheet they came
 * along with its exposes' CSS: the page got the theme twice, and when the chat (content) opened, its stylesheet's
 * `@font-face` and `*` rules restyled the whole lobby, tasks of 270-616 ms at 4x in front of the next key (issue 36.2).
 * A remote puts them in a chunk of their own, which only its dev shell loads (optimization.splitChunks below).
 */
const DEV_SHELL_STYLES_CHUNK = 'dev-shell-styles';
const PAGE_STYLES = /[\\/]shared[\\/]src[\\/](?:ui[\\/]theme\.css|dev-shell[\\/][^\\/]+\.css)$/;

/**
 * With all of a remote's CSS in one chunk, mf-manifest.json names no stylesheet for the exposes that load it (its list
 * looks only at chunks holding an expose's own modules). This names it again: in `assets.css.sync` of each expose
 * whose chunk group loads it, else in `async` (one of its lazy pages will). The edge links it in a server-rendered
 * page's head (host/server/html.ts stylesheetsOf). Runs after emit, before precompressAssets (done).
 */
const manifestStyles = {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('casino-manifest-styles', (compilation) => {
      const file = path.join(compiler.options.output.path ?? '', 'mf-manifest.json');
      const styles = compilation.namedChunks.get(STYLES_CHUNK);
      const cssFiles = styles ? [...styles.files].filter((name) => name.endsWith('.css')) : [];
      if (cssFiles.length === 0 || !fs.existsSync(file)) return;
      const groupsWithStyles = [...compilation.chunkGroups].filter((group) => group.chunks.some((chunk) => chunk.name === STYLES_CHUNK));
      // The dev shell's page stylesheets (PAGE_STYLES) are no expose's, though the shell's chunk group holds the routes.
      const devShellStyles = new Set(compilation.namedChunks.get(DEV_SHELL_STYLES_CHUNK)?.files ?? []);
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
      for (const expose of manifest.exposes ?? []) {
        const sync = expose.assets?.js?.sync ?? [];
        const css = (expose.assets.css ??= { sync: [], async: [] });
        for (const when of ['sync', 'async']) css[when] = (css[when] ?? []).filter((name) => !devShellStyles.has(name));
        // Loaded with the expose itself, or later by one of its lazy pages.
        const when = groupsWithStyles.some((group) => group.getFiles().some((name) => sync.includes(name))) ? 'sync' : 'async';
        css[when] = [...new Set([...cssFiles, ...(css[when] ?? [])])];
      }
      fs.writeFileSync(file, JSON.stringify(manifest, null, 2));
    });
  },
};

/**
 * Rspack resolves the federation runtime it embeds with require.resolve, so every build carried the CommonJS copies
 * of @module-federation/webpack-bundler-runtime, /runtime, /sdk and /error-codes, which the bundler cannot tree-shake:
 * a remoteEntry.js held the whole SDK (Node script loading, manifest snapshots, build-plugin types) although it calls a
 * handful of functions. This swaps each resolved .cjs file of those packages for its ES-module sibling from the same
 * package version, so only what the runtime calls is emitted. Same code, same version: nothing changes at run time.
 */
const FEDERATION_RUNTIME_CJS = /[\\/]@module-federation[\\/](?:webpack-bundler-runtime|runtime|runtime-core|sdk|error-codes)[\\/]dist[\\/].+\.cjs$/;
/** @type {import('@rspack/core').RspackPluginInstance} */
const federationRuntimeAsModules = {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('casino-federation-esm', (factory) => {
      factory.hooks.afterResolve.tap('casino-federation-esm', (data) => {
        const resource = data.createData?.resource;
        if (!resource || !FEDERATION_RUNTIME_CJS.test(resource)) return;
        const esm = [resource.replace(/\.cjs$/, '.js'), resource.replace(/\.cjs$/, '.mjs')].find((file) => fs.existsSync(file));
        if (esm) {
          data.createData.resource = esm;
          if (data.createData.resourceResolveData) data.createData.resourceResolveData.path = esm;
        }
      });
    });
  },
};

/**
 * Remotes' browser builds: @module-federation/webpack-bundler-runtime (the bundler glue every container carries, 16.5
 * of a remoteEntry.js's 27.7 KB before compression) is replaced by remote-bundler-runtime.mjs, which takes the
 * functions from the host (provide-bundler-runtime.mjs) and keeps only this container's own state. Matched after
 * resolving, so the request rspack's federation entry makes (an absolute path) is caught whatever its form.
 */
const BUNDLER_RUNTIME_INDEX = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/;
/**
 * Where rspack's federation plugin finds the bundler runtime it embeds (through @module-federation/runtime-tools, next to
 * @rspack/core), so the lent-runtime files, which live here in @casino/shared, import that very package.
 * @param {NodeRequire} appRequire
 */
function bundlerRuntimePackage(appRequire) {
  const rspackRequire = createRequire(appRequire.resolve('@rspack/core'));
  const runtimeTools = rspackRequire.resolve('@module-federation/runtime-tools');
  const dir = path.resolve(path.dirname(createRequire(runtimeTools).resolve('@module-federation/webpack-bundler-runtime')), '..');
  return { dir, version: /** @type {string} */ (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version) };
}

/**
 * Both sides resolve the package to the same folder; only a remote's build swaps it for the stand-in.
 * @param {string} bundlerRuntimeDir
 * @param {boolean} isHost
 * @returns {import('@rspack/core').RspackPluginInstance}
 */
function lentBundlerRuntime(bundlerRuntimeDir, isHost) {
  const stand = path.join(__dirname, 'remote-bundler-runtime.mjs');
  return {
    apply(compiler) {
      compiler.options.resolve.alias = {
        ...compiler.options.resolve.alias,
        '@module-federation/webpack-bundler-runtime': bundlerRuntimeDir,
      };
      if (isHost) return;
      compiler.hooks.normalModuleFactory.tap('casino-lent-bundler-runtime', (factory) => {
        factory.hooks.afterResolve.tap('casino-lent-bundler-runtime', (data) => {
          const created = data.createData;
          if (!created?.resource || !BUNDLER_RUNTIME_INDEX.test(created.resource)) return;
          created.resource = stand;
          if (created.resourceResolveData) created.resourceResolveData.path = stand;
        });
      });
    },
  };
}

/**
 * @template {object} T
 * @param {Record<string, T>} shared
 * @returns {Record<string, T & { import: false }>}
 */
function consumeOnly(shared) {
  return Object.fromEntries(Object.entries(shared).map(([request, config]) => [request, { ...config, import: false }]));
}

/** Where the host build lists what its first page needs; the edge turns it into preload hints (host/server/html.ts). */
const BOOT_FILES = 'boot-files.json';

/**
 * Host only. main.js knows which chunks the boot needs only once it runs: the './bootstrap' chunk, then, chunk by
 * chunk, the shared singletons each one consumes (react, react-dom, the router, i18n ...; in the host those come from
 * the host's own "provide" chunks), then the translations of the page language. That is three or four round trips
 * one after another. This writes them down at build time as boot-files.json:
 *   { scripts: [...], styles: [...], locales: { en: [...], ru: [...] } }
 * so the edge can name them in index.html and they download together with main.js.
 * @param {any} rspack
 * @returns {import('@rspack/core').RspackPluginInstance}
 */
function bootFilesPlugin(rspack) {
  const CONSUME = /^consume shared module \([^)]*\) (.+?)@/;
  const PROVIDE = /^provide shared module \([^)]*\) (.+?)@/;
  const originOf = (/** @type {any} */ group) => group.origins.map((/** @type {any} */ o) => (o.module ? o.module.identifier() : '')).join('\n');
  return {
    apply(compiler) {
      compiler.hooks.compilation.tap('casino-boot-files', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'casino-boot-files', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
          const groups = [...compilation.chunkGroups];
          const bootstrap = groups.find((group) => group.origins.some((/** @type {any} */ o) => o.request === './bootstrap'));
          if (!bootstrap) return;
          /** @type {Map<string, any>} */
          const providers = new Map();
          for (const group of groups) {
            const name = PROVIDE.exec(originOf(group))?.[1];
            if (name) providers.set(name, group);
          }
          const childrenOf = (/** @type {any} */ parent) => groups.filter((group) => group.getParents().includes(parent));
          const files = new Set();
          /** @type {Record<string, string[]>} */
          const locales = {};
          const seen = new Set();
          const queue = [bootstrap];
          while (queue.length > 0) {
            const group = queue.shift();
            if (seen.has(group)) continue;
            seen.add(group);
            for (const file of group.getFiles()) files.add(file);
            for (const child of childrenOf(group)) {
              const consumed = CONSUME.exec(originOf(child))?.[1];
              const provider = consumed ? providers.get(consumed) : undefined;
              if (provider) queue.push(provider);
              // A lazy translation file (./locales/<lang>.json): preloaded only for the page's language.
              if (child.origins.some((/** @type {any} */ o) => /(^|\/)locales$/.test(o.request ?? ''))) {
                for (const chunk of child.chunks) {
                  for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
                    const language = /[\\/]([a-z]{2})\.json$/.exec(module.identifier())?.[1];
                    if (language) (locales[language] ??= []).push(...child.getFiles().filter((file) => file.endsWith('.js')));
                  }
                }
              }
            }
          }
          const list = [...files].filter((file) => !file.endsWith('.map'));
          const json = JSON.stringify({ scripts: list.filter((f) => f.endsWith('.js')), styles: list.filter((f) => f.endsWith('.css')), locales }, null, 2);
          compilation.emitAsset(BOOT_FILES, new rspack.sources.RawSource(json));
        });
      });
    },
  };
}

/**
 * @param {{ appDir: string, kind: 'host' | 'remote', name: string, port: number,
 *           exposes?: Record<string, string>, mode?: string, title?: string }} options
 */
function createAppConfig({ appDir, kind, name, port, exposes = {}, mode, title }) {
  // The build tools are the app's own devDependencies (pinned in its package.json), not @casino/shared's.
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  const { rspack } = appRequire('@rspack/core');
  const { ModuleFederationPlugin } = appRequire('@module-federation/enhanced/rspack');
  const { ReactRefreshRspackPlugin } = appRequire('@rspack/plugin-react-refresh');
  const dev = (mode ?? process.env.NODE_ENV) === 'development';
  const isHost = kind === 'host';
  const bundlerRuntime = bundlerRuntimePackage(appRequire);
  const lendRuntime = EXTERNAL_RUNTIME && !dev;
  // `pnpm dev` tells each dev server its port (DEV_PORT_BASE in scripts/stack.mjs, so two dev stacks can run side by
  // side); alone (`pnpm --filter remote-games dev`) it is the app's own.
  const devPort = Number(process.env.CASINO_DEV_PORT) || port;
  // What this remote needs from the @casino/shared singleton, and the fragments this app places (the host's too),
  // recorded in its mf-manifest.json (runtime-surface.cjs).
  const runtimeRequires = !dev ? recordRuntimeRequires((request) => SHARED_DEEP_SINGLETON_REQUEST.test(request), { host: isHost }) : null;
  for (const file of Object.values(exposes)) {
    if (!file.replace(/^\.\//, '').startsWith('src/exposes/')) {
      throw new Error(`${name}: exposes must come from src/exposes/ (got ${file}); the rest of a remote is private`);
    }
  }

  /** @type {import('@rspack/core').Configuration} */
  const config = {
    name,
    context: appDir,
    mode: dev ? 'development' : 'production',
    devtool: dev ? 'cheap-module-source-map' : 'source-map',
    // A remote's own page (src/index.ts: its dev shell, with the router, the session and the API of the site) exists
    // only in development. A production build consumes every singleton from the host (`import: false` below), so its
    // shell could not even start alone; built anyway it doubled the remote's files and was published to the CDN with
    // each version (index.html, a whole app's main.js and chunks) for nothing to load.
    entry: isHost || dev ? { main: './src/index.ts' } : {},
    output: {
      path: path.join(appDir, 'dist'),
      publicPath: isHost ? '/' : 'auto',
      filename: dev ? '[name].js' : 'assets/[name].[contenthash:10].js',
      // A remote's chunks are named by id alone: its runtime maps every chunk id to the file name, and with a content
      // hash in the name that map was a tenth of remoteEntry.js (658 bytes gzip of 6.0 KB in the games remote). The
      // hash buys nothing there: a remote is only served from its immutable <remote>/<version>/ folder (release
      // publish refuses to overwrite one), so a changed chunk always has a new URL. The host keeps hashed names: it is
      // served from the site root.
      chunkFilename: dev ? '[name].js' : isHost ? 'assets/[name].[contenthash:10].js' : 'assets/[id].js',
      cssFilename: dev ? '[name].css' : 'assets/[name].[contenthash:10].css',
      cssChunkFilename: dev ? '[name].css' : 'assets/[name].[contenthash:10].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: name,
      // The server build (createServerConfig) writes dist/server/ beside this build; each cleans only its own files.
      clean: { keep: /^server[\\/]/ },
    },
    // The packages shared as their used part import the package itself under an alias (shared-deps.cjs, USED_EXPORTS).
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: usedExportsAliases() },
    module: {
      parser: { 'css/auto': { namedExports: false } },
      rules: [
        swcRule(dev, dev),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset' },
        // federationRuntimeAsModules puts ES modules behind these .cjs names; parse them as such.
        !dev && { test: FEDERATION_RUNTIME_CJS, type: 'javascript/auto' },
        runtimeRequires?.rule,
      ].filter(Boolean),
    },
    plugins: [
      (isHost || dev) &&
        new rspack.HtmlRspackPlugin({
          template: path.join(__dirname, 'index.html'),
          templateParameters: { title: title ?? name },
          // The remote's own page is its dev shell: main only, never its remoteEntry (two runtimes otherwise).
          chunks: ['main'],
          // Deep links of the dev shell (/en/games) need absolute script URLs; chunks still resolve from 'auto'.
          publicPath: '/',
        }),
      new rspack.NormalModuleReplacementPlugin(SHARED_DEEP_SINGLETON_REQUEST, '@casino/shared'),
      new rspack.DefinePlugin({
        'process.env.CASINO_APP': JSON.stringify(name),
        'process.env.CASINO_FEDERATION_RUNTIME_VERSION': JSON.stringify(bundlerRuntime.version),
      }),
      new ModuleFederationPlugin({
        name,
        ...(isHost
          ? { remotes: {}, shareStrategy: 'loaded-first' }
          : {
              filename: 'remoteEntry.js',
              exposes,
              manifest: { fileName: 'mf-manifest.json' },
            }),
        // A remote's browser build only consumes the singletons (`import: false`): the host provides every one of them
        // and loads first (release control refuses a remote whose range the host's version misses). Its own copies of
        // React, i18next, TanStack Query and @casino/shared were never run on a page, yet were built, published, and
        // listed twice in remoteEntry.js (as provider and as fallback). Development keeps them: a dev shell runs alone.
        shared: lendRuntime && !isHost ? consumeOnly(sharedDependencies(appDir)) : sharedDependencies(appDir),
        // The host type-checks against the remotes' src/exposes (host/tsconfig.json); the emitted @mf-types (and their
        // zip) are for teams outside this repository. Not regenerated on every dev rebuild.
        dts: isHost || dev
          ? false
          : {
              generateTypes: { compileInChildProcess: false, abortOnError: false, extractThirdParty: false },
              consumeTypes: false,
              tsConfigPath: path.join(appDir, 'tsconfig.json'),
            },
        // Not the federation plugin's own dev server (live reload of remotes, type hints): Fast Refresh does the job.
        dev: false,
        // Production: one federation runtime on the page, the host's; each remoteEntry then drops its own copy
        // (TOOLCHAIN.md: about 17 KB gzip less per remote). Development keeps a runtime in every build so a remote's
        // dev shell runs alone.
        // This build runs in browsers only (the server build is below): the SDK drops its Node script loading (the
        // host's main.js 5 KB smaller before compression). A remote consumes no other remote (fragments come through
        // the host), so its bundler runtime also drops the remote loader. The bundler glue itself is lent by the host
        // too (lentBundlerRuntime): the host's runtime plugin provides it, a remote's build leaves it out.
        ...(lendRuntime
          ? {
              ...(isHost
                ? { runtimePlugins: ['provide-bundler-runtime.mjs', 'exact-version-share.mjs'].map((file) => path.join(__dirname, file)) }
                : {}),
              experiments: isHost
                ? { provideExternalRuntime: true, optimization: { target: 'web' } }
                : { externalRuntime: true, optimization: { disableRemote: true, target: 'web' } },
            }
          : {}),
      }),
      dev && new ReactRefreshRspackPlugin({ exclude: [/node_modules/, /refresh-runtime\.cjs$/] }),
      dev && shareRefreshRuntime,
      !dev && isHost && bootFilesPlugin(rspack),
      // The host's static files (favicon, web app manifest) at the site root, where browsers look for them.
      isHost && fs.existsSync(path.join(appDir, 'public')) && new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(appDir, 'public') }] }),
      !dev && federationRuntimeAsModules,
      lendRuntime && lentBundlerRuntime(bundlerRuntime.dir, isHost),
      !dev && !isHost && manifestStyles,
      runtimeRequires?.plugin,
      // What the host provides from the singleton, for release control's `surface` check (runtime-surface.cjs).
      !dev && isHost && writeRuntimeSurface(rspack),
      // The pages this remote version serves, read by the edge from its version folder (route-manifest.cjs).
      !isHost && emitRouteManifest(rspack, appDir),
      !dev && precompressAssets,
    ].filter(Boolean),
    optimization: {
      // NO_MINIFY=1 pnpm build keeps the functions' names, for reading a CPU profile (docs/server-render.md, "Measuring").
      ...(process.env.NO_MINIFY ? { minimize: false } : {}),
      splitChunks: dev
        ? false
        : {
            cacheGroups: {
              // All of an app's CSS in one file: a server-rendered page links each app's stylesheet in its head, and
              // one file per app is one request where the per-chunk split made 10 to 25 render-blocking ones (and
              // loaded the design system's rules twice). A remote's whole CSS is 6 to 9 KB gzip.
              styles: { name: STYLES_CHUNK, type: 'css/auto', chunks: 'all', enforce: true, priority: 50 },
              // The page's own stylesheets (the theme, the dev shell's frame), should an expose ever import them, in a
              // chunk of their own before `styles` takes them: no expose's manifest entry names it, so a remote never
              // restyles the host's page with a second theme. (The dev shell itself is not in a production build.)
              ...(isHost ? {} : { pageStyles: { name: DEV_SHELL_STYLES_CHUNK, test: PAGE_STYLES, type: 'css/auto', chunks: 'all', enforce: true, priority: 60 } }),
              // The host's copy of @casino/contract in one chunk: the host's own code and the @casino/shared singleton
              // it provides sit in chunk groups that do not know of each other (federation loads a shared module on
              // its own), so each group carried its own copy of the endpoint map and the path builders (issue 33:
              // 2.4 KB gzip twice on every page). One chunk both groups load is downloaded once.
              ...(isHost ? { contract: { test: CONTRACT_SOURCE, name: 'contract', chunks: 'all', enforce: true, priority: 40 } } : {}),
            },
          },
    },
    // Lazy compilation rebuilds on every first request of a chunk; each rebuild announces a hot update that a page
    // holding host and remote code then cannot find, and reloads: compile everything up front instead.
    lazyCompilation: false,
    performance: { hints: false },
    devServer: {
      port: devPort,
      host: '127.0.0.1',
      allowedHosts: 'all',
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api/v1'], target: API_PROXY_TARGET, changeOrigin: true }],
      client: {
        overlay: { errors: true, warnings: false, runtimeErrors: false },
        // Each app's hot-update socket goes straight to its own dev server, also when the page comes through the edge
        // (pnpm dev: edge on 3000) or holds several apps' code (the host page with remotes).
        webSocketURL: `ws://localhost:${devPort}/ws`,
      },
    },
  };
  return config;
}

/**
 * A plugin that only sets (or, with undefined, removes) an environment variable when the compiler applies it: the
 * plugins after it in the list see the value while they are applied.
 * @param {string} name @param {string | undefined} value
 * @returns {import('@rspack/core').RspackPluginInstance}
 */
function withEnv(name, value) {
  return {
    apply() {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    },
  };
}

/** Where each app's server build goes: inside its dist, so a remote's version folder on the CDN carries both builds. */
const SERVER_DIR = 'server';

/**
 * The server build of an app, for the edge's server render (ARCHITECTURE.md "Server rendering", docs/server-render.md).
 * - Host: `dist/server/main.js` (CommonJS) exports `renderPage`; the edge requires it once per host build. Its
 *   federation runtime loads remotes' server builds over HTTP (server-remote-loader.cjs, `loadEntry`).
 * - Remote: `dist/server/remoteEntry.js`, a container of the same exposes as the browser build, CommonJS for Node,
 *   whose chunks load over HTTP from the same version folder (server-remote-loader.cjs gives it an fs that fetches). Published
 *   with the browser build in one immutable version folder, so a release switch moves both.
 * Same module rules as the browser build, so CSS module class names match (the CSS itself is the browser's: the
 * server build exports class names only) and the server's HTML hydrates without a mismatch.
 * @param {{ appDir: string, kind: 'host' | 'remote', name: string, exposes?: Record<string, string> }} options
 */
function createServerConfig({ appDir, kind, name, exposes = {} }) {
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  const { rspack } = appRequire('@rspack/core');
  const { ModuleFederationPlugin } = appRequire('@module-federation/enhanced/rspack');
  const isHost = kind === 'host';
  /** @type {import('@rspack/core').Configuration} */
  const config = {
    name: `${name}-server`,
    // After the browser build, whose clean step would otherwise race with this one's files.
    dependencies: [name],
    context: appDir,
    mode: 'production',
    target: 'async-node',
    devtool: 'source-map',
    entry: isHost ? { main: './src/server/entry.ts' } : {},
    output: {
      path: path.join(appDir, 'dist', SERVER_DIR),
      // Replaced by the version folder's URL when the host loads the entry (server-remote-loader.cjs), for asset URLs.
      publicPath: isHost ? 'auto' : SERVER_PUBLIC_PATH,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: name,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    // A module with a `.server.ts` twin (purifier-window.server.ts) is replaced by it here: the one place for code that
    // needs Node instead of the browser.
    resolve: { extensions: ['.server.tsx', '.server.ts', '.tsx', '.ts', '.js', '.json'], alias: usedExportsAliases() },
    // Node-only libraries stay outside the bundle; the edge (the host's package) provides them.
    externals: { jsdom: 'commonjs jsdom' },
    module: {
      parser: { 'css/auto': { namedExports: false } },
      generator: { 'css/auto': { exportsOnly: true } },
      rules: [
        swcRule(false, false),
        { test: /\.css$/, type: 'css/auto' },
        // Inline on the server: the browser build emits the same files; URLs would otherwise point into dist/server.
        { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset/inline' },
      ],
    },
    plugins: [
      new rspack.NormalModuleReplacementPlugin(SHARED_DEEP_SINGLETON_REQUEST, '@casino/shared'),
      new rspack.DefinePlugin({ 'process.env.CASINO_APP': JSON.stringify(name) }),
      // Each server build is its own federation instance in the edge, also beside another version of the same remote
      // (a canary): the runtime tells instances apart by a build id, otherwise only name and package version. The
      // federation plugin reads it from MF_BUILD_VERSION while it is applied, so it is set around that one plugin.
      !isHost && withEnv('MF_BUILD_VERSION', `${SERVER_BUILD_ID_MARK}${name}`),
      new ModuleFederationPlugin({
        name,
        ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes, library: { type: 'commonjs-module', name } }),
        remoteType: 'script',
        shared: sharedDependencies(appDir),
        runtimePlugins: [path.join(__dirname, isHost ? 'server-remote-loader.cjs' : 'server-public-path.cjs')],
        dts: false,
        manifest: false,
        dev: false,
      }),
      !isHost && withEnv('MF_BUILD_VERSION', undefined),
    ].filter(Boolean),
    optimization: { minimize: false, splitChunks: false },
    node: { __dirname: false, __filename: false },
    externalsPresets: { node: true },
    performance: { hints: false },
  };
  return config;
}

/**
 * What the host's starter build writes beside index.html:
 * `{ "start": "assets/start.<hash>.js", "consent": { "js": "assets/consent.<hash>.js", "css": "assets/consent.<hash>.css" } }`.
 */
const STARTER_FILE = 'starter.json';

/**
 * The host's starter (host/src/start.ts), the one script of a server-rendered page: it keeps early taps and adds
 * main.js once the page is on screen (docs/server-render.md "What the first paint waits for"). A compiler of its own,
 * because the federation plugin puts its runtime (main.js's 27 KB gzip) into every entry of its build; this one is
 * about 1 KB. The host's consent entry (host/src/consent-start.ts: the cookie banner, which a server-rendered page
 * loads on its own with `<script async>` so it paints with the page) is built here for the same reason. It lists the
 * files in dist/starter.json for the edge (host/server/html.ts).
 * @param {{ appDir: string, name: string }} options
 */
function createStarterConfig({ appDir, name }) {
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  const { rspack } = appRequire('@rspack/core');
  /** @type {import('@rspack/core').Configuration} */
  const config = {
    name: `${name}-starter`,
    // After the browser build, whose clean step would otherwise remove this one's files.
    dependencies: [name],
    context: appDir,
    mode: 'production',
    devtool: 'source-map',
    entry: { start: './src/start.ts', ...(fs.existsSync(path.join(appDir, 'src/consent-start.ts')) ? { consent: './src/consent-start.ts' } : {}) },
    output: {
      path: path.join(appDir, 'dist'),
      publicPath: '/',
      filename: 'assets/[name].[contenthash:10].js',
      cssFilename: 'assets/[name].[contenthash:10].css',
      clean: false,
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: { parser: { 'css/auto': { namedExports: false } }, rules: [swcRule(false, false), { test: /\.css$/, type: 'css/auto' }] },
    plugins: [
      {
        apply(compiler) {
          compiler.hooks.compilation.tap('casino-starter-file', (compilation) => {
            compilation.hooks.processAssets.tap({ name: 'casino-starter-file', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
              const files = (entry) => compilation.entrypoints.get(entry)?.getFiles() ?? [];
              const start = files('start').find((file) => file.endsWith('.js'));
              const consentJs = files('consent').find((file) => file.endsWith('.js'));
              const consentCss = files('consent').find((file) => file.endsWith('.css'));
              const consent = consentJs && consentCss ? { js: consentJs, css: consentCss } : undefined;
              compilation.emitAsset(STARTER_FILE, new rspack.sources.RawSource(JSON.stringify({ start, consent })));
            });
          });
        },
      },
      // Served by the edge as the build's brotli or gzip copy (host/server/static-files.ts): consent.js is 10 KB gzip, 30 KB as written.
      precompressOwnAssets,
    ],
    performance: { hints: false },
  };
  return config;
}

module.exports = { createAppConfig, createServerConfig, createStarterConfig };
