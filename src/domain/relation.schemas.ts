import { z } from 'zod';

// How a write names a related document, in Strapi v5's forms: the contract of every relation a body sets.

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
export const relationWriteSchema = z
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
