import { z } from 'zod';
import { leaderboardSortSchema } from './leaderboard.schemas.ts';
import { leagueMessages } from './league-messages.ts';
import { LEAGUE_NAME_MAX_LENGTH, LEAGUE_NAME_MIN_LENGTH } from './league-rules.ts';
import { listOf, mediaSchema, paginationSchema } from './media.schemas.ts';

// Private leagues: the limits, what the API takes (create, edit, join, hand over) and what it answers.

export const LEAGUE_DESCRIPTION_MAX_LENGTH = 300;
/** The defaults of LEAGUES_PER_PLAYER and LEAGUE_MAX_MEMBERS (the server's configuration may change them). */
export const LEAGUES_PER_PLAYER_DEFAULT = 20;
export const LEAGUE_MAX_MEMBERS_DEFAULT = 10_000;
/** An invite code: 10 characters from an alphabet without look-alikes (no 0/O, 1/I/L), 31^10 ≈ 8 × 10^14 codes. */
export const LEAGUE_CODE_LENGTH = 10;
export const LEAGUE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const LEAGUE_STANDINGS_PAGE_SIZE = 10;
/** How many rounds the standings' form shows (the last ones, up to the current round). */
export const LEAGUE_FORM_ROUNDS = 5;
/** How many of the top the join preview shows. */
export const LEAGUE_PREVIEW_TOP = 3;

/** A code as typed or pasted: spaces and dashes dropped, letters upper-cased (lookups ignore case). */
export const normalizeLeagueCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

// The rule of leagueNameProblem (league-rules.ts), one message per name: an empty one (once trimmed) says only that
// the name is missing, not that it is too short.
const name = z
  .string({ error: leagueMessages.nameRequired })
  .trim()
  .min(1, { error: leagueMessages.nameRequired, abort: true })
  .min(LEAGUE_NAME_MIN_LENGTH, leagueMessages.nameTooShort(LEAGUE_NAME_MIN_LENGTH))
  .max(LEAGUE_NAME_MAX_LENGTH, leagueMessages.nameTooLong(LEAGUE_NAME_MAX_LENGTH));

const description = z
  .string({ error: leagueMessages.descriptionTooLong(LEAGUE_DESCRIPTION_MAX_LENGTH) })
  .trim()
  .max(LEAGUE_DESCRIPTION_MAX_LENGTH, leagueMessages.descriptionTooLong(LEAGUE_DESCRIPTION_MAX_LENGTH));

/** An uploaded file's numeric id (as the upload answered it), or null to remove the emblem. */
const emblem = z.union([
  z.number({ error: leagueMessages.emblemInvalid }).int(leagueMessages.emblemInvalid).positive(),
  z
    .string()
    .regex(/^[1-9]\d{0,8}$/, leagueMessages.emblemInvalid)
    .transform(Number),
]);

/** data of POST /api/leagues. */
export const leagueCreateShape = {
  name,
  description: description.nullable().optional(),
  emblem: emblem.nullable().optional(),
};
const leagueCreateSchema = z.object(leagueCreateShape);
export type LeagueCreateInput = z.infer<typeof leagueCreateSchema>;

/** data of PUT /api/leagues/{id}: any of the three. */
export const leagueUpdateShape = {
  name: name.optional(),
  description: description.nullable().optional(),
  emblem: emblem.nullable().optional(),
};
const leagueUpdateSchema = z.object(leagueUpdateShape);
export type LeagueUpdateInput = z.infer<typeof leagueUpdateSchema>;

/** data of POST /api/leagues/join. */
export const leagueJoinShape = {
  code: z
    .string({ error: leagueMessages.codeRequired })
    .max(64, leagueMessages.codeNotFound)
    .transform(normalizeLeagueCode)
    .pipe(z.string().min(1, leagueMessages.codeRequired)),
};

/** data of PUT /api/leagues/{id}/owner: the member who becomes owner. */
export const leagueOwnerShape = {
  user: z.string({ error: leagueMessages.newOwnerRequired }).regex(/^[a-z0-9]{24}$/, leagueMessages.memberNotFound),
};

