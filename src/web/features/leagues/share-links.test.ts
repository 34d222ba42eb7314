import { describe, expect, test } from 'vitest';
import { messengerUrl, whatsAppUrl } from '../../components/share-links.ts';
import { leagueShareMessages as share } from './league-share-messages.ts';

const link = 'https://prezice.ro/leagues/join/ABCDEFGHJK';

describe('the share buttons’ addresses', () => {
  test('WhatsApp gets the invite text and the link, encoded', () => {
    const text = share.shareText('Liga „Oțelul” & co', 'Prezice');
    const url = new URL(whatsAppUrl(text, link));
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe(
      `Intră în liga mea „Liga „Oțelul” & co” pe Prezice și hai să vedem cine prezice mai bine: ${link}`,
    );
    expect(whatsAppUrl('a&b', link)).toContain('text=a%26b%20https%3A%2F%2F');
  });

  test.each([
    ['a phone', true, '', `fb-messenger://share?link=${encodeURIComponent(link)}`, true],
    ['a phone, with an app id', true, '123', `fb-messenger://share?link=${encodeURIComponent(link)}&app_id=123`, true],
    [
      'a computer, with an app id',
      false,
      '123',
      `https://www.facebook.com/dialog/send?app_id=123&link=${encodeURIComponent(link)}&redirect_uri=${encodeURIComponent('https://prezice.ro/leagues/x')}`,
      false,
    ],
    [
      'a computer, without an app id',
      false,
      '',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
      false,
    ],
  ])('Messenger on %s', (_, touch, appId, href, app) => {
    expect(messengerUrl({ link, touch, appId, returnUrl: 'https://prezice.ro/leagues/x' })).toEqual({ href, app });
  });
});
