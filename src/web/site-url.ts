/** PUBLIC_URL as the server wrote it into the page's app config (web-client.ts), or '' when it did not. */
function publicUrl(): string {
  try {
    const value = JSON.parse(document.getElementById('app-config')?.textContent ?? '{}').publicUrl;
    return typeof value === 'string' && /^https?:\/\/[^/]/.test(value) ? value.replace(/\/+$/, '') : '';
  } catch {
    return '';
  }
}

/**
 * The address of a page of the site as shared links (invites, picks) carry it: on PUBLIC_URL, the origin of every
 * link the server writes, so an invite copied here reads like the one in a mail, whatever host the page was opened
 * on; the address bar's origin only when the page did not come from the server (the dev server).
 */
export function siteUrl(path: string): string {
  return `${publicUrl() || window.location.origin}${path}`;
}
