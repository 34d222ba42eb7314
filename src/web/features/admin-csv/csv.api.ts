import type { CsvKind } from '../../../domain/csv-formats.ts';
import type { CsvPreview } from '../../../domain/csv-preview.ts';
import { adminApi } from '../../api.ts';
import { downloadWithToken } from '../../download.ts';
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
export function downloadCsv(kind: CsvExportKind): Promise<void> {
  return downloadWithToken(`/api/csv-exports/${kind}`, getAdminToken(), {
    fallbackName: `${kind}.csv`,
    message: csvTexts.exportFailed,
  });
}
