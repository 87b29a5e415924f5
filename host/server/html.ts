import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserReleaseMap, RemoteName } from '@casino/contract/release';
import { jsonForHtml } from '../src/server/json-for-html';
import type { ReleaseState } from './release/store';

/** The edge's data blocks and the page's state, which the host's server build writes, share one escaping. */
export { jsonForHtml };

export const RELEASE_MAP_ELEMENT_ID = 'casino-release-map';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Preload hints for what the first route needs: its remote's manifest (fetched by the federation runtime with CORS)
 * and that remote's entry script; the entry's URL comes from the registry so no extra round trip discovers it.
 */
export function preloadHints(map: BrowserReleaseMap, state: ReleaseState, remote: RemoteName, exposeFiles?: ExposeFiles): string[] {
  const release = map.remotes[remote];
  if (!release) return [];
  const hints = [
    `<link rel="preconnect" href="${escapeAttribute(new URL(release.manifestUrl).origin)}" crossorigin>`,
    `<link rel="preload" href="${escapeAttribute(release.manifestUrl)}" as="fetch" crossorigin="anonymous">`,
  ];
  const entry = state.registry.versions[remote]?.[release.version]?.remoteEntry;
  if (entry) {
    const entryUrl = new URL(entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name, release.manifestUrl).href;
    hints.push(
      entry.type === 'module' || entry.type === 'esm'
        ? `<link rel="modulepreload" href="${escapeAttribute(entryUrl)}" crossorigin="anonymous">`
        : `<link rel="preload" href="${escapeAttribute(entryUrl)}" as="script">`,
    );
  }
  // The exposed module's own files: the runtime asks for them only after the entry ran; fetched now they arrive with it.
  for (const url of exposeFiles?.js ?? []) hints.push(`<link rel="preload" href="${escapeAttribute(url)}" as="script">`);
  for (const url of exposeFiles?.css ?? []) hints.push(`<link rel="preload" href="${escapeAttribute(url)}" as="style">`);
  return hints;
}

/** The files an exposed module needs before it runs (`assets.*.sync` of mf-manifest.json), as absolute URLs. */
export interface ExposeFiles {
  js: string[];
  css: string[];
}

interface ManifestExposes {
  exposes?: { path?: string; name?: string; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown; async?: unknown } } }[];
}

/**
 * Every stylesheet of a remote version (all its exposes, loaded at once or later), as absolute URLs: a server-rendered
 * page links them in its head so it paints styled before any script (a remote's CSS is a few KB).
 */
export function stylesheetsOf(manifest: unknown, manifestUrl: string): string[] {
  const exposes = (manifest as ManifestExposes | null)?.exposes;
  const files = new Set<string>();
  for (const expose of Array.isArray(exposes) ? exposes : []) {
    for (const list of [expose?.assets?.css?.sync, expose?.assets?.css?.async]) {
      if (!Array.isArray(list)) continue;
      for (const file of list) if (typeof file === 'string') files.add(new URL(file, manifestUrl).href);
    }
  }
  return [...files];
}

/** Reads an exposed module's sync files from a manifest; publicPath 'auto' makes them relative to the manifest's folder. */
export function exposeFilesOf(manifest: unknown, manifestUrl: string, expose: string): ExposeFiles {
  const exposes = (manifest as ManifestExposes | null)?.exposes;
  const entry = Array.isArray(exposes) ? exposes.find((item) => (item?.path ?? `./${item?.name ?? ''}`) === expose) : undefined;
  const urls = (list: unknown) =>
    Array.isArray(list) ? list.filter((file): file is string => typeof file === 'string').map((file) => new URL(file, manifestUrl).href) : [];
  return { js: urls(entry?.assets?.js?.sync), css: urls(entry?.assets?.css?.sync) };
}

/** An uncached manifest may hold the page back this long at most; after that the page goes without those hints. */
export const EXPOSE_FILES_WAIT_MS = 150;
const MANIFEST_FETCH_TIMEOUT_MS = 2000;

