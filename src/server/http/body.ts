import { z } from 'zod';
import type { RelationRef, RelationWrite } from '../../domain/relation.schemas.ts';

// Write bodies of content types: {data: {...}} with only the keys the endpoint lists.

/** The one target of a to-one relation write ("only the last relation will be used"), or null to clear. */
export function toOneTarget(write: RelationWrite): RelationRef | null | undefined {
  if ('set' in write) return write.set.at(-1) ?? null;
  if (write.connect.length) return write.connect.at(-1);
  if (write.disconnect.length) return null;
  return undefined;
}

const MISSING_DATA = 'Missing "data" payload in the request body';

/**
 * {data: {...}}: a missing data object is Strapi's 'Missing "data" payload in the request body';
 * keys the schema does not list are 'Invalid key <key>', except those accepted and ignored.
 */
export function dataBody<T extends z.ZodRawShape>(shape: T, ignored: readonly string[] = []) {
  const inner = z
    .record(z.string(), z.unknown(), { error: () => MISSING_DATA })
    .superRefine((value, ctx) => {
      for (const key of Object.keys(value)) {
        // Own keys only: `in` would also find constructor, toString, __proto__ on Object.prototype.
        if (!Object.hasOwn(shape, key) && !ignored.includes(key)) {
          ctx.addIssue({ code: 'custom', message: `Invalid key ${key}`, path: [key] });
        }
      }
    })
    .transform((value) => {
      const kept: Record<string, unknown> = {};
      for (const key of Object.keys(value)) if (Object.hasOwn(shape, key)) kept[key] = value[key];
      return kept;
    })
    .pipe(z.object(shape));
  return z.object({ data: inner }, { error: (issue) => (issue.code === 'invalid_type' ? MISSING_DATA : undefined) });
}
