// The platform API wire contract. One file per endpoint group; see common.ts for the envelope and error shape.
export * from './common';
