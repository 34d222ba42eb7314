import { expect, test } from 'vitest';
import { readEventStream, type StreamEvent } from './event-stream.ts';

/** A body that arrives in the given chunks, as a network would cut it. */
function body(chunks: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function events(chunks: string[]) {
  const seen: StreamEvent[] = [];
  await readEventStream(body(chunks), (e) => seen.push(e));
  return seen;
}

test('named events with their data, comments (heartbeats) ignored', async () => {
  expect(await events(['retry: 5000\n\n: heartbeat\n\nevent: live\ndata: {"a":1}\n\n'])).toEqual([
    { type: 'message', data: '', retry: 5000 },
    { type: 'live', data: '{"a":1}' },
  ]);
});

test('events cut anywhere by the network, CRLF and CR line ends, a CRLF split across chunks', async () => {
  const text = 'event: live\r\ndata: {"x":\r\ndata: 2}\r\n\r\nevent: live\rdata: 3\r\r';
  const whole = await events([text]);
  expect(whole).toEqual([
    { type: 'live', data: '{"x":\n2}' },
    { type: 'live', data: '3' },
  ]);
  for (let cut = 1; cut < text.length; cut++) {
    expect(await events([text.slice(0, cut), text.slice(cut)])).toEqual(whole);
  }
});

test('a field without a value, one space only stripped, no dispatch without data, an unfinished event dropped', async () => {
  expect(await events(['data\n\ndata:  two spaces\n\nevent: live\n\nevent: live\ndata: half'])).toEqual([
    { type: 'message', data: '' },
    { type: 'message', data: ' two spaces' },
  ]);
});

test('a letter whose bytes arrive in two chunks (ș is two bytes in UTF-8)', async () => {
  const bytes = new TextEncoder().encode('event: live\ndata: Oțelul ș\n\n');
  const at = bytes.indexOf(0xc8);
  const seen: StreamEvent[] = [];
  const split = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.slice(0, at + 1));
      controller.enqueue(bytes.slice(at + 1));
      controller.close();
    },
  });
  await readEventStream(split, (e) => seen.push(e));
  expect(seen).toEqual([{ type: 'live', data: 'Oțelul ș' }]);
});