/**
 * The exposed module files of each published version, read once from its manifest: a version folder never changes,
 * so the answer is kept for the life of the process (a failed read is asked again on the next page).
 */
export class ExposeFilesCache {
  /** One read of each version's manifest, for its preload hints and its stylesheets alike. */
  private readonly manifests = new Map<string, Promise<unknown>>();

  constructor(
    private readonly fetchManifest: (url: string) => Promise<unknown> = async (url) => {
      const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_FETCH_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.json();
    },
  ) {}

  /** The manifest of a version, read once; a failed read is forgotten, so the next page asks again. */
  private manifest(manifestUrl: string): Promise<unknown> {
    let manifest = this.manifests.get(manifestUrl);
    if (!manifest) {
      manifest = this.fetchManifest(manifestUrl);
      manifest.catch(() => this.manifests.delete(manifestUrl));
      this.manifests.set(manifestUrl, manifest);
    }
    return manifest;
  }

  /** What was read from a manifest, by manifest URL (and expose): a version folder never changes. */
  private readonly stylesheets = new Map<string, string[]>();
  private readonly files = new Map<string, ExposeFiles>();

  /** All stylesheets of a version (stylesheetsOf); none when its manifest cannot be read. */
  stylesheetsFor(manifestUrl: string): Promise<string[]> {
    const known = this.stylesheets.get(manifestUrl);
    if (known) return Promise.resolve(known);
    return this.manifest(manifestUrl).then(
      (manifest) => {
        const sheets = stylesheetsOf(manifest, manifestUrl);
        this.stylesheets.set(manifestUrl, sheets);
        return sheets;
      },
      () => [],
    );
  }

