import type { League, LeagueMember, LeaguePanel, LeagueStanding } from '../../../domain/league.schemas.ts';
import { iso } from '../../http/envelope.ts';
import { mediaJson } from '../uploads/uploads.projection.ts';
import type { MemberRow } from './league-members.queries.ts';
import type { LeagueRecord, PlacedRow, StandingRow } from './leagues.queries.ts';

/**
 * A league as the API shows it. The invite code only to those who may invite (members, admins); `isOwner` tells
 * the caller whether the owner's tools are theirs.
 */
export function leagueJson(r: LeagueRecord, caller?: { showCode: boolean; isOwner: boolean }): League {
  return {
    id: r.league.id,
    documentId: r.league.documentId,
    name: r.league.name,
    description: r.league.description,
    emblem: mediaJson(r.emblem),
    owner: { documentId: r.owner.documentId, username: r.owner.username },
    membersCount: Number(r.membersCount),
    ...(caller?.showCode ? { code: r.league.code } : {}),
    ...(caller ? { isOwner: caller.isOwner } : {}),
    createdAt: iso(r.league.createdAt)!,
    updatedAt: iso(r.league.updatedAt)!,
  };
}

/** A member's line of the standings: what the public ranking shows of an account, with the league's rank. */
export const standingJson = (r: StandingRow): LeagueStanding => ({
  rank: r.rank,
  documentId: r.documentId,
  username: r.username,
  avatar: mediaJson(r.avatar),
  points: r.points,
  currentPoints: r.currentPoints,
});

/** A line of the members' list: who, since when, whether they own the league, and their season points. */
export const memberJson = (r: MemberRow, ownerId: number): LeagueMember => ({
  documentId: r.documentId,
  username: r.username,
  avatar: mediaJson(r.avatar),
  joinedAt: iso(r.joinedAt)!,
  isOwner: r.userId === ownerId,
  points: r.points,
});
/**
 * A league's panel: its rows in the standings' order, the caller's marked, and a gap marked before a row whose
 * position does not follow the previous row's.
 */
export function leaguePanelJson(
  r: LeagueRecord,
  rows: PlacedRow[],
  rankedCount: number,
  callerId: number,
): LeaguePanel {
  return {
    documentId: r.league.documentId,
    name: r.league.name,
    emblem: mediaJson(r.emblem),
    membersCount: Number(r.membersCount),
    rankedCount,
    rows: rows.map((row, i) => ({
      ...standingJson(row),
      position: row.position,
      isMe: row.id === callerId,
      gapBefore: row.position > (i === 0 ? 0 : rows[i - 1].position) + 1,
    })),
  };
}
