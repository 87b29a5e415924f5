import zlib from 'node:zlib';
import { CompressedPages, compressPage } from './static-files';

describe("a page's compressed bytes", () => {
  const page = (text: string) => `<!doctype html><html><body>${text.repeat(200)}</body></html>`;

  it('are made once per distinct page and encoding, and always decompress to that very page', () => {
    const shared = new CompressedPages();
    const first = compressPage(page('article one '), ['br', 'gzip'], shared);
    const again = compressPage(page('article one '), ['br'], shared);
    expect(again.encoding).toBe('br');
    expect(again.body).toBe(first.body); // the same bytes, not compressed again
    expect(zlib.brotliDecompressSync(again.body as Buffer).toString()).toBe(page('article one '));
    const other = compressPage(page('article two '), ['br'], shared);
    expect(other.body).not.toBe(first.body);
    expect(zlib.brotliDecompressSync(other.body as Buffer).toString()).toBe(page('article two '));
    const gzip = compressPage(page('article one '), ['gzip'], shared);
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body as Buffer).toString()).toBe(page('article one '));
    expect(shared.size).toBe(3);
  });

  it('are never kept for a page sent without the shared cache (a player page), nor for one too small to compress', () => {
    const shared = new CompressedPages();
    expect(compressPage('<p>small</p>', ['br'], shared)).toEqual({ body: '<p>small</p>' });
    compressPage(page('a player page '), ['br']);
    expect(shared.size).toBe(0);
  });

  it('stay within their byte budget', () => {
    const shared = new CompressedPages(64 * 1024);
    for (let i = 0; i < 50; i += 1) compressPage(page(`page ${i} `), ['br'], shared);
    expect(shared.size).toBeLessThan(50);
  });
});
