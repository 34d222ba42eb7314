import { useQueryClient } from '@tanstack/react-query';
import { adminMessages, adminNav } from '../../../domain/admin-messages.ts';
import { ResourceScreen } from '../../components/admin/resource-screen.tsx';
import { useResource } from '../../components/admin/use-resource.ts';
import { isStale } from '../../components/admin/versions.ts';
import { Button } from '../../components/button.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { AnnouncementCard } from '../../features/admin-announcements/announcement-card.tsx';
import { AnnouncementForm, announcementFields } from '../../features/admin-announcements/announcement-form.tsx';
import { announcementTexts } from '../../features/admin-announcements/announcement-texts.ts';
import {
  type AdminAnnouncement,
  type AnnouncementWrite,
  announcementsKey,
  deleteAnnouncement,
  fetchAnnouncement,
  saveAnnouncement,
  useAdminAnnouncements,
  useRoundOptions,
} from '../../features/admin-announcements/announcements.api.ts';
import { failureSummary } from '../../form-errors.ts';

export function AdminAnnouncementsPage() {
  const queryClient = useQueryClient();
  const list = useAdminAnnouncements();
  const rounds = useRoundOptions();
  const announcements = useResource({
    save: (a: AdminAnnouncement | null, data: AnnouncementWrite) => saveAnnouncement(a, data),
    remove: deleteAnnouncement,
    refresh: () => queryClient.invalidateQueries({ queryKey: announcementsKey }),
    reload: (a) => fetchAnnouncement(a.documentId),
    saveFailed: {
      create: adminMessages.announcementCreateFailed,
      update: adminMessages.announcementUpdateFailed,
      fields: announcementFields,
    },
    deleteFailed: (error) =>
      isStale(error)
        ? failureSummary(adminMessages.announcementDeleteFailed, error)
        : adminMessages.announcementDeleteFailed,
  });

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 [&>div:first-child]:mb-0">
        <PageTitle title={adminNav.announcements} />
        <Button variant="secondary" onClick={() => announcements.openForm(null)}>
          {announcementTexts.add}
        </Button>
      </div>
      <ResourceScreen
        resource={announcements}
        list={list}
        texts={{
          ...announcementTexts,
          empty: adminMessages.noAnnouncements,
          deleteConfirm: (a) => announcementTexts.deleteConfirm(a.title),
        }}
        cards={{
          keyOf: (a) => a.documentId,
          render: (a) => (
            <AnnouncementCard
              announcement={a}
              onEdit={() => announcements.openForm(a)}
              onDelete={() => announcements.askDelete(a)}
            />
          ),
          className: 'flex flex-col gap-4',
        }}
        wide
        renderForm={({ item, ...form }) => (
          <AnnouncementForm announcement={item} rounds={rounds.data ?? []} {...form} />
        )}
      />
    </>
  );
}
