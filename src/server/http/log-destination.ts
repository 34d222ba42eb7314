import type { Writable } from 'node:stream';

/** Log bytes allowed to wait for a slow reader before lines are dropped: at 4,000 requests a second (about 1 MB of lines a second) a reader may stall for 8 s and lose nothing. */
const MAX_PENDING_BYTES = 8 * 1024 * 1024;

export interface LogDestination {
  write(line: string): boolean;
  /** Lines dropped because the reader was gone or too slow. */
  readonly dropped: number;
}

/**
 * Where pino writes: stdout, without ever blocking the process. pino's default (sonic-boom, synchronous) retries
 * a full pipe for ever, so a reader that stops reading (or a pipe nobody drains) froze the server, even after
 * SIGTERM. Here a pipe is written asynchronously by libuv; past 8 MiB waiting, lines are dropped and counted; a
 * reader gone (EPIPE) ends the writing. Files and terminals are written as Node writes them (synchronously).
 */
export function nonBlockingLog(stream: Writable = process.stdout): LogDestination {
  let broken = false;
  let dropped = 0;
  stream.on('error', () => {
    broken = true;
  });
  return {
    write(line: string) {
      if (broken || stream.destroyed || stream.writableLength > MAX_PENDING_BYTES) {
        dropped++;
        return true;
      }
      stream.write(line);
      return true;
    },
    get dropped() {
      return dropped;
    },
  };
}
