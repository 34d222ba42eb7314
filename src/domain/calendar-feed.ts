import { formatDateTime } from './dates.ts';
import { predictionDeadline } from './deadline.ts';
import type { Calendar, CalendarEvent } from './ical.ts';
import { paths } from './paths.ts';

// A player's calendar feed: one event per match of the current and the next round, each with its prediction
// deadline and an alarm before it.

/** A match lasts about this long in the calendar. */
const MATCH_DURATION_MS = 2 * 60 * 60 * 1000;
/** The alarm rings this long before the prediction deadline. */
export const ALARM_BEFORE_DEADLINE_MS = 3 * 60 * 60 * 1000;
/** How often calendar apps are asked to fetch the feed again. */
const FEED_REFRESH_MINUTES = 60;

const calendarFeedMessages = {
  name: 'Prezice – meciurile tale',
  description: 'Meciurile etapei curente și ale etapei următoare, cu termenul pentru predicții.',
  deadline: (when: string) => `Predicțiile se închid pe ${when}.`,
  predictAt: (url: string) => `Prezice meciul: ${url}`,
  alarm: (summary: string) => `Mai ai 3 ore să prezici ${summary}.`,
} as const;

export interface FeedMatch {
  documentId: string;
  /** Kickoff. */
  date: Date;
  /** When the match (or its teams or round) was last changed. */
  updatedAt: Date;
  team1: string;
  team2: string;
  round: string;
}

/** The feed of these matches; siteUrl is the site's origin (https://prezice.ro), host names its UIDs. */
export function matchCalendar(matches: readonly FeedMatch[], siteUrl: string, prodId: string): Calendar {
  const host = new URL(siteUrl).host;
  const events = matches.map((m): CalendarEvent => {
    const deadline = predictionDeadline(m.date);
    const url = `${siteUrl}${paths.predict(m.documentId)}`;
    const summary = `${m.team1} – ${m.team2}`;
    return {
      uid: `match-${m.documentId}@${host}`,
      stamp: m.updatedAt,
      start: m.date,
      end: new Date(m.date.getTime() + MATCH_DURATION_MS),
      summary,
      description: [
        m.round,
        calendarFeedMessages.deadline(formatDateTime(deadline)),
        calendarFeedMessages.predictAt(url),
      ].join('\n'),
      url,
      alarm: {
        at: new Date(deadline.getTime() - ALARM_BEFORE_DEADLINE_MS),
        description: calendarFeedMessages.alarm(summary),
      },
    };
  });
  return {
    prodId,
    name: calendarFeedMessages.name,
    description: calendarFeedMessages.description,
    refreshMinutes: FEED_REFRESH_MINUTES,
    events,
  };
}
