/** `useSyncExternalStore`'s subscribe for a value that never notifies (only the server or client snapshot differs). */
export const noSubscription = () => () => {};
