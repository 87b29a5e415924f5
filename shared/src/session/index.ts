// The session contract (types, context, hooks, token storage); apps import it from '@casino/shared', never by deep path.
export * from './player';
export * from './contract';
export * from './token-storage';
