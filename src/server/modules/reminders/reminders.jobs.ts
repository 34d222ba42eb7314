import { z } from 'zod';
import { paths } from '../../../domain/paths.ts';
import type { Services } from '../../services.ts';
import { createPushSender, type PushSender } from './push-sender.adapter.ts';
import { reminderMail, reminderPush } from './reminder-texts.service.ts';
import {
  claimSends,
  matchesOfDeadline,
  openDeadlines,
  queueMails,
  recipients,
  releaseSends,
  startWave,
  subscriptionsOf,
  waveOf,
} from './reminder-waves.queries.ts';
import { clearPushFailures, countPushFailures, deleteSubscriptionsById } from './reminders.queries.ts';
import { UNSUBSCRIBE_URL } from './reminders.routes.ts';
import { unsubscribeToken } from './unsubscribe-token.service.ts';

// The reminder waves: each instance's clock calls planReminderWaves every minute; a wave due (24 h or 3 h before a
// deadline) is decided once across instances and split into chunk jobs any instance's runner may take.

const HOUR_MS = 3_600_000;
/** A chunk of 2,000 accounts sends in a few seconds; past this it counts as failed and goes to another runner. */
const CHUNK_TIMEOUT_MS = 5 * 60_000;
/**
 * A browser not reached by this many reminders in a row is forgotten (its push service down for days, or an
 * endpoint that never worked); failures less than an hour apart (the chunk's own retries) count as one.
 */
export const PUSH_FAILURES_MAX = 5;
const PUSH_FAILURE_SPACING_MS = HOUR_MS;

const chunkPayload = z.object({
  waveId: z.number().int().positive(),
  fromId: z.number().int(),
  toId: z.number().int().nullable(),
});

/**
 * Starts the waves due now: for each open deadline of the current round within 24 h, the 24 h wave, or the 3 h
 * one once less than 3 h are left (a 24 h wave not started by then is skipped for it). Answers the chunks queued.
 */
export async function planReminderWaves(services: Services): Promise<number> {
  const now = services.now();
  const deadlines = await openDeadlines(services.db, now, new Date(now.getTime() + 24 * HOUR_MS));
  let queued = 0;
  for (const deadline of deadlines) {
    const lead = deadline.getTime() - now.getTime() <= 3 * HOUR_MS ? 3 : 24;
    queued += await services.db.transaction((tx) => startWave(tx, deadline, lead, services.config.push.chunkSize));
  }
  if (queued) await services.jobs.jobsQueued();
  return queued;
}

/**
 * One chunk of a wave: its players' unpredicted matches, one push per browser and one e-mail per player, each
 * player claimed in the ledger first so a chunk run again (a retry, a runner taking over) reminds nobody twice.
 * Players nothing reached (push services failing) are given back and the job fails, so its retry tries them.
 */
export async function runReminderChunk(services: Services, sender: PushSender | null, raw: unknown): Promise<void> {
  const payload = chunkPayload.parse(raw);
  const wave = await waveOf(services.db, payload.waveId);
  if (!wave || services.now() >= wave.deadline) return;
  const matches = await matchesOfDeadline(services.db, wave.deadline);
  if (!matches.length) return;
  const found = await recipients(
    services.db,
    wave,
    matches.map((m) => m.id),
    payload,
    sender !== null,
  );
  const claimed = await claimSends(
    services.db,
    wave,
    found.map((r) => r.id),
  );
  const players = found.filter((r) => claimed.has(r.id));
  const missingOf = new Map(players.map((p) => [p.id, matches.filter((m) => p.missing.includes(m.id))]));

  const site = services.config.publicUrl;
  const mails = players
    .filter((p) => p.wantsEmail)
    .map((p) => {
      const token = unsubscribeToken(services.config.jwtSecret, p.documentId);
      const mail = reminderMail(missingOf.get(p.id) ?? [], wave.deadline, wave.leadHours, {
        site,
        siteName: services.config.siteName,
        username: p.username,
        unsubscribe: `${site}${paths.remindersUnsubscribe}?token=${token}`,
      });
      return {
        to: p.email,
        ...mail,
        headers: {
          'List-Unsubscribe': `<${site}${UNSUBSCRIBE_URL}?token=${token}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      };
    });
  await queueMails(services.db, mails);
  if (mails.length) await services.jobs.jobsQueued();

  const pushPlayers = sender ? players.filter((p) => p.wantsPush) : [];
  const subs = await subscriptionsOf(
    services.db,
    pushPlayers.map((p) => p.id),
  );
  const payloads = new Map(
    pushPlayers.map((p) => [
      p.id,
      JSON.stringify(reminderPush(missingOf.get(p.id) ?? [], wave.deadline, wave.leadHours)),
    ]),
  );
  const ttl = Math.max(60, Math.floor((wave.deadline.getTime() - services.now().getTime()) / 1000));
  const outcome = sender
    ? await sender.send(
        subs.map((s) => ({ target: s, payload: payloads.get(s.userId) ?? '' })),
        ttl,
      )
    : { delivered: [], gone: [], failed: [] };
  await deleteSubscriptionsById(services.db, outcome.gone);
  await clearPushFailures(services.db, outcome.delivered);
  const forgotten = new Set(
    await countPushFailures(services.db, outcome.failed, services.now(), {
      spacingMs: PUSH_FAILURE_SPACING_MS,
      max: PUSH_FAILURES_MAX,
    }),
  );

  const reached = new Set(subs.filter((s) => outcome.delivered.includes(s.id)).map((s) => s.userId));
  // A browser forgotten just now is not worth a retry.
  const failedIds = new Set(outcome.failed.filter((id) => !forgotten.has(id)));
  const retry = pushPlayers
    .filter((p) => !p.wantsEmail && !reached.has(p.id) && subs.some((s) => s.userId === p.id && failedIds.has(s.id)))
    .map((p) => p.id);
  if (retry.length) {
    await releaseSends(services.db, wave, retry);
    throw new Error(`push failed for ${retry.length} players; they are tried again`);
  }
}

/** The chunk jobs, on every instance; the push sender lives as long as the app. */
export function defineReminderJobs(services: Services): { close(): void } {
  const { push } = services.config;
  const sender = push.vapid ? createPushSender({ ...push, vapid: push.vapid }) : null;
  services.jobs.define('reminder-chunk', {
    handler: (payload) => runReminderChunk(services, sender, payload),
    timeoutMs: CHUNK_TIMEOUT_MS,
  });
  return { close: () => sender?.close() };
}
