import { act, render, screen } from '@testing-library/react';
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
