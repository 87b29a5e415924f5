import fs from 'node:fs';
import path from 'node:path';

/**
 * Docs that stay true (issue 32, item 6): every repository path cited in backticks in README.md and docs/*.md exists.
 * A path counts when it starts with one of the repository's top-level folders (`shared/src/...`, `host/server/...`);
 * patterns (`*`, `<name>`, `{lang}`), `../shared` (outside the repository) and the folders .gitignore lists (made at run
 * time) are left out.
 */
const root = path.resolve(__dirname, '..', '..');
const TOP = fs.readdirSync(root, { withFileTypes: true }).filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules').map((e) => e.name);

/** Folders the running product creates (the API's database, `.var/`): listed in .gitignore, cited before they exist. */
const GENERATED = fs
  .readFileSync(path.join(root, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim().replace(/^\//, ''))
  .filter((line) => line && !line.startsWith('#') && !/[*!]/.test(line));

/**
 * As git reads .gitignore: a pattern with a slash inside (`api/data/`) is anchored at the root; one without (`dist/`,
 * `dist-edge/`) names a folder at any depth (`host/dist-edge/edge.cjs` is a build output, absent from a fresh clone).
 */
function isGenerated(cited: string, pattern: string): boolean {
  const name = pattern.replace(/\/$/, '');
  if (name.includes('/')) return cited === name || cited.startsWith(`${name}/`);
  return cited.split('/').includes(name);
}

const docs = ['README.md', ...fs.readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

function citedPaths(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/`([^`\s]+)`/g)) {
    const cited = match[1]!.replace(/[.,;:]+$/, '').replace(/#.*$/, '').replace(/:\d+(-\d+)?$/, '');
    if (!cited.includes('/') || /[*<>{}$|]/.test(cited)) continue;
    if (!TOP.includes(cited.split('/')[0]!) || GENERATED.some((pattern) => isGenerated(cited, pattern))) continue;
    found.add(cited);
  }
  return [...found];
}

describe('paths cited in the docs', () => {
  it.each(docs)('every repository path cited in %s exists', (doc) => {
    const missing = citedPaths(fs.readFileSync(path.join(root, doc), 'utf8')).filter((cited) => !fs.existsSync(path.join(root, cited)));
    expect(missing).toEqual([]);
  });
});
