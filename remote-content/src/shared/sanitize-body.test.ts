/** @jest-environment node */
import { purifierWindow } from './purifier-window';
import { sanitizeBody } from './sanitize-body';
import { MAX_BODY_BYTES, MAX_REMEMBERED_BYTES, rememberedState } from './sanitize-memory.server';

jest.mock('./purifier-window', () => {
  const { JSDOM } = jest.requireActual<typeof import('jsdom')>('jsdom');
  const dom = new JSDOM('');
  return { purifierWindow: jest.fn(() => dom.window) };
});
// The server build takes the `.server.ts` twin (docs/server-render.md); so does this suite, which is about the server.
jest.mock('./sanitize-memory', () => jest.requireActual('./sanitize-memory.server'));
const windows = purifierWindow as jest.Mock;

describe('sanitizeBody on the server', () => {
  beforeEach(() => windows.mockClear());

  test('the same body in the same language is sanitised once and comes back the same', () => {
    const html = '<p>Hi <a href="/display/terms" onclick="attack()">terms</a></p><script>attack()</script>';
    const first = sanitizeBody(html, 'en');
    expect(first).toBe('<p>Hi <a href="/en/display/terms">terms</a></p>');
    expect(sanitizeBody(html, 'en')).toBe(first);
    expect(windows).toHaveBeenCalledTimes(1);
  });

  test('another language of the same body is its own result (its links get its prefix)', () => {
    const html = '<p><a href="/blog">blog</a></p>';
    expect(sanitizeBody(html, 'en')).toBe('<p><a href="/en/blog">blog</a></p>');
    expect(sanitizeBody(html, 'de')).toBe('<p><a href="/de/blog">blog</a></p>');
    expect(windows).toHaveBeenCalledTimes(2);
  });

  test('a body that differs by one character is sanitised on its own: an attack never rides on a clean result', () => {
    sanitizeBody('<p>safe</p>', 'en');
    expect(sanitizeBody('<p>safe</p><img src=x onerror="attack()">', 'en')).toBe('<p>safe</p>');
    expect(windows).toHaveBeenCalledTimes(2);
  });

  test('an article the operator edits is sanitised again, and its old text is not served for the new one', () => {
    const before = '<p>Wagering is <a href="/help">35x</a>.</p>';
    const after = '<p>Wagering is <a href="/help">30x</a>.</p><iframe src="https://evil.example"></iframe>';
    expect(sanitizeBody(before, 'pl')).toBe('<p>Wagering is <a href="/pl/help">35x</a>.</p>');
    expect(sanitizeBody(after, 'pl')).toBe('<p>Wagering is <a href="/pl/help">30x</a>.</p>');
    expect(windows).toHaveBeenCalledTimes(2);
    expect(sanitizeBody(before, 'pl')).toBe('<p>Wagering is <a href="/pl/help">35x</a>.</p>');
    expect(windows).toHaveBeenCalledTimes(2);
  });

  test('every body of a blog in ten languages stays remembered (the old bound of 200 bodies sanitised them on every page)', () => {
    const bodies = Array.from({ length: 30 }, (_, i) => `<p>Article ${i}: ${'text '.repeat(100)}</p>`);
    const languages = ['en', 'ca', 'es', 'fr', 'kk', 'pl', 'pt', 'ru', 'tr', 'de'] as const;
    for (const body of bodies) for (const language of languages) sanitizeBody(body, language);
    windows.mockClear();
    for (const body of bodies) for (const language of languages) sanitizeBody(body, language);
    expect(windows).not.toHaveBeenCalled();
  });

  test('the memory is bounded by bytes: the least recently used body is sanitised again once the bound is passed', () => {
    sanitizeBody('<p>first</p>', 'fr');
    const body = (i: number) => `<p>${i} ${'x'.repeat(60_000)}</p>`;
    // More bodies after it than the bound holds (each is 120 KB as counted).
    for (let i = 0; i <= MAX_REMEMBERED_BYTES / 120_000; i += 1) sanitizeBody(body(i), 'fr');
    expect(rememberedState().bytes).toBeLessThanOrEqual(MAX_REMEMBERED_BYTES);
    expect(rememberedState().bytes).toBeGreaterThan(MAX_REMEMBERED_BYTES / 2);
    windows.mockClear();
    sanitizeBody('<p>first</p>', 'fr');
    expect(windows).toHaveBeenCalledTimes(1);
  });

  test('a body larger than the bound of one is sanitised every time, never kept', () => {
    const huge = `<p>${'y'.repeat(MAX_BODY_BYTES)}</p>`;
    const held = rememberedState().bytes;
    sanitizeBody(huge, 'en');
    sanitizeBody(huge, 'en');
    expect(windows).toHaveBeenCalledTimes(2);
    expect(rememberedState().bytes).toBe(held);
  });
});
