/**
 * @casino/contract: what each team compiles into its own bundle. Never a federation singleton (it is absent from
 * shared/federation/shared-deps.cjs on purpose): a remote built against a newer contract carries its newer endpoint
 * definitions, path builders, route shapes and fragment props with it, and the live host's copy does not matter.
 * Run-time state (the API client's transport, the query cache, i18n, the session) lives in the singleton
 * `@casino/shared`. Wire schemas (TypeBox) come from '@casino/contract/schemas' (types) or their group file.
 */
export * from './endpoints';
export * from './error-codes';
export * from './fragments';
export * from './game-picture';
export * from './release';
export * from './routing/paths';
export * from './routing/route-match';
export * from './routing/route-manifest';
export * from './routing/page-routes';
