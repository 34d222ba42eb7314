import { z } from 'zod';
import { announcementCreateFields, announcementUpdateFields } from '../../../domain/announcement-write.schemas.ts';
import { dataBody } from '../../http/body.ts';
import { deleteDocumentRoute } from '../../http/document-routes.ts';
import { envelope, listEnvelope } from '../../http/envelope.ts';
import { documentIdParams } from '../../http/params.ts';
import { route } from '../../http/route.ts';
import { expectedVersion } from '../../http/versions.ts';
import {
  announcementList,
  announcementOne,
  changeAnnouncement,
  createAnnouncement,
  removeAnnouncement,
} from './announcements.service.ts';

/** /api/ann/:id takes a documentId, a numeric id or a slug. */
const anyKeyParams = z.object({ id: z.string().min(1).max(300) });

const list = (url: string, summary: string) =>
  route({
    method: 'GET',
    url,
    access: 'public',
    tag: 'announcements',
    summary,
    handler: async (req) => {
      const { data, paging, total } = await announcementList(req.server.services.db, req.query);
      return listEnvelope(data, paging, total);
    },
  });

const readRoutes = [
  list('/api/announcements', 'Announcements, newest first, each with its round and the round winners'),
  route({
    method: 'GET',
    url: '/api/announcements/:id',
    access: 'public',
    tag: 'announcements',
    summary: 'One announcement by documentId',
    params: documentIdParams,
    handler: async (req, _reply, { params }) =>
      envelope(await announcementOne(req.server.services.db, params.id, { query: req.query })),
  }),
  list('/api/ann', 'Alias of GET /api/announcements'),
  route({
    method: 'GET',
    url: '/api/ann/:id',
    access: 'public',
    tag: 'announcements',
    summary: 'One announcement by documentId, slug or numeric id (tried in that order)',
    params: anyKeyParams,
    handler: async (req, _reply, { params }) =>
      envelope(await announcementOne(req.server.services.db, params.id, { query: req.query, anyKey: true })),
  }),
];

const createBody = dataBody(announcementCreateFields);
const changeBody = dataBody(announcementUpdateFields);

const writeRoutes = [
  route({
    method: 'POST',
    url: '/api/announcements',
    access: 'admin',
    tag: 'announcements',
    summary: 'Create an announcement; the slug is derived from the title when absent and kept unique (-2, -3, …)',
    body: createBody,
    status: 201,
    handler: async (req, _reply, { body }) => envelope(await createAnnouncement(req.server.services, body.data)),
  }),
  route({
    method: 'PUT',
    url: '/api/announcements/:id',
    access: 'admin',
    tag: 'announcements',
    summary: 'Change an announcement (partial); round null unlinks the round',
    params: documentIdParams,
    body: changeBody,
    handler: async (req, _reply, { params, body }) =>
      envelope(await changeAnnouncement(req.server.services, params.id, body.data, expectedVersion(req))),
  }),
  deleteDocumentRoute({
    url: '/api/announcements/:id',
    tag: 'announcements',
    summary: 'Delete an announcement',
    remove: (req, id, expected) => removeAnnouncement(req.server.services, id, expected),
  }),
];

/** Every announcement route: public reads (and the /api/ann aliases), admin writes. */
export const announcementRoutes = [...readRoutes, ...writeRoutes];
