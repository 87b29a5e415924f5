import { usePagePrefetch } from './page-prefetch';
import { Link, type LinkProps } from '../routing/router';

/** A link to another page of the site that gets that page ready before the click (`usePagePrefetch`). */
export function PageLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const prefetch = usePagePrefetch(to);
  return <Link to={to} {...props} {...prefetch} />;
}
