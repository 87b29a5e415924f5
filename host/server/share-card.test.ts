import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { cardSource, cardSvg, handedOutCardSource, renderShareCard, ShareCards, SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, shareCardPath } from './share-card';

const SITE = 'https://casino.test';
const ARTWORK = path.join(__dirname, '..', '..', 'shared', 'catalogue', 'artwork');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size as its IHDR chunk states it (the first chunk, right after the signature). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('a share card', () => {
  it("is a valid 1200x630 PNG of a game's artwork and of a blog cover, whatever their own proportions", async () => {
    for (const file of ['game-slots-1.svg', 'blog-what-rtp-really-means.svg', 'author-anna.svg']) {
      const png = await renderShareCard(fs.readFileSync(path.join(ARTWORK, file), 'utf8'));
      expect(png).toBeDefined();
      expect(pngSize(png!)).toEqual({ width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT });
      expect(png!.subarray(-8, -4).toString('latin1')).toBe('IEND');
    }
  });

  it('nests the picture as SVG, fitted to its proportions and centred', () => {
    const svg = cardSvg('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240"><rect width="320" height="240"/></svg>');
    expect(svg).toContain('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" x="240" y="45" width="720" height="540">');
    expect(cardSvg('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>')).toBeUndefined();
    expect(cardSvg('not a picture')).toBeUndefined();
  });
});

describe('the pictures a card is drawn from', () => {
  it("takes the API's SVG pictures, by site path or by an address on the site", () => {
    expect(cardSource('/api/v1/game/thumbnail/book-of-gold.svg', SITE)).toBe('/api/v1/game/thumbnail/book-of-gold.svg');
    expect(cardSource(`${SITE}/api/v1/content/images/blog-1.svg`, SITE)).toBe('/api/v1/content/images/blog-1.svg');
    expect(shareCardPath()).toBe('/share-card.png');
  });

  it('refuses anything a visitor could use to make the edge fetch something else', () => {
    for (const image of [
      'https://evil.example/api/v1/x.svg',
      '//evil.example/api/v1/x.svg',
      '/api/v1/../../etc/passwd.svg',
      '/api/v1/%2e%2e/x.svg',
      '/api/v1/_dev/balances.svg',
      '/api/v1/x.svg?y=1',
      '/api/v1/x.png',
      '/payment/currencies.svg',
      '/icon-maskable.svg',
      `${SITE}/api/v1/x.svg?y=1`,
      'javascript:alert(1)',
    ]) {
      expect([image, cardSource(image, SITE)]).toEqual([image, undefined]);
    }
  });
});

describe('the edge keeps its cards', () => {
  let api: http.Server;
  let apiUrl: string;
  let asked: string[];
  let hostDist: string;

  beforeAll(async () => {
    asked = [];
    const art = fs.readFileSync(path.join(ARTWORK, 'game-slots-1.svg'), 'utf8');
    api = http.createServer((request, response) => {
      asked.push(request.url ?? '');
      if (request.url === '/api/v1/game/thumbnail/1.svg') return void response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(art);
      if (request.url === '/api/v1/game/thumbnail/html.svg') return void response.writeHead(200, { 'content-type': 'text/html' }).end(art);
      response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    hostDist = fs.mkdtempSync(path.join(os.tmpdir(), 'share-card-'));
    fs.copyFileSync(path.join(__dirname, '..', 'public', 'icon-maskable.svg'), path.join(hostDist, 'icon-maskable.svg'));
  });

  afterAll(async () => {
    await new Promise((resolve) => api.close(resolve));
    fs.rmSync(hostDist, { recursive: true, force: true });
  });

  it('draws a picture once, however many ask at the same time or later', async () => {
    const cards = new ShareCards({ apiUrl, hostDist });
    const [first, second] = await Promise.all([cards.png('/api/v1/game/thumbnail/1.svg'), cards.png('/api/v1/game/thumbnail/1.svg')]);
    const third = await cards.png('/api/v1/game/thumbnail/1.svg');
    expect(first).toBe(second);
    expect(third).toBe(first);
    expect(asked.filter((url) => url === '/api/v1/game/thumbnail/1.svg')).toHaveLength(1);
    expect(pngSize(first!)).toEqual({ width: 1200, height: 630 });
  });

  it("draws the site's card from the host build, and nothing for a picture the API lacks or does not serve as SVG", async () => {
    const cards = new ShareCards({ apiUrl, hostDist });
    expect(pngSize((await cards.png())!)).toEqual({ width: 1200, height: 630 });
    expect(await cards.png('/api/v1/game/thumbnail/missing.svg')).toBeUndefined();
    expect(await cards.png('/api/v1/game/thumbnail/html.svg')).toBeUndefined();
    expect(await cards.png('/api/v1/../secret.svg')).toBeUndefined();
    expect(asked).not.toContain('/secret.svg');
  });
});

describe('the cards the edge draws', () => {
  const SECRET = 'the-edge-secret-of-this-test-0123456789';
  const DAY = 24 * 60 * 60 * 1000;
  const now = Date.UTC(2026, 10, 27);
  const handedOut = (source: string, secret = SECRET, at = now) => new URL(shareCardPath({ source, secret, now: at }), SITE).searchParams;
  const drawn = (query: URLSearchParams, at = now) => handedOutCardSource(query.get('src') ?? undefined, query.get('sig') ?? undefined, SECRET, at);

  it('are the ones it handed out: their address names the picture and carries its signature', () => {
    const card = handedOut('/api/v1/game/thumbnail/1.svg');
    expect(card.get('src')).toBe('/api/v1/game/thumbnail/1.svg');
    expect(drawn(card)).toBe('/api/v1/game/thumbnail/1.svg');
    // One address per picture through a period (the network's cache, the page cache), and it still draws a month on.
    expect(handedOut('/api/v1/game/thumbnail/1.svg', SECRET, now + 1000).get('sig')).toBe(card.get('sig'));
    expect(drawn(card, now + 29 * DAY)).toBe('/api/v1/game/thumbnail/1.svg');
  });

  it('never one a visitor names: unsigned, forged, moved to another picture (a made-up slug), altered or expired', () => {
    const card = handedOut('/api/v1/content/images/blog-what-rtp-really-means.svg');
    const unsigned = new URLSearchParams({ src: '/api/v1/content/images/blog-made-up-by-a-visitor.svg' });
    const forged = handedOut('/api/v1/content/images/blog-made-up-by-a-visitor.svg', 'a-secret-the-visitor-guessed-0123456789');
    const moved = new URLSearchParams({ src: '/api/v1/content/images/blog-made-up-by-a-visitor.svg', sig: card.get('sig')! });
    const altered = new URLSearchParams({ src: card.get('src')!, sig: `${card.get('sig')!.slice(0, -2)}AA` });
    const strange = new URLSearchParams({ src: '/api/v1/_dev/outbox.svg', sig: handedOut('/api/v1/_dev/outbox.svg').get('sig')! });
    for (const query of [unsigned, forged, moved, altered, strange]) expect([query.toString(), drawn(query)]).toEqual([query.toString(), undefined]);
    expect(drawn(card, now + 61 * DAY)).toBeUndefined();
  });
});
