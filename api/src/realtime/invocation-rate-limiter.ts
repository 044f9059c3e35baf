/**
 * Token bucket per connection: a client may burst, but one that keeps invoking faster than the
 * sustained rate is flooding and gets closed before it can starve the others.
 */
export class InvocationRateLimiter {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    now: number = performance.now(),
  ) {
    this.tokens = burst;
    this.updatedAt = now;
  }

  /** Takes one token; false when the bucket is empty. */
  take(now: number = performance.now()): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.updatedAt) / 1000) * this.perSecond);
    this.updatedAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
