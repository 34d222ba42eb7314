import { z } from 'zod';

// Write bodies of content types: {data: {...}} with only the keys the endpoint lists.

/** A relation reference: a documentId, or a numeric id. */
export type RelationRef = { documentId: string } | { id: number };

/** What a relation write asks for: replace the whole list, or connect and disconnect items. */
export type RelationWrite = { set: RelationRef[] } | { connect: RelationRef[]; disconnect: RelationRef[] };

const refItem = z.union([
  z
    .string()
    .regex(/^[a-z0-9]{24}$/, 'Invalid documentId')
    .transform((documentId) => ({ documentId })),
  z
    .union([z.number().int().positive(), z.string().regex(/^\d{1,9}$/)])
    .transform((id) => ({ id: Number(id) }) as RelationRef),
  z
    .object({
      documentId: z.string().regex(/^[a-z0-9]{24}$/),
      position: z.unknown().optional(),
      locale: z.unknown().optional(),
    })
    .strict()
    .transform(({ documentId }) => ({ documentId })),
  z
    .object({ id: z.number().int().positive(), position: z.unknown().optional() })
    .strict()
    .transform(({ id }) => ({ id })),
]);

/**
 * Strapi's relation write forms: "docId", 5, {documentId}, {id}, [..] (set), {set: [..]},
 * {connect: [..], disconnect: [..]}, and null or [] to clear. Answers the normalised write.
 */
export const relationWrite = z
  .union([
    z.null().transform(() => ({ set: [] as RelationRef[] })),
    refItem.transform((ref) => ({ set: [ref] })),
    z
      .array(refItem)
      .max(100)
      .transform((set) => ({ set })),
    z
      .object({ set: z.array(refItem).max(100) })
      .strict()
      .transform(({ set }) => ({ set })),
    z
      .object({ connect: z.array(refItem).max(100).optional(), disconnect: z.array(refItem).max(100).optional() })
      .strict()
      .transform(({ connect = [], disconnect = [] }) => ({ connect, disconnect })),
  ])
  .transform((w) => w as RelationWrite);

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
