import { APP_READY_ATTRIBUTE, isHydrated, replayEarlyEvents } from './early-events';

/** What React leaves on an element it has created or hydrated (the key's suffix is random per page). */
const hydrate = (element: Element, props: Record<string, unknown> = {}) => Object.assign(element, { '__reactProps$t3st': props });

/**
 * A server-rendered page: a button, a link, a select and an article body set as HTML. The app's handlers listen on
 * #root, as React's do, and see only what a hydrated element would let through.
 */
function serverPage() {
  document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
  document.body.innerHTML = `
    <div id="root">
      <button id="more" type="submit">All games</button>
      <input id="provider" role="combobox" aria-expanded="false">
      <a id="link" href="#somewhere"><span id="inside">Blog</span></a>
      <select id="language"><option value="en" selected>EN</option><option value="de">DE</option></select>
      <div id="article"><details><summary id="faq">Question</summary>Answer</details></div>
    </div>`;
  const root = document.getElementById('root')!;
  const handled: string[] = [];
  root.addEventListener('click', (event) => handled.push(`click ${(event.target as Element).id}`));
  root.addEventListener('change', (event) => handled.push(`change ${(event.target as HTMLSelectElement).value}`));
  const byId = (id: string) => document.getElementById(id)!;
  const hydrateAll = () => {
    hydrate(root);
    for (const element of root.querySelectorAll('*')) if (!element.closest('#article') || element.id === 'article') hydrate(element);
    hydrate(byId('article'), { dangerouslySetInnerHTML: { __html: '…' } });
  };
  return { handled, byId, hydrateAll };
}

const appIsReady = () => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, 'ready');

describe('replayEarlyEvents', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps a tap on a button and a choice in a select until they are hydrated, then replays them in order', async () => {
    const { handled, byId, hydrateAll } = serverPage();
    replayEarlyEvents(document);

    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('more').dispatchEvent(tap);
    byId('provider').click(); // a combobox opens its list on click
    const select = byId('language') as HTMLSelectElement;
    select.value = 'de';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(tap.defaultPrevented).toBe(true); // no native form submit meanwhile
    await jest.advanceTimersByTimeAsync(1000);
    expect(handled).toEqual([]);

    select.value = 'en'; // hydration puts the select back to the app's value
    hydrateAll();
    appIsReady();
    await jest.advanceTimersByTimeAsync(100);
    expect(handled).toEqual(['click more', 'click provider', 'change de']);
    expect(select.value).toBe('de');

    // From then on the page is the app's alone: nothing is held back or delivered twice.
    byId('more').click();
    expect(handled).toEqual(['click more', 'click provider', 'change de', 'click more']);
  });

  it('types again, once hydrated, what was typed into a field before, ahead of the submit tapped after it', async () => {
    const { handled, byId, hydrateAll } = serverPage();
    const amount = document.createElement('input');
    amount.id = 'amount';
    byId('root').prepend(amount);
    byId('root').addEventListener('input', (event) => handled.push(`input ${(event.target as HTMLInputElement).value}`));
    replayEarlyEvents(document);

    amount.value = '5';
    amount.dispatchEvent(new Event('input', { bubbles: true }));
    amount.value = '50';
    amount.dispatchEvent(new Event('input', { bubbles: true }));
    byId('more').click();
    await jest.advanceTimersByTimeAsync(1000);
    expect(handled).toEqual([]); // nothing reached the app's handlers while the page was server markup

    hydrateAll();
    appIsReady();
    await jest.advanceTimersByTimeAsync(100);
    // One input with the field's last text, then the submit: the app's state holds "50" when the form is sent.
    expect(handled).toEqual(['input 50', 'click more']);
    expect(amount.value).toBe('50');
  });

  it('keeps a tap on a live button behind the text typed before it into a field still hydrating', async () => {
    const { handled, byId } = serverPage();
    const code = document.createElement('input');
    code.id = 'code';
    byId('root').prepend(code);
    byId('root').addEventListener('input', (event) => handled.push(`input ${(event.target as HTMLInputElement).value}`));
    replayEarlyEvents(document);

    code.value = 'WELCOME10';
    code.dispatchEvent(new Event('input', { bubbles: true }));
    // The button is hydrated first, the field a moment later (React hydrates in pieces).
    hydrate(byId('root'));
    hydrate(byId('more'));
    appIsReady();
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('more').dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(handled).toEqual([]);

    hydrate(code);
    await jest.advanceTimersByTimeAsync(100);
    expect(handled).toEqual(['input WELCOME10', 'click more']);
  });

  it("leaves links to the browser, and an article body's own controls to it too", () => {
    const { handled, byId, hydrateAll } = serverPage();
    replayEarlyEvents(document);
    const follow = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('inside').dispatchEvent(follow);
    expect(follow.defaultPrevented).toBe(false);

    hydrateAll();
    byId('faq').click(); // set as HTML: React never hydrates it element by element
    expect(handled).toEqual(['click inside', 'click faq']);
    expect(isHydrated(byId('faq'))).toBe(false);
  });

  it('waits for a control still server markup when the app is ready (a fragment whose code is coming)', async () => {
    const { handled, byId, hydrateAll } = serverPage();
    replayEarlyEvents(document);
    hydrateAll();
    const chat = byId('more');
    delete (chat as unknown as Record<string, unknown>)['__reactProps$t3st'];
    appIsReady();

    chat.click();
    await jest.advanceTimersByTimeAsync(2000);
    expect(handled).toEqual([]);
    hydrate(chat); // its fragment hydrated
    await jest.advanceTimersByTimeAsync(100);
    expect(handled).toEqual(['click more']);
  });

  it('drops a tap whose button is gone (the page started over in the browser)', async () => {
    const { handled, byId } = serverPage();
    replayEarlyEvents(document);
    byId('more').click();
    byId('more').remove();
    appIsReady();
    await jest.advanceTimersByTimeAsync(100);
    expect(handled).toEqual([]);
  });

  it('lets the browser send a form the edge answers (method="post") with what was typed, instead of holding its submit', async () => {
    document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
    document.body.innerHTML = `
      <div id="root">
        <form id="bonus" method="post" action="/en/bonus/code"><input id="code" name="code"><button id="redeem">Redeem</button></form>
        <form id="search"><button id="find">Find</button></form>
      </div>`;
    const sent: string[] = [];
    for (const form of document.querySelectorAll('form')) {
      form.addEventListener('submit', (event) => {
        event.preventDefault(); // jsdom does not navigate: the test notes what the browser would have sent
        sent.push(`${form.id} ${new URLSearchParams(new FormData(form) as never).toString()}`);
      });
    }
    replayEarlyEvents(document);
    const field = document.getElementById('code') as HTMLInputElement;
    field.value = 'WELCOME10';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    const posted = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('redeem')!.dispatchEvent(posted);
    const held = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('find')!.dispatchEvent(held);
    await jest.advanceTimersByTimeAsync(100);
    expect(posted.defaultPrevented).toBe(false);
    expect(held.defaultPrevented).toBe(true); // a form the edge does not answer still waits for the app
    expect(sent).toEqual(['bonus code=WELCOME10']);
  });
});