  /** The same object for every page of a version once its manifest is read: no wait, no timer (a cached page's hints). */
  async filesFor(manifestUrl: string, expose: string, waitMs = EXPOSE_FILES_WAIT_MS): Promise<ExposeFiles | undefined> {
    const key = `${manifestUrl}\n${expose}`;
    const known = this.files.get(key);
    if (known) return known;
    const files = this.manifest(manifestUrl).then(
      (manifest) => {
        const read = exposeFilesOf(manifest, manifestUrl, expose);
        this.files.set(key, read);
        return read;
      },
      () => undefined,
    );
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), waitMs);
    });
    try {
      return await Promise.race([files, late]);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** index.html with this browser's release map and the preload hints, placed before the host's own scripts. */
export function renderIndexHtml(template: string, map: BrowserReleaseMap, hints: string[], bodyStart = '', lang?: string): string {
  // The page's language on <html> before the app runs (the template's is the default language's).
  const withLang = lang ? template.replace(/<html[^>]*>/i, (open) => open.replace(/\slang="[^"]*"/i, '').replace(/^<html/i, `<html lang="${escapeAttribute(lang)}"`)) : template;
  const withBody = bodyStart ? insertAfterBodyOpen(withLang, bodyStart) : withLang;
  return insertInHead(withBody, map, hints);
}

/**
 * index.html as `renderIndexHtml` makes it, cut just before the closing brace of its release map's JSON: the place of
 * a visitor's own fields (`visitorMapFields`, a page view's report token). `before + after` is the page without them,
 * `before + visitorMapFields(token) + after` the same text `renderIndexHtml` makes for `{ ...map, reportToken: token }`,
 * so a guest page from the cache can be kept in two halves the edge compresses once (page-bytes.ts).
 */
export interface PageAroundMap {
  before: string;
  after: string;
}

export function indexHtmlAroundMap(template: string, map: BrowserReleaseMap, hints: string[], bodyStart = '', lang?: string): PageAroundMap {
  const html = renderIndexHtml(template, map, hints, bodyStart, lang);
  const block = `<script id="${RELEASE_MAP_ELEMENT_ID}" type="application/json">${releaseMapJson(map)}`;
  // insertInHead puts the map first in <head>, before anything of the template: its first occurrence is ours.
  const at = html.indexOf(block) + block.length - 1;
  return { before: html.slice(0, at), after: html.slice(at) };
}

/** The report token as the last field of a release map's JSON (the text between `PageAroundMap`'s halves). */
export const visitorMapFields = (reportToken: string) => `,"reportToken":${jsonForHtml(reportToken)}`;

function insertAfterBodyOpen(template: string, html: string): string {
  const bodyOpen = /<body[^>]*>/i.exec(template);
  if (!bodyOpen) return `${template}${html}`;
  const at = bodyOpen.index + bodyOpen[0].length;
  return `${template.slice(0, at)}${html}${template.slice(at)}`;
}

/**
 * A release map's JSON for the page, made once per map object: the edge gives every visitor served the same versions
 * the same map (served-map.ts), so a page from the cache does not serialise its 9 KB again.
 */
const mapJsonMemo = new WeakMap<BrowserReleaseMap, string>();
export function releaseMapJson(map: BrowserReleaseMap): string {
  let json = mapJsonMemo.get(map);
  if (json === undefined) {
    json = jsonForHtml(map);
    if (Object.isFrozen(map)) mapJsonMemo.set(map, json);
  }
  return json;
}

function insertInHead(template: string, map: BrowserReleaseMap, hints: string[]): string {
  const block = [
    `<script id="${RELEASE_MAP_ELEMENT_ID}" type="application/json">${releaseMapJson(map)}</script>`,
    ...hints,
  ].join('\n    ');
  const headOpen = /<head[^>]*>/i.exec(template);
  if (headOpen) {
    const at = headOpen.index + headOpen[0].length;
    return `${template.slice(0, at)}\n    ${block}${template.slice(at)}`;
  }
  return `${block}\n${template}`;
}

/**
 * The hints of a server-rendered page. Its markup is the first paint, so what paints it goes first: the stylesheets are
 * linked in its head (a preload of them would be a duplicate), and the code that will hydrate it is not preloaded: the
 * page's starter asks for main.js once the page is on screen (host/src/start.ts, withStarter), so on a slow line it
 * does not take bandwidth from the stylesheets and the page's first image. The connection to the remotes' origin is
 * still opened early.
 */
export function serverPageHints(hints: string[]): string[] {
  return hints.filter((hint) => !/^<link rel="(?:preload|modulepreload)"/.test(hint));
}

/** What the host's first page loads after main.js, as the build listed it (shared/federation/rspack-app.cjs). */
export interface BootFiles {
  scripts: string[];
  styles: string[];
  /** The lazy translation chunks of each language. */
  locales: Record<string, string[]>;
}

export const BOOT_FILES = 'boot-files.json';
/** Written by the host's starter build (shared/federation/rspack-app.cjs createStarterConfig). */
export const STARTER_FILE = 'starter.json';

/**
 * Preload hints for the host's own boot chunks (its './bootstrap' chunk and the shared singletons it provides) and,
 * when the path names the language, that language's translations: main.js would otherwise discover them in three
 * waves. On '/' the language is the browser's choice, so no translation is guessed.
 */
export function bootHints(boot: BootFiles | undefined, pathname: string): string[] {
  if (!boot) return [];
  const href = (file: string) => escapeAttribute(`/${file.replace(/^\/+/, '')}`);
  const language = pathname.split('/')[1] ?? '';
  const translations = Object.hasOwn(boot.locales, language) ? (boot.locales[language] ?? []) : [];
  return [
    ...boot.styles.map((file) => `<link rel="preload" href="${href(file)}" as="style">`),
    ...[...boot.scripts, ...translations].map((file) => `<link rel="preload" href="${href(file)}" as="script">`),
  ];
}

function readBootFiles(dist: string): BootFiles | undefined {
  try {
    const raw = JSON.parse(fs.readFileSync(path.join(dist, BOOT_FILES), 'utf8')) as Partial<BootFiles>;
    const strings = (list: unknown) => (Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : []);
    const locales: Record<string, string[]> = {};
    for (const [language, files] of Object.entries(raw.locales ?? {})) locales[language] = strings(files);
    return { scripts: strings(raw.scripts), styles: strings(raw.styles), locales };
  } catch {
    return undefined; // an older build without the list: the page works, main.js finds its chunks itself
  }
}

/** The consent entry's files (host/src/consent-start.ts), as site paths. */
export interface ConsentFiles {
  js: string;
  css: string;
}

/** The starter script's URL ('/assets/start.<hash>.js') and the consent entry's files; undefined for a build without them. */
function readStarter(dist: string): { start?: string; consent?: ConsentFiles } {
  try {
    const { start, consent } = JSON.parse(fs.readFileSync(path.join(dist, STARTER_FILE), 'utf8')) as { start?: unknown; consent?: { js?: unknown; css?: unknown } };
    const sitePath = (file: unknown) => (typeof file === 'string' && file ? `/${file.replace(/^\/+/, '')}` : undefined);
    const js = sitePath(consent?.js);
    const css = sitePath(consent?.css);
    return { ...(sitePath(start) ? { start: sitePath(start) } : {}), ...(js && css ? { consent: { js, css } } : {}) };
  } catch {
    return {};
  }
}

/** What the edge reads of the host build: index.html, its id, the boot files and the starter script. */
export interface HostBuildFiles {
  html: string;
  buildId: string;
  bootFiles?: BootFiles;
  starter?: string;
  /** The cookie banner's own entry, which a server-rendered page loads beside the starter (consentParts). */
  consent?: ConsentFiles;
}

/** How long the host build read is served before index.html is looked at again. */
export const HOST_BUILD_RECHECK_MS = 1000;

/** index.html, the build id, the boot files and the starter, re-read only when the host build changes on disk. */
export class HostBuild {
  private cached: (HostBuildFiles & { key: string }) | undefined;
  private checkedAt = -Infinity;

  constructor(
    private readonly dist: string,
    private readonly now: () => number = Date.now,
  ) {}

  get indexFile(): string {
    return path.join(this.dist, 'index.html');
  }

  /**
   * undefined while the host is not built. A new build is served from the first page after it, looked for at most
   * once in HOST_BUILD_RECHECK_MS (a stat of index.html per page was 3 % of a cached page's CPU at the edge).
   */
  load(): HostBuildFiles | undefined {
    const now = this.now();
    if (this.cached && now - this.checkedAt < HOST_BUILD_RECHECK_MS) return this.cached;
    let key: string;
    try {
      const stat = fs.statSync(this.indexFile);
      key = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    } catch {
      return undefined;
    }
    this.checkedAt = now;
    if (this.cached?.key !== key) {
      const html = fs.readFileSync(this.indexFile, 'utf8');
      const bootFiles = readBootFiles(this.dist);
      const { start: starter, consent } = readStarter(this.dist);
      this.cached = { key, html, buildId: readBuildId(this.dist, html), ...(bootFiles ? { bootFiles } : {}), ...(starter ? { starter } : {}), ...(consent ? { consent } : {}) };
    }
    return this.cached;
  }
}

/** The host build's id: its `build-id` file if the build wrote one, else a hash of index.html (which names every hashed entry). */
export function readBuildId(dist: string, html: string): string {
  try {
    const id = fs.readFileSync(path.join(dist, 'build-id'), 'utf8').trim();
    if (id) return id;
  } catch {
    /* no build-id file: hash the page */
  }
  return crypto.createHash('sha256').update(html).digest('hex').slice(0, 16);
}

/** What a server-rendered page adds to index.html (edge-app.ts composes it per visitor). */
export interface ServerPageParts {
  /** The rendered #root content. */
  html: string;
  lang: string;
  device: string;
  title: string;
  description: string;
  /** Canonical and alternate-language links (seo.ts). */
  links: string[];
  /** The address names nothing (the page's not-found screen): search engines are asked not to index it. */
  noindex?: boolean;
  /** Resource hints React rendered for the page (host/src/server/render-page.tsx splitHoisted). */
  hoisted: string;
  /** Stylesheets the first paint needs: the host's boot styles and the remotes on the page. */
  stylesheets: string[];
  /** The hydration state (ssr-state.ts), already safe JSON for a data block. */
  stateJson: string;
  stateElementId: string;
  /** The host build's starter script (HostBuildFiles.starter); without one, main.js stays in the page. */
  starter?: string;
  /** The host's boot scripts (BootFiles.scripts), which the starter asks for beside main.js. */
  bootScripts?: string[];
  /** The cookie banner's head tags (consentParts): its stylesheet, its texts and its own async script. */
  consent?: string[];
}

/**
 * The cookie banner with the page (issue 36.4): the consent entry's stylesheet, the texts of the page's language as a
 * data block (consent-data.ts) and the entry itself with `<script async>`, independent of main.js and of federation.
 * The same for every visitor of a page (the library decides in the browser whether to show the banner), so the page
 * stays one cached page for every guest. Nothing without a build that has the entry or a language without texts.
 */
export function consentParts(files: ConsentFiles | undefined, dataBlock: string | undefined): string[] {
  if (!files || !dataBlock) return [];
  return [`<link rel="stylesheet" href="${escapeAttribute(files.css)}">`, dataBlock, `<script async src="${escapeAttribute(files.js)}"></script>`];
}

/** The host's entry script in index.html (the one script the build puts there). */
const MAIN_SCRIPT = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/i;

/**
 * A server-rendered page's one script is the starter, which adds main.js (named in data-main) once the page is on
 * screen (host/src/start.ts), and with it the host's boot scripts (data-boot): they download beside main.js instead
 * of after it, and main.js's runtime finds them installed instead of adding each script itself.
 */
export function withStarter(template: string, starter: string | undefined, bootScripts: readonly string[] = []): string {
  if (!starter) return template;
  const boot = bootScripts.map((file) => `/${file.replace(/^\/+/, '')}`).join(' ');
  return template.replace(
    MAIN_SCRIPT,
    (_tag, main: string) =>
      `<script defer src="${escapeAttribute(starter)}" data-main="${escapeAttribute(main)}"${boot ? ` data-boot="${escapeAttribute(boot)}"` : ''}></script>`,
  );
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html around a server-rendered page: its language and device on <html>, its title, description, canonical and
 * alternates, its stylesheets, the rendered markup in #root and the hydration state after it, the starter instead of
 * main.js; then this visitor's release map and hints as for any page.
 */
export function renderServerPageHtml(template: string, map: BrowserReleaseMap, hints: string[], bodyStart: string, page: ServerPageParts): string {
  return renderIndexHtml(serverPageBody(template, page), map, hints, bodyStart);
}

/**
 * index.html around a server-rendered page, without what differs per visitor (the release map, the hints, the override
 * banner): the same for every visitor of a cached page, so the edge makes it once per page (edge-app.ts).
 */
export function serverPageBody(template: string, page: ServerPageParts): string {
  const html = withStarter(template, page.starter, page.bootScripts)
    .replace(/<html[^>]*>/i, `<html lang="${escapeAttribute(page.lang)}" data-device="${escapeAttribute(page.device)}">`)
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeText(page.title)}</title>`)
    .replace(
      /<div id="root"><\/div>/i,
      () => `<div id="root">${page.html}</div><script id="${page.stateElementId}" type="application/json">${page.stateJson}</script>`,
    );
  const head = [
    `<meta name="description" content="${escapeAttribute(page.description)}">`,
    ...(page.noindex ? ['<meta name="robots" content="noindex">'] : []),
    ...page.links,
    ...page.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
    ...(page.consent ?? []),
    page.hoisted,
  ];
  return html.replace(/<\/title>/i, (close) => `${close}${head.join('')}`);
}
