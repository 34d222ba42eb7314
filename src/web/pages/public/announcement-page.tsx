import { Link, useParams } from 'react-router';
import { contentMessages } from '../../../domain/messages.ts';
import { paths } from '../../../domain/paths.ts';
import { preview } from '../../../domain/rich-text.ts';
import { getAppConfig } from '../../app-config.ts';
import { ErrorMessage } from '../../components/error-message.tsx';
import { AnnouncementContent } from '../../features/announcements/announcement-content.tsx';
import {
  AnnouncementDate,
  AnnouncementsLoading,
  RoundWinnersNote,
} from '../../features/announcements/announcement-date.tsx';
import { announcementPageMessages as t } from '../../features/announcements/announcement-messages.ts';
import { useAnnouncement } from '../../features/announcements/announcements.api.ts';
import { useDocumentMeta } from '../../features/announcements/document-meta.ts';
import { RoundWinners } from '../../features/announcements/round-winners.tsx';

/** The search description: the first 160 characters of the announcement's text. */
const DESCRIPTION_LENGTH = 160;

function BackLink() {
  return (
    <Link
      to={paths.announcements}
      className="mb-4 inline-flex min-h-11 items-center gap-2 rounded-xl px-2 font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
    >
      <span aria-hidden="true">←</span>
      {t.backToAnnouncements}
    </Link>
  );
}

/** /announcement/{slug}: one announcement, its content and, when a round is linked, its winners. */
export function AnnouncementPage() {
  const { slug = '' } = useParams();
  const { data, isPending, isError } = useAnnouncement(slug);
  const site = getAppConfig().siteName;
  const heading = isPending
    ? contentMessages.announcementsHeading
    : isError
      ? contentMessages.announcementFailed
      : data
        ? data.title
        : contentMessages.announcementNotFound;
  useDocumentMeta({
    title: `${heading} | ${site}`,
    description: data ? preview(data.content, DESCRIPTION_LENGTH) || data.title : undefined,
  });

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <BackLink />
      {isPending ? (
        <AnnouncementsLoading />
      ) : isError || !data ? (
        <>
          <h1 className="sr-only">{heading}</h1>
          <ErrorMessage text={isError ? contentMessages.announcementFailed : contentMessages.announcementNotFound} />
        </>
      ) : (
        <article className="space-y-6">
          <header className="space-y-3">
            <h1 className="text-3xl font-extrabold tracking-tight break-words text-brand-darker sm:text-4xl">
              {data.title}
            </h1>
            <AnnouncementDate createdAt={data.createdAt} />
            {data.round && <RoundWinnersNote roundName={data.round.name} />}
          </header>
          <AnnouncementContent
            html={data.content}
            className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-8"
          />
          {data.round && <RoundWinners round={data.round} />}
        </article>
      )}
    </div>
  );
}
