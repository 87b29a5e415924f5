import { apiClient, endpointQuery } from '@casino/shared';
import { ENDPOINTS, type Locale } from '@casino/contract';
import type { CodeBody, NicknameBody, PasswordChangeBody, PinCodeBody, PinCodeResetBody, ProfilePatchBody, SubscriptionsBody } from '@casino/contract/schemas';

/**
 * The profile and security pages (SPEC.md section 2: /{lang}/player/profile/{view,password,security,subscriptions},
 * with /player/security, /player/change/pass and /player/change/subscriptions as other addresses of the same pages).
 */
export const PROFILE_SECTIONS = ['view', 'password', 'security', 'subscriptions'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];
export const profileSection = (value: string | undefined): ProfileSection | null =>
  value === undefined ? 'view' : (PROFILE_SECTIONS as readonly string[]).includes(value) ? (value as ProfileSection) : null;
export const SIGN_IN_HISTORY_PER_PAGE = 10;

export const profileQuery = () => endpointQuery(ENDPOINTS['dashboard.profile'], {});
export const countriesQuery = (lang: Locale) => endpointQuery(ENDPOINTS['content.countries'], { query: { lang } });
export const subscriptionsQuery = () => endpointQuery(ENDPOINTS['dashboard.subscriptions'], {});
export const securityQuery = () => endpointQuery(ENDPOINTS['dashboard.security'], {});
export const signInHistoryQuery = (page: number) =>
  endpointQuery(ENDPOINTS['dashboard.authHistory'], { query: { page, perPage: SIGN_IN_HISTORY_PER_PAGE } });

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

export const updateProfile = (body: ProfilePatchBody) => apiClient.call(ENDPOINTS['dashboard.updateProfile'], { body });
export const setNickname = (body: NicknameBody) => apiClient.call(ENDPOINTS['dashboard.setNickname'], { body });
export const changePassword = (body: PasswordChangeBody) => apiClient.call(ENDPOINTS['dashboard.changePassword'], { body });
export const updateSubscriptions = (body: SubscriptionsBody) =>
  apiClient.call(ENDPOINTS['dashboard.updateSubscriptions'], { body });

/** The one-time-code steps of the e-mail and the phone: send a code (to a new address, or the current one), enter it. */
export const confirmation = {
  email: {
    request: (email?: string) =>
      apiClient.call(ENDPOINTS['dashboard.requestEmailConfirmation'], { body: email ? { email } : {} }),
    confirm: (body: CodeBody) => apiClient.call(ENDPOINTS['dashboard.confirmEmail'], { body }),
  },
  phone: {
    request: (phone?: string) =>
      apiClient.call(ENDPOINTS['dashboard.requestPhoneConfirmation'], { body: phone ? { phone } : {} }),
    confirm: (body: CodeBody) => apiClient.call(ENDPOINTS['dashboard.confirmPhone'], { body }),
  },
};

export const twoFactor = {
  smsGenerate: () => apiClient.call(ENDPOINTS['dashboard.smsAuthGenerate']),
  smsActivate: (body: CodeBody) => apiClient.call(ENDPOINTS['dashboard.smsAuthActivate'], { body }),
  smsDeactivate: (body: CodeBody) => apiClient.call(ENDPOINTS['dashboard.smsAuthDeactivate'], { body }),
  googleGenerate: () => apiClient.call(ENDPOINTS['dashboard.googleAuthGenerate']),
  googleActivate: (body: CodeBody) => apiClient.call(ENDPOINTS['dashboard.googleAuthActivate'], { body }),
  googleDeactivate: (body: CodeBody) => apiClient.call(ENDPOINTS['dashboard.googleAuthDeactivate'], { body }),
};

export const pin = {
  activate: (body: PinCodeBody) => apiClient.call(ENDPOINTS['dashboard.pinActivate'], { body }),
  deactivate: (body: PinCodeBody) => apiClient.call(ENDPOINTS['dashboard.pinDeactivate'], { body }),
  reset: (body: PinCodeResetBody) => apiClient.call(ENDPOINTS['dashboard.pinReset'], { body }),
  check: (body: PinCodeBody) => apiClient.call(ENDPOINTS['dashboard.pinCheck'], { body }),
};
