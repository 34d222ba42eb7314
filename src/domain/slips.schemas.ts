import { z } from 'zod';
import { adminMessages } from './admin-messages.ts';
import { EXPECTED_RESULT_MAX_LENGTH } from './limits.ts';
import { matchMessages, matchSchema } from './match.schemas.ts';
import { count, nouns } from './numerals.ts';
import { teamSchema } from './team.schemas.ts';
import { tooLongMessage } from './text-limits.ts';

// Round slips and daily slips: the admin forms and the server validate with these same schemas.

const SLIP_MAX_PICKS = 30;
const ODD_MAX = 1000;
/** Page size of GET /api/daily-slips when none is asked for. */
export const DAILY_SLIPS_API_PAGE_SIZE = 5;

export const slipMessages = {
  roundRequired: matchMessages.roundRequired,
  roundInvalid: 'Etapa aleasă nu este validă.',
  roundMissing: 'Etapa aleasă nu există.',
  roundChange: 'Etapa biletului nu se poate schimba.',
  duplicateRoundSlip: adminMessages.duplicateRoundSlip,
  matchRequired: 'Alege meciul.',
  matchInvalid: 'Meciul ales nu este valid.',
  matchMissing: 'Meciul ales nu există.',
  oneMatchPerPick: 'Alege un singur meci pentru fiecare predicție.',
  matchTwice: 'Același meci nu poate fi ales de două ori.',
  matchOtherRound: 'Meciul ales nu face parte din etapa biletului.',
  matchStarted: 'Meciul a început deja.',
  expectedResultRequired: 'Completează rezultatul așteptat.',
  expectedResultTooLong: tooLongMessage('Rezultatul așteptat', EXPECTED_RESULT_MAX_LENGTH),
  oddNumber: 'Cota trebuie să fie un număr.',
  oddMin: 'Cota minimă este 1.',
  oddMax: `Cota maximă este ${ODD_MAX}.`,
  oddStep: 'Cota are cel mult două zecimale.',
  predictionsRequired: 'Adaugă cel puțin o predicție.',
  predictionsMax: `Un bilet are cel mult ${count(SLIP_MAX_PICKS, nouns.predictions)}.`,
  statusInvalid: 'Statusul este câștigat (true), pierdut (false) sau nefinalizat (null).',
  dateRequired: 'Alege data biletului.',
  dateInvalid: 'Data biletului nu este validă (AAAA-LL-ZZ).',
  teamsRequired: matchMessages.teamsRequired,
  teamInvalid: 'Echipa aleasă nu este validă.',
  teamMissing: 'Echipa aleasă nu există.',
  oneTeamPerSide: 'Alege o singură echipă pentru fiecare parte.',
  sameTeams: matchMessages.sameTeams,
  matchDateRequired: matchMessages.dateRequired,
  matchDateInvalid: 'Data și ora meciului nu sunt valide.',
} as const;

// ---------- relations: "docId", 5, {documentId}, {id}, [one], {connect: [one]}, {set: [one]} ----------

export type SlipRef = { documentId: string } | { id: number };

const DOCUMENT_ID = /^[a-z0-9]{24}$/;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function refOf(item: unknown): SlipRef | undefined {
  if (typeof item === 'string' && DOCUMENT_ID.test(item)) return { documentId: item };
  if (typeof item === 'number' && Number.isSafeInteger(item) && item > 0) return { id: item };
  if (isObject(item)) {
    const keys = Object.keys(item).filter((k) => k !== 'position' && k !== 'locale');
    if (keys.length !== 1) return undefined;
    if (keys[0] === 'documentId' || keys[0] === 'id') return refOf(item[keys[0]]);
  }
  return undefined;
}

/** The items a relation write names, or undefined when its form is not one Strapi knows. */
function itemsOf(value: unknown): unknown[] | undefined {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value;
  if (isObject(value)) {
    if (Array.isArray(value.set) && Object.keys(value).length === 1) return value.set;
    if (Array.isArray(value.connect)) {
      const others = Object.keys(value).filter((k) => k !== 'connect' && k !== 'disconnect');
      return others.length === 0 ? value.connect : undefined;
    }
  }
  return [value];
}

