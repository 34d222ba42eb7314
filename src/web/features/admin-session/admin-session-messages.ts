// The back office's texts for an administrator's session: the password asked again before a grave action, and the
// notice on the login page once a session has ended.

export const adminSessionTexts = {
  reauthTitle: 'Confirmă parola',
  reauthContinues: 'După confirmare, acțiunea continuă.',
  passwordLabel: 'Parola ta',
  confirm: 'Confirmă',
  cancel: 'Renunță',
  reauthFailed: 'Eroare la confirmarea parolei',
} as const;
