import type { CsvPreview } from '../../domain/csv-preview.ts';
import { multipartBody, multipartHeaders } from './multipart.ts';
import type { TestContext } from './test-app.ts';

// The back office's CSV calls, as the tests of the module make them.

const WIN1250: Record<string, number> = { ă: 0xe3, â: 0xe2, î: 0xee, ș: 0xba, ț: 0xfe, Ș: 0xaa, Ț: 0xde };

/** Text as Romanian Excel saves it by default: one byte a letter, Windows-1250 (ș ț as its cedilla letters). */
export function windows1250(text: string): Buffer {
  return Buffer.from([...text].map((ch) => WIN1250[ch] ?? ch.charCodeAt(0)));
}

export function csvClient(ctx: TestContext, headers: { authorization: string }) {
  const upload = (kind: string, file: string | Buffer, filename = 'fisier.csv') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/csv-imports',
      headers: { ...headers, ...multipartHeaders() },
      payload: multipartBody(
        [{ field: 'file', filename, contentType: 'text/csv', data: Buffer.isBuffer(file) ? file : Buffer.from(file) }],
        { kind },
      ),
    });
  return {
    upload,
    /** Uploads and expects a stored preview. */
    async preview(kind: 'fixtures' | 'results', file: string | Buffer): Promise<CsvPreview> {
      const res = await upload(kind, file);
      if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
      return res.json().data;
    },
    apply: (id: string, body: Record<string, unknown> = {}) =>
      ctx.app.inject({ method: 'POST', url: `/api/csv-imports/${id}/apply`, headers, payload: body }),
    get: (id: string) => ctx.app.inject({ method: 'GET', url: `/api/csv-imports/${id}`, headers }),
    exportFile: (kind: string) => ctx.app.inject({ method: 'GET', url: `/api/csv-exports/${kind}`, headers }),
  };
}
