import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CsvKind } from '../../../domain/csv-formats.ts';
import { HttpError, payloadTooLarge, validationError } from '../../http/errors.ts';
import { CSV_MAX_BYTES, decodeMessages } from './csv-decode.service.ts';

// The multipart body of POST /api/csv-imports: a field `kind` (fixtures or results) and a file `file`.

const uploadMessages = {
  notMultipart: 'Trimite fișierul ca formular multipart (câmpul „file”).',
  badBody: 'Formularul trimis nu e valid.',
  noFile: 'Alege un fișier CSV.',
  kind: 'Alege ce importi: programul meciurilor (fixtures) sau rezultatele (results).',
};

const kindSchema = z.enum(['fixtures', 'results']);

export interface CsvUpload {
  kind: CsvKind;
  fileName: string;
  bytes: Buffer;
}

export async function readCsvUpload(req: FastifyRequest): Promise<CsvUpload> {
  if (!req.isMultipart()) throw validationError(uploadMessages.notMultipart);
  let kind: string | undefined;
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'kind') kind = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      // Counted while it arrives: a file over the limit is refused without reading the rest of it.
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > CSV_MAX_BYTES) throw payloadTooLarge(decodeMessages.tooLarge);
        chunks.push(chunk);
      }
      if (part.file.truncated) throw payloadTooLarge(decodeMessages.tooLarge);
      file = { name: (part.filename || 'fisier.csv').slice(0, 200), bytes: Buffer.concat(chunks) };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(decodeMessages.tooLarge);
    throw validationError(uploadMessages.badBody);
  }
  const parsedKind = kindSchema.safeParse(kind);
  if (!parsedKind.success) throw validationError(uploadMessages.kind);
  if (!file) throw validationError(uploadMessages.noFile);
  return { kind: parsedKind.data, fileName: file.name, bytes: file.bytes };
}
