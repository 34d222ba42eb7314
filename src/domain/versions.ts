// A document's version, as the back office reads it and sends it back: its updatedAt, which every write that
// changes what a back-office form shows moves forward. The server sends it as a strong ETag on a single document's
// answer; a write that carries it as If-Match goes through only while the stored document is still that version.

/** The ETag (and If-Match) of a document whose updatedAt is this ISO instant: the instant, quoted. */
export const versionTag = (updatedAt: string) => `"${updatedAt}"`;

/**
 * The instants (ms) an If-Match header names: each strong tag that quotes an ISO instant; `*` (any version) is
 * null. Weak tags and anything unreadable name nothing, so a header of only those can match no version.
 */
export function versionsOfTag(header: string): number[] | null {
  if (header.trim() === '*') return null;
  const out: number[] = [];
  for (const part of header.split(',')) {
    const m = /^"([^"]+)"$/.exec(part.trim());
    if (!m) continue;
    const ms = Date.parse(m[1]);
    if (!Number.isNaN(ms)) out.push(ms);
  }
  return out;
}

export const versionMessages = {
  stale: 'Datele au fost modificate între timp de altcineva. Reîncarcă pentru a vedea versiunea nouă.',
} as const;
