import { useEffect, useRef } from 'react';
import { versionMessages } from '../../../domain/versions.ts';
import { Button } from '../button.tsx';
import { ErrorMessage } from '../error-message.tsx';
import type { Rebased } from './rebase.ts';

const versionTexts = {
  reload: 'Reîncarcă datele salvate',
  keep: 'Ce ai scris rămâne în formular.',
  reloaded:
    'Am reîncărcat versiunea salvată acum. Ce ai schimbat tu a rămas în formular: verifică și salvează din nou.',
  theirs: 'Schimbat între timp de altcineva:',
  both: 'Schimbat și de tine (rămâne ce ai scris tu; salvat acum):',
  nothingElse: 'Câmpurile din formular nu s-au schimbat între timp.',
} as const;

/** A form's save against its record's version: refused as stale, and the reload of the stored version. */
export interface EditorVersion {
  /** The last save was refused: the record changed since the form opened. */
  stale: boolean;
  reloading: boolean;
  /** Why the reload failed (the record deleted meanwhile, a network failure), or null. */
  reloadFailed: string | null;
  reload: () => void;
}

type Values = Record<string, unknown>;

interface VersionNoticeProps<V extends Values> {
  version: EditorVersion;
  rebased: Rebased<V> | null;
  /** The fields as the notice names them; a field without a label is not named. */
  labels: Partial<Record<keyof V & string, string>>;
  /** How a field's stored value reads (for the fields both admins changed); without one, only its label shows. */
  show?: Partial<{ [K in keyof V & string]: (value: V[K]) => string }>;
}

/**
 * At the top of a back-office form: a save refused because someone else changed the record (with the reload,
 * which keeps what the admin typed), then what the reload found: the fields changed meanwhile, and those both
 * admins changed, with the value stored now.
 */
export function VersionNotice<V extends Values>({ version, rebased, labels, show }: VersionNoticeProps<V>) {
  // The notice is at the top of a form the admin may have scrolled to its end (a phone): the focus goes to it.
  const staleBox = useRef<HTMLDivElement>(null);
  const reloadedBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (version.stale) staleBox.current?.focus();
  }, [version.stale]);
  useEffect(() => {
    if (rebased) reloadedBox.current?.focus();
  }, [rebased]);
  if (version.stale) {
    return (
      <div
        ref={staleBox}
        role="alert"
        tabIndex={-1}
        className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
      >
        <p className="font-semibold">{versionMessages.stale}</p>
        <p className="text-sm">{versionTexts.keep}</p>
        <Button type="button" variant="secondary" size="sm" pending={version.reloading} onClick={version.reload}>
          {versionTexts.reload}
        </Button>
      </div>
    );
  }
  if (version.reloadFailed) return <ErrorMessage text={version.reloadFailed} />;
  if (!rebased) return null;
  const named = (keys: (keyof V & string)[]) => keys.filter((k) => labels[k]);
  const theirs = named(rebased.theirs);
  const both = named(rebased.both);
  const storedText = (key: keyof V & string) => {
    const describe = show?.[key];
    return describe ? `${labels[key]}: ${describe(rebased.stored[key])}` : labels[key];
  };
  return (
    <div
      ref={reloadedBox}
      role="status"
      tabIndex={-1}
      data-testid="version-reloaded"
      className="space-y-2 rounded-xl border border-sky-300 bg-sky-50 p-4 text-sky-950"
    >
      <p className="font-semibold">{versionTexts.reloaded}</p>
      {theirs.length > 0 ? (
        <p className="text-sm">
          {versionTexts.theirs} {theirs.map((k) => labels[k]).join(', ')}.
        </p>
      ) : (
        <p className="text-sm">{versionTexts.nothingElse}</p>
      )}
      {both.length > 0 && (
        <p className="text-sm">
          {versionTexts.both} {both.map(storedText).join('; ')}.
        </p>
      )}
    </div>
  );
}
