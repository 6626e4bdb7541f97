import { EventEmitter } from 'node:events';
import { describeDatabaseError, isDatabaseUnavailable } from './database-errors';

export interface HealthLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface DatabaseHealthOptions {
  /** Resolves when the database answered, rejects otherwise; must give up by itself within timeoutMs. */
  probe: (timeoutMs: number) => Promise<void>;
  log?: HealthLog;
  /** How often the database is asked while it answers (ms). */
  intervalMs?: number;
  /** How often it is asked while it does not (ms). */
  downIntervalMs?: number;
  /** How long one question may take before the database counts as away (ms). */
  timeoutMs?: number;
}

/**
 * Whether this replica reaches its database, known without waiting (decision 0032). One question at
 * a time goes to the database (a dedicated connection on PostgreSQL, so a busy pool does not read as
 * an outage): every few seconds in the background, at once when a query fails for a lost connection,
 * and every second while the database is away. `/ready` answers from it within a second, the site host
 * serves cached pages while it says "away", and writes are answered with a sentence.
 *
 * Emits 'change' (available: boolean) when the answer changes; the change is logged once.
 */
export class DatabaseHealth extends EventEmitter {
  private up = true;
  private lastAnswerAt = 0;
  private inFlight: Promise<boolean> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly intervalMs: number;
  private readonly downIntervalMs: number;
  private readonly timeoutMs: number;
  /** When the database went away (ms since the epoch), while it is away. */
  private awaySince: number | undefined;
  /** Why, in words, while it is away. */
  reason: string | undefined;

  constructor(private readonly options: DatabaseHealthOptions) {
    super();
    this.intervalMs = options.intervalMs ?? 5000;
    this.downIntervalMs = options.downIntervalMs ?? 1000;
    this.timeoutMs = options.timeoutMs ?? 800;
  }

  /** Whether the database answered the last question (no waiting, no I/O). */
  get available(): boolean {
    return this.up;
  }

  /** Seconds the database has been away, or 0. */
  get awaySeconds(): number {
    return this.awaySince === undefined ? 0 : (Date.now() - this.awaySince) / 1000;
  }

  /** Starts asking in the background (timers are unref'd: they never keep the process alive). */
  start(): this {
    this.schedule(this.intervalMs);
    return this;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  /**
   * The answer within `maxWaitMs`: the last one when it is fresher than a second, else a new question
   * (shared with any already asked); a question that has not answered in time counts as "away".
   */
  async check(maxWaitMs = this.timeoutMs): Promise<boolean> {
    if (Date.now() - this.lastAnswerAt < 1000 && !this.inFlight) return this.up;
    const asked = this.ask();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => {
        this.setState(false, `the database did not answer within ${maxWaitMs} ms`);
        resolve(false);
      }, maxWaitMs);
    });
    try {
      return await Promise.race([asked, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * A query failed: when for a lost connection, the database is asked at once (a refused or silent
   * database then counts as away within `timeoutMs`; one dropped connection of a healthy database does not).
   */
  noteFailure(error: unknown): void {
    if (this.stopped || !isDatabaseUnavailable(error)) return;
    void this.ask();
  }

  private ask(): Promise<boolean> {
    this.inFlight ??= this.options
      .probe(this.timeoutMs)
      .then(
        () => {
          this.setState(true);
          return true;
        },
        (error: unknown) => {
          this.setState(false, describeDatabaseError(error));
          return false;
        },
      )
      .finally(() => {
        this.lastAnswerAt = Date.now();
        this.inFlight = undefined;
      });
    return this.inFlight;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      void this.ask().then((up) => this.schedule(up ? this.intervalMs : this.downIntervalMs));
    }, ms);
    this.timer.unref();
  }

  private setState(up: boolean, reason?: string): void {
    if (up === this.up) {
      if (!up) this.reason = reason ?? this.reason;
      return;
    }
    this.up = up;
    if (up) {
      const seconds = Math.round(this.awaySeconds * 10) / 10;
      this.awaySince = undefined;
      this.reason = undefined;
      this.options.log?.warn({ database: 'ok', awaySeconds: seconds }, `the database answers again after ${seconds} s: serving normally`);
      this.schedule(this.intervalMs);
    } else {
      this.awaySince = Date.now();
      this.reason = reason;
      this.options.log?.error(
        { database: 'unreachable', reason },
        `the database is not answering (${reason}): serving cached published pages only, refusing writes with a sentence, /ready answers 503 until it is back`,
      );
      this.schedule(this.downIntervalMs);
    }
    this.emit('change', up);
  }
}
