import type { CsvKind } from '../../../domain/csv-formats.ts';
import type { CsvPreview } from '../../../domain/csv-preview.ts';
import { ApiError, adminApi } from '../../api.ts';
import { getAdminToken } from '../../session.ts';
import { csvTexts } from './csv-texts.ts';

export type CsvExportKind = 'rounds' | 'matches' | 'results';

/** Step 1: the file goes up; the server reads it and answers the stored preview. */
export async function uploadCsv(kind: CsvKind, file: File): Promise<CsvPreview> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  return (await adminApi.post<{ data: CsvPreview }>('/api/csv-imports', form)).data;
}

/** Step 3: apply the preview (with the reason when it corrects stored results). */
export async function applyCsv(id: string, reason: string): Promise<CsvPreview> {
  const body = reason.trim() ? { reason } : {};
  return (await adminApi.post<{ data: CsvPreview }>(`/api/csv-imports/${encodeURIComponent(id)}/apply`, body)).data;
}

/** An export, fetched with the admin's token and saved by the browser under the server's file name. */
export async function downloadCsv(kind: CsvExportKind): Promise<void> {
  const token = getAdminToken();
  const res = await fetch(`/api/csv-exports/${kind}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!res.ok) throw new ApiError(res.status, 'ExportError', csvTexts.exportFailed);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `${kind}.csv`;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
