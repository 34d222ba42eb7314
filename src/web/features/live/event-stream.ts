/** One Server-Sent Event: its type ('message' unless named), its data lines joined, and a retry hint if sent. */
export interface StreamEvent {
  type: string;
  data: string;
  retry?: number;
}

/**
 * Reads a text/event-stream body to its end, calling `onEvent` for each event (the format's rules: fields split at
 * the first colon and one optional space, comments and unknown fields ignored, CRLF, LF or CR line ends, an event
 * dispatched at a blank line and only when it has data).
 */
export async function readEventStream(body: ReadableStream<Uint8Array>, onEvent: (event: StreamEvent) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let type = '';
  let data: string[] = [];
  let retry: number | undefined;
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0 || retry !== undefined)
        onEvent({ type: type || 'message', data: data.join('\n'), ...(retry !== undefined ? { retry } : {}) });
      type = '';
      data = [];
      retry = undefined;
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) {
      // A CR held back at the end ends its line after all.
      if (buffer.endsWith('\r')) line(buffer.slice(0, -1));
      break;
    }
    buffer += decoder.decode(value, { stream: true });
    // A CR at the very end may be the first half of a CRLF: keep it for the next chunk.
    const lines = buffer.split(/\r\n|\r(?!$)|\n/);
    buffer = lines.pop() ?? '';
    for (const text of lines) line(text);
  }
}
