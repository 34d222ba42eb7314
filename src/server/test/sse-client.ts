/** One event of a stream: its id and name, and the data parsed as JSON; comments are counted apart. */
interface SseEvent {
  id: string | null;
  event: string;
  data: any;
}

export interface SseClient {
  status: number;
  headers: Headers;
  events: SseEvent[];
  /** Comment lines received (heartbeats). */
  comments: number;
  /** The retry hint, when one came. */
  retry: number | null;
  /** Resolves with the first event (among those received and to come) that matches. */
  next(match: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves once the condition holds on what was received (checked on each chunk). */
  until(condition: () => boolean, timeoutMs?: number): Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * A real Server-Sent Events client over fetch (what a browser's EventSource reads), for the tests: it parses the
 * frames as they come and lets a test wait on a condition instead of a delay.
 */
export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const waiters = new Set<() => void>();
  const client: SseClient = {
    status: res.status,
    headers: res.headers,
    events: [],
    comments: 0,
    retry: null,
    next: (match, timeoutMs = 5_000) =>
      client.until(() => client.events.some(match), timeoutMs).then(() => client.events.find(match)!),
    until: (condition, timeoutMs = 5_000) =>
      new Promise<void>((resolve, reject) => {
        if (condition()) return resolve();
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`SSE condition not met in ${timeoutMs} ms; events: ${JSON.stringify(client.events)}`));
        }, timeoutMs);
        const check = () => {
          if (!condition()) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
      }),
    ended: Promise.resolve(),
    close: () => abort.abort(),
  };
  const wake = () => {
    for (const w of [...waiters]) w();
  };
  const parse = (block: string) => {
    let id: string | null = null;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) client.comments += 1;
      else if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
      else if (line.startsWith('retry: ')) client.retry = Number(line.slice(7));
    }
    if (data.length) client.events.push({ id, event, data: JSON.parse(data.join('\n')) });
  };
  client.ended = (async () => {
    if (!res.body) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // Aborted by the test.
    }
  })();
  return client;
}
