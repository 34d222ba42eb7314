import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ImportTeam } from '../../../domain/results-import.schemas.ts';
import { AdminCard } from '../../components/admin/admin-card.tsx';
import { ErrorBanner } from '../../components/admin/error-banner.tsx';
import { SelectField } from '../../components/admin/select-field.tsx';
import { Button } from '../../components/button.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { failureSummary } from '../../form-errors.ts';
import { importKey, importTeamsQuery, mapProviderTeam, ourTeamsQuery } from './import.api.ts';
import { importTexts as t } from './import-texts.ts';

function UnknownTeam({ team, ours }: { team: ImportTeam; ours: { documentId: string; name: string }[] }) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState('');
  const map = useMutation({
    mutationFn: () => mapProviderTeam(team.providerId, target),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKey }),
  });
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <form
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          if (target) map.mutate();
        }}
      >
        <SelectField
          label={t.mapLabel(team.name)}
          className="sm:flex-1"
          value={target}
          onChange={(e) => setTarget(e.target.value)}
        >
          <option value="">{t.pick}</option>
          <option value="new">{t.createTeam(team.name)}</option>
          {ours.map((o) => (
            <option key={o.documentId} value={o.documentId}>
              {o.name}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary" disabled={!target} pending={map.isPending}>
          {t.map}
        </Button>
      </form>
      {map.isError && (
        <div className="mt-3">
          <ErrorBanner message={failureSummary(t.mapFailed, map.error)} />
        </div>
      )}
    </li>
  );
}

/** The provider's teams no team of ours is mapped to, each with a select to map it; the mapped ones below. */
export function UnknownTeams() {
  const teams = useQuery(importTeamsQuery());
  const ours = useQuery(ourTeamsQuery());
  const unknown = teams.data?.filter((x) => !x.team) ?? [];
  const mapped = teams.data?.filter((x) => x.team) ?? [];
  return (
    <AdminCard title={t.teamsTitle} intro={t.teamsHint}>
      {(teams.isPending || ours.isPending) && <Spinner />}
      {teams.data && ours.data && (
        <>
          {unknown.length ? (
            <ul className="mt-4 space-y-3">
              {unknown.map((team) => (
                <UnknownTeam key={team.providerId} team={team} ours={ours.data} />
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-muted">{t.noUnknownTeams}</p>
          )}
          {mapped.length > 0 && (
            <details className="mt-4">
              <summary className="cursor-pointer font-semibold text-brand">
                {t.mappedTitle} ({mapped.length})
              </summary>
              <ul className="mt-2 space-y-1 text-slate-700">
                {mapped.map((m) => (
                  <li key={m.providerId}>
                    {m.name} → {m.team?.name}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </>
      )}
    </AdminCard>
  );
}
