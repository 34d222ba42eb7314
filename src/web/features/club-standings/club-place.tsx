import { Link } from 'react-router';
import { paths } from '../../../domain/paths.ts';
import { clubLinksMessages as t } from './club-links-messages.ts';
import { useClubStandings } from './club-standings.api.ts';

/**
 * A profile's line about the player's club in the season's club standings: its place ('FCSB: locul 3 din 12 în
 * clasamentul cluburilor'), or why it is not ranked yet, with the way to /clubs. Nothing without a favourite team,
 * and nothing while the standings load or when they fail (the profile does not depend on them).
 */
export function ClubPlace({ team }: { team: { documentId: string; name: string } | null }) {
  const { data } = useClubStandings('points');
  if (!team || !data) return null;
  const club = data.data.find((c) => c.team.documentId === team.documentId);
  if (!club) return null;
  // An inline link in the sentence, so its lines keep the text's spacing; its padding (which moves no line) widens
  // what a finger can hit.
  const linkLook =
    'rounded py-2 font-semibold text-emerald-900 underline underline-offset-2 [box-decoration-break:clone] hover:text-emerald-950';
  const sentence = 'mt-1 text-sm leading-6 text-slate-700';
  if (club.rank !== null) {
    return (
      <p data-testid="club-place" className={sentence}>
        <Link to={paths.clubs} className={linkLook}>
          {t.place(team.name, club.rank, data.meta.rankedClubs)}
        </Link>
      </p>
    );
  }
  return (
    <p data-testid="club-place" className={sentence}>
      {t.notRanked(team.name, club.activeFans, data.meta.minActiveFans)}{' '}
      <Link to={paths.clubs} className={`${linkLook} whitespace-nowrap`}>
        {t.seeClubs}
      </Link>
    </p>
  );
}
