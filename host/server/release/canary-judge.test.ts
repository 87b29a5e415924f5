import { judgeCanary, type JudgeConfig } from './canary-judge';
import type { VersionMeasures } from './measures';

const config: JudgeConfig = { minCanaryVisitors: 50, minLiveVisitors: 50, failureMargin: 0.05, latencyMargin: 0.2 };

const measures = (over: Partial<VersionMeasures>): VersionMeasures => {
  const visitors = over.visitors ?? 100;
  const failedVisitors = over.failedVisitors ?? 0;
  return {
    remote: 'games',
    version: '1.0.0',
    visitors,
    failedVisitors,
    failureRate: visitors ? failedVisitors / visitors : null,
    pageViews: visitors,
    p75Lcp: 2000,
    p75Inp: 150,
    p75Cls: 0.05,
    lcpSamples: visitors,
    inpSamples: visitors,
    ...over,
  };
};

describe('the canary judge', () => {
  it('waits below the minimum canary sample, however bad the canary looks', () => {
    expect(judgeCanary(measures({ version: '2', visitors: 49, failedVisitors: 49 }), measures({}), config)).toMatchObject({ verdict: 'wait' });
  });

  it('waits below the minimum live sample (no baseline yet)', () => {
    expect(judgeCanary(measures({ version: '2', failedVisitors: 60 }), measures({ visitors: 10 }), config)).toMatchObject({ verdict: 'wait' });
  });

  it('stops a canary whose failure rate is worse than live by more than the margin, and names the numbers', () => {
    const verdict = judgeCanary(measures({ version: '2', visitors: 50, failedVisitors: 10 }), measures({ visitors: 200, failedVisitors: 20 }), config);
    expect(verdict).toEqual({
      verdict: 'fail',
      rule: 'failure-rate',
      reason: 'failure rate 20.0 % (10 of 50 visitors) against live 1.0.0 10.0 % (20 of 200); margin 5.0 %',
    });
  });

  it('passes a canary failing as often as live (a shared outage is not the canary)', () => {
    expect(judgeCanary(measures({ version: '2', failedVisitors: 12 }), measures({ failedVisitors: 10 }), config)).toMatchObject({ verdict: 'pass' });
  });

  it('stops on p75 LCP or p75 INP worse than live by more than the margin', () => {
    expect(judgeCanary(measures({ version: '2', p75Lcp: 2500 }), measures({ p75Lcp: 2000 }), config)).toMatchObject({ verdict: 'fail', rule: 'p75-lcp' });
    expect(judgeCanary(measures({ version: '2', p75Inp: 200 }), measures({ p75Inp: 150 }), config)).toMatchObject({ verdict: 'fail', rule: 'p75-inp' });
    expect(judgeCanary(measures({ version: '2', p75Lcp: 2390, p75Inp: 179 }), measures({}), config)).toMatchObject({ verdict: 'pass' });
  });

  it('compares latency only with enough measured page views on both sides', () => {
    expect(judgeCanary(measures({ version: '2', p75Inp: 900, inpSamples: 10 }), measures({}), config)).toMatchObject({ verdict: 'pass' });
    expect(judgeCanary(measures({ version: '2', p75Lcp: 9000 }), measures({ p75Lcp: null, lcpSamples: 0 }), config)).toMatchObject({ verdict: 'pass' });
  });
});
