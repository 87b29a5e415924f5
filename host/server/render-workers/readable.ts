import fs from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';

/**
 * Node-only libraries the server builds require at run time instead of bundling them (`externals` in
 * shared/federation/rspack-app.cjs createServerConfig): the render worker may read them and what they require.
 */
export const EXTERNAL_LIBRARIES = ['jsdom'];

/** The folder of an installed package, its real path (pnpm links packages from its store). */
function packageDir(name: string, from: string): string | undefined {
  let entry: string;
  try {
    // A package named like a module Node has built in (punycode) is asked for as `punycode/` (tr46 does so). Node's own
    // resolver from `from` (createRequire): a bundler would rewrite a plain require.resolve in the compiled edge.
    entry = createRequire(path.join(from, 'package.json')).resolve(builtinModules.includes(name) ? `${name}/` : name);
  } catch {
    return undefined;
  }
  if (!path.isAbsolute(entry)) return undefined;
  for (let dir = path.dirname(fs.realpathSync(entry)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    try {
      if ((JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name === name) return dir;
    } catch {
      /* a package.json that is not JSON: keep looking up */
    }
  }
  return undefined;
}

/**
 * What a worker must read to require `libraries` from `fromDir`: the path Node's resolution finds first (a link in
 * the host's node_modules), then every package of the libraries' dependency closure. Under pnpm a package's store
 * entry (`.pnpm/<name@version>/node_modules`) holds the package and links to its own dependencies only; elsewhere the
 * package's own folder. Never a whole node_modules: pnpm links the workspace's packages (the API and its database
 * folder among them) from there, and Node 20's permission model follows links.
 */
export function libraryReadPaths(libraries: string[], fromDir: string): string[] {
  const readable = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string, from: string) => {
    const dir = packageDir(name, from);
    if (!dir || seen.has(dir)) return;
    seen.add(dir);
    const holder = name.startsWith('@') ? path.dirname(path.dirname(dir)) : path.dirname(dir);
    readable.add(path.basename(holder) === 'node_modules' && path.basename(path.dirname(path.dirname(holder))) === '.pnpm' ? holder : dir);
    let manifest: { dependencies?: Record<string, string>; optionalDependencies?: Record<string, string> };
    try {
      manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as typeof manifest;
    } catch {
      return;
    }
    for (const dependency of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })) visit(dependency, dir);
  };
  for (const library of libraries) {
    // The first place Node looks that has it: <ancestor>/node_modules/<library>, as a link or a folder.
    for (let dir = fromDir; dir !== path.dirname(dir); dir = path.dirname(dir)) {
      const candidate = path.join(dir, 'node_modules', library);
      if (fs.existsSync(candidate)) {
        readable.add(candidate);
        break;
      }
    }
    visit(library, fromDir);
  }
  return [...readable];
}
