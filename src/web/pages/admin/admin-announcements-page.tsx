import { useState } from 'react';
import { adminMessages, adminNav } from '../../../domain/admin-messages.ts';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { AnnouncementCard } from '../../features/admin-announcements/announcement-card.tsx';
import { AnnouncementForm, announcementFields } from '../../features/admin-announcements/announcement-form.tsx';
import { announcementTexts } from '../../features/admin-announcements/announcement-texts.ts';
import {
  type AdminAnnouncement,
  type AnnouncementWrite,
  useAdminAnnouncements,
  useDeleteAnnouncement,
  useRoundOptions,
  useSaveAnnouncement,
} from '../../features/admin-announcements/announcements.api.ts';
import { AdminModal } from '../../features/admin-ui/admin-modal.tsx';
import { ConfirmDialog } from '../../features/admin-ui/confirm-dialog.tsx';
import { ErrorBanner } from '../../features/admin-ui/error-banner.tsx';
import { useFormFailure } from '../../features/admin-ui/server-field-errors.ts';
import { SkeletonCards } from '../../features/admin-ui/skeleton-cards.tsx';

/** The form's state: closed, adding (null) or editing one announcement. */
type Editing = { announcement: AdminAnnouncement | null } | null;

export function AdminAnnouncementsPage() {
  const list = useAdminAnnouncements();
  const rounds = useRoundOptions();
  const save = useSaveAnnouncement();
  const remove = useDeleteAnnouncement();
  const [editing, setEditing] = useState<Editing>(null);
  // A new key per opening, so the form (and its editor) start from the right values each time.
  const [formKey, setFormKey] = useState(0);
  const [deleting, setDeleting] = useState<AdminAnnouncement | null>(null);
  const [deleteError, setDeleteError] = useState(false);

  const open = (announcement: AdminAnnouncement | null) => {
    save.reset();
    setFormKey((k) => k + 1);
    setEditing({ announcement });
  };
  const close = () => setEditing(null);
  const submit = (data: AnnouncementWrite) =>
    save.mutate({ documentId: editing?.announcement?.documentId ?? null, data }, { onSuccess: close });
  const confirmDelete = () => {
    if (!deleting) return;
    setDeleteError(false);
    remove.mutate(deleting.documentId, {
      onSuccess: () => setDeleting(null),
      onError: () => {
        setDeleting(null);
        setDeleteError(true);
      },
    });
  };

  const isEdit = !!editing?.announcement;
  const saveFailure = useFormFailure(
    save.error,
    isEdit ? adminMessages.announcementUpdateFailed : adminMessages.announcementCreateFailed,
    announcementFields,
  );
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 [&>div:first-child]:mb-0">
        <PageTitle title={adminNav.announcements} />
        <Button variant="secondary" onClick={() => open(null)}>
          {announcementTexts.add}
        </Button>
      </div>
      {deleteError && (
        <div className="mb-4">
          <ErrorBanner message={adminMessages.announcementDeleteFailed} />
        </div>
      )}
      {list.isPending ? (
        <SkeletonCards count={3} />
      ) : list.isError ? (
        <ErrorBanner message={announcementTexts.loadFailed} />
      ) : list.data.length === 0 ? (
        <EmptyState text={adminMessages.noAnnouncements} />
      ) : (
        <ul className="flex flex-col gap-4">
          {list.data.map((a) => (
            <li key={a.documentId}>
              <AnnouncementCard announcement={a} onEdit={() => open(a)} onDelete={() => setDeleting(a)} />
            </li>
          ))}
        </ul>
      )}

      <AdminModal
        open={!!editing}
        wide
        title={isEdit ? announcementTexts.editTitle : announcementTexts.addTitle}
        onClose={close}
      >
        {editing && (
          <AnnouncementForm
            key={formKey}
            announcement={editing.announcement}
            rounds={rounds.data ?? []}
            pending={save.isPending}
            failure={saveFailure}
            onSubmit={submit}
            onCancel={close}
          />
        )}
      </AdminModal>
      <ConfirmDialog
        open={!!deleting}
        title={announcementTexts.deleteTitle}
        message={deleting ? announcementTexts.deleteConfirm(deleting.title) : ''}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