const playerSchema = z.object({ documentId: z.string(), username: z.string() });

/** A league as its members see it (the code only to members; the preview leaves it out). */
export const leagueSchema = z.object({
  id: z.number().int(),
  documentId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  emblem: mediaSchema.nullable(),
  owner: playerSchema,
  membersCount: z.number().int(),
  code: z.string().optional(),
  /** Whether the caller owns it (the owner's tools). */
  isOwner: z.boolean().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type League = z.infer<typeof leagueSchema>;

/** GET /api/leagues for a player: each of their leagues with their place in its season standings. */
export const myLeagueSchema = leagueSchema.extend({ myRank: z.number().int().nullable() });

const standingSchema = z.object({
  rank: z.number().int(),
  documentId: z.string(),
  username: z.string(),
  avatar: mediaSchema.nullable(),
  points: z.number().int(),
  currentPoints: z.number().int(),
});
export type LeagueStanding = z.infer<typeof standingSchema>;

/** GET /api/leagues/join/{code}: what an invite shows before joining. */
export const leaguePreviewSchema = leagueSchema
  .omit({ code: true, isOwner: true })
  .extend({ top: z.array(standingSchema) });

export const leagueStandingsSchema = z.object({
  /** Each member's form: their points in each of meta.form's rounds, in that order. */
  data: z.array(standingSchema.extend({ form: z.array(z.number().int()) })),
  meta: z.object({
    pagination: paginationSchema,
    sortBy: leaderboardSortSchema,
    /** The last rounds up to the current one, oldest first. */
    form: z.array(z.object({ documentId: z.string(), name: z.string() })),
    me: z.object({ rank: z.number().int(), position: z.number().int(), page: z.number().int() }).nullable(),
  }),
});

/** GET /api/leagues/{id}/members: a member as the owner's list shows them (owner first, then by joining). */
const leagueMemberSchema = z.object({
  documentId: z.string(),
  username: z.string(),
  avatar: mediaSchema.nullable(),
  joinedAt: z.string(),
  isOwner: z.boolean(),
  /** Season points. */
  points: z.number().int(),
});
export type LeagueMember = z.infer<typeof leagueMemberSchema>;

export const leagueMembersSchema = listOf(leagueMemberSchema);

/** GET /api/leagues/{id}/activity: counts only, never picks. */
export const leagueActivitySchema = z.object({
  round: z.object({ documentId: z.string(), name: z.string() }).nullable(),
  members: z.number().int(),
  predicted: z.number().int(),
});

/** A league's panel (home, the leaderboard): its top, and how many neighbours on each side of the caller. */
export const LEAGUE_PANEL_TOP = 3;
export const LEAGUE_PANEL_NEIGHBOURS = 1;

/**
 * A row of a league's panel (home and the leaderboard): a member's place, rank (the public ranking's rule) and
 * position (the order shown); `gapBefore` when positions between the previous row and this one are left out (the
 * panel draws "…" there).
 */
const leaguePanelRowSchema = standingSchema.extend({
  position: z.number().int(),
  isMe: z.boolean(),
  gapBefore: z.boolean(),
});

/**
 * GET /api/leagues/panels: each of the caller's leagues, oldest membership first, with the rows its panel shows in
 * the order of the standings (sortBy=points, the season, or currentPoints, the round): the top 3, the caller with
 * one neighbour above and one below, and the last place, each once.
 */
const leaguePanelSchema = z.object({
  documentId: z.string(),
  name: z.string(),
  emblem: mediaSchema.nullable(),
  membersCount: z.number().int(),
  /** How many members the standings rank (admins are not ranked): the last row's position. */
  rankedCount: z.number().int(),
  rows: z.array(leaguePanelRowSchema),
});
export type LeaguePanel = z.infer<typeof leaguePanelSchema>;

export const leaguePanelsSchema = z.object({
  data: z.array(leaguePanelSchema),
  meta: z.object({ sortBy: leaderboardSortSchema }),
});
