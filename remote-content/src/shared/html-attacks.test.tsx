import { fireEvent, screen } from '@testing-library/react';
import { mockApi, renderRemoteRoute } from '../app/test-support';

/**
 * Every component that renders HTML from the API gets the same attack payloads; each payload, if it ran, would call
 * window.attack(). The control at the end proves the harness notices a payload that runs.
 */
const ATTACKS = [
  '<script>attack()</script>',
  '<img src=x onerror="attack()">',
  '<svg onload="attack()"><circle r="1"/></svg>',
  '<p onclick="attack()" onmouseover="attack()">click me</p>',
  '<a href="javascript:attack()">js link</a>',
  '<a href="jav&#x09;ascript:attack()">tabbed js link</a>',
  '<a href="data:text/html,<script>attack()</script>">data link</a>',
  '<iframe srcdoc="<script>parent.attack()</script>"></iframe>',
  '<details open ontoggle="attack()"><summary>x</summary></details>',
  '<form action="javascript:attack()"><button>send</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror="attack()"></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=attack()>"></p></noscript>',
  '<h2 style="background:url(javascript:attack())">styled</h2>',
  '<object data="javascript:attack()"></object><embed src="javascript:attack()">',
  '<meta http-equiv="refresh" content="0;url=javascript:attack()">',
  '<input autofocus onfocus="attack()">',
  '<body onload="attack()">',
  '<a href="/display/terms" onclick="attack()">internal link</a>',
].join('\n');

const body = { body: ATTACKS, bodyFormat: 'html', bodyLang: 'en', bodyIsFallback: false } as const;
const summary = { id: 1, slug: 'x', lang: 'en', title: 'Attack', summary: '', image: '/img.svg', publishedAt: '2026-11-01T00:00:00Z' };
const ok = (data: unknown) => ({ body: { status: 'ok', data } });

const PAGES: [string, string, Record<string, ReturnType<typeof ok>>][] = [
  ['display page', '/en/display/aboutus', { '/api/v1/pages/aboutus': ok({ slug: 'aboutus', lang: 'en', title: 'Attack', summary: '', updatedAt: '2026-11-01T00:00:00Z', ...body }) }],
  [
    'blog article',
    '/en/blog/x',
    {
      '/api/v1/blog/articles/x': ok({ ...summary, readingMinutes: 1, author: { id: 1, slug: 'a', name: 'A' }, tags: [], ...body }),
      '/api/v1/blog/articles': ok({ items: [], page: 1, perPage: 12, total: 0 }),
    },
  ],
  ['news item', '/en/news/show/x', { '/api/v1/news/x': ok({ ...summary, ...body }) }],
  [
    'help article',
    '/en/help/x',
    {
      '/api/v1/help/x': ok({ id: 1, slug: 'x', lang: 'en', category: 'c', categoryTitle: 'C', title: 'Attack', summary: '', ...body }),
      '/api/v1/help': ok({ categories: [] }),
    },
  ],
];

/** Does to every element what a player's browser might: clicks, hovers, focus, and the load and error events. */
function provoke(root: Element) {
  for (const element of root.querySelectorAll('*')) {
    for (const fire of [fireEvent.click, fireEvent.mouseOver, fireEvent.focus, fireEvent.load, fireEvent.error]) fire(element);
    if (element instanceof HTMLDetailsElement) element.dispatchEvent(new Event('toggle'));
  }
}

describe('HTML from the API', () => {
  const attack = jest.fn();
  beforeEach(() => {
    attack.mockClear();
    (window as unknown as { attack: () => void }).attack = attack;
  });

  it.each(PAGES)('runs none of the attack payloads on a %s', async (_name, path, routes) => {
    mockApi(routes);
    await renderRemoteRoute(path);
    await screen.findByRole('heading', { level: 1, name: 'Attack' });
    const html = screen.getByTestId('html-body');
    provoke(html);
    expect(attack).toHaveBeenCalledTimes(0);
    expect(html.innerHTML).not.toMatch(/<(script|img|svg|iframe|form|object|embed|meta|input|math|style|details)\b|\son\w+=|javascript:|data:/i);
    expect(screen.getByRole('link', { name: 'internal link' }).getAttribute('href')).toBe('/en/display/terms');
  });

  it('would notice a payload that runs (control: the same HTML without the sanitiser)', () => {
    const raw = document.createElement('div');
    raw.innerHTML = ATTACKS;
    document.body.append(raw);
    provoke(raw);
    expect(attack.mock.calls.length).toBeGreaterThan(0);
    raw.remove();
  });
});
