import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserReleaseMap, RemoteName } from '@casino/shared/release/contract';
import type { ReleaseState } from './release/store';

export const RELEASE_MAP_ELEMENT_ID = 'casino-release-map';

/** JSON that is safe inside a <script> data block: no "</script>", no "<!--", no JS-breaking line separators. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Preload hints for what the first route needs: its remote's manifest (fetched by the federation runtime with CORS)
 * and that remote's entry script; the entry's URL comes from the registry so no extra round trip discovers it.
 */
export function preloadHints(map: BrowserReleaseMap, state: ReleaseState, remote: RemoteName): string[] {
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
  return hints;
}

/** index.html with this browser's release map and the preload hints, placed before the host's own scripts. */
export function renderIndexHtml(template: string, map: BrowserReleaseMap, hints: string[], bodyStart = ''): string {
  const withBody = bodyStart ? insertAfterBodyOpen(template, bodyStart) : template;
  return insertInHead(withBody, map, hints);
}

function insertAfterBodyOpen(template: string, html: string): string {
  const bodyOpen = /<body[^>]*>/i.exec(template);
  if (!bodyOpen) return `${template}${html}`;
  const at = bodyOpen.index + bodyOpen[0].length;
  return `${template.slice(0, at)}${html}${template.slice(at)}`;
}

function insertInHead(template: string, map: BrowserReleaseMap, hints: string[]): string {
  const block = [
    `<script id="${RELEASE_MAP_ELEMENT_ID}" type="application/json">${jsonForHtml(map)}</script>`,
    ...hints,
  ].join('\n    ');
  const headOpen = /<head[^>]*>/i.exec(template);
  if (headOpen) {
    const at = headOpen.index + headOpen[0].length;
    return `${template.slice(0, at)}\n    ${block}${template.slice(at)}`;
  }
  return `${block}\n${template}`;
}

/** index.html and the build id, re-read only when the host build changes on disk. */
export class HostBuild {
  private cached: { key: string; html: string; buildId: string } | undefined;

  constructor(private readonly dist: string) {}

  get indexFile(): string {
    return path.join(this.dist, 'index.html');
  }

  /** undefined while the host is not built. */
  load(): { html: string; buildId: string } | undefined {
    let key: string;
    try {
      const stat = fs.statSync(this.indexFile);
      key = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    } catch {
      return undefined;
    }
    if (this.cached?.key !== key) {
      const html = fs.readFileSync(this.indexFile, 'utf8');
      this.cached = { key, html, buildId: readBuildId(this.dist, html) };
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
