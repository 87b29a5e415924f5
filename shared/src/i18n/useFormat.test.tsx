import { act } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { startTestI18n, WithI18n } from '../test-support';
import { formatDate, useFormat } from './format';

const ENDS_AT = '2026-03-07T09:05:00Z';

function TournamentEnds() {
  const format = useFormat();
  return <p>{format.date(ENDS_AT, 'dateTime')}</p>;
}

describe('useFormat on a server-rendered page', () => {
  beforeAll(startTestI18n);

  it("hydrates the server's time without a mismatch, then shows it in the player's own zone", async () => {
    const page = (
      <WithI18n>
        <TournamentEnds />
      </WithI18n>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    expect(container.textContent).toBe('Mar 7, 2026, 9:05 AM UTC');

    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    // The runtime's own zone (the player's; jest's may be UTC too): no longer the server's text with its "UTC".
    expect(container.textContent).toBe(formatDate(ENDS_AT, 'en', 'dateTime'));
  });
});

describe('useFormat renders again after hydration only where a date was written', () => {
  beforeAll(startTestI18n);

  async function hydrate(page: React.ReactElement) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    const mismatches: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    return { container, root: root! };
  }

  it('leaves a component that formats only money alone (each lobby card did a blocking render for nothing)', async () => {
    const rendered = jest.fn();
    function Prize() {
      const format = useFormat();
      rendered();
      return <p>{format.money(1234.5, 'EUR')}</p>;
    }
    await hydrate(
      <WithI18n>
        <Prize />
      </WithI18n>,
    );
    // One render for the server's HTML (renderToString) and one to hydrate it: none after.
    expect(rendered).toHaveBeenCalledTimes(2);
  });

  it("writes a date that comes after hydration in the player's zone at once, without the server's UTC", async () => {
    const seen: string[] = [];
    function LaterDate() {
      const format = useFormat();
      const [shown, setShown] = useState(false);
      const text = shown ? format.date(ENDS_AT, 'dateTime') : 'no date yet';
      seen.push(text);
      return <button onClick={() => setShown(true)}>{text}</button>;
    }
    const { container } = await hydrate(
      <WithI18n>
        <LaterDate />
      </WithI18n>,
    );
    expect(container.textContent).toBe('no date yet');
    await act(async () => container.querySelector('button')!.click());
    expect(container.textContent).toBe(formatDate(ENDS_AT, 'en', 'dateTime'));
    expect(seen.filter((text) => text.endsWith('UTC'))).toEqual([]);
  });

  it("writes dates in the player's zone from the first render of a page the browser renders itself", async () => {
    const seen: string[] = [];
    function Ends() {
      const text = useFormat().date(ENDS_AT, 'dateTime');
      seen.push(text);
      return <p>{text}</p>;
    }
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(
        <WithI18n>
          <Ends />
        </WithI18n>,
      );
    });
    expect(container.textContent).toBe(formatDate(ENDS_AT, 'en', 'dateTime'));
    expect(seen).toEqual([formatDate(ENDS_AT, 'en', 'dateTime')]);
  });
});
