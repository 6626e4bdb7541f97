/** Minutes to wait after each failed attempt of an e-mail; after the last, it is given up. */
export const RETRY_MINUTES = [1, 5, 15, 60, 180, 360, 720, 720, 720];
/** How long a claimed e-mail is left to the process sending it before another may try. */
export const LEASE_MS = 5 * 60_000;

/**
 * Runs a piece of "send what is due" work now, every `intervalMs`, and again when asked while it runs
 * (a call during a run makes that run look once more), one run at a time in this process. Shared by the
 * lead e-mails and the mail queue, whose rows are claimed in the database, so replicas never send twice.
 */
export class DueWork {
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly work: () => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(intervalMs = 60_000): void {
    this.timer ??= setInterval(() => void this.run(), intervalMs);
    this.timer.unref();
    void this.run();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Never throws: a failed run is reported to `onError` and tried again at the next tick. */
  run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await this.work();
        } catch (error) {
          this.onError(error);
        }
      } while (this.again);
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }
}
