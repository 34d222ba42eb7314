import { importFailures } from '../../../domain/results-import.schemas.ts';
import { ProviderError } from './results-provider.adapter.ts';

// A provider's answer is untrusted: it is read as a stream and cut past a cap (RESULTS_MAX_BYTES), refused before
// any byte is read when its Content-Length already says more, and its JSON is measured (depth, number of values)
// before JSON.parse builds it, so that no answer can take the instance's heap (128 MB under npm start).

/** Deeper than this is no list of fixtures: 5 MB of '[' would build millions of arrays in JSON.parse. */
const MAX_JSON_DEPTH = 64;
/** Values (containers and commas) in one answer: a season's fixtures have some tens of thousands. */
const MAX_JSON_VALUES = 500_000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Throws the bad answer when the JSON text nests deeper, or holds more values, than a provider's answer does. */
function checkJsonShape(bytes: Uint8Array): void {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (inString) {
      if (b === BACKSLASH) i++;
      else if (b === QUOTE) inString = false;
      continue;
    }
    if (b === QUOTE) inString = true;
    else if (b === 0x5b || b === 0x7b) {
      depth++;
      values++;
      if (depth > MAX_JSON_DEPTH) throw new ProviderError('bad-answer', importFailures.tooComplex);
    } else if (b === 0x5d || b === 0x7d) depth--;
    else if (b === 0x2c) values++;
    if (values > MAX_JSON_VALUES) throw new ProviderError('bad-answer', importFailures.tooComplex);
  }
}

/**
 * The body of `res`, at most `maxBytes` long: a larger Content-Length is refused before reading, a body that
 * passes the cap while it arrives is cut there (the connection closed). Either is a ProviderError('bad-answer').
 */
export async function readBounded(res: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = res.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) {
    await res.body?.cancel().catch(() => {});
    throw new ProviderError('bad-answer', importFailures.tooLarge(maxBytes));
  }
  if (!res.body) return new Uint8Array(0);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new ProviderError('bad-answer', importFailures.tooLarge(maxBytes));
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** The answer's JSON: measured first, then parsed; not JSON, or too deep or too many values, is a bad answer. */
export function parseAnswer(bytes: Uint8Array): unknown {
  checkJsonShape(bytes);
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new ProviderError('bad-answer', importFailures.notJson);
  }
}
