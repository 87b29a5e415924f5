import zlib from 'node:zlib';
import { compressPage } from './static-files';

describe("a page made for one request's compressed bytes", () => {
  const page = (text: string) => `<!doctype html><html><body>${text.repeat(200)}</body></html>`;

  it('are in the first encoding the browser takes, and decompress to that very page', () => {
    const br = compressPage(page('article one '), ['br', 'gzip']);
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body as Buffer).toString()).toBe(page('article one '));
    const gzip = compressPage(page('article one '), ['gzip']);
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body as Buffer).toString()).toBe(page('article one '));
  });

  it('are the page itself when the browser takes no encoding, or the page is too small to gain', () => {
    expect(compressPage(page('plain '), [])).toEqual({ body: page('plain ') });
    expect(compressPage('<p>small</p>', ['br'])).toEqual({ body: '<p>small</p>' });
  });
});
