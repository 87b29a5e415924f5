import zlib from 'node:zlib';
import type { BrowserReleaseMap } from '@casino/contract/release';
import { indexHtmlAroundMap, renderIndexHtml, visitorMapFields } from './html';
import { deflatedPart, gzipAround, SharedPageBytes } from './page-bytes';

const template = `<!doctype html><html lang="en"><head><title>Article · Casino</title></head><body><div id="root">${'<p>Ставки и «выигрыши» 💰 </p>'.repeat(400)}</div></body></html>`;
const map: BrowserReleaseMap = Object.freeze({
  buildId: 'b1',
  reportUrl: '/_release/report',
  remotes: { content: { name: 'remote_content', version: '1.0.0', manifestUrl: 'http://cdn.test/content/1.0.0/mf-manifest.json', channel: 'live' } },
}) as BrowserReleaseMap;
const hints = ['<link rel="preload" href="/assets/main.js" as="script">'];
const unzip = (body: Buffer | string) => zlib.gunzipSync(body as Buffer).toString('utf8');

describe('a guest page kept in two halves around its release map', () => {
  it('is, with a report token between the halves, the very text of the page rendered with that token in its map', () => {
    const { before, after } = indexHtmlAroundMap(template, map, hints);
    expect(before + after).toBe(renderIndexHtml(template, map, hints));
    const token = 'v1.eyJ2aXNpdG9ySWQiOiJhIn0.sig-_~';
    expect(before + visitorMapFields(token) + after).toBe(renderIndexHtml(template, { ...map, reportToken: token }, hints));
  });

  it('is sent with a token as one gzip member the browser reads back to that text, CRC and length checked', () => {
    const page = indexHtmlAroundMap(template, map, hints);
    const bytes = new SharedPageBytes(page);
    for (const token of ['first-visitor-token', 'second', '</script>&\u2028']) {
      const sent = bytes.sendWith(visitorMapFields(token), ['br', 'gzip']);
      expect(sent.encoding).toBe('gzip');
      // zlib checks the member's CRC-32 and length: a wrong one throws.
      const text = unzip(sent.body);
      expect(text).toBe(renderIndexHtml(template, { ...map, reportToken: token }, hints));
      expect(JSON.parse(/<script id="casino-release-map" type="application\/json">(.*?)<\/script>/s.exec(text)![1]!).reportToken).toBe(token);
    }
  });

  it('is sent without a token as the same compressed bytes to every visitor, made once per encoding', () => {
    const bytes = new SharedPageBytes(indexHtmlAroundMap(template, map, hints));
    const first = bytes.send(['br', 'gzip']);
    expect(first.encoding).toBe('br');
    expect(bytes.send(['br']).body).toBe(first.body);
    expect(zlib.brotliDecompressSync(first.body as Buffer).toString('utf8')).toBe(renderIndexHtml(template, map, hints));
    expect(unzip(bytes.send(['gzip']).body)).toBe(renderIndexHtml(template, map, hints));
    expect(bytes.send([]).body).toBe(renderIndexHtml(template, map, hints));
  });

  it('is made for the request alone where gzip is not taken', () => {
    const bytes = new SharedPageBytes(indexHtmlAroundMap(template, map, hints));
    const withToken = renderIndexHtml(template, { ...map, reportToken: 'tok' }, hints);
    const br = bytes.sendWith(visitorMapFields('tok'), ['br']);
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body as Buffer).toString('utf8')).toBe(withToken);
    expect(bytes.sendWith(visitorMapFields('tok'), []).body).toBe(withToken);
  });
});

describe('gzipAround', () => {
  it('joins parts compressed apart into a member any gzip reader takes, whatever the parts hold', () => {
    const before = 'a'.repeat(70_000) + 'é';
    const after = '€'.repeat(30_000) + 'z';
    const body = gzipAround(deflatedPart(before), 'the middle', deflatedPart(after, true), after);
    expect(zlib.gunzipSync(body).toString('utf8')).toBe(`${before}the middle${after}`);
    // The stream ends where its last part says so: nothing of the member is read as a second one.
    expect(body.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  });

  it('takes a middle of any length: a stored block holds 65,535 bytes, a longer one is deflated', () => {
    for (const middle of ['', 'x', 'ж'.repeat(32_767) + 'x', 'y'.repeat(65_535), 'z'.repeat(65_536), 'é'.repeat(40_000)]) {
      const body = gzipAround(deflatedPart('<head>'), middle, deflatedPart('</html>', true), '</html>');
      expect(zlib.gunzipSync(body).toString('utf8')).toBe(`<head>${middle}</html>`);
    }
  });

  it('is refused by a reader when a part is not the one its CRC was made over', () => {
    const after = 'after';
    const body = gzipAround(deflatedPart('before'), 'middle', deflatedPart(after, true), 'AFTER');
    expect(() => zlib.gunzipSync(body)).toThrow(/incorrect data check/);
  });
});
