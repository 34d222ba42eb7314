import { z } from 'zod';
import { callerOf } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import { deleteUpload, receiveUploads } from './uploads.service.ts';

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
    method: 'DELETE',
    url: '/api/upload/files/:id',
    access: 'user',
    tag: 'upload',
    summary: 'Delete a file: an admin, or the owner of a file attached to nothing',
    params: z.object({ id: z.coerce.number().int().positive() }),
    handler: (req, _reply, { params }) =>
      deleteUpload({ services: req.server.services, caller: callerOf(req), id: params.id }),
  }),
];
