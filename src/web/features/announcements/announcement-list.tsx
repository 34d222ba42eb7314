import { Link } from 'react-router';
import { contentMessages } from '../../../domain/messages.ts';
import { paths } from '../../../domain/paths.ts';
import { AnnouncementDate, RoundWinnersNote } from './announcement-date.tsx';
import { announcementPageMessages as t } from './announcement-messages.ts';
import type { PublicAnnouncement } from './announcements.api.ts';

/** The archive, in the order the server gave (newest first); titles and dates only, never the body. */
export function AnnouncementList({ announcements }: { announcements: PublicAnnouncement[] }) {
  return (
    <ul className="space-y-4">
      {announcements.map((a) => (
        <li key={a.documentId}>
          <article className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
            <h2 className="text-xl font-bold break-words text-brand-darker sm:text-2xl">{a.title}</h2>
            <AnnouncementDate createdAt={a.createdAt} />
            {a.round && <RoundWinnersNote roundName={a.round.name} />}
            <div>
              <Link
                to={paths.announcement(a.slug)}
                aria-label={t.readMoreAbout(a.title)}
                className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-brand px-4 py-2 font-semibold text-white shadow-sm transition-colors hover:bg-brand-dark"
              >
                {contentMessages.readMore}
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-none stroke-current stroke-2">
                  <path d="M5 12h14M13 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </Link>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
