import { createFakeApi } from '@sportsbook/testing';
import { startIdleProbe } from './idleProbe';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('idle probe', () => {
  it('waits for idle, then probes geo data and asks for the metrics of the channel app', async () => {
    const { api, requests } = createFakeApi(() => ({ status: 200, data: {} }));
    let idle: () => void = () => undefined;
    const reports: string[] = [];
    startIdleProbe(
      api,
      () => 'mobile',
      (m) => reports.push(m),
      (run) => (idle = run),
    );
    expect(requests).toEqual([]);
    idle();
    await settle();
    expect(requests.map((r) => [r.url, r.params])).toEqual([
      ['/api/v2/geo_data', {}],
      ['/api/metrics', { app: 'sportsbook-mobile' }],
    ]);
    expect(reports).toEqual([]);
  });

  it('reports a failed probe or metrics call', async () => {
    const { api } = createFakeApi((r) => (r.url === '/api/metrics' ? { status: 500 } : { status: 404 }));
    const reports: string[] = [];
    startIdleProbe(
      api,
      () => 'web',
      (m) => reports.push(m),
      (run) => run(),
    );
    await settle();
    await settle();
    expect(reports).toHaveLength(2);
    expect(reports[0]).toMatch(/^idle probe failed: /);
    expect(reports[1]).toMatch(/^metrics failed: /);
  });
});
