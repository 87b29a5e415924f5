import { apiClient, endpointQuery, type Locale } from '@casino/shared';
import type { CodeBody, NicknameBody, PasswordChangeBody, PinCodeBody, PinCodeResetBody, ProfilePatchBody, SubscriptionsBody } from '@casino/shared/contract';

/**
 * The profile and security pages (SPEC.md section 2: /{lang}/player/profile/{view,password,security,subscriptions},
 * with /player/security, /player/change/pass and /player/change/subscriptions as other addresses of the same pages).
 */
export const PROFILE_SECTIONS = ['view', 'password', 'security', 'subscriptions'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];
export const profileSection = (value: string | undefined): ProfileSection | null =>
  value === undefined ? 'view' : (PROFILE_SECTIONS as readonly string[]).includes(value) ? (value as ProfileSection) : null;
export const SIGN_IN_HISTORY_PER_PAGE = 10;

export const profileQuery = () => endpointQuery('dashboard.profile', {});
export const countriesQuery = (lang: Locale) => endpointQuery('content.countries', { query: { lang } });
export const subscriptionsQuery = () => endpointQuery('dashboard.subscriptions', {});
export const securityQuery = () => endpointQuery('dashboard.security', {});
export const signInHistoryQuery = (page: number) =>
  endpointQuery('dashboard.authHistory', { query: { page, perPage: SIGN_IN_HISTORY_PER_PAGE } });

/**
 * What a section shows from the API, asked by its route's loader: the section is whole in its first render, and no
 * block of it appears later and moves the rest (the details' country select needs its list before its form mounts).
 */
export function profileSectionQueries(section: ProfileSection, lang: Locale) {
  if (section === 'view') return [profileQuery(), countriesQuery(lang)];
  if (section === 'security') return [profileQuery(), securityQuery(), signInHistoryQuery(1)];
  if (section === 'subscriptions') return [profileQuery(), subscriptionsQuery()];
  return [profileQuery()];
}

export const updateProfile = (body: ProfilePatchBody) => apiClient.call<'dashboard.updateProfile'>('dashboard.updateProfile', { body });
export const setNickname = (body: NicknameBody) => apiClient.call<'dashboard.setNickname'>('dashboard.setNickname', { body });
export const changePassword = (body: PasswordChangeBody) => apiClient.call<'dashboard.changePassword'>('dashboard.changePassword', { body });
export const updateSubscriptions = (body: SubscriptionsBody) =>
  apiClient.call<'dashboard.updateSubscriptions'>('dashboard.updateSubscriptions', { body });

/** The one-time-code steps of the e-mail and the phone: send a code (to a new address, or the current one), enter it. */
export const confirmation = {
  email: {
    request: (email?: string) =>
      apiClient.call<'dashboard.requestEmailConfirmation'>('dashboard.requestEmailConfirmation', { body: email ? { email } : {} }),
    confirm: (body: CodeBody) => apiClient.call<'dashboard.confirmEmail'>('dashboard.confirmEmail', { body }),
  },
  phone: {
    request: (phone?: string) =>
      apiClient.call<'dashboard.requestPhoneConfirmation'>('dashboard.requestPhoneConfirmation', { body: phone ? { phone } : {} }),
    confirm: (body: CodeBody) => apiClient.call<'dashboard.confirmPhone'>('dashboard.confirmPhone', { body }),
  },
};

export const twoFactor = {
  smsGenerate: () => apiClient.call<'dashboard.smsAuthGenerate'>('dashboard.smsAuthGenerate'),
  smsActivate: (body: CodeBody) => apiClient.call<'dashboard.smsAuthActivate'>('dashboard.smsAuthActivate', { body }),
  smsDeactivate: (body: CodeBody) => apiClient.call<'dashboard.smsAuthDeactivate'>('dashboard.smsAuthDeactivate', { body }),
  googleGenerate: () => apiClient.call<'dashboard.googleAuthGenerate'>('dashboard.googleAuthGenerate'),
  googleActivate: (body: CodeBody) => apiClient.call<'dashboard.googleAuthActivate'>('dashboard.googleAuthActivate', { body }),
  googleDeactivate: (body: CodeBody) => apiClient.call<'dashboard.googleAuthDeactivate'>('dashboard.googleAuthDeactivate', { body }),
};

export const pin = {
  activate: (body: PinCodeBody) => apiClient.call<'dashboard.pinActivate'>('dashboard.pinActivate', { body }),
  deactivate: (body: PinCodeBody) => apiClient.call<'dashboard.pinDeactivate'>('dashboard.pinDeactivate', { body }),
  reset: (body: PinCodeResetBody) => apiClient.call<'dashboard.pinReset'>('dashboard.pinReset', { body }),
  check: (body: PinCodeBody) => apiClient.call<'dashboard.pinCheck'>('dashboard.pinCheck', { body }),
};
