import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../../../domain/limits.ts';
import { files } from '../../db/tables/core.table.ts';
import { callerOf } from '../../http/guards.ts';
import { type ListSpec, parseOneQuery, parsePlainListQuery } from '../../http/query.ts';
import { route } from '../../http/route.ts';
import { deleteUpload, findFiles, findOneFile, receiveUploads } from './uploads.service.ts';

/** What the media library's list accepts (Strapi's upload plugin: filters, sort, fields; no relations here). */
const fileListSpec: ListSpec = {
  filters: {
    id: { column: files.id, type: 'integer' },
    documentId: { column: files.documentId, type: 'string' },
    name: { column: files.name, type: 'string' },
    mime: { column: files.mime, type: 'string' },
    ext: { column: files.ext, type: 'string' },
    size: { column: files.size, type: 'number' },
    width: { column: files.width, type: 'integer' },
    height: { column: files.height, type: 'integer' },
    createdAt: { column: files.createdAt, type: 'datetime' },
    updatedAt: { column: files.updatedAt, type: 'datetime' },
  },
  sorts: {
    id: files.id,
    name: files.name,
    mime: files.mime,
    size: files.size,
    createdAt: files.createdAt,
    updatedAt: files.updatedAt,
  },
  fields: ['name', 'alternativeText', 'caption', 'width', 'height', 'formats', 'hash', 'ext', 'mime', 'size', 'url'],
  populate: {},
  defaultPageSize: MAX_PAGE_SIZE,
  maxPageSize: MAX_PAGE_SIZE,
  extraKeys: ['start', 'limit'],
};

const idParams = z.object({ id: z.coerce.number().int().positive() });

export const uploadRoutes = [
  route({
    method: 'POST',
    url: '/api/upload',
    access: 'verified',
    tag: 'upload',
    summary: 'Upload images or videos (multipart field files); the type is read from the bytes',
    multipart: true,
    status: 201,
    handler: (req) => receiveUploads({ req, services: req.server.services, owner: callerOf(req) }),
  }),
  route({
    method: 'GET',
    url: '/api/upload/files',
    access: 'admin',
    tag: 'upload',
    summary: 'The media library: a plain array of files, 100 at most per request',
    handler: (req) => findFiles(req.server.services, parsePlainListQuery(req.query, fileListSpec)),
  }),
  route({
    method: 'GET',
    url: '/api/upload/files/:id',
    access: 'admin',
    tag: 'upload',
    summary: 'One file by numeric id',
    params: idParams,
    handler: (req, _reply, { params }) => {
      parseOneQuery(req.query, fileListSpec);
      return findOneFile(req.server.services, params.id);
    },
  }),
  route({
    method: 'DELETE',
    url: '/api/upload/files/:id',
    access: 'user',
    tag: 'upload',
    summary: 'Delete a file: an admin, or the owner of a file attached to nothing',
    params: idParams,
    handler: (req, _reply, { params }) =>
      deleteUpload({ services: req.server.services, caller: callerOf(req), id: params.id }),
  }),
];
