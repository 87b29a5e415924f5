// The platform API wire contract. One file per endpoint group; see common.ts for the envelope and error shape.
export * from './common';
export * from './settings';
export * from './content';
export * from './blog';
export * from './news';
export * from './help';
export * from './route-data';
export * from './auth';
export * from './player';
export * from './dashboard';
export * from './history';
export * from './payments';
export * from './bonuses';
export * from './dev';
export * from './games';
export * from './play';
