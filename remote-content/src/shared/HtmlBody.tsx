import { useMemo, type MouseEvent } from 'react';
import type { Locale } from '@casino/contract';
import { sanitizeBody } from './sanitize-body';
import styles from './HtmlBody.module.css';
import { useNavigate } from '@casino/shared';

/**
 * HTML from the API (display pages, blog, news, help), always through the one sanitiser; internal links in it move
 * inside the single-page app instead of reloading it.
 */
export function HtmlBody({ html, locale, className }: { html: string; locale: Locale; className?: string }) {
  const navigate = useNavigate();
  const body = useMemo(() => sanitizeBody(html, locale), [html, locale]);

  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    <div
      className={`${styles.body} ${className ?? ''}`}
      data-testid="html-body"
      onClick={followInternalLink}
      // sanitised to the contract's tag whitelist just above
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}
