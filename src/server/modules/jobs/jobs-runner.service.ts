import { randomBytes } from 'node:crypto';
import { LISTENERS } from '../../cluster/cache-registry.ts';
import type { ChangeBus } from '../../cluster/change-bus.ts';
import type { Conn, Db } from '../../db/client.ts';
import { claimJob, countOpenJobs, extendLease, failJob, finishJob, insertJob, type JobRow } from './jobs.queries.ts';

/** Runs one job; throwing (or passing timeoutMs) makes it an attempt to try again later. */
type JobHandler = (payload: unknown) => Promise<void>;

interface JobKind {
  handler: JobHandler;
  /** An attempt that takes longer counts as failed (a provider that never answers). */
  timeoutMs?: number;
  /** Attempts before the job is given up (state 'failed'). */
  maxAttempts?: number;
  /**
   * What the job carries is dropped (the payload becomes {}) as soon as it is done or has failed for good: a message,
   * an address or a sealed secret stays no longer than its delivery needs. The row stays for the record.
   */
  clearPayload?: boolean;
}

/** A job that hands a message to a provider (SMTP, the SMS gateway): one that takes longer has failed this attempt. */
export const DELIVERY_TIMEOUT_MS = 30_000;

/** A failure no later attempt can mend (a sealed secret that cannot be opened): the job fails for good at once. */
export class PermanentJobFailure extends Error {}

/**
 * An error whose message no longer holds the given secrets (a provider that repeats the message it refused), for
 * last_error and the log. Secrets shorter than 4 characters are left alone (they would match anything).
 */
export function errorWithout(error: unknown, secrets: readonly string[]): Error {
  let message = error instanceof Error ? error.message : String(error);
  for (const secret of secrets) if (secret.length >= 4) message = message.replaceAll(secret, '[ascuns]');
  return error instanceof PermanentJobFailure ? new PermanentJobFailure(message) : new Error(message);
}

interface NewJob {
  kind: string;
  payload?: unknown;
  dedupeKey?: string;
  /** Not before this time (the account deletion's grace); now when unset. */
  runAt?: Date;
}

/**
 * Background work run once across all instances: every instance runs a runner on the shared jobs table; a job is
 * claimed by one of them (FOR UPDATE SKIP LOCKED) under a lease it keeps extending while it works. A runner
 * killed mid-job stops extending it, and the first runner to look after the lease ran out takes the job over:
 * delivery is at least once.
 */
export interface JobRunner {
  define(kind: string, job: JobKind): void;
  /** Queues a job in conn (a transaction, with the write that causes it); call jobsQueued after the commit. */
  queue(conn: Conn, job: NewJob): Promise<void>;
  /** Queues a job outside any transaction and wakes the runners. */
  enqueue(job: NewJob): Promise<void>;
  /** Jobs were committed: runners on every instance look now rather than at their next poll. */
  jobsQueued(): Promise<void>;
  /** Resolves once this instance has claimed (and started) what is due now, as far as it has room. */
  claimNow(): Promise<void>;
  /** Runs due jobs here until none is left (tests read the outbox after it). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

export interface JobRunnerOptions {
  db: Db;
  changes: ChangeBus;
  /** How long a claim holds without being extended (extended every third of it). */
  leaseMs: number;
  /** How often the table is looked at without being told (retries, expired leases, lost notifications). */
  pollMs?: number;
  /** Jobs run at once by this instance. */
  concurrency?: number;
  log?: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

const backoffMs = (attempts: number) => Math.min(1_000 * 2 ** (attempts - 1), 10 * 60_000);

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, changes, leaseMs } = options;
  const owner = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const kinds = new Map<string, JobKind>();
  const running = new Set<Promise<void>>();
  const concurrency = options.concurrency ?? 2;
  let closed = false;
  let pumping: Promise<void> | undefined;
  let again = false;

  const runJob = async (job: JobRow) => {
    const kind = kinds.get(job.kind);
    const keep = setInterval(
      () => {
        void extendLease(db, owner, job.id, leaseMs).catch(() => {});
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    keep.unref();
    try {
      if (!kind) throw new Error(`no handler for job kind ${job.kind}`);
      let timer: NodeJS.Timeout | undefined;
      const timeoutMs = kind.timeoutMs ?? 60_000;
      await Promise.race([
        kind.handler(job.payload),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`job timed out after ${timeoutMs} ms`)), timeoutMs);
          timer.unref();
        }),
      ]).finally(() => clearTimeout(timer));
      clearInterval(keep);
      await finishJob(db, owner, job.id, { clearPayload: kind.clearPayload === true });
    } catch (error) {
      clearInterval(keep);
      const max = kind?.maxAttempts ?? 8;
      const message = error instanceof Error ? error.message : String(error);
      options.log?.warn({ job: job.id, kind: job.kind, attempt: job.attempts, err: message }, 'job attempt failed');
      const final = job.attempts >= max || error instanceof PermanentJobFailure;
      await failJob(db, owner, job.id, message, final ? null : backoffMs(job.attempts), {
        clearPayload: kind?.clearPayload === true,
      }).catch(() => {});
    }
  };

  /** Claims and starts jobs while this instance has room and some are due. */
  const pumpOnce = async () => {
    while (!closed && running.size < concurrency) {
      const job = await claimJob(db, owner, leaseMs);
      if (!job) return;
      const p = runJob(job).finally(() => {
        running.delete(p);
        if (!closed) pump();
      });
      running.add(p);
    }
  };
  const pump = () => {
    if (closed) return;
    if (pumping) {
      again = true;
      return;
    }
    pumping = pumpOnce()
      .catch((err) => options.log?.error({ err }, 'job claim failed'))
      .finally(() => {
        pumping = undefined;
        if (again) {
          again = false;
          pump();
        }
      });
  };

  const offs = LISTENERS['job runners'].topics.map((topic) => changes.subscribe(topic, pump));
  const poll = setInterval(pump, options.pollMs ?? 1_000);
  poll.unref();
  pump();

  return {
    define(kind, job) {
      kinds.set(kind, job);
    },
    queue: (conn, job) => insertJob(conn, job),
    async enqueue(job) {
      await insertJob(db, job);
      await changes.announce('jobs');
    },
    jobsQueued: () => changes.announce('jobs'),
    async claimNow() {
      pump();
      while (pumping) await pumping;
    },
    async drain() {
      const until = Date.now() + 10_000;
      while (Date.now() < until) {
        pump();
        while (pumping || running.size) await Promise.all([pumping, ...running]);
        if ((await countOpenJobs(db, true)) === 0) return;
        // Due jobs held by another runner, or a claim that raced ours: look again after it.
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    /** Stops claiming and waits for the jobs running here (at most 5 s: past it their leases pass them on). */
    async close() {
      closed = true;
      clearInterval(poll);
      for (const off of offs) off();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all([pumping, ...running]),
        new Promise((r) => {
          timer = setTimeout(r, 5_000);
        }),
      ]);
      clearTimeout(timer);
    },
  };
}
