import { act, render, screen } from '@testing-library/react';
import { FragmentSlot, setFragmentLoader } from './FragmentSlot';

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
});
