/** @jest-environment node */
import { purifierWindow } from './purifier-window';
import { MAX_REMEMBERED_BODIES, sanitizeBody } from './sanitize-body';

jest.mock('./purifier-window', () => {
  const { JSDOM } = jest.requireActual<typeof import('jsdom')>('jsdom');
  const dom = new JSDOM('');
  return { purifierWindow: jest.fn(() => dom.window) };
});
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

  test('the memory is bounded: the oldest body is sanitised again once more than the bound came after it', () => {
    sanitizeBody('<p>first</p>', 'fr');
    for (let i = 0; i < MAX_REMEMBERED_BODIES; i += 1) sanitizeBody(`<p>${i}</p>`, 'fr');
    windows.mockClear();
    sanitizeBody('<p>first</p>', 'fr');
    expect(windows).toHaveBeenCalledTimes(1);
  });
});
