import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { startTestI18n, WithI18n } from '../test-support';
import { Countdown, timeLeft } from './Countdown';
import { DataTable } from './DataTable';
import { i18n } from '../i18n/i18n';
import { CheckboxField, DateField, FileUpload, PasswordField, TextField } from './fields';
import { pageWindow, Pagination, ShowMore } from './Pagination';
import { Tabs } from './Tabs';

describe('Tabs', () => {
  beforeAll(startTestI18n);

  it('moves and selects with the arrow keys, Home and End; only the selected tab is tabbable', async () => {
    function Lobby() {
      const [tab, setTab] = useState('slots');
      return (
        <Tabs label="Categories" selected={tab} onSelect={setTab} tabs={[{ id: 'slots', label: 'Slots' }, { id: 'live', label: 'Live' }, { id: 'table', label: 'Table' }]}>
          {tab}
        </Tabs>
      );
    }
    render(<Lobby />, { wrapper: WithI18n });
    const slots = await screen.findByRole('tab', { name: 'Slots' });
    expect(slots.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Live' }).tabIndex).toBe(-1);
    fireEvent.keyDown(slots, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Live' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Live' }));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(screen.getByRole('tabpanel').textContent).toBe('table');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(screen.getByRole('tabpanel').textContent).toBe('slots');
  });
});

