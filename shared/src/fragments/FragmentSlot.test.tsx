import { act, render, screen } from '@testing-library/react';
import { RouterContextProvider } from 'react-router';
import { serverRenderContext } from '../data/query';
import { FRAGMENT_PRIME_DEADLINE_MS, FragmentSlot, primeFragment, setFragmentLoader } from './FragmentSlot';

function Jackpots({ variant }: { variant?: string }) {
  return <p>jackpots {variant}</p>;
}
function Broken(): never {
  throw new Error('the fragment broke');
}

describe('a fragment slot', () => {
  it("loads the owner's exposed module and renders it with the page's props", async () => {
    const asked: string[] = [];
    setFragmentLoader(async (remote, expose) => {
      asked.push(`${remote} ${expose}`);
      return { Fragment: Jackpots };
    });
    await act(async () => {
      render(<FragmentSlot name="games/jackpots" props={{ variant: 'wide' }} />);
    });
    expect(await screen.findByText('jackpots wide')).toBeTruthy();
    expect(asked).toEqual(['games ./fragments/jackpots']);
  });

  it('keeps a failing fragment in its slot: the page around it goes on', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setFragmentLoader(async () => ({ Fragment: Broken }));
    await act(async () => {
      render(
        <main>
          <h1>the page</h1>
          <FragmentSlot name="promotions/game-campaigns" props={{ gameGlobalId: '7' }} fallback={<p>no campaigns now</p>} />
        </main>,
      );
    });
    expect(screen.getByRole('heading', { name: 'the page' })).toBeTruthy();
    expect(await screen.findByText('no campaigns now')).toBeTruthy();
  });

  it('shows the fallback when the owner cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setFragmentLoader(() => Promise.reject(new Error('remote down')));
    await act(async () => {
      render(<FragmentSlot name="games/home-games" props={{}} fallback={<p>games later</p>} />);
    });
    expect(await screen.findByText('games later')).toBeTruthy();
  });

  describe("primed by the loader of the page that places it", () => {
    const args = { context: undefined, locale: 'en' as const };

    it("runs the fragment's prefetch with the page's props, and the slot then shows it in its first render", async () => {
      const primed: unknown[] = [];
      setFragmentLoader(async () => ({ Fragment: Jackpots, prefetch: async (props: unknown) => primed.push(props) }));
      await expect(primeFragment('games/jackpots', { variant: 'compact' }, args)).resolves.toBeNull();
      expect(primed).toEqual([{ variant: 'compact' }]);
      // No await: the module is already there, so the first render has the fragment, never its loading placeholder.
      render(<FragmentSlot name="games/jackpots" props={{ variant: 'compact' }} loading={<p>loading</p>} />);
      expect(screen.getByText('jackpots compact')).toBeTruthy();
      expect(screen.queryByText('loading')).toBeNull();
    });

    it("on the server, primes each request's own release of the owner: a version switched live since is the one rendered", async () => {
      // The edge renders many requests, on many releases, in one process: content 1 is live, then content 2 (with new
      // strings) is switched live. Priming must load the fragment of the request's release again, never the first
      // one loaded (whose prefetch and strings are the old version's; the server-rendered page showed raw keys).
      let live = 'content 1';
      const loaded: string[] = [];
      const primedBy: string[] = [];
      setFragmentLoader(async () => {
        const version = live;
        loaded.push(version);
        return { Fragment: Jackpots, prefetch: async () => primedBy.push(version) };
      });
      const onServer = { context: new RouterContextProvider(new Map([[serverRenderContext, true]])), locale: 'en' as const };
      await primeFragment('games/jackpots', {}, onServer);
      live = 'content 2';
      await primeFragment('games/jackpots', {}, onServer);
      expect(loaded).toEqual(['content 1', 'content 2']);
      expect(primedBy).toEqual(['content 1', 'content 2']);
    });

    it('never holds the page past its deadline, nor fails it, when the owner is slow or down', async () => {
      jest.useFakeTimers();
      try {
        setFragmentLoader(() => new Promise(() => undefined)); // the owner never answers
        let done = false;
        void primeFragment('games/jackpots', {}, args).then(() => (done = true));
        await act(async () => jest.advanceTimersByTime(FRAGMENT_PRIME_DEADLINE_MS - 1));
        expect(done).toBe(false);
        await act(async () => jest.advanceTimersByTime(1));
        expect(done).toBe(true);
      } finally {
        jest.useRealTimers();
      }
      setFragmentLoader(() => Promise.reject(new Error('remote down')));
      await expect(primeFragment('games/jackpots', {}, args)).resolves.toBeNull();
    });
  });
});
