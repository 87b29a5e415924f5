/**
 * @casino/shared: the one entry every app imports at run time. It is a Module Federation singleton, so everything
 * exported here (the API client, the i18n instance, the session context) exists once on the page. Import run-time
 * values from '@casino/shared'; the builds also rewrite a deep import of a stateful part ('@casino/shared/api/client')
 * to this entry (shared/federation/rspack-app.cjs), so it cannot become a second copy. Wire types come from
 * '@casino/contract/schemas' with `import type`.
 *
 * Not here, so that a page which does not use them does not download them: the heavier or rarer parts of the design
 * system, imported from their own entries and bundled into the chunk of the page that uses them:
 * '@casino/shared/ui/forms' (fields, Select), '/ui/table' (DataTable, Pagination), '/ui/tabs', '/ui/countdown',
 * '/ui/popover', '/ui/virtual', '/ui/carousel'.
 */
export * from './api/client';
export * from './session/index';
export * from './i18n/i18n';
export * from './i18n/react';
export * from './ui/Button';
export * from './ui/notify';
export * from './ui/StatePanel';
export * from './i18n/format';
export * from './ui/spec';
export * from './ui/Modal';
export * from './ui/Skeleton';
export * from './ui/LazyImage';
export { usePortalContainer } from './ui/client';
export * from './platform/singletons';
export * from './platform/visibility';
export * from './routing/router';
export * from './data/query';
export * from './data/player-query';
export * from './data/settings';
export * from './data/QueryView';
export * from './data/page-prefetch';
export * from './data/PageLink';
export * from './fragments/FragmentSlot';
export * from './routing/page-meta';
export * from './platform/server-render';
export * from './forms/form-post';
