import { HttpError } from '../../http/errors.ts';
import type { Services } from '../../services.ts';
import { readObject } from './storage.adapter.ts';
import { replaceStoredForm, svgFiles } from './uploads.queries.ts';
import { kb, writeUpload } from './uploads-encode.service.ts';

// Files an older version stored as SVG (the demo's emblems were, and an old DATA_DIR/uploads may hold some) are
// drawn as PNG once, by the same strict path as an upload: the row keeps its id, so every emblem, avatar or post
// that uses it shows the PNG; the SVG object goes. Until then the SVG is not served (uploads-serve.service.ts).

const CONVERT_JOB = 'uploads-svg-to-png';

export interface SvgConversion {
  converted: number;
  /** Refused by the checks (the reason logged), or with no bytes in the store: left as they are, never served. */
  refused: number;
}

export async function convertStoredSvgs(
  services: Pick<Services, 'db' | 'storage'>,
  log?: (fields: object, msg: string) => void,
): Promise<SvgConversion> {
  const report: SvgConversion = { converted: 0, refused: 0 };
  for (const file of await svgFiles(services.db)) {
    const bytes = await readObject(services.storage, file.hash + file.ext);
    if (!bytes) {
      report.refused++;
      log?.({ file: file.id }, 'stored SVG has no bytes in the store: left unserved');
      continue;
    }
    let png: Awaited<ReturnType<typeof writeUpload>>;
    try {
      png = await writeUpload(services.storage, bytes, file.name, { imagesOnly: true });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      report.refused++;
      log?.({ file: file.id, reason: error.message }, 'stored SVG refused by the checks: left unserved');
      continue;
    }
    await replaceStoredForm(services.db, file.id, {
      name: png.name,
      hash: png.hash,
      ext: png.ext,
      mime: png.mime,
      width: png.width,
      height: png.height,
      formats: png.formats,
      size: kb(png.bytes),
      sizeInBytes: png.bytes,
      url: png.url,
    });
    await services.storage.delete([
      file.hash + file.ext,
      ...Object.values(file.formats ?? {}).map((f) => f.hash + f.ext),
    ]);
    report.converted++;
  }
  return report;
}

/** One conversion across instances, queued by every start (it finds nothing to do once done). */
export function defineSvgConversionJob(services: Services) {
  services.jobs.define(CONVERT_JOB, {
    timeoutMs: 10 * 60_000,
    handler: async () => {
      const report = await convertStoredSvgs(services);
      if (report.converted) {
        // Emblems are in every match list, avatars in the leaderboard and the feed.
        await services.changes.announce('fixtures', 'players', 'feed');
      }
    },
  });
}

export const queueSvgConversion = (services: Services) =>
  services.jobs.enqueue({ kind: CONVERT_JOB, dedupeKey: CONVERT_JOB });
