import { useId, useState } from 'react';
import type { LiveState } from '../../../domain/live.schemas.ts';
import { isApiError } from '../../api.ts';
import { rebaseValues } from '../../components/admin/rebase.ts';
import { isStale } from '../../components/admin/versions.ts';
import { Button } from '../../components/button.tsx';
import { LiveBadge } from '../../components/live/live-badge.tsx';
import { useLiveSnapshot } from '../../components/live/live-stream.ts';
import { endLive, putLive } from './live.api.ts';
import type { AdminMatch } from './matches.api.ts';

const texts = {
  title: 'Scor live',
  homeGoals: 'Goluri gazde',
  awayGoals: 'Goluri oaspeți',
  homeCards: 'Cartonașe gazde',
  awayCards: 'Cartonașe oaspeți',
  homeCorners: 'Cornere gazde',
  awayCorners: 'Cornere oaspeți',
  minute: 'Minutul',
  start: 'Marchează live',
  update: 'Actualizează scorul live',
  end: 'Încheie live',
  saved: 'Scorul live a fost trimis jucătorilor.',
  ended: 'Meciul nu mai este live.',
  failed: 'Nu s-a putut salva scorul live.',
  note: 'Punctele nu se schimbă: contează doar rezultatul final.',
  reload: 'Reîncarcă scorul live salvat',
  reloaded: 'Scorul live salvat acum e în formular; ce ai schimbat tu a rămas. Verifică și trimite din nou.',
} as const;

type Field = 'homeGoals' | 'awayGoals' | 'homeCards' | 'awayCards' | 'homeCorners' | 'awayCorners' | 'minute';
const FIELDS: Field[] = ['homeGoals', 'awayGoals', 'homeCards', 'awayCards', 'homeCorners', 'awayCorners', 'minute'];

const initialValues = (live: LiveState | null): Record<Field, string> =>
  Object.fromEntries(
    FIELDS.map((f) => {
      const v = live?.[f];
      return [f, v === null || v === undefined ? (f === 'homeGoals' || f === 'awayGoals' ? '0' : '') : String(v)];
    }),
  ) as Record<Field, string>;

/** Whether the back office may show live controls: kicked off and no final result yet. */
export const canGoLive = (match: AdminMatch, now: number) =>
  Date.parse(match.date) <= now && (match.team1_finalScore === null || match.team2_finalScore === null);

/** Mark a match live, update its live score, end the live state (no result): every player sees it at once. */
export function LiveControls({ match }: { match: AdminMatch }) {
  const snapshot = useLiveSnapshot();
  const live = snapshot?.data.find((l) => l.match.documentId === match.documentId) ?? null;
  // What the admin typed, over the live score shown when they began (the version their save is made against).
  const [edit, setEdit] = useState<{ values: Record<Field, string>; base: LiveState | null } | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const shown = edit?.values ?? initialValues(live);
  const against = edit ? edit.base : live;

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setStatus(null);
    setStale(false);
    try {
      await work();
      setEdit(null);
      setStatus({ ok: true, text: done });
    } catch (error) {
      setStale(isStale(error));
      setStatus({ ok: false, text: isApiError(error) ? error.message : texts.failed });
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const data = Object.fromEntries(FIELDS.map((f) => [f, shown[f] === '' ? null : Number(shown[f])]));
    void run(() => putLive(match.documentId, data, against), texts.saved);
  };
  // The live score stored now (the stream keeps it current), with the fields the admin changed kept.
  const reload = () => {
    if (edit) {
      const next = rebaseValues(initialValues(edit.base), edit.values, initialValues(live));
      setEdit({ values: next.values, base: live });
    }
    setStale(false);
    setStatus({ ok: true, text: texts.reloaded });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="mt-3 rounded-xl bg-red-50 p-3 ring-1 ring-red-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="font-bold text-ink">
          {texts.title}
        </h3>
        {live && <LiveBadge live={live} />}
      </div>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {FIELDS.map((f) => (
          <label key={f} className="flex flex-col justify-between gap-1 text-sm font-medium text-slate-800">
            {texts[f]}
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={f === 'minute' ? 150 : 99}
              required={f === 'homeGoals' || f === 'awayGoals'}
              value={shown[f]}
              onChange={(e) => setEdit({ values: { ...shown, [f]: e.target.value }, base: edit ? edit.base : live })}
              className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-ink tabular-nums"
            />
          </label>
        ))}
      </div>
      <p className="mt-2 text-sm text-slate-700">{texts.note}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" variant="primary" size="sm" disabled={busy}>
          {live ? texts.update : texts.start}
        </Button>
        {live && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => void run(() => endLive(match.documentId, against), texts.ended)}
          >
            {texts.end}
          </Button>
        )}
        {stale && (
          <Button type="button" variant="secondary" size="sm" onClick={reload}>
            {texts.reload}
          </Button>
        )}
      </div>
      <p role="status" className={`mt-2 text-sm ${status?.ok === false ? 'text-red-800' : 'text-emerald-900'}`}>
        {status?.text}
      </p>
    </form>
  );
}
