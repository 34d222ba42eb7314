// The texts of "Adaugă în calendar" (the matches page) and of its dialog.
export const calendarMessages = {
  open: 'Adaugă în calendar',
  loginToAdd: 'Intră în cont ca să adaugi meciurile în calendar',
  title: 'Meciurile în calendarul tău',
  intro:
    'Abonează-te la calendarul tău Prezice: meciurile etapei curente și ale celei următoare, cu termenul pentru predicții și o alarmă cu 3 ore înainte.',
  subscribe: 'Abonează-te (Apple, Outlook)',
  google: 'Adaugă în Google Calendar',
  newTab: '(se deschide într-o filă nouă)',
  linkLabel: 'Linkul calendarului tău',
  linkHint: 'Linkul este doar al tău: nu-l trimite altora.',
  copy: 'Copiază linkul',
  copied: 'Linkul a fost copiat.',
  copyFailed: 'Nu am putut copia: selectează linkul și copiază-l.',
  loading: 'Se pregătește linkul…',
  loadFailed: 'Nu am putut pregăti linkul. Încearcă din nou.',
  regenerate: 'Generează alt link',
  confirmTitle: 'Generezi alt link?',
  confirmText: 'Linkul de acum nu va mai funcționa: calendarele abonate la el nu vor mai primi meciurile.',
  confirm: 'Da, generează',
  cancel: 'Renunță',
  regenerated: 'Am generat un link nou. Cel vechi nu mai funcționează.',
} as const;
