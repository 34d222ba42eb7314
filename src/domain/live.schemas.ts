import { z } from 'zod';

export const liveMessages = {
  goals: 'Golurile sunt un număr întreg între 0 și 99.',
  count: 'Cartonașele și cornerele sunt un număr întreg între 0 și 99.',
  minute: 'Minutul este un număr întreg între 0 și 150.',
  notStarted: 'Meciul nu a început încă: scorul live se poate da doar după ora de start.',
  finished: 'Meciul are deja rezultatul final: scorul live nu se mai poate schimba.',
} as const;

const goals = z
  .number({ error: liveMessages.goals })
  .int(liveMessages.goals)
  .min(0, liveMessages.goals)
  .max(99, liveMessages.goals);
const count = z
  .number({ error: liveMessages.count })
  .int(liveMessages.count)
  .min(0, liveMessages.count)
  .max(99, liveMessages.count)
  .nullable()
  .optional();

/** The body's data of PUT /api/matches/:id/live: goals required, cards, corners and the minute when known. */
export const liveWriteFields = {
  homeGoals: goals,
  awayGoals: goals,
  homeCards: count,
  awayCards: count,
  homeCorners: count,
  awayCorners: count,
  minute: z
    .number({ error: liveMessages.minute })
    .int(liveMessages.minute)
    .min(0, liveMessages.minute)
    .max(150, liveMessages.minute)
    .nullable()
    .optional(),
};

/** A match under way as the API shows it (GET /api/live, the SSE stream). */
const liveStateSchema = z.object({
  match: z.object({ id: z.number().int(), documentId: z.string() }),
  homeGoals: z.number().int(),
  awayGoals: z.number().int(),
  homeCards: z.number().int().nullable(),
  awayCards: z.number().int().nullable(),
  homeCorners: z.number().int().nullable(),
  awayCorners: z.number().int().nullable(),
  minute: z.number().int().nullable(),
  updatedAt: z.iso.datetime(),
});
export type LiveState = z.infer<typeof liveStateSchema>;

/** Every match under way, and the projection's generation (it changes when the projected standings do). */
const liveSnapshotSchema = z.object({
  data: z.array(liveStateSchema),
  meta: z.object({ projection: z.number().int().nullable() }),
});
export type LiveSnapshot = z.infer<typeof liveSnapshotSchema>;

/** One account in the projection "dacă scorul rămâne așa". */
const liveStandingSchema = z.object({
  place: z.number().int(),
  documentId: z.string(),
  username: z.string(),
  roundPoints: z.number().int(),
  currentPoints: z.number().int(),
});
export type LiveStanding = z.infer<typeof liveStandingSchema>;
