import sharp from 'sharp';
import { ApiError } from '../src/errors';
import { RasterThumbnails } from '../src/modules/games/thumbnail-raster';
import { call, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('game thumbnails as bitmaps (issue 36: the lobby scrolls at a frame a frame)', () => {
  test('a card names the bitmap of its artwork beside the SVG, and the API serves it as a 320x240 WebP kept for a year', async () => {
    const page = await call(api, 'GET', '/api/v1/game/search?perPage=5&page=1');
    const game = page.body.data.items[0];
    expect(game.thumbnail).toBe(`/api/v1/game/thumbnail/${game.id}.svg`);
    expect(game.thumbnailRaster).toBe(`/api/v1/game/thumbnail/${game.id}.webp`);
    const info = await call(api, 'GET', `/api/v1/game/info/${game.slug}`);
    expect(info.body.data.thumbnailRaster).toBe(game.thumbnailRaster);

    const image = await fetch(api.url + game.thumbnailRaster);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toContain('max-age=31536000');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const { width, height, format } = await sharp(bytes).metadata();
    expect({ width, height, format }).toEqual({ width: 320, height: 240, format: 'webp' });
    // Light enough for a 5,000-game lobby: well under what the wire carried for an SVG picture and its parsing.
    expect(bytes.length).toBeLessThan(20_000);
  });

  test('an unknown game answers 404 and a name that is neither .svg nor .webp 400, with a code, never 500', async () => {
    const missing = await call(api, 'GET', '/api/v1/game/thumbnail/999999.webp');
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0]).toMatchObject({ field: 'file', code: 'not_found' });
    for (const file of ['1.png', '1.webp.svg', '1.svg.webp', '0.webp', '1.WEBP', '..%2F1.webp']) {
      const answer = await call(api, 'GET', `/api/v1/game/thumbnail/${file}`);
      expect([400, 404]).toContain(answer.status);
      expect(answer.body.errors[0].code).toBeTruthy();
    }
  });

  test('a visitor asking for hundreds of different pictures at once gets each drawn or a 429 with a code, never a 500', async () => {
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) => fetch(`${api.url}/api/v1/game/thumbnail/${i + 1}.webp`).then(async (r) => ({ status: r.status, body: r.status === 200 ? null : ((await r.json()) as { errors: { field: string; code: string }[] }) }))),
    );
    for (const answer of answers) expect([200, 429]).toContain(answer.status);
    for (const refused of answers.filter((a) => a.status === 429)) expect(refused.body!.errors[0]).toMatchObject({ field: 'file', code: 'rate_limited' });
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    // The pictures drawn stay drawn: asked again one at a time, each comes from the cache.
    const again = await fetch(`${api.url}/api/v1/game/thumbnail/1.webp`);
    expect(again.status).toBe(200);
  });
});

describe('RasterThumbnails: each picture drawn once, a bounded number at a time, in bounded memory', () => {
  /** A drawing the test finishes by hand, counting how many run at once. */
  function manualDraw() {
    const waiting: Array<() => void> = [];
    const stats = { running: 0, most: 0, calls: 0 };
    const draw = (svg: string) =>
      new Promise<Buffer>((resolve) => {
        stats.calls++;
        stats.running++;
        stats.most = Math.max(stats.most, stats.running);
        waiting.push(() => {
          stats.running--;
          resolve(Buffer.from(svg));
        });
      });
    /** Every promise job queued so far has run (a macrotask turn): no count of microtask hops assumed. */
    const settled = () => new Promise<void>((resolve) => setImmediate(resolve));
    /** Finishes the drawings the queue has started, and lets it start the next ones. */
    const finish = async () => {
      await settled();
      while (waiting.length) waiting.shift()!();
      await settled();
    };
    return { draw, stats, finish, settled };
  }

  test('many requests for one picture share one drawing, and later ones come from the cache', async () => {
    const { draw, stats, finish } = manualDraw();
    const raster = new RasterThumbnails(draw);
    const svgOf = jest.fn(() => '<svg/>');
    const asked = Array.from({ length: 50 }, () => raster.get(7, svgOf));
    await finish();
    const bitmaps = await Promise.all(asked);
    expect(new Set(bitmaps).size).toBe(1);
    expect(await raster.get(7, svgOf)).toBe(bitmaps[0]);
    expect(stats.calls).toBe(1);
    expect(svgOf).toHaveBeenCalledTimes(1);
    expect(raster.rendered).toBe(1);
  });

  test('at most rendersAtOnce drawings run at a time; beyond maxWaiting a new picture is refused with 429 rate_limited', async () => {
    const { draw, stats, finish, settled } = manualDraw();
    const raster = new RasterThumbnails(draw, { rendersAtOnce: 2, maxWaiting: 3, cacheBytes: 1024 });
    const accepted = [1, 2, 3, 4, 5].map((id) => raster.get(id, () => `<svg id="${id}"/>`));
    await settled();
    expect(stats.running).toBe(2);
    const refused = raster.get(6, () => '<svg/>');
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ statusCode: 429, errors: [{ field: 'file', code: 'rate_limited' }] });
    // A picture already being drawn is still shared, not refused.
    const shared = raster.get(1, () => '<svg/>');
    for (let round = 0; round < 4; round++) await finish();
    await Promise.all([...accepted, shared]);
    expect(stats.most).toBe(2);
    expect(stats.calls).toBe(5);
  });

  test('the cache keeps at most cacheBytes, forgetting the least recently used picture first', async () => {
    const raster = new RasterThumbnails(async (svg) => Buffer.alloc(svg.length), { rendersAtOnce: 2, maxWaiting: 10, cacheBytes: 300 });
    const svg = 'x'.repeat(100);
    for (const id of [1, 2, 3]) await raster.get(id, () => svg);
    await raster.get(1, () => svg); // 1 is used again: 2 is now the oldest
    await raster.get(4, () => svg); // 400 bytes: 2 goes
    expect(raster.rendered).toBe(4);
    await raster.get(1, () => svg);
    await raster.get(3, () => svg);
    expect(raster.rendered).toBe(4);
    await raster.get(2, () => svg);
    expect(raster.rendered).toBe(5);
  });
});
