import { externalPayloadFrom } from './external-payload';

const q = (s: string) => new URLSearchParams(s);

describe('externalPayloadFrom', () => {
  it('reads provider and token from the external landing', () => {
    expect(externalPayloadFrom('/en/auth/external', q('provider=google&token=abc'))).toEqual({
      kind: 'ok',
      payload: { provider: 'google', providerToken: 'abc' },
    });
  });
  it('takes the provider from the fixed social callback paths', () => {
    expect(externalPayloadFrom('/social/check-vkontakte', q('code=42'))).toEqual({
      kind: 'ok',
      payload: { provider: 'vk', providerToken: '42' },
    });
    expect(externalPayloadFrom('/de/social/check-yandex', q('code=42'))).toEqual({
      kind: 'unsupported',
      provider: 'yandex',
    });
    expect(externalPayloadFrom('/de/social/check-mailru', q('code=42'))).toEqual({
      kind: 'unsupported',
      provider: 'mailru',
    });
  });
  it('says when something is missing', () => {
    expect(externalPayloadFrom('/en/social/_auth', q('provider=google'))).toEqual({ kind: 'missing' });
    expect(externalPayloadFrom('/en/auth/external', q('token=abc'))).toEqual({ kind: 'missing' });
  });
});
