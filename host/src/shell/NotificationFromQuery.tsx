import { useEffect } from 'react';
import { notify, useLocation, useNavigate, useTranslation } from '@casino/shared';
import { NOTIFICATION_QUERY_PARAM, PLAYER_BLOCKED_NOTIFICATION } from '../guards/access-guard';

/** Notification values a redirect may carry, with their toast type. Unknown values are ignored (never echo a URL). */
const KNOWN_NOTIFICATIONS: Record<string, 'error' | 'warn' | 'success' | 'default'> = {
  [PLAYER_BLOCKED_NOTIFICATION]: 'error',
};

/**
 * A guard that sends the player home with a reason (the blocked player's playerBlockedByLite) puts it in the query;
 * this shows it as a translated toast and takes it out of the address.
 */
export function NotificationFromQuery() {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation('host');
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const value = params.get(NOTIFICATION_QUERY_PARAM);
    if (!value) return;
    const type = KNOWN_NOTIFICATIONS[value];
    if (type) notify({ type, text: t(`notifications.${value}`), group: `notification-${value}` });
    params.delete(NOTIFICATION_QUERY_PARAM);
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [location.search, location.pathname, location.hash, navigate, t]);
  return null;
}
