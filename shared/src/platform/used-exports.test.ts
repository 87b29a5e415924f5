import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * react-i18next and TanStack Query are shared as the part the apps use (shared/federation/shared-deps.cjs,
 * USED_EXPORTS): the share scope's module exports only the names in shared/federation/used-exports/. A name an app
 * imports that is not there would be undefined on the page, with no build error: this test is that error.
 */
const repoRoot = path.resolve(__dirname, '../../..');
const { USED_EXPORTS } = createRequire(__filename)(path.join(repoRoot, 'shared/federation/shared-deps.cjs')) as { USED_EXPORTS: Record<string, string> };
const SOURCE_DIRS = ['host/src', 'shared/src', 'shared/catalogue', ...['games', 'account', 'content', 'promotions'].map((remote) => `remote-${remote}/src`)];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    // Jest runs without federation: tests import the whole package.
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The value names imported from `pkg` (type-only imports and `type` specifiers cost nothing and are left out). */
function importedNames(source: string, pkg: string): string[] {
  const pattern = new RegExp(`import\\s+(?!type\\s)\\{([^}]*)\\}\\s+from\\s+'${pkg.replace(/[/]/g, '\\/')}'`, 'g');
  return [...source.matchAll(pattern)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0]!),
  );
}

function exportedNames(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) => match[1]!.split(',').map((name) => name.trim()).filter(Boolean));
}

describe.each(Object.entries(USED_EXPORTS))('the used part of %s', (pkg, file) => {
  it('exports every name the apps import from the package', () => {
    const exported = new Set(exportedNames(file));
    const missing: string[] = [];
    let imports = 0;
    for (const dir of SOURCE_DIRS) {
      for (const source of sourceFiles(path.join(repoRoot, dir))) {
        for (const name of importedNames(fs.readFileSync(source, 'utf8'), pkg)) {
          imports += 1;
          if (!exported.has(name)) missing.push(`${name} (${path.relative(repoRoot, source)})`);
        }
      }
    }
    expect(imports).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('sees an import the file lacks (the check itself)', () => {
    expect(importedNames("import { useQuery, type Query, useSuspenseQuery as s } from 'PKG';".replace('PKG', pkg), pkg)).toEqual(['useQuery', 'useSuspenseQuery']);
  });
});
