// Where the league's share buttons lead: WhatsApp's link with the invite text, and Messenger's (the app on phones;
// on computers Facebook's Send dialog when the site has a Facebook app id, else Facebook's share page).

const enc = encodeURIComponent;

/** wa.me opens WhatsApp (the app, or WhatsApp Web) with the message ready to send. */
export const whatsAppUrl = (text: string, link: string) => `https://wa.me/?text=${enc(`${text} ${link}`)}`;

export interface MessengerTarget {
  link: string;
  /** A phone or tablet (a coarse pointer): the Messenger app takes the link. */
  touch: boolean;
  /** FACEBOOK_APP_ID, or '' when the site has none. */
  appId: string;
  /** Where Facebook's Send dialog returns once the message is sent. */
  returnUrl: string;
}

/** The Messenger button's address, and whether it opens the app (a scheme, not a web page). */
export function messengerUrl({ link, touch, appId, returnUrl }: MessengerTarget): { href: string; app: boolean } {
  if (touch) {
    return { href: `fb-messenger://share?link=${enc(link)}${appId ? `&app_id=${enc(appId)}` : ''}`, app: true };
  }
  if (appId) {
    return {
      href: `https://www.facebook.com/dialog/send?app_id=${enc(appId)}&link=${enc(link)}&redirect_uri=${enc(returnUrl)}`,
      app: false,
    };
  }
  return { href: `https://www.facebook.com/sharer/sharer.php?u=${enc(link)}`, app: false };
}
