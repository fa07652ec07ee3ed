/**
 * Counts failed sign-ins per account and address; past the limit within the window, further
 * attempts are refused (429). The count is in the database (db/login-failures.ts), so it is shared
 * by every process on one PostgreSQL database and survives a restart.
 */
import type { LoginFailures } from './db/login-failures';

export class LoginLimiter {
  constructor(
    private readonly failures: LoginFailures,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  // the address first: it holds no space, so no two (account, address) pairs make one key
  private key(account: string, ip: string) {
    return `${ip} ${account.toLowerCase()}`;
  }
  async isBlocked(account: string, ip: string, now = Date.now()): Promise<boolean> {
    return (await this.failures.count(this.key(account, ip), now - this.windowMs)) >= this.max;
  }
  async fail(account: string, ip: string, now = Date.now()): Promise<void> {
    await this.failures.add(this.key(account, ip), now, now - this.windowMs);
  }
  async succeed(account: string, ip: string): Promise<void> {
    await this.failures.clear(this.key(account, ip));
  }
}
