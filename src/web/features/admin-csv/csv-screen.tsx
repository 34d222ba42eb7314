import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { CsvKind } from '../../../domain/csv-formats.ts';
import type { CsvPreview } from '../../../domain/csv-preview.ts';
import { AdminCard, adminCardClass } from '../../components/admin/admin-card.tsx';
import { ErrorBanner } from '../../components/admin/error-banner.tsx';
import { Button } from '../../components/button.tsx';
import { FilePicker } from '../../components/file-picker.tsx';
import { Input } from '../../components/input.tsx';
import { failureSummary } from '../../form-errors.ts';
import { applyCsv, type CsvExportKind, downloadCsv, uploadCsv } from './csv.api.ts';
import { CsvPreviewView } from './csv-preview-view.tsx';
import { csvTexts as t } from './csv-texts.ts';

const KINDS: CsvKind[] = ['fixtures', 'results'];
const EXPORTS: CsvExportKind[] = ['rounds', 'matches', 'results'];

function ApplyStep({ preview, onApplied }: { preview: CsvPreview; onApplied: (p: CsvPreview) => void }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (preview.status === 'applied' && preview.summary)
    return (
      <div role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900 ring-1 ring-emerald-200">
        <p className="font-bold">{t.applied}</p>
        <p>{t.summary(preview.summary)}</p>
      </div>
    );
  if (!preview.canApply) return null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onApplied(await applyCsv(preview.id, reason));
    } catch (failure) {
      setError(failureSummary(t.applyFailed, failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className={`${adminCardClass} space-y-3`}>
      {preview.needsReason && (
        <Input
          label={t.reasonLabel}
          hint={t.reasonHint}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          required
        />
      )}
      {error && <ErrorBanner message={error} />}
      <Button type="submit" disabled={busy}>
        {busy ? t.applying : t.apply}
      </Button>
    </form>
  );
}

function ExportButtons() {
  const [error, setError] = useState<string | null>(null);
  const download = (kind: CsvExportKind) => {
    setError(null);
    downloadCsv(kind).catch((failure) => setError(failureSummary(t.exportFailed, failure)));
  };
  return (
    <AdminCard title={t.exportTitle} intro={t.exportIntro}>
      <div className="mt-4 flex flex-wrap gap-3">
        {EXPORTS.map((kind) => (
          <Button key={kind} type="button" variant="outline" onClick={() => download(kind)}>
            {t.exports[kind]}
          </Button>
        ))}
      </div>
      {error && (
        <div className="mt-3">
          <ErrorBanner message={error} />
        </div>
      )}
    </AdminCard>
  );
}

/** Import / export CSV: choose the kind, upload, read the preview, apply; the three exports below. */
export function CsvScreen() {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<CsvKind>('fixtures');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<CsvPreview | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setError(t.chooseFirst);
    setBusy(true);
    setError(null);
    setPreview(null);
    try {
      setPreview(await uploadCsv(kind, file));
    } catch (failure) {
      setError(failureSummary(t.uploadFailed, failure));
    } finally {
      setBusy(false);
    }
  };
  const applied = (p: CsvPreview) => {
    setPreview(p);
    void queryClient.invalidateQueries({ queryKey: ['admin'] });
  };

  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-slate-700">{t.intro}</p>
      <AdminCard title={t.importTitle}>
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <fieldset>
            <legend className="mb-1.5 text-sm font-semibold text-ink">{t.kindLegend}</legend>
            <div className="flex flex-wrap gap-4">
              {KINDS.map((k) => (
                <label key={k} className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="csv-kind"
                    value={k}
                    checked={kind === k}
                    onChange={() => setKind(k)}
                    className="size-5 accent-brand"
                  />
                  {t.kinds[k]}
                </label>
              ))}
            </div>
            <p className="mt-1 text-sm text-muted">{t.formats[kind]}</p>
            <p className="mt-1 text-sm text-muted">{t.clockHelp}</p>
          </fieldset>
          <FilePicker
            label={t.file}
            accept=".csv,text/csv"
            fileName={file?.name ?? null}
            onChoose={setFile}
            hint={t.fileHint}
            disabled={busy}
          />
          {error && <ErrorBanner message={error} />}
          <Button type="submit" variant="secondary" disabled={busy}>
            {busy ? t.uploading : t.upload}
          </Button>
        </form>
      </AdminCard>
      {preview && (
        <section aria-label={t.previewTitle(preview.fileName)} className="space-y-4">
          <CsvPreviewView preview={preview} />
          <ApplyStep key={preview.id + preview.status} preview={preview} onApplied={applied} />
        </section>
      )}
      <ExportButtons />
    </div>
  );
}
