import { APP_READY_ATTRIBUTE, replayEarlyEvents } from './early-events';

/** A React root stands in for the app: its listeners are on #root, as React's are. */
function page() {
  document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
  document.body.innerHTML = `
    <div id="root">
      <button id="more" type="submit">All games</button>
      <a id="link" href="#somewhere"><span id="inside">Blog</span></a>
      <select id="language"><option value="en" selected>EN</option><option value="de">DE</option></select>
    </div>`;
  const root = document.getElementById('root')!;
  const handled: string[] = [];
  root.addEventListener('click', (event) => handled.push(`click ${(event.target as Element).id}`));
  root.addEventListener('change', (event) => handled.push(`change ${(event.target as HTMLSelectElement).value}`));
  return { handled, byId: (id: string) => document.getElementById(id)! };
}

const appTakesOver = async () => {
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, 'ready');
  await new Promise((resolve) => setTimeout(resolve, 0)); // the MutationObserver's turn
};

describe('replayEarlyEvents', () => {
  it('keeps a tap on a button and a choice in a select until the app has taken over, then replays them in order', async () => {
    const { handled, byId } = page();
    replayEarlyEvents(document);

    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('more').dispatchEvent(tap);
    const select = byId('language') as HTMLSelectElement;
    select.value = 'de';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(tap.defaultPrevented).toBe(true); // no native form submit meanwhile
    expect(handled).toEqual([]);

    select.value = 'en'; // hydration puts the select back to the app's value
    await appTakesOver();
    expect(handled).toEqual(['click more', 'change de']);
    expect(select.value).toBe('de');

    // Afterwards the page is the app's alone: nothing is held back or delivered twice.
    byId('more').click();
    expect(handled).toEqual(['click more', 'change de', 'click more']);
  });

  it('leaves links to the browser, and does nothing on a page the app already runs', async () => {
    const { handled, byId } = page();
    replayEarlyEvents(document);
    const follow = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('inside').dispatchEvent(follow);
    expect(follow.defaultPrevented).toBe(false);
    expect(handled).toEqual(['click inside']);

    await appTakesOver();
    replayEarlyEvents(document);
    byId('more').click();
    expect(handled).toEqual(['click inside', 'click more']);
  });

  it('drops a tap whose button is gone (the page started over in the browser)', async () => {
    const { handled, byId } = page();
    replayEarlyEvents(document);
    byId('more').click();
    byId('more').remove();
    await appTakesOver();
    expect(handled).toEqual([]);
  });
});