/** A to-one relation written the Strapi ways; exactly one target. */
function relationOne(messages: { required: string; invalid: string; many: string }, optional = false) {
  return z.unknown().transform((value, ctx): SlipRef => {
    const items = itemsOf(value);
    if (optional && value === undefined) return undefined as unknown as SlipRef;
    if (items?.length === 0) ctx.addIssue({ code: 'custom', message: messages.required });
    else if (items && items.length > 1) ctx.addIssue({ code: 'custom', message: messages.many });
    else {
      const ref = items && refOf(items[0]);
      if (ref) return ref;
      ctx.addIssue({ code: 'custom', message: messages.invalid });
    }
    return z.NEVER;
  });
}

const sameRef = (a: SlipRef, b: SlipRef) =>
  'documentId' in a ? 'documentId' in b && a.documentId === b.documentId : 'id' in b && a.id === b.id;

const refKey = (r: SlipRef) => ('documentId' in r ? `d:${r.documentId}` : `i:${r.id}`);

// ---------- fields ----------

const unknownKeys = (issue: { code?: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys' ? `Invalid key ${issue.keys?.join(', ')}` : undefined;

export const expectedResultSchema = z
  .string({ error: slipMessages.expectedResultRequired })
  .trim()
  .min(1, slipMessages.expectedResultRequired)
  .max(EXPECTED_RESULT_MAX_LENGTH, slipMessages.expectedResultTooLong);

/** An odd: a number (not a string), at least 1, at most 1000, in steps of 0.01. */
export const oddSchema = z
  .number({ error: slipMessages.oddNumber })
  .min(1, slipMessages.oddMin)
  .max(ODD_MAX, slipMessages.oddMax)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, slipMessages.oddStep);

/** true won, false lost, null not settled yet. */
const slipStatusSchema = z.boolean({ error: slipMessages.statusInvalid }).nullable();

const predictionsOf = <T extends z.ZodType>(pick: T) =>
  z
    .array(pick, { error: slipMessages.predictionsRequired })
    .min(1, slipMessages.predictionsRequired)
    .max(SLIP_MAX_PICKS, slipMessages.predictionsMax);

// ---------- round slip ----------

const roundSlipPickInput = z.strictObject(
  {
    /** The id a prefilled form sends back; picks are replaced, so it is ignored. */
    id: z.unknown().optional(),
    expectedResult: expectedResultSchema,
    odd: oddSchema,
    matches: relationOne({
      required: slipMessages.matchRequired,
      invalid: slipMessages.matchInvalid,
      many: slipMessages.oneMatchPerPick,
    }),
  },
  { error: unknownKeys },
);

const roundPicks = predictionsOf(roundSlipPickInput).superRefine((picks, ctx) => {
  const seen = new Set<string>();
  picks.forEach((p, i) => {
    const key = refKey(p.matches);
    if (seen.has(key)) ctx.addIssue({ code: 'custom', message: slipMessages.matchTwice, path: [i, 'matches'] });
    seen.add(key);
  });
});

/** The keys of a new round slip (the server wraps them in {data}). */
export const roundSlipCreateShape = {
  round: relationOne({
    required: slipMessages.roundRequired,
    invalid: slipMessages.roundInvalid,
    many: slipMessages.roundInvalid,
  }),
  predictions: roundPicks,
  won: slipStatusSchema.optional(),
};

/** Editing: the picks (replaced as a whole) or the status; the round stays. */
export const roundSlipUpdateShape = {
  round: z.undefined({ error: slipMessages.roundChange }).optional(),
  predictions: roundPicks.optional(),
  won: slipStatusSchema.optional(),
};

export const roundSlipCreateSchema = z.strictObject(roundSlipCreateShape, { error: unknownKeys });
export const roundSlipUpdateSchema = z.strictObject(roundSlipUpdateShape, { error: unknownKeys });
export type RoundSlipCreate = z.infer<typeof roundSlipCreateSchema>;
export type RoundSlipUpdate = z.infer<typeof roundSlipUpdateSchema>;

// ---------- daily slip ----------

const teamRef = relationOne(
  { required: slipMessages.teamsRequired, invalid: slipMessages.teamInvalid, many: slipMessages.oneTeamPerSide },
  true,
).optional();

const dailySlipPickInput = z
  .strictObject(
    {
      id: z.unknown().optional(),
      expectedResult: expectedResultSchema,
      odd: oddSchema,
      team1Id: teamRef,
      team2Id: teamRef,
      team1: teamRef,
      team2: teamRef,
      match_date: z
        .string({ error: slipMessages.matchDateRequired })
        .min(1, slipMessages.matchDateRequired)
        .pipe(z.iso.datetime({ offset: true, error: slipMessages.matchDateInvalid })),
      match_won: slipStatusSchema.optional(),
    },
    { error: unknownKeys },
  )
  .transform(({ team1Id, team2Id, team1, team2, id: _id, ...rest }, ctx) => {
    const t1 = team1Id ?? team1;
    const t2 = team2Id ?? team2;
    if (!t1 || !t2) {
      ctx.addIssue({ code: 'custom', message: slipMessages.teamsRequired, path: [t1 ? 'team2Id' : 'team1Id'] });
      return z.NEVER;
    }
    if (sameRef(t1, t2)) {
      ctx.addIssue({ code: 'custom', message: slipMessages.sameTeams, path: ['team2Id'] });
      return z.NEVER;
    }
    return { ...rest, team1: t1, team2: t2 };
  });

const slipDate = z
  .string({ error: slipMessages.dateRequired })
  .min(1, slipMessages.dateRequired)
  .pipe(z.iso.date({ error: slipMessages.dateInvalid }));

export const dailySlipCreateShape = {
  date: slipDate,
  won: slipStatusSchema.optional(),
  predictions: predictionsOf(dailySlipPickInput),
};

/** Editing: the whole form (date, status, picks replaced) or only the status toggle. */
export const dailySlipUpdateShape = {
  date: slipDate.optional(),
  won: slipStatusSchema.optional(),
  predictions: predictionsOf(dailySlipPickInput).optional(),
};

export const dailySlipCreateSchema = z.strictObject(dailySlipCreateShape, { error: unknownKeys });
export const dailySlipUpdateSchema = z.strictObject(dailySlipUpdateShape, { error: unknownKeys });
export type DailySlipCreate = z.infer<typeof dailySlipCreateSchema>;
export type DailySlipUpdate = z.infer<typeof dailySlipUpdateSchema>;
export type DailySlipPickInput = z.infer<typeof dailySlipPickInput>;

// ---------- answers ----------

const stamps = { createdAt: z.iso.datetime(), updatedAt: z.iso.datetime(), publishedAt: z.iso.datetime() };

export const roundSlipSchema = z.object({
  id: z.number().int(),
  documentId: z.string().regex(DOCUMENT_ID),
  won: z.boolean().nullable(),
  totalOdds: z.number(),
  round: z.object({ id: z.number().int(), documentId: z.string(), name: z.string(), current: z.boolean() }),
  predictions: z.array(
    z.object({
      id: z.number().int(),
      expectedResult: z.string(),
      odd: z.number(),
      /** The one match of the pick, in a list ("first item used"). */
      matches: z.array(matchSchema),
    }),
  ),
  ...stamps,
});
export type RoundSlip = z.infer<typeof roundSlipSchema>;

export const dailySlipSchema = z.object({
  id: z.number().int(),
  documentId: z.string().regex(DOCUMENT_ID),
  date: z.iso.date(),
  won: z.boolean().nullable(),
  totalOdds: z.number(),
  predictions: z.array(
    z.object({
      id: z.number().int(),
      expectedResult: z.string(),
      odd: z.number(),
      match_date: z.iso.datetime(),
      match_won: z.boolean().nullable(),
      team1: teamSchema,
      team2: teamSchema,
    }),
  ),
  ...stamps,
});
export type DailySlip = z.infer<typeof dailySlipSchema>;
