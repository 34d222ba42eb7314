import { contentMessages } from '../../../domain/messages.ts';
import { getAppConfig } from '../../app-config.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorMessage } from '../../components/error-message.tsx';
import { AnnouncementsLoading } from '../../features/announcements/announcement-date.tsx';
import { AnnouncementList } from '../../features/announcements/announcement-list.tsx';
import { announcementPageMessages as t } from '../../features/announcements/announcement-messages.ts';
import { useAnnouncements } from '../../features/announcements/announcements.api.ts';
import { useDocumentMeta } from '../../features/announcements/document-meta.ts';

/** /announcements: the archive, newest first. */
export function AnnouncementsPage() {
  const { data, isPending, isError } = useAnnouncements();
  useDocumentMeta({
    // The spec's titles: 'Arhivă Anunțuri' and the product name; 'Anunțuri' when the list failed.
    title: isError
      ? contentMessages.announcementsHeading
      : `${contentMessages.archiveTitle} | ${getAppConfig().siteName}`,
    description: t.archiveDescription,
    keywords: t.archiveKeywords,
  });

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <div className="mb-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-darker sm:text-4xl">
          {contentMessages.announcementsHeading}
        </h1>
        <p className="mt-2 text-lg text-muted">{contentMessages.announcementsIntro}</p>
      </div>

      {isPending ? (
        <AnnouncementsLoading />
      ) : isError ? (
        <ErrorMessage text={contentMessages.announcementsFailed} />
      ) : data.length === 0 ? (
        <EmptyState text={contentMessages.noAnnouncements} />
      ) : (
        <AnnouncementList announcements={data} />
      )}
    </div>
  );
}
