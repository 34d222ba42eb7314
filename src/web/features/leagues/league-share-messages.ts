// Texts of "Invită prieteni"'s sharing buttons (loaded with them, after the league page).

export const leagueShareMessages = {
  shareText: (name: string, site: string) =>
    `Intră în liga mea „${name}” pe ${site} și hai să vedem cine prezice mai bine:`,
  inviteHint: 'Trimite-le linkul: intră în ligă din contul lor sau după ce își fac unul.',
  shareWhatsApp: 'WhatsApp',
  shareWhatsAppName: 'Trimite invitația pe WhatsApp',
  shareMessenger: 'Messenger',
  shareMessengerName: 'Trimite invitația pe Messenger',
  shareMore: 'Distribuie',
  shareMoreName: 'Distribuie invitația prin alte aplicații',
  newTab: '(se deschide într-o filă nouă)',
} as const;
