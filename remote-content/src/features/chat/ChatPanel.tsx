import { useQuery } from '@tanstack/react-query';
import { LoadingState, routeLocale, settingsQuery, useTranslation } from '@casino/shared';
import type { ChatConfig } from '@casino/contract/schemas';
import { NAMESPACE } from '../../app/namespace';
import { chatQuery } from './api';
import styles from './Chat.module.css';

/**
 * The chat as the operator configured it (GET /chat): the greeting while operators are online, the offline message
 * otherwise, and always the channels that reach a person. The reference API names no chat provider to embed, so the
 * channels are how the player talks to support; when /chat cannot be reached, the support address from /settings.
 */
export function ChatPanel() {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale({});
  const chat = useQuery(chatQuery(locale));
  if (chat.isPending) return <LoadingState label={t('chat.connecting')} />;
  if (chat.isError) return <SupportAddress />;
  const config = chat.data;
  const online = config.enabled && config.online;
  return (
    <div className={styles.panel} data-testid="chat-config" data-online={online}>
      <p className={`${styles.message} ${online ? styles.online : ''}`}>{online ? config.greeting : config.offlineMessage}</p>
      <p className={styles.hours}>{t('chat.hours', { opensAt: config.opensAt, closesAt: config.closesAt, timeZone: config.timeZone })}</p>
      <Channels channels={config.channels} />
    </div>
  );
}

function Channels({ channels }: { channels: ChatConfig['channels'] }) {
  const { t } = useTranslation(NAMESPACE);
  if (channels.length === 0) return <SupportAddress />;
  return (
    <>
      <h3 className={styles.contactTitle}>{t('chat.contact')}</h3>
      <ul className={styles.channels}>
        {channels.map((channel) => (
          <li key={channel.type}>
            <a
              className={`${styles.channel} ${styles[channel.type] ?? ''}`}
              href={channel.href}
              {...(channel.href.startsWith('https://') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {channel.label}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The last way to reach a person: the support address and phone from the site's settings. */
function SupportAddress() {
  const { t } = useTranslation(NAMESPACE);
  const settings = useQuery(settingsQuery()); // the page's one settings query (the host loaded it at boot)
  const support = settings.data?.support;
  return (
    <div className={styles.panel} data-testid="chat-support-address">
      <p className={styles.message}>{t('chat.unavailable')}</p>
      {support && (
        <ul className={styles.channels}>
          {support.email && (
            <li>
              <a className={styles.channel} href={`mailto:${support.email}`}>
                {support.email}
              </a>
            </li>
          )}
          {support.phone && (
            <li>
              <a className={styles.channel} href={`tel:${support.phone.replace(/[^+\d]/g, '')}`}>
                {support.phone}
              </a>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
