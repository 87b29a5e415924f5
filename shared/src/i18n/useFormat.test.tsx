import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
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
