import { useState, type ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { LOCALES, type Locale } from '@casino/contract';
import { i18n } from '../src/i18n/i18n';
import { formatDate, formatMoney, formatNumber } from '../src/i18n/format';
import { Button } from '../src/ui/Button';
import { Countdown } from '../src/ui/Countdown';
import { DataTable } from '../src/ui/DataTable';
import { CheckboxField, DateField, FileUpload, PasswordField, SelectField, TextField } from '../src/ui/fields';
import { LazyImage } from '../src/ui/LazyImage';
import { Modal } from '../src/ui/Modal';
import { notify } from '../src/ui/notify';
import { toastContainerProps } from '../src/ui/toast-container';
import { Pagination, ShowMore } from '../src/ui/Pagination';
import { Select } from '../src/ui/Select';
import { Skeleton, SkeletonGrid, SkeletonText } from '../src/ui/Skeleton';
import { TERMS_POPUP_LAYER } from '../src/ui/spec';
import { ComingSoon, EmptyState, ErrorState, LoadingState } from '../src/ui/StatePanel';
import { Tabs } from '../src/ui/Tabs';
import { BannerCarousel } from '../src/ui/carousel';
import { InfoTooltip, Popover } from '../src/ui/popover';
import { VirtualGrid } from '../src/ui/virtual';
import '../src/ui/toasts.css';
import { I18nProvider } from '@casino/shared';
import artworkIndex from './artwork/index.json';

/** The language from ?lang=, English by default. */
export function catalogueLanguage(): Locale {
  const lang = new URLSearchParams(window.location.search).get('lang');
  return (LOCALES as readonly string[]).includes(lang ?? '') ? (lang as Locale) : 'en';
}

/** A German label shows how the components take long words (the longest of the ten languages). */
const LONG = 'Einzahlungslimitbestätigungsformular für verantwortungsbewusstes Spielen';

const tile = (hue: number, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,40%)"/><stop offset="1" stop-color="hsl(${hue + 40},75%,14%)"/></linearGradient></defs><rect width="320" height="240" fill="url(#g)"/><circle cx="160" cy="100" r="56" fill="#f5c342"/><text x="160" y="210" font-family="sans-serif" font-weight="800" font-size="22" fill="#fff" text-anchor="middle">${label}</text></svg>`,
  )}`;

const ARTWORK: string[] = artworkIndex;

const GAMES = Array.from({ length: 5000 }, (_, index) => ({ id: `games-${index}`, name: `Game ${index + 1}`, hue: (index * 37) % 360 }));
const CURRENCIES = [
  { value: 'EUR', label: 'Euro' },
  { value: 'USD', label: 'US dollar' },
  { value: 'PLN', label: 'Polski złoty' },
  { value: 'KZT', label: 'Қазақстан теңгесі' },
  { value: 'TRY', label: 'Türk lirası' },
];
const PAYMENTS = [
  { id: '1', date: '2026-03-01T10:15:00Z', method: 'Visa •••• 4242', amount: 50, status: 'Completed' },
  { id: '2', date: '2026-03-04T18:40:00Z', method: 'Skrill', amount: 120.5, status: 'Pending' },
  { id: '3', date: '2026-03-09T08:05:00Z', method: LONG, amount: 1999.99, status: 'Completed' },
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="cat-section" id={id} data-catalogue={id}>
      <h2 className="cat-section__title">{title}</h2>
      {children}
    </section>
  );
}

/** Each sample's box, the size the site shows it at: games 4:3, pictures 16:9, marks as drawn. */
function sampleSize(file: string): [number, number] {
  if (file.startsWith('game-')) return [160, 120];
  if (/^(blog|news|tournament|race)-/.test(file)) return [256, 144];
  if (file.startsWith('author-')) return [64, 64];
  if (file.startsWith('footer-')) return [120, 48];
  if (file.startsWith('studio-')) return [160, 48];
  return [24, 24];
}

/** The API's artwork as committed in catalogue/artwork (`pnpm --filter api artwork:samples`), grouped by kind. */
function ArtworkSamples() {
  const groups = [
    { label: 'games: two of each category', files: ARTWORK.filter((file) => file.startsWith('game-')) },
    { label: 'blog, news, author, tournament and race', files: ARTWORK.filter((file) => /^(blog|news|author|tournament|race)-/.test(file)) },
    { label: 'payment, licence and help marks', files: ARTWORK.filter((file) => file.startsWith('footer-')) },
    { label: 'studios and sign-in providers', files: ARTWORK.filter((file) => /^(studio|social)-/.test(file)) },
  ];
  return (
    <>
      {groups.map((group) => (
        <Row key={group.label} label={group.label}>
          {group.files.map((file) => {
            const [width, height] = sampleSize(file);
            return <img key={file} src={`artwork/${file}`} alt={file} title={file} width={width} height={height} className="cat-artwork" />;
          })}
        </Row>
      ))}
    </>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="cat-row">
      <span className="cat-row__label">{label}</span>
      <div className="cat-row__items">{children}</div>
    </div>
  );
}

function Tokens() {
  const colours = ['--c-bg', '--c-surface', '--c-surface-2', '--c-surface-3', '--c-gold', '--c-green', '--c-red', '--c-blue', '--c-text', '--c-text-muted'];
  return (
    <Section id="tokens" title="Design tokens">
      <div className="cat-swatches">
        {colours.map((name) => (
          <span key={name} className="cat-swatch">
            <span style={{ background: `var(${name})` }} />
            {name}
          </span>
        ))}
      </div>
      <div className="cat-type">
        {['3xl', '2xl', 'xl', 'lg', 'md', 'sm', 'xs'].map((size) => (
          <span key={size} style={{ fontSize: `var(--t-${size})` }}>
            {size} · Jackpot €1,000,000
          </span>
        ))}
      </div>
      <div className="cat-elevation">
        {['--e-1', '--e-2', '--e-3', '--e-gold'].map((name) => (
          <span key={name} style={{ boxShadow: `var(${name})` }}>
            {name}
          </span>
        ))}
      </div>
    </Section>
  );
}

function Demo() {
  const [lang, setLang] = useState<Locale>(catalogueLanguage());
  const [currency, setCurrency] = useState<string | null>('EUR');
  const [tab, setTab] = useState('slots');
  const [page, setPage] = useState(5);
  const [shown, setShown] = useState(24);
  const [modal, setModal] = useState<'none' | 'simple' | 'stacked' | 'terms'>('none');
  const [secondModal, setSecondModal] = useState(false);
  const changeLanguage = (next: Locale) => {
    setLang(next);
    void i18n.changeLanguage(next);
    window.history.replaceState(null, '', `?lang=${next}${window.location.hash}`);
  };
  const amounts = [0, 1234.5, 1000000];
  return (
    <div className="cat" lang={lang}>
      <header className="cat-header">
        <strong>Casino components</strong>
        <label>
          Language{' '}
          <select value={lang} onChange={(event) => changeLanguage(event.target.value as Locale)} data-testid="catalogue-language">
            {LOCALES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
      </header>
      <main className="cat-main">
        <Tokens />

        <Section id="buttons" title="Button">
          <Row label="colours">
            <Button text="Deposit" />
            <Button text="Play now" color="gold" />
            <Button text="Cancel withdrawal" color="red" />
            <Button text="Demo" color="transparent" />
            <Button text="Rules" color="link" />
          </Row>
          <Row label="sizes, states">
            <Button text="Small" size="small" />
            <Button text="Large" size="large" />
            <Button text="Loading" loading />
            <Button text="Disabled" disabled />
            <Button text={LONG} color="gold" />
          </Row>
        </Section>

        <Section id="states" title="Loading, empty, error, coming soon">
          <div className="cat-grid">
            <LoadingState />
            <EmptyState />
            <ErrorState onRetry={() => {}} />
            <ComingSoon title={LONG} />
          </div>
        </Section>

        <Section id="fields" title="Form fields">
          <div className="cat-form">
            <TextField label="E-mail" placeholder="name@example.com" hint="We send the confirmation here." />
            <TextField label="E-mail" defaultValue="not-an-email" error="Enter a valid e-mail address." />
            <TextField label={LONG} defaultValue="Disabled" disabled />
            <PasswordField label="Password" defaultValue="Demo12345!" />
            <SelectField label="Country" options={[{ value: 'de', label: 'Deutschland' }, { value: 'kz', label: 'Қазақстан' }]} />
            <DateField label="Date of birth" value="1990-05-17" onValueChange={() => {}} />
            <CheckboxField label={`I am over 18 and accept the terms. ${LONG}`} defaultChecked />
            <CheckboxField label="Disabled" disabled />
            <FileUpload label="Passport or ID card" hint="JPG, PNG or PDF up to 10 MB" onFile={() => {}} />
            <FileUpload label="Proof of address" onFile={() => {}} progress={42} fileName="utility-bill-march-2026.pdf" />
          </div>
        </Section>

        <Section id="select" title="Select with search">
          <div className="cat-form">
            <Select label="Currency" options={CURRENCIES} value={currency} onChange={setCurrency} testId="catalogue-select" />
            <Select label="Currency (empty)" options={CURRENCIES} value={null} onChange={() => {}} />
            <Select label="Currency (error)" options={CURRENCIES} value={null} onChange={() => {}} error="Choose a currency." />
            <Select label="Currency (disabled)" options={CURRENCIES} value="USD" onChange={() => {}} disabled />
          </div>
        </Section>

        <Section id="tabs" title="Tabs">
          <Tabs
            label="Game categories"
            selected={tab}
            onSelect={setTab}
            tabs={[
              { id: 'slots', label: 'Slots' },
              { id: 'live', label: 'Live casino' },
              { id: 'table', label: 'Table games' },
              { id: 'long', label: LONG },
              { id: 'off', label: 'Disabled', disabled: true },
            ]}
          >
            <p className="cat-muted">Panel: {tab}</p>
          </Tabs>
        </Section>

        <Section id="pagination" title="Pagination and show more">
          <Pagination page={page} pageCount={12} onPage={setPage} />
          <Pagination page={1} pageCount={3} onPage={() => {}} />
          <ShowMore shown={shown} total={5000} onMore={() => setShown((n) => n + 24)} />
          <ShowMore shown={5000} total={5000} onMore={() => {}} />
        </Section>

        <Section id="table" title="Data table (cards on phones)">
          <DataTable
            caption="Payments"
            rowKey={(row) => row.id}
            rows={PAYMENTS}
            columns={[
              { key: 'date', header: 'Date', cell: (row) => formatDate(row.date, lang, 'dateTime') },
              { key: 'method', header: 'Method', cell: (row) => row.method },
              { key: 'status', header: 'Status', cell: (row) => row.status },
              { key: 'amount', header: 'Amount', cell: (row) => formatMoney(row.amount, 'EUR', lang), align: 'end' },
            ]}
          />
          <DataTable caption="No payments" rowKey={() => ''} rows={[]} columns={[{ key: 'a', header: 'Date', cell: () => '' }, { key: 'b', header: 'Amount', cell: () => '' }]} />
        </Section>

        <Section id="skeletons" title="Skeleton loaders">
          <div className="cat-skeletons">
            <Skeleton width={56} height={56} radius="50%" />
            <SkeletonText lines={3} />
          </div>
          <SkeletonGrid count={6} />
        </Section>

        <Section id="images" title="Lazy image">
          <div className="cat-images">
            <figure>
              <LazyImage src={tile(40, 'Book of Gold')} alt="Book of Gold" width={320} height={240} eager />
              <figcaption>loaded</figcaption>
            </figure>
            <figure>
              <LazyImage src="/missing-thumbnail.svg" alt="Missing" width={320} height={240} eager />
              <figcaption>failed after 3 attempts: game pattern</figcaption>
            </figure>
            <figure>
              <LazyImage src={tile(200, 'Lazy')} alt="Lazy" width={320} height={240} />
              <figcaption>lazy (loads within 1.3 viewports)</figcaption>
            </figure>
          </div>
        </Section>

        <Section id="tooltip" title="Info tooltip and popover">
          <p>
            Wagering requirement 35×
            <InfoTooltip>Play the bonus amount through 35 times before you withdraw it. {LONG}.</InfoTooltip>
          </p>
          <Popover trigger={(props) => <button type="button" className="cat-link" {...props} data-testid="catalogue-popover">Bonus rules</button>}>
            <strong>Bonus rules</strong>
            <p style={{ margin: '4px 0 0' }}>Slots count 100 %, live games 10 %.</p>
          </Popover>
        </Section>

        <Section id="modal" title="Modal">
          <Row label="open">
            <Button text="Open modal" onClick={() => setModal('simple')} data-testid="catalogue-modal" />
            <Button text="Stacked modals" color="gold" onClick={() => setModal('stacked')} />
            <Button text="Non-dismissible" color="transparent" onClick={() => setModal('terms')} />
          </Row>
          <Modal
            open={modal === 'simple' || modal === 'stacked'}
            onClose={() => setModal('none')}
            title="Deposit"
            footer={
              <>
                <Button text="Cancel" color="transparent" onClick={() => setModal('none')} />
                <Button text={modal === 'stacked' ? 'Open a second one' : 'Deposit €50'} onClick={() => (modal === 'stacked' ? setSecondModal(true) : setModal('none'))} />
              </>
            }
          >
            <div className="cat-form">
              <TextField label="Amount" defaultValue="50" inputMode="decimal" />
              <CheckboxField label="Use my welcome bonus" defaultChecked />
            </div>
          </Modal>
          <Modal open={secondModal} onClose={() => setSecondModal(false)} title="Second layer" size="small">
            <p>This one sits two layers higher (1002).</p>
          </Modal>
          <Modal open={modal === 'terms'} title="New terms and conditions" dismissible={false} layer={TERMS_POPUP_LAYER} footer={<Button text="Accept" onClick={() => setModal('none')} />}>
            <p>We have updated our terms. Accept them to keep playing.</p>
          </Modal>
        </Section>

        <Section id="carousel" title="Banner carousel">
          <BannerCarousel
            label="Promotions"
            slides={['Welcome bonus 100 % up to €500', 'Weekly race: €10,000', LONG].map((title, index) => ({
              id: String(index),
              content: (
                <div className="cat-slide" style={{ background: `linear-gradient(120deg, hsl(${index * 110 + 140} 60% 28%), hsl(${index * 110 + 190} 70% 12%))` }}>
                  <h3>{title}</h3>
                  <Button text="Claim" color="gold" />
                </div>
              ),
            }))}
          />
        </Section>

        <Section id="countdown" title="Countdown">
          <Row label="running">
            <Countdown until="2030-01-01T00:00:00Z" />
          </Row>
          <Row label="ended">
            <Countdown until="2000-01-01T00:00:00Z" />
          </Row>
        </Section>

        <Section id="format" title="Money, numbers and dates">
          <table className="cat-format">
            <tbody>
              {amounts.map((amount) => (
                <tr key={amount}>
                  <td>{formatMoney(amount, 'EUR', lang)}</td>
                  <td>{formatMoney(amount, 'USD', lang)}</td>
                  <td>{formatMoney(amount, 'KZT', lang)}</td>
                  <td>{formatNumber(amount, lang)}</td>
                </tr>
              ))}
              <tr>
                <td colSpan={2}>{formatDate('2026-03-01T18:30:00Z', lang, 'dateTime')}</td>
                <td colSpan={2}>{formatDate('2026-12-24T00:00:00Z', lang)}</td>
              </tr>
            </tbody>
          </table>
          <Button text="Show a toast" color="transparent" onClick={() => notify({ title: 'Deposit received', text: '€50.00 is on your balance.', type: 'success' })} />
        </Section>

        <Section id="artwork" title="Artwork (drawn by the API: game pictures, heroes, marks)">
          <ArtworkSamples />
        </Section>

        <Section id="virtual" title="Virtual scroller: 5,000 games">
          <VirtualGrid
            items={GAMES}
            itemKey={(game) => game.id}
            label="Games"
            rowHeight={150}
            minItemWidth={140}
            gap={12}
            renderItem={(game) => (
              <div className="cat-tile" style={{ background: `hsl(${game.hue} 55% 30%)` }}>
                {game.name}
              </div>
            )}
          />
        </Section>
      </main>
      <ToastContainer {...toastContainerProps} />
    </div>
  );
}

export function Catalogue() {
  return (
    <I18nProvider i18n={i18n}>
      <Demo />
    </I18nProvider>
  );
}
