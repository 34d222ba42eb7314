import { z } from 'zod';
import { callerOf } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import { deleteUpload, fileAnswer, filesAnswer, receiveUploads } from './uploads.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });

export const uploadRoutes = [
  route({
    method: 'POST',
    url: '/api/upload',
    access: 'verified',
    tag: 'upload',
    summary:
      'Upload images (SVG drawn as PNG) or videos (multipart field files); the type is read from the bytes; ?accept=image takes pictures only',
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
    handler: (req) => filesAnswer(req.server.services, req.query),
  }),
  route({
    method: 'GET',
    url: '/api/upload/files/:id',
    access: 'admin',
    tag: 'upload',
    summary: 'One file by numeric id',
    params: idParams,
    handler: (req, _reply, { params }) => fileAnswer(req.server.services, params.id, req.query),
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
