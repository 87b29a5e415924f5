import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { initI18n, registerNamespace, setFragmentLoader } from '@casino/shared';
import { type FragmentProps } from '@casino/contract';
import en from '../locales/en.json';
import { ChatLauncher } from '../shell/ChatLauncher';
import { HeaderSearch } from './HeaderSearch';

// The games and content remotes are not loaded here: a stand-in for each fragment, loaded the way the host loads one.
const loads: string[] = [];
function QuickSearchStandIn({ onClose }: FragmentProps['games/quick-search']) {
  return (
    <div>
      <input aria-label="stand-in search" onKeyDown={(event) => event.key === 'Escape' && onClose('escape')} />
      <button type="button" onClick={() => onClose('done')}>
        pick a game
      </button>
    </div>
  );
}
const ChatStandIn = () => <p>operators are online</p>;

beforeAll(async () => {
  await initI18n('en');
  await registerNamespace('host', (lang) => import(`../locales/${lang}.json`));
});
beforeEach(() => {
  loads.length = 0;
  setFragmentLoader(async (remote, expose) => {
    loads.push(`${remote}${expose.slice(1)}`);
    return { Fragment: expose === './fragments/quick-search' ? QuickSearchStandIn : ChatStandIn };
  });
});

/** A click whose consequences (a fragment resolving in its Suspense boundary) React has finished before the next line. */
const click = (element: HTMLElement) => act(async () => void fireEvent.click(element));

const renderHeaderSearch = () =>
  render(
    <MemoryRouter initialEntries={['/en/news/list']}>
      <HeaderSearch locale="en" />
      <Link to="/en/blog">Blog</Link>
      <ChatLauncher />
      <Routes>
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>,
  );

describe("the header's search button", () => {
  it('downloads the quick search only when the pointer reaches the button, and opens it in a panel', async () => {
    renderHeaderSearch();
    const button = await screen.findByTestId('header-search');
    expect(button.textContent).toBe(en.header.search);
    expect(loads).toEqual([]);
    fireEvent.pointerEnter(button);
    expect(loads).toEqual(['games/fragments/quick-search']);
    await click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('dialog', { name: en.header.searchPanel })).toBeTruthy();
    expect(await screen.findByLabelText('stand-in search')).toBeTruthy();
    expect(loads).toHaveLength(1); // the download the pointer started, not a second one
  });

  it('closes when the fragment is done, on Escape with focus back on the button, on a click outside and on navigation', async () => {
    renderHeaderSearch();
    const button = await screen.findByTestId('header-search');
    const phoneButton = await screen.findByTestId('header-search-phone');
    await click(button);
    await click(await screen.findByRole('button', { name: 'pick a game' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await click(button);
    const field = await screen.findByLabelText('stand-in search');
    await act(async () => void fireEvent.keyDown(field, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // jsdom lays nothing out, so neither button is "shown": the phone's takes the focus there.
    expect(document.activeElement).toBe(phoneButton);

    await click(button);
    await screen.findByRole('dialog');
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();

    await click(button);
    await screen.findByRole('dialog');
    await click(screen.getByRole('link', { name: 'Blog' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so in the panel when the quick search cannot load, and tries again when reopened', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    setFragmentLoader(async () => {
      if (fail) throw new Error('games remote unreachable');
      return { Fragment: QuickSearchStandIn };
    });
    renderHeaderSearch();
    const button = await screen.findByTestId('header-search');
    await click(button);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('Something went wrong'));
    fail = false;
    await click(button);
    await click(button);
    expect(await screen.findByLabelText('stand-in search')).toBeTruthy();
  });
});

describe('the live-chat button', () => {
  it('is on the page without the chat: the fragment downloads when the pointer reaches it, and fills the dialog', async () => {
    renderHeaderSearch();
    const entry = await screen.findByRole('button', { name: en.chat.open });
    expect(loads).toEqual([]);
    fireEvent.pointerEnter(entry);
    expect(loads).toEqual(['content/fragments/chat']);
    await click(entry);
    const dialog = await screen.findByRole('dialog', { name: en.chat.open });
    expect(await screen.findByText('operators are online')).toBeTruthy();
    expect(dialog.contains(screen.getByText('operators are online'))).toBe(true);
  });
});
