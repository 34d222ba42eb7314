// Texts of the login page's and the profile's account links and actions that the specification leaves to us: small,
// since those pages load them with their first screen.
export const accountTexts = {
  forgotLink: 'Ai uitat parola?',
  changeLink: 'Schimbă parola',
  logoutAll: 'Ieși de pe toate dispozitivele',
  logoutAllQuestion: 'Ieși din cont pe toate dispozitivele, inclusiv pe acesta?',
  logoutAllConfirm: 'Da, ieși de pe toate',
  logoutAllCancel: 'Renunță',
  logoutAllFailed: 'Nu am putut închide sesiunile. Încearcă din nou.',
} as const;
