/** Counts failed logins per account and IP; past the limit, further attempts are refused (429). */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  private key(account: string, ip: string) {
    return `${account.toLowerCase()}\u0000${ip}`;
  }
  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }
  isBlocked(account: string, ip: string, now = Date.now()): boolean {
    return this.recent(this.key(account, ip), now).length >= this.max;
  }
  fail(account: string, ip: string, now = Date.now()): void {
    const key = this.key(account, ip);
    this.failures.set(key, [...this.recent(key, now), now]);
    if (this.failures.size > 100000) this.failures.clear(); // bounded memory under a flood
  }
  succeed(account: string, ip: string): void {
    this.failures.delete(this.key(account, ip));
  }
}
