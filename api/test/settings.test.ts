import { LOCALES } from '@casino/contract/schemas';
import { parseRetiredLocales, settingsFromEnv } from '../src/modules/settings/routes';
import { chatChannels } from '../src/modules/content/data/chat';
import { operatorsOnline, supportFromEnv } from '../src/modules/settings/support';
import { call, startTestApi } from './harness';

describe('GET /settings', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  test('defaults: ten locales, ru default, ua and by retired, nothing that calls an outside service', async () => {
    for (const name of [
      'API_RETIRED_LOCALES',
      'API_RECAPTCHA_SITE_KEY',
      'API_GTM_ID',
      'API_GA_ID',
      'API_BUILD_ID',
    ])
      delete process.env[name];
    const api = await startTestApi();
    try {
      const { status, body } = await call(api, 'GET', '/api/v1/settings');
      expect(status).toBe(200);
      expect(body.status).toBe('ok');
      expect(body.data).toMatchObject({
        supportedLocales: [...LOCALES],
        retiredLocales: ['ua', 'by'],
        defaultLocale: 'ru',
        buildId: 'local',
        recaptcha: { enabled: false, siteKey: '' },
        analytics: { tagManagerId: '', analyticsPropertyId: '' },
        defaultCurrency: 'EUR',
        pointsPerCurrencyUnit: expect.any(Number),
        support: {
          email: expect.stringContaining('@'),
          opensAt: '08:00',
          closesAt: '23:00',
          timeZone: 'UTC',
        },
      });
      expect(body.data.currencies.map((c: { code: string }) => c.code)).toContain('EUR');
      for (const currency of body.data.currencies) {
        expect(currency).toEqual({
          code: expect.any(String),
          symbol: expect.any(String),
          decimals: expect.any(Number),
          isCrypto: expect.any(Boolean),
        });
      }
      expect(body.data.currencies).toEqual(
        (await call(api, 'GET', '/payment/currencies')).body.data.currencies,
      );
    } finally {
      await api.close();
    }
  });

  test('environment: site key, analytics ids, build id and retired locales', async () => {
    Object.assign(process.env, {
      API_RETIRED_LOCALES: ' UA, by ,en,ru,xx-yy,  ,pt-br',
      API_RECAPTCHA_SITE_KEY: '6Lc-test-key',
      API_GTM_ID: 'GTM-TEST1',
      API_GA_ID: 'G-TEST2',
      API_BUILD_ID: 'build-2026-02-01',
    });
    const api = await startTestApi();
    try {
      const { body } = await call(api, 'GET', '/api/v1/settings');
      expect(body.data).toMatchObject({
        retiredLocales: ['ua', 'by', 'xx-yy', 'pt-br'],
        recaptcha: { enabled: true, siteKey: '6Lc-test-key' },
        analytics: { tagManagerId: 'GTM-TEST1', analyticsPropertyId: 'G-TEST2' },
        buildId: 'build-2026-02-01',
      });
    } finally {
      await api.close();
    }
  });
});

describe('retired locales', () => {
  test('never include one of the ten supported locales, and drop junk', () => {
    expect(parseRetiredLocales(LOCALES.join(','))).toEqual([]);
    expect(parseRetiredLocales('ua,UA,by,<script>,1,')).toEqual(['ua', 'by']);
    expect(parseRetiredLocales('')).toEqual([]);
    expect(settingsFromEnv({}).retiredLocales).toEqual(['ua', 'by']);
  });
});

describe('operator hours', () => {
  test('online between opening and closing time (UTC), including hours that span midnight', () => {
    expect(operatorsOnline(new Date('2026-02-01T07:59:00Z'))).toBe(false);
    expect(operatorsOnline(new Date('2026-02-01T08:00:00Z'))).toBe(true);
    expect(operatorsOnline(new Date('2026-02-01T22:59:00Z'))).toBe(true);
    expect(operatorsOnline(new Date('2026-02-01T23:00:00Z'))).toBe(false);
    const night = { opensAt: '22:00', closesAt: '06:00' };
    expect(operatorsOnline(new Date('2026-02-01T23:30:00Z'), night)).toBe(true);
    expect(operatorsOnline(new Date('2026-02-01T05:00:00Z'), night)).toBe(true);
    expect(operatorsOnline(new Date('2026-02-01T12:00:00Z'), night)).toBe(false);
  });
});

describe('support contacts (issue 34.7)', () => {
  test('come from configuration, are shown as configured, and an empty one is left out', () => {
    const desk = settingsFromEnv({ API_SUPPORT_EMAIL: 'help@operator.example', API_SUPPORT_PHONE: '+44 20 7946 0958' }).support;
    expect(desk).toMatchObject({ email: 'help@operator.example', phone: '+44 20 7946 0958' });
    expect(settingsFromEnv({ API_SUPPORT_PHONE: '' }).support.phone).toBe('');
    const channels = chatChannels('en', supportFromEnv({ API_SUPPORT_PHONE: '+44 20 7946 0958', API_SUPPORT_TELEGRAM_URL: '' }));
    expect(channels.map((channel) => channel.type)).toEqual(['email', 'phone']);
    expect(channels[1]).toEqual({ type: 'phone', label: '+44 20 7946 0958', href: 'tel:+442079460958' });
  });

  test('refuse a malformed value at start rather than show it', () => {
    expect(() => supportFromEnv({ API_SUPPORT_EMAIL: 'not-an-address' })).toThrow(/API_SUPPORT_EMAIL/);
    expect(() => supportFromEnv({ API_SUPPORT_PHONE: '22000000' })).toThrow(/API_SUPPORT_PHONE/);
    expect(() => supportFromEnv({ API_SUPPORT_TELEGRAM_URL: 'javascript:alert(1)' })).toThrow(/API_SUPPORT_TELEGRAM_URL/);
  });
});
