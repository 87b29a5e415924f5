import type { VersionMeasures } from './measures';

/**
 * The canary judge, as Kayenta and Argo Rollouts analysis do it: the canary's real-user measures against the live
 * version's over the same window, once both have a minimum sample. The canary fails when its failure rate is worse
 * than live's by more than `failureMargin` (absolute: 0.05 = 5 percentage points), or its p75 LCP or p75 INP is worse
 * than live's by more than `latencyMargin` (relative: 0.2 = 20 % slower). docs/releases.md explains it.
 */
export interface JudgeConfig {
  /** Canary visitors needed before any verdict (its measured page views, for LCP and INP). */
  minCanaryVisitors: number;
  /** Live visitors needed as the baseline. */
  minLiveVisitors: number;
  failureMargin: number;
  latencyMargin: number;
}

export type Verdict =
  | { verdict: 'wait'; reason: string }
  | { verdict: 'pass'; reason: string }
  | { verdict: 'fail'; reason: string; rule: 'failure-rate' | 'p75-lcp' | 'p75-inp' };

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const ms = (value: number) => `${Math.round(value)} ms`;

export function judgeCanary(canary: VersionMeasures, live: VersionMeasures, config: JudgeConfig): Verdict {
  if (canary.visitors < config.minCanaryVisitors) {
    return { verdict: 'wait', reason: `${canary.visitors} of ${config.minCanaryVisitors} canary visitors measured` };
  }
  if (live.visitors < config.minLiveVisitors) {
    return { verdict: 'wait', reason: `${live.visitors} of ${config.minLiveVisitors} live visitors measured` };
  }
  const canaryRate = canary.failureRate ?? 0;
  const liveRate = live.failureRate ?? 0;
  if (canaryRate > liveRate + config.failureMargin) {
    return {
      verdict: 'fail',
      rule: 'failure-rate',
      reason:
        `failure rate ${percent(canaryRate)} (${canary.failedVisitors} of ${canary.visitors} visitors) against live ${live.version} ` +
        `${percent(liveRate)} (${live.failedVisitors} of ${live.visitors}); margin ${percent(config.failureMargin)}`,
    };
  }
  for (const [rule, label, mine, theirs, mineCount, theirCount] of [
    ['p75-lcp', 'LCP', canary.p75Lcp, live.p75Lcp, canary.lcpSamples, live.lcpSamples],
    ['p75-inp', 'INP', canary.p75Inp, live.p75Inp, canary.inpSamples, live.inpSamples],
  ] as const) {
    if (mine === null || theirs === null || mineCount < config.minCanaryVisitors || theirCount < config.minLiveVisitors) continue;
    if (mine > theirs * (1 + config.latencyMargin)) {
      return {
        verdict: 'fail',
        rule,
        reason: `p75 ${label} ${ms(mine)} (${mineCount} page views) against live ${live.version} ${ms(theirs)} (${theirCount}); margin ${Math.round(config.latencyMargin * 100)} %`,
      };
    }
  }
  return { verdict: 'pass', reason: `within margins over ${canary.visitors} canary and ${live.visitors} live visitors` };
}
