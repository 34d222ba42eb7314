import { LOCALE, TIME_ZONE } from '../../../domain/limits.ts';
import { count, nouns } from '../../../domain/numerals.ts';
import { paths } from '../../../domain/paths.ts';
import type { PushPayload } from '../../../domain/reminders.schemas.ts';

// What a reminder says: the matches of one deadline the player has not predicted yet, in Romanian.

const time = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const weekday = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, weekday: 'long' });

/** "un meci", "3 meciuri", "20 de meciuri". */
const matchesCount = (n: number) => (n === 1 ? 'un meci' : count(n, nouns.matches));

/** "18:30" for the 3 h wave, "sâmbătă la 18:30" for the 24 h one. */
function whenText(deadline: Date, leadHours: number): string {
  return leadHours >= 24 ? `${weekday.format(deadline)} la ${time.format(deadline)}` : time.format(deadline);
}

export interface ReminderMatch {
  id: number;
  team1: string;
  team2: string;
}

const headline = (missing: number, deadline: Date, leadHours: number) =>
  `Mai ai ${matchesCount(missing)} de prezis până ${leadHours >= 24 ? '' : 'la '}${whenText(deadline, leadHours)}`;

const list = (matches: ReminderMatch[]) => matches.map((m) => `${m.team1} – ${m.team2}`);

/** The push: one per player and deadline; the tag makes a later wave replace the earlier notification. */
export function reminderPush(matches: ReminderMatch[], deadline: Date, leadHours: number): PushPayload {
  const names = list(matches);
  const shown =
    names.slice(0, 4).join(', ') + (names.length > 4 ? `, și încă ${count(names.length - 4, nouns.matches)}` : '');
  return {
    title: headline(matches.length, deadline, leadHours).slice(0, 120),
    body: `${shown}. Predicțiile se închid cu două ore înainte de fiecare meci.`.slice(0, 400),
    url: paths.matches,
    tag: `deadline-${deadline.toISOString()}`,
  };
}

/** The e-mail: the same list, a link to the matches and one to stop these e-mails. */
export function reminderMail(
  matches: ReminderMatch[],
  deadline: Date,
  leadHours: number,
  links: { site: string; siteName: string; unsubscribe: string; username: string },
) {
  const subject = headline(matches.length, deadline, leadHours);
  const text = [
    `Salut, ${links.username}!`,
    '',
    `${subject}:`,
    ...list(matches).map((m) => `  • ${m}`),
    '',
    `Prezice acum: ${links.site}${paths.matches}`,
    '',
    `Primești acest e-mail pentru că ai cerut mementouri pe ${links.siteName}.`,
    `Nu mai vrei mementouri pe e-mail? Dezabonează-te: ${links.unsubscribe}`,
  ].join('\n');
  return { subject, text };
}
