import { usePagePrefetch } from './page-prefetch';
import { Link, type LinkProps } from '../routing/router';

/**
 * A link to another page of the site that gets that page ready before the click (`usePagePrefetch`). `prefetchInView`
 * false: only hover, touch or focus prefetch (a virtual list's cards, which fly past by the hundred).
 */
export function PageLink({ to, prefetchInView = true, ...props }: Omit<LinkProps, 'to'> & { to: string; prefetchInView?: boolean }) {
  const prefetch = usePagePrefetch(to, { inView: prefetchInView });
  return <Link to={to} {...props} {...prefetch} />;
}
