import { pickMessages, scoreText } from '../../../domain/pick-messages.ts';
import { HttpError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { CARD_HEIGHT, CARD_WIDTH } from '../leagues/league-card.service.ts';
import { sharedPick } from './picks.service.ts';

/** The Open Graph tags of a shared pick's page (seo.service's PagePreview); nothing while the pick is hidden. */
export async function pickPreview(services: Services, username: string, matchId: string) {
  let found: Awaited<ReturnType<typeof sharedPick>>;
  try {
    found = await sharedPick(services, username, matchId);
  } catch (e) {
    if (e instanceof HttpError && e.status === 404) return undefined;
    throw e;
  }
  const { pick } = found;
  const summary = `${pick.match.team1.name} – ${pick.match.team2.name}`;
  return {
    title: `${pickMessages.title(pick.username, summary)} | ${services.config.siteName}`,
    description: pickMessages.description(pick.username, summary, pick.score ? scoreText(pick.score) : null),
    image: `/api/picks/${encodeURIComponent(pick.username)}/${encodeURIComponent(matchId)}/card.png`,
    imageSize: { width: CARD_WIDTH, height: CARD_HEIGHT },
    imageAlt: pickMessages.cardAlt(pick.username, summary),
    type: 'article' as const,
  };
}
