import crypto from 'node:crypto';

/** Buckets per remote: a canary percentage can be set in steps of 0.01 %. */
export const CANARY_BUCKETS = 10_000;

/**
 * A visitor's bucket for one remote: stable for the same visitor id, independent across remotes. A visitor is in the
 * canary when bucket < percent * 100, so raising the percentage only adds visitors and keeps the existing cohort.
 */
export function canaryBucket(visitorId: string, remote: string): number {
  const digest = crypto.createHash('sha256').update(`${visitorId}\n${remote}`).digest();
  return digest.readUInt32BE(0) % CANARY_BUCKETS;
}

export function inCanary(visitorId: string, remote: string, percent: number): boolean {
  return canaryBucket(visitorId, remote) < Math.round(percent * (CANARY_BUCKETS / 100));
}
