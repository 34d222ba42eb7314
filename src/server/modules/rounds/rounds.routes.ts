import { MAX_PAGE_SIZE } from '../../../domain/limits.ts';
import { envelope, listEnvelope } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { type ListSpec, parseListQuery, parseOneQuery } from '../../http/query.ts';
import { route } from '../../http/route.ts';
import { documentIdParams } from '../teams/teams.routes.ts';
import { mediaJson } from '../uploads/uploads.serialize.ts';
import { findRound, listRounds, matchIdsOf, type RoundRow, winnersOf } from './rounds.queries.ts';
import { rounds } from './rounds.table.ts';

export const roundListSpec: ListSpec = {
  filters: {
    id: { column: rounds.id, type: 'integer' },
    documentId: { column: rounds.documentId, type: 'string' },
    name: { column: rounds.name, type: 'string' },
    current: { column: rounds.current, type: 'boolean' },
    createdAt: { column: rounds.createdAt, type: 'datetime' },
  },
  sorts: {
    id: rounds.id,
    name: rounds.name,
    createdAt: rounds.createdAt,
    updatedAt: rounds.updatedAt,
    publishedAt: rounds.publishedAt,
  },
  fields: ['name', 'current', 'createdAt', 'updatedAt', 'publishedAt'],
  populate: { winners: { user: { avatar: {}, favTeam: { emblem: {} } } }, matches: {} },
  maxPageSize: MAX_PAGE_SIZE,
};

/** Rounds with their winners (public fields of the user only), best first, and their match ids. */
async function withRelations(db: Parameters<typeof winnersOf>[0], rows: RoundRow[]) {
  const ids = rows.map((r) => r.id);
  const [winners, matchIds] = await Promise.all([winnersOf(db, ids), matchIdsOf(db, ids)]);
  return rows.map((r) => ({
    id: r.id,
    documentId: r.documentId,
    name: r.name,
    current: r.current,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    publishedAt: r.publishedAt.toISOString(),
    winners: winners
      .filter((w) => w.roundId === r.id)
      .map((w) => ({
        id: w.id,
        currentPoints: w.currentPoints,
        prize: w.prize,
        user: {
          id: w.userId,
          documentId: w.userDocumentId,
          username: w.username,
          avatar: mediaJson(w.avatar),
          favTeam: w.favTeam?.documentId ? { ...w.favTeam, emblem: mediaJson(w.emblem) } : null,
        },
      })),
    matches: matchIds.filter((m) => m.roundId === r.id).map((m) => ({ id: m.id, documentId: m.documentId })),
  }));
}

export const roundRoutes = [
  route({
    method: 'GET',
    url: '/api/rounds',
    access: 'public',
    tag: 'rounds',
    summary: 'Rounds with their winners (by points, descending) and match ids',
    handler: async (req) => {
      const q = parseListQuery(req.query, roundListSpec);
      const { rows, total } = await listRounds(req.server.services.db, q);
      return listEnvelope(await withRelations(req.server.services.db, rows), q, total);
    },
  }),
  route({
    method: 'GET',
    url: '/api/rounds/:id',
    access: 'public',
    tag: 'rounds',
    summary: 'One round by documentId',
    params: documentIdParams,
    handler: async (req, _reply, { params }) => {
      parseOneQuery(req.query, roundListSpec);
      const row = await findRound(req.server.services.db, params.id);
      if (!row) throw notFound();
      return envelope((await withRelations(req.server.services.db, [row]))[0]);
    },
  }),
];
