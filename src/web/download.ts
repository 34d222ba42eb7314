import { ApiError } from './api.ts';

/**
 * Fetches a file with a bearer token (the links are the owner's or an admin's only, so a plain <a href> would not do)
 * and hands it to the browser as a download under the server's file name. A refusal becomes an ApiError with
 * `message` when given, else the server's own message.
 */
export async function downloadWithToken(
  url: string,
  token: string | null,
  options: { fallbackName: string; message?: string },
): Promise<void> {
  const res = await fetch(url, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as {
      error?: { message?: string; name?: string; details?: Record<string, unknown> };
    } | null;
    const message = options.message ?? body?.error?.message ?? res.statusText;
    throw new ApiError(res.status, body?.error?.name ?? 'ApplicationError', message, body?.error?.details ?? {});
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? options.fallbackName;
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the blob by the time the click's download starts; a minute is ample for a slow disk.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
