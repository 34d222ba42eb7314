// Why the back office's session ended, kept in this tab until the admin login shows it (it survives the reload a
// route guard may do on the way there).

const KEY = 'adminSessionNotice';

export function setSessionNotice(text: string) {
  try {
    window.sessionStorage.setItem(KEY, text);
  } catch {
    // Storage unavailable: the login page simply shows no notice.
  }
}

/** The notice, once: reading it clears it. */
export function takeSessionNotice(): string | null {
  try {
    const text = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return text;
  } catch {
    return null;
  }
}
