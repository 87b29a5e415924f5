// The lobby's scroll as the bench measures it, shared by bench.mjs's scroll line and scroll-ab.mjs's A/B: the catalogue
// and the phone, the stack's preparation, and the one function run in the page by Playwright's `evaluate` (so it closes
// over nothing): SCROLL_STEP_PX a frame, frame intervals by rAF, the DOM's size.
import { operatorSwitch } from './cluster-throughput.mjs';

/** The catalogue the lobby is scrolled through (issue 11), and the viewport of the phone it is scrolled on. */
export const SCROLL_CATALOGUE = 5000;
export const PHONE = { width: 390, height: 844 };
/** Pixels scrolled per frame: a fast fling through the whole list. */
export const SCROLL_STEP_PX = 120;
/** The lobby's row pitch on the phone (a card and the gap under it). */
export const LOBBY_ROW_PX = 184;

/** The games a pass of `frames` frames scrolls past (two columns on the phone, a row every LOBBY_ROW_PX), and a screen more. */
export const gamesScrolled = (frames) => Math.min(SCROLL_CATALOGUE, Math.ceil((frames * SCROLL_STEP_PX) / LOBBY_ROW_PX) * 2 + 40);

/** The stack's catalogue padded to SCROLL_CATALOGUE games (the API's operator switch; it never shrinks). */
export const padCatalogue = (env) => operatorSwitch(env, '/_dev/games/catalogue', { size: SCROLL_CATALOGUE });

/**
 * The API draws each game's bitmap picture once, on first request (api/src/modules/games/thumbnail-raster.ts), and a
 * fresh bench stack has drawn none: ask for the pictures of the `games` first games a pass scrolls past before the first
 * pass, as earlier visitors would have, so no pass (and no trace) measures the API drawing them on the same two cores.
 * Answers how many it asked for.
 */
export async function warmPictures(env, games) {
  const api = `http://127.0.0.1:${env.API_PORT}`;
  const urls = [];
  for (let page = 1; urls.length < games; page++) {
    const body = await (await fetch(`${api}/api/v1/game/search?sort=popular&perPage=100&page=${page}`)).json();
    if (!body.data?.items?.length) break;
    urls.push(...body.data.items.map((game) => game.thumbnailRaster).filter(Boolean));
  }
  for (let next = 0; next < urls.length; next += 4) {
    await Promise.all(urls.slice(next, next + 4).map((url) => fetch(`${api}${url}`).then((r) => r.arrayBuffer())));
  }
  return urls.length;
}

/** The scroll every page of the scroll line gets (run in the page): SCROLL_STEP_PX a frame, frame intervals by rAF. */
export function scrollByFrames([step, maxFrames]) {
  return new Promise((resolve) => {
    const frames = [];
    const dom = [];
    const cards = [];
    let last = performance.now();
    let lastY = -1;
    let stalled = 0;
    const end = document.documentElement.scrollHeight - window.innerHeight;
    const tick = (now) => {
      frames.push(now - last);
      last = now;
      if (frames.length % 10 === 0) {
        dom.push(document.getElementsByTagName('*').length);
        cards.push(document.querySelectorAll('[data-testid="game-card"]').length);
      }
      // The end, or a page that stopped moving (a phone's viewport may stop a few pixels short of the computed end).
      stalled = window.scrollY === lastY ? stalled + 1 : 0;
      lastY = window.scrollY;
      if (window.scrollY >= end - 1 || stalled > 30 || frames.length > maxFrames) {
        const sorted = frames.slice(1).sort((a, b) => a - b);
        resolve({
          reachedY: Math.round(window.scrollY),
          endY: Math.round(end),
          scrollHeight: document.documentElement.scrollHeight,
          frames: sorted.length,
          p50: sorted[Math.floor(sorted.length * 0.5)],
          p95: sorted[Math.floor(sorted.length * 0.95)],
          worst: sorted.at(-1),
          domMax: Math.max(...dom),
          domMin: Math.min(...dom),
          cardsMax: Math.max(...cards),
        });
        return;
      }
      window.scrollBy(0, step);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}