describe('Pagination and show more', () => {
  beforeAll(startTestI18n);

  it('shows the first, last and neighbouring pages with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('marks the current page and moves with previous and next', async () => {
    const onPage = jest.fn();
    render(<Pagination page={1} pageCount={12} onPage={onPage} />, { wrapper: WithI18n });
    expect((await screen.findByRole('button', { name: 'Page 1' })).getAttribute('aria-current')).toBe('page');
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('says how much is shown and hides "show more" at the end', async () => {
    const onMore = jest.fn();
    const { rerender } = render(<ShowMore shown={24} total={5000} onMore={onMore} />, { wrapper: WithI18n });
    expect(await screen.findByText('24 of 5,000 shown')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onMore).toHaveBeenCalled();
    rerender(<ShowMore shown={5000} total={5000} onMore={onMore} />);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});

describe('DataTable', () => {
  beforeAll(startTestI18n);

  it('labels every cell with its column, for the phone cards', async () => {
    render(
      <DataTable caption="Payments" rowKey={(row) => row.id} rows={[{ id: '1', amount: '€10.00' }]} columns={[{ key: 'amount', header: 'Amount', cell: (row) => row.amount, align: 'end' }]} />,
      { wrapper: WithI18n },
    );
    const cell = await screen.findByRole('cell', { name: '€10.00' });
    expect(cell.dataset.label).toBe('Amount');
    expect(screen.getByRole('table', { name: 'Payments' })).toBeTruthy();
  });

  it('says when there is nothing', async () => {
    render(<DataTable caption="Payments" rowKey={() => ''} rows={[]} columns={[{ key: 'a', header: 'A', cell: () => '' }]} />, { wrapper: WithI18n });
    expect(await screen.findByText('Nothing here yet')).toBeTruthy();
  });
});

describe('form fields', () => {
  beforeAll(startTestI18n);

  it('wires label, hint and error for screen readers', async () => {
    render(<TextField label="E-mail" hint="We never share it" error="Enter an e-mail" />, { wrapper: WithI18n });
    const input = await screen.findByLabelText('E-mail');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain('error');
    expect(screen.getByRole('alert').textContent).toBe('Enter an e-mail');
  });

  it('shows and hides a password', async () => {
    render(<PasswordField label="Password" />, { wrapper: WithI18n });
    const input = await screen.findByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('checks a checkbox by its label, and reports upload progress', async () => {
    const onFile = jest.fn();
    render(
      <>
        <CheckboxField label="I am over 18" />
        <FileUpload label="Passport" onFile={onFile} progress={42} fileName="passport.jpg" />
      </>,
      { wrapper: WithI18n },
    );
    fireEvent.click(await screen.findByText('I am over 18'));
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.textContent).toBe('42%');
  });

  it('says an upload with no measure is under way, without inventing a percentage', async () => {
    render(<FileUpload label="Passport" onFile={jest.fn()} progress="unknown" fileName="passport.jpg" />, { wrapper: WithI18n });
    const bar = await screen.findByRole('progressbar', { name: 'Uploading' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(bar.textContent).toBe('Uploading…');
  });
});

describe('Countdown', () => {
  beforeAll(startTestI18n);
  afterEach(() => jest.useRealTimers());

  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(timeLeft(90_061_000, 0)).toEqual({ total: 90061, days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(timeLeft(0, 5000).total).toBe(0);
  });

  it('has its four boxes in the server render already, so starting the clock moves nothing on the page', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const until = '2026-01-02T03:04:05Z';
    const server = document.createElement('div');
    server.innerHTML = renderToString(
      <WithI18n>
        <Countdown until={until} />
      </WithI18n>,
    );
    const before = server.querySelector('[role="timer"]')!;
    expect(before.textContent).toBe('––days––hours––min––sec');
    expect(before.getAttribute('aria-busy')).toBe('true');

    render(<Countdown until={until} />, { wrapper: WithI18n });
    await act(async () => {});
    const running = screen.getByRole('timer');
    // One day in the singular (it read "1 DAYS"), counted through the language's plural forms.
    expect(running.textContent).toBe('1day03hours04min05sec');
    expect(running.getAttribute('aria-busy')).toBe('false');
    const shape = (timer: Element) => [...timer.querySelectorAll('*')].map((element) => element.className);
    expect(shape(running)).toEqual(shape(before));
  });

  it('ticks each second and says when it has ended', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const onEnd = jest.fn();
    render(<Countdown until="2026-01-01T00:00:02Z" onEnd={onEnd} />, { wrapper: WithI18n });
    await act(async () => {});
    expect(screen.getByRole('timer').textContent).toBe('0days00hours00min02sec');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toContain('01sec');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Finished')).toBeTruthy();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});

describe('DateField', () => {
  beforeAll(startTestI18n);
  afterEach(() => act(() => void i18n.changeLanguage('en')));

  function Filter({ initial = '', onDay }: { initial?: string; onDay: (day: string) => void }) {
    const [day, setDay] = useState(initial);
    return (
      <DateField
        label="From"
        value={day}
        onValueChange={(next) => {
          setDay(next);
          onDay(next);
        }}
      />
    );
  }

  it.each([
    ['en', '11/27/2026', 'MM/DD/YYYY'],
    ['de', '27.11.2026', 'TT.MM.JJJJ'],
    ['fr', '27/11/2026', 'JJ/MM/AAAA'],
    ['kk', '27.11.2026', 'КК.АА.ЖЖЖЖ'],
  ])('in %s shows the day as %s with the pattern %s, and takes a typed day', async (lang, written, pattern) => {
    await act(() => i18n.changeLanguage(lang));
    const days: string[] = [];
    render(<Filter initial="2026-11-27" onDay={(day) => days.push(day)} />, { wrapper: WithI18n });
    const input = (await screen.findByRole('textbox', { name: 'From' })) as HTMLInputElement;
    expect(input.value).toBe(written);
    expect(input.type).toBe('text');
    expect(input.placeholder).toBe(pattern);
    // the pattern is the field's description, read out with its label
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toContain(pattern);

    fireEvent.change(input, { target: { value: written.replace('27', '3').replace('2026', '202') } });
    expect(days).toEqual([]);
    fireEvent.change(input, { target: { value: written.replace('27', '3') } });
    expect(days).toEqual(['2026-11-03']);
    fireEvent.change(input, { target: { value: '' } });
    expect(days).toEqual(['2026-11-03', '']);
  });

  it('says what it expects when the player leaves a day that is not one, and takes nothing', async () => {
    const days: string[] = [];
    render(<Filter onDay={(day) => days.push(day)} />, { wrapper: WithI18n });
    const input = await screen.findByRole('textbox', { name: 'From' });
    fireEvent.change(input, { target: { value: '02/31/2026' } });
    fireEvent.blur(input);
    expect(days).toEqual([]);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Enter a date as MM/DD/YYYY, for example 11/27/2026.');
    fireEvent.change(input, { target: { value: '2/3/2026' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(days).toEqual(['2026-02-03']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('02/03/2026');
  });

  it('renders on a server in the page language', async () => {
    await act(() => i18n.changeLanguage('de'));
    const html = renderToString(
      <WithI18n>
        <DateField label="Von" value="2026-01-05" onValueChange={() => {}} />
      </WithI18n>,
    );
    expect(html).toContain('value="05.01.2026"');
    expect(html).toContain('Datumsformat: TT.MM.JJJJ');
  });
});
