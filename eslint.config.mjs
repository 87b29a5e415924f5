// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One flat config for the workspace: typescript-eslint, react-hooks, and the import boundaries of ARCHITECTURE.md:
 * no remote imports another remote or the host; the host reaches a remote only through the federation runtime
 * (type-only imports of a remote's exposes are how its typecheck consumes federated types); shared imports no app.
 */
const REMOTES = ['games', 'account', 'content', 'promotions'];
const APPS = ['host', ...REMOTES.map((remote) => `remote-${remote}`)];
const FRONT_END = ['host/src', 'shared/src', ...APPS.filter((app) => app !== 'host').map((app) => `${app}/src`)];

/** The feature folders of an app (`<app>/src/features/<feature>/`), read from disk so a new feature is covered at once. */
function featuresOf(app) {
  try {
    return readdirSync(path.join(import.meta.dirname, app, 'src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * STYLE.md: a feature does not import another feature; what two features share moves to the app's `src/shared/`
 * (docs/app-folders.md). One zone per feature: everything under src/features/ except its own folder.
 */
const featureZones = APPS.flatMap((app) =>
  featuresOf(app).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: `A feature does not import another feature: move what both use to ${app}/src/shared/ (docs/app-folders.md).`,
  })),
);

/** A request that reaches into an app's folder or its federation name, by package name or by relative path. */
const appRequest = (app) => ({
  regex: `^(?:${app.replace('-', '[-_]')}(?:/.*)?|(?:\\.\\./)+${app}(?:/.*)?)$`,
});

const jotaiSubpaths = {
  regex: '^jotai/.+',
  message: "Import from 'jotai' itself: only the root is a shared singleton (a subpath carries its own store context).",
};

// shared/README.md: these entries stay out of the singleton players download, so production code never imports them.
const devAndTestEntries = {
  regex: '^@casino/shared/(dev-shell|testing)(/|$)',
  message: "'@casino/shared/dev-shell' is for a remote's src/dev-shell/ and '@casino/shared/testing' for tests only (shared/README.md).",
};
// shared/src/routing/router.ts: the router is @casino/shared's, which federation shares once; a direct import of the
// package bundles a second router whose hooks do not see the host's. Types cost nothing and stay allowed.
const routerPackages = {
  regex: '^react-router(-dom)?(/.*)?$',
  allowTypeImports: true,
  message: "Import router values from '@casino/shared' (shared/src/routing/router.ts): a direct import bundles a second router.",
};
// The i18n is @casino/shared's (shared/src/i18n/), one i18next instance that federation shares once; a direct import of
// i18next or react-i18next elsewhere bundles a second copy (release control's check "copies" then refuses the remote).
// Types cost nothing and stay allowed.
const i18nPackages = {
  regex: '^(react-)?i18next(/.*)?$',
  allowTypeImports: true,
  message: "Import the i18n from '@casino/shared' (useTranslation, Trans, useFormat): a direct import of i18next or react-i18next bundles a second copy.",
};
// The session implementation is mounted by the host and the dev shell; a remote's pages read the session contract.
const sessionStoreEntry = {
  regex: '^@casino/shared/session-store(/|$)',
  message: "A remote reads the session through useSignedIn()/usePlayer()/useSessionActions() from '@casino/shared'; only the host and the dev shell mount '@casino/shared/session-store'.",
};
/** One answer to "is the player signed in?" (issue 32 item 4): a remote never reads the token itself. */
const signedInAnswer = {
  regex: '^@casino/shared$',
  importNames: ['readAuthToken', 'hasAuthTokenCookie'],
  message: 'Ask "is the player signed in?" with isSignedIn() in a loader and useSignedIn() in a component (docs/pages.md).',
};
// shared/federation/rspack-app.cjs bundles the heavy UI entries into the chunk of the page that uses them, outside the
// singleton: a relative import of a stateful part there is a second copy (a translations instance without strings).
const HEAVY_UI_ENTRIES = [
  'shared/src/ui/{Popover,BannerCarousel,VirtualScroller,fields,Select,DataTable,Pagination,Tabs,Countdown}.tsx',
  'shared/src/ui/{popover,carousel,virtual,toast-container,forms,table,tabs,countdown}.ts',
];
const statefulRelative = {
  regex: '^\\.\\./(?:i18n|session|api|data|platform|routing|fragments)/',
  message: "Bundled outside the singleton (shared/federation/rspack-app.cjs): import the page's instance from '@casino/shared'.",
};
/** Where those entries are allowed: dev shells and tests. */
const DEV_AND_TEST_FILES = ['**/src/dev-shell/**', '**/src/testing/**', '**/*.test.{ts,tsx}', '**/test-support.{ts,tsx}'];

/** @param {string[]} apps @param {string} why @param {boolean} allowTypeImports @param {boolean} allowDevAndTest @param {object[]} more @param {boolean} allowI18n */
function boundary(apps, why, allowTypeImports = false, allowDevAndTest = false, more = [], allowI18n = false) {
  return {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          ...apps.map((app) => ({ ...appRequest(app), message: why, ...(allowTypeImports ? { allowTypeImports: true } : {}) })),
          jotaiSubpaths,
          ...(allowDevAndTest ? [] : [devAndTestEntries, routerPackages, ...(allowI18n ? [] : [i18nPackages])]),
          ...more,
        ],
      },
    ],
  };
}

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/dist-edge/**',
      '**/.var/**',
      '**/@mf-types/**',
      '**/node_modules/**',
      'api/data/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // New in ESLint 10's recommended set: good advice, reported without failing the build.
      'preserve-caught-error': 'warn',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', '**/jest/**/*.cjs', '**/test-support/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: FRONT_END.map((dir) => `${dir}/**/*.{ts,tsx}`),
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // Import structure of the front ends: no cycles (they break module order under federation and code splitting)
    // and no feature reaching into another. Paths resolve as TypeScript does, the host's remote_* paths included.
    files: FRONT_END.map((dir) => `${dir}/**/*.{ts,tsx}`),
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: [...APPS, 'shared'].map((dir) => `${dir}/tsconfig.json`), noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: featureZones }],
    },
  },
  {
    files: FRONT_END.map((dir) => `${dir}/**/*.{ts,tsx}`),
    // The React Compiler checks flag patterns that are still correct React (a fetch that sets state in an effect, a
    // ref read for a third-party widget): reported as warnings to fix over time, not build breakers.
    rules: {
      'react-hooks/set-state-in-effect': 'warn',
      'react-hooks/refs': 'warn',
      'react-hooks/purity': 'warn',
      'react-hooks/static-components': 'warn',
      'react-hooks/immutability': 'warn',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', '**/*.d.ts', 'e2e/**/*.ts', '**/bench/**/*.ts'],
    // Test doubles and declarations for untyped tools may need `any`.
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // Import boundaries. Each app's block comes twice: everywhere, then relaxed for its dev shell and tests.
  ...[false, true].flatMap((allowDevAndTest) => {
    const only = (globs) => (allowDevAndTest ? globs.flatMap((glob) => DEV_AND_TEST_FILES.map((dev) => `${glob}/${dev}`)) : globs);
    return [
      {
        files: only(['host/src']).map((glob) => (allowDevAndTest ? glob : `${glob}/**/*.{ts,tsx}`)),
        rules: boundary(
          REMOTES.map((remote) => `remote-${remote}`),
          'The host reaches a remote only at run time through host/src/remotes (loadRemote); type-only imports are fine.',
          true,
          allowDevAndTest,
        ),
      },
      ...REMOTES.map((remote) => ({
        files: only([`remote-${remote}`]).map((glob) => (allowDevAndTest ? glob : `${glob}/**/*.{ts,tsx}`)),
        rules: boundary(
          ['host', ...REMOTES.filter((other) => other !== remote).map((other) => `remote-${other}`)],
          'A remote imports neither the host nor another remote: ask the host for a slot, or share through @casino/shared.',
          false,
          allowDevAndTest,
          [sessionStoreEntry, signedInAnswer],
        ),
      })),
      {
        files: only(['shared']).map((glob) => (allowDevAndTest ? glob : `${glob}/**/*.{ts,tsx}`)),
        rules: boundary(['host', ...REMOTES.map((remote) => `remote-${remote}`)], '@casino/shared must not depend on any app.', false, allowDevAndTest),
      },
      ...(allowDevAndTest
        ? []
        : [
            {
              // The one place that imports i18next and react-i18next: the singleton's i18n module.
              files: ['shared/src/i18n/*.{ts,tsx}'],
              rules: boundary(['host', ...REMOTES.map((remote) => `remote-${remote}`)], '@casino/shared must not depend on any app.', false, false, [], true),
            },
            {
              files: HEAVY_UI_ENTRIES,
              rules: boundary(['host', ...REMOTES.map((remote) => `remote-${remote}`)], '@casino/shared must not depend on any app.', false, false, [
                statefulRelative,
              ]),
            },
          ]),
    ];
  }),
  {
    // @casino/contract is bundled into every app: it must not pull in the run-time singleton or any app.
    files: ['contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@casino/shared', '@casino/shared/*', 'host', 'host/*', 'remote-*', '**/shared/src/**'],
              message: '@casino/contract is plain definitions each app bundles: no run-time singleton, no app (contract/src/index.ts).',
            },
          ],
        },
      ],
    },
  },
);
