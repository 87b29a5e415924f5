/** The route table is the one route manifest of the platform (the edge reads it too): it lives in @casino/shared. */
export * from '@casino/contract/routing/route-table';
