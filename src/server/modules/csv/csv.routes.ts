import { z } from 'zod';
import { callerOf } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import { adminOrigin } from '../corrections/corrections.service.ts';
import { csvExport } from './csv-export.service.ts';
import { applyCsvImport, createCsvImport, csvImportAnswer } from './csv-import.service.ts';
import { readCsvUpload } from './csv-upload.service.ts';

const idParams = z.object({ id: z.string().regex(/^[a-z0-9]{1,24}$/) });
const exportParams = z.object({ kind: z.enum(['rounds', 'matches', 'results']) });
const applyBody = z.object({ reason: z.string().max(2000).optional() }).strict();

export const csvRoutes = [
  route({
    method: 'POST',
    url: '/api/csv-imports',
    access: 'admin',
    tag: 'csv',
    summary:
      'Upload a CSV file (multipart: field kind = fixtures | results, file `file`, 1 MB at most): it is read and ' +
      'its preview stored for an hour (changes, and every bad row by line and reason)',
    multipart: true,
    status: 201,
    handler: async (req) =>
      createCsvImport(req.server.services, await readCsvUpload(req), callerOf(req).id).then((data) => ({ data })),
  }),
  route({
    method: 'GET',
    url: '/api/csv-imports/:id',
    access: 'admin',
    tag: 'csv',
    summary: "A CSV import's preview (404 once expired)",
    params: idParams,
    handler: async (req, _reply, { params }) => ({ data: await csvImportAnswer(req.server.services, params.id) }),
  }),
  route({
    method: 'POST',
    url: '/api/csv-imports/:id/apply',
    access: 'admin',
    tag: 'csv',
    summary:
      'Apply a CSV import in one transaction; refused with bad rows (400), when the data changed since the preview ' +
      '(409) or when applied already (409); corrections of stored results need `reason`',
    params: idParams,
    body: applyBody,
    handler: async (req, _reply, { params, body }) => ({
      data: await applyCsvImport(req.server.services, params.id, adminOrigin(callerOf(req)), body.reason),
    }),
  }),
  route({
    method: 'GET',
    url: '/api/csv-exports/:kind',
    access: 'admin',
    tag: 'csv',
    summary: 'Rounds, matches or results as a CSV download (UTF-8 with BOM, the columns the import reads)',
    params: exportParams,
    handler: async (req, reply, { params }) => {
      const file = await csvExport(req.server.services, params.kind);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.text);
    },
  }),
];
