/**
 * Memory set aside for image processing in one process (issue 21): each image reserves what its
 * decoder may need before a pixel is decoded and gives it back when done; an image that does not fit
 * beside the ones being processed waits for them, so concurrent uploads cannot add up past the
 * budget. One that could never fit is refused by the processor before it asks.
 */
export class MemoryBudget {
  private used = 0;
  private readonly waiting: { bytes: number; grant: () => void }[] = [];

  constructor(readonly totalBytes: number) {}

  /** Whether `bytes` could ever be reserved. */
  fits(bytes: number): boolean {
    return bytes <= this.totalBytes;
  }

  /** Bytes reserved now. */
  get reserved(): number {
    return this.used;
  }

  /** Waits until `bytes` fit, reserves them and answers the function that gives them back (once). */
  async reserve(bytes: number): Promise<() => void> {
    const amount = Math.min(bytes, this.totalBytes);
    if (this.waiting.length > 0 || this.used + amount > this.totalBytes) {
      await new Promise<void>((grant) => this.waiting.push({ bytes: amount, grant }));
    } else {
      this.used += amount;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.used -= amount;
      this.grantWaiting();
    };
  }

  /** In order of arrival: the first in line waits for room rather than being overtaken by smaller ones. */
  private grantWaiting(): void {
    while (this.waiting.length > 0) {
      const next = this.waiting[0] as { bytes: number; grant: () => void };
      if (this.used + next.bytes > this.totalBytes) return;
      this.waiting.shift();
      this.used += next.bytes;
      next.grant();
    }
  }
}
