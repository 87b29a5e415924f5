import { createRequire } from 'node:module';

/**
 * Motifs for the generated artwork: the Game Icons set (https://game-icons.net, CC BY 3.0, by Lorc, Delapouite and
 * contributors; credited in docs/artwork.md and on the about page's credits). Each icon is one path in a 512x512 box.
 */
interface IconSet {
  icons: Record<string, { body: string }>;
}

const require = createRequire(__filename);
let set: IconSet | undefined;

/** The path data of a Game Icons motif; throws on a name the set lacks (a test checks every name the artwork uses). */
export function iconPath(name: string): string {
  set ??= require('@iconify-json/game-icons/icons.json') as IconSet;
  const body = set.icons[name]?.body;
  const d = body && /\sd="([^"]+)"/.exec(body)?.[1];
  if (!d) throw new Error(`no game icon "${name}"`);
  // A tenth of a unit of a 512 box is finer than a pixel at any size the site shows: the rest is bytes.
  return d.replace(/(\d+\.\d)\d+/g, '$1');
}

/** The icon drawn `size` px wide with its centre at x,y (the set draws in a 512 box). */
export function icon(name: string, x: number, y: number, size: number, fill: string, extra = ''): string {
  const scale = size / 512;
  return `<path transform="translate(${r(x - size / 2)} ${r(y - size / 2)}) scale(${r(scale, 4)})" d="${iconPath(name)}" fill="${fill}"${extra}/>`;
}

/**
 * The icons of one picture, each path written once in <defs> and placed with <use>: a wallpaper of twenty motifs
 * costs twenty short tags, not twenty copies of the path.
 */
export class IconSheet {
  private readonly ids = new Map<string, string>();

  place(name: string, x: number, y: number, size: number, fill: string, extra = ''): string {
    let id = this.ids.get(name);
    if (!id) {
      id = `i${this.ids.size}`;
      iconPath(name);
      this.ids.set(name, id);
    }
    const scale = size / 512;
    return `<use href="#${id}" transform="translate(${r(x - size / 2)} ${r(y - size / 2)}) scale(${r(scale, 4)})" fill="${fill}"${extra}/>`;
  }

  defs(): string {
    return [...this.ids].map(([name, id]) => `<path id="${id}" d="${iconPath(name)}"/>`).join('');
  }
}

export const r = (n: number, digits = 1) => Number(n.toFixed(digits));

/** FNV-1a: the same text always gives the same number. */
export function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** A small seeded generator (mulberry32): the artwork's choices follow from a game's id, never from chance. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

export const hsl = (h: number, s: number, l: number, a = 1) =>
  a === 1 ? `hsl(${Math.round(((h % 360) + 360) % 360)} ${s}% ${l}%)` : `hsl(${Math.round(((h % 360) + 360) % 360)} ${s}% ${l}% / ${a})`;

/** A palette: two background stops, a glow, the motif's fill and its outline. */
export interface Palette {
  bg1: string;
  bg2: string;
  glow: string;
  motif: string;
  outline: string;
  accent: string;
}

/**
 * Palette schemes around one hue: deep night, sunset (warm complement), pastel daylight, neon on black, jewel
 * (analogous), gold on royal. A game's hue and scheme both come from its seed, so neighbours rarely share colours.
 */
export function paletteFor(hue: number, random: () => number): Palette {
  const scheme = Math.floor(random() * 6);
  switch (scheme) {
    case 0:
      return { bg1: hsl(hue, 60, 30), bg2: hsl(hue + 30, 70, 10), glow: hsl(hue, 90, 70, 0.45), motif: hsl(hue + 180, 85, 62), outline: hsl(hue + 180, 60, 18), accent: hsl(hue + 150, 80, 60) };
    case 1:
      return { bg1: hsl(hue + 20, 85, 58), bg2: hsl(hue - 30, 75, 28), glow: hsl(hue + 50, 100, 80, 0.55), motif: hsl(hue + 200, 70, 22), outline: hsl(hue + 40, 100, 85), accent: hsl(hue + 60, 95, 65) };
    case 2:
      return { bg1: hsl(hue, 70, 88), bg2: hsl(hue + 40, 55, 68), glow: hsl(hue, 100, 98, 0.7), motif: hsl(hue + 190, 65, 30), outline: hsl(hue + 190, 50, 95), accent: hsl(hue + 150, 70, 45) };
    case 3:
      return { bg1: hsl(hue, 30, 12), bg2: hsl(hue, 40, 4), glow: hsl(hue, 100, 60, 0.35), motif: hsl(hue, 100, 62), outline: hsl(hue + 180, 100, 70), accent: hsl(hue + 120, 100, 60) };
    case 4:
      return { bg1: hsl(hue, 75, 40), bg2: hsl(hue + 50, 80, 22), glow: hsl(hue + 25, 90, 75, 0.5), motif: hsl(hue - 35, 85, 80), outline: hsl(hue + 60, 70, 12), accent: hsl(hue - 60, 85, 60) };
    default:
      return { bg1: hsl(hue, 65, 24), bg2: hsl(hue + 10, 70, 8), glow: hsl(45, 100, 70, 0.45), motif: hsl(44, 92, 58), outline: hsl(30, 80, 20), accent: hsl(hue + 180, 70, 60) };
  }
}
