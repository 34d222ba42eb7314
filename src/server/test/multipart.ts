// multipart/form-data bodies made by hand, byte for byte, for the upload routes' tests.

const TEST_BOUNDARY = '----prezice-test-boundary-7d93a1';

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
  /** The form field (default `files`, as Strapi's upload reads). */
  field?: string;
}

/** Text fields first, then the files, then the closing boundary. */
export function multipartBody(files: FilePart[], fields: Record<string, string> = {}, boundary = TEST_BOUNDARY) {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const p of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'files'}"; filename="${p.filename}"\r\n` +
          `Content-Type: ${p.contentType}\r\n\r\n`,
      ),
      p.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export const multipartHeaders = (boundary = TEST_BOUNDARY) => ({
  'content-type': `multipart/form-data; boundary=${boundary}`,
});
