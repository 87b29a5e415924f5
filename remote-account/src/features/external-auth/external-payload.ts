import type { ExternalSignInPayload } from '@casino/shared';

/** Providers the platform API links (contract/src/schemas/auth.ts SocialProvider). */
const API_PROVIDERS = ['google', 'telegram', 'vk'] as const;
type ApiProvider = (typeof API_PROVIDERS)[number];

/** The fixed callback paths some providers use, and the provider each one means. */
const CALLBACK_PROVIDERS: Record<string, string> = {
  'check-mailru': 'mailru',
  'check-vkontakte': 'vk',
  'check-yandex': 'yandex',
};

const ALIASES: Record<string, string> = { vkontakte: 'vk' };

export type ExternalPayloadResult =
  | { kind: 'ok'; payload: ExternalSignInPayload }
  | { kind: 'missing' }
  | { kind: 'unsupported'; provider: string };

/**
 * Reads what the external landing (/{lang}/auth/external) or a social callback (/{lang}/social/_auth,
 * /social/check-{provider}) received: the provider (query, or the callback path) and its token (token, code,
 * access_token or providerToken).
 */
export function externalPayloadFrom(pathname: string, search: URLSearchParams): ExternalPayloadResult {
  const lastSegment = pathname.split('/').filter(Boolean).pop() ?? '';
  const rawProvider = (search.get('provider') ?? CALLBACK_PROVIDERS[lastSegment] ?? '').toLowerCase();
  const provider = ALIASES[rawProvider] ?? rawProvider;
  const token =
    search.get('providerToken') ??
    search.get('token') ??
    search.get('access_token') ??
    search.get('code') ??
    '';
  if (!provider || !token) return { kind: 'missing' };
  if (!(API_PROVIDERS as readonly string[]).includes(provider)) return { kind: 'unsupported', provider };
  return { kind: 'ok', payload: { provider: provider as ApiProvider, providerToken: token } };
}
