// The session contract: import from '@casino/shared/session/index' (types, context, hooks, token storage).
export * from './player';
export * from './contract';
export * from './token-storage';
