import { useQueryClient } from '@tanstack/react-query';
import { adminMessages } from '../../../domain/admin-messages.ts';
import { ResourceScreen } from '../../components/admin/resource-screen.tsx';
import { usePagedQuery, useResource } from '../../components/admin/use-resource.ts';
import { Button } from '../../components/button.tsx';
import { failureSummary } from '../../form-errors.ts';
import { TeamCard } from './team-card.tsx';
import { TeamForm, teamFields } from './team-form.tsx';
import {
  type AdminTeam,
  deleteTeam,
  fetchTeam,
  saveTeam,
  type TeamSave,
  teamsKey,
  teamsPageQuery,
} from './teams.api.ts';
import { teamsTexts as t } from './teams-texts.ts';

/** Echipe: the 'Adaugă Echipă' button, the card grid (12 a page), the modals. */
export function TeamsScreen() {
  const queryClient = useQueryClient();
  const { query, paging } = usePagedQuery(teamsPageQuery);
  const teams = useResource({
    save: (team: AdminTeam | null, input: TeamSave) => saveTeam(team, input),
    remove: deleteTeam,
    refresh: () => queryClient.invalidateQueries({ queryKey: teamsKey }),
    reload: (team) => fetchTeam(team.documentId),
    saveFailed: { create: adminMessages.teamCreateFailed, update: adminMessages.teamUpdateFailed, fields: teamFields },
    deleteFailed: (error) => failureSummary(adminMessages.teamDeleteFailed, error),
    savedNotice: () => t.saved,
    deletedNotice: t.deleted,
  });

  return (
    <ResourceScreen
      resource={teams}
      className="space-y-5"
      list={{ ...query, data: query.data?.data }}
      texts={{
        ...t,
        loadFailed: adminMessages.teamsLoadFailed,
        addTitle: adminMessages.addTeam,
        deleteConfirm: (team) => t.deleteConfirm(team.name),
      }}
      toolbar={
        <div>
          <Button type="button" variant="secondary" onClick={() => teams.openForm(null)}>
            <span aria-hidden="true">+</span> {adminMessages.addTeam}
          </Button>
        </div>
      }
      skeleton={{ count: 6, grid: true }}
      renderList={(items) => (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((team) => (
            <TeamCard key={team.documentId} team={team} onEdit={teams.openForm} onDelete={teams.askDelete} />
          ))}
        </ul>
      )}
      paging={paging}
      renderForm={(form) => <TeamForm {...form} />}
    />
  );
}
