// The part of TanStack Query the apps use, provided to the share scope under the key '@tanstack/react-query'
// (shared/federation/shared-deps.cjs): federation ships a shared package whole (13.8 KB gzip), this is 11.2 KB.
// used-exports.test.ts fails when an app imports a name that is not here: add it, and release the host first.
export {
  defaultShouldDehydrateQuery,
  dehydrate,
  hashKey,
  hydrate,
  infiniteQueryOptions,
  isCancelledError,
  keepPreviousData,
  MutationCache,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query-whole';
