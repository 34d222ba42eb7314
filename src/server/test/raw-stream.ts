import { request } from 'node:http';

// An event stream opened with node:http, for the tests that need what fetch cannot give: a chosen local address
// (127.0.0.2 is another client than 127.0.0.1), and any header (X-Forwarded-For through a trusted proxy). A refused
// stream's body is read whole; an accepted one stays open until close().

export interface RawStream {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The whole body of a refusal, parsed (null for an open stream). */
  json: any;
  /** What an open stream has sent so far. */
  text(): string;
  /** Resolves once the stream has ended (either side). */
  ended: Promise<void>;
  close(): void;
}

export function openRawStream(
  url: string,
  options: { headers?: Record<string, string>; localAddress?: string } = {},
): Promise<RawStream> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      headers: { accept: 'text/event-stream', ...options.headers },
      localAddress: options.localAddress,
      agent: false,
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('error', () => {});
      const ended = new Promise<void>((done) => res.once('close', () => done()));
      const stream: RawStream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        json: null,
        text: () => text,
        ended,
        close: () => req.destroy(),
      };
      if (stream.status === 200) {
        // The first frame (the snapshot) is there: the stream holds its slot.
        const ready = () => {
          if (!text.includes('\n\n')) return;
          res.off('data', ready);
          resolve(stream);
        };
        res.on('data', ready);
        return;
      }
      res.once('end', () => {
        stream.json = text ? JSON.parse(text) : null;
        resolve(stream);
      });
    });
    req.end();
  });
}
