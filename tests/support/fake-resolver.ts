import type { DomainResolver } from '../../src/server/modules/domains/dns-check';

/**
 * DNS as a test says it is (there is no internet here), injected through AppOptions.dnsResolver:
 * CNAME, A and TXT records by name; `failing` makes every question go unanswered.
 */
export class FakeResolver implements DomainResolver {
  cnames = new Map<string, string[]>();
  a = new Map<string, string[]>();
  txt = new Map<string, string[][]>();
  failing = false;

  constructor(records: { a?: Record<string, string[]> } = {}) {
    for (const [name, ips] of Object.entries(records.a ?? {})) this.a.set(name, ips);
  }

  private answer<T>(map: Map<string, T>, hostname: string): Promise<T> {
    if (this.failing) return Promise.reject(Object.assign(new Error('timeout'), { code: 'ETIMEOUT' }));
    const records = map.get(hostname);
    return records ? Promise.resolve(records) : Promise.reject(Object.assign(new Error('no data'), { code: 'ENODATA' }));
  }
  resolveCname(hostname: string) {
    return this.answer(this.cnames, hostname);
  }
  resolve4(hostname: string) {
    return this.answer(this.a, hostname);
  }
  resolveTxt(hostname: string) {
    return this.answer(this.txt, hostname);
  }
}
