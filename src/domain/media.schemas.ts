import { z } from 'zod';

/** A media object embedded in entries (emblem, avatar, post image). */
export const mediaSchema = z.object({
  id: z.number().int(),
  documentId: z.string(),
  name: z.string(),
  url: z.string(),
  mime: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  formats: z
    .record(z.string(), z.object({ url: z.string(), width: z.number(), height: z.number() }).loose())
    .nullable(),
});
export type Media = z.infer<typeof mediaSchema>;

/** Strapi's page-style pagination metadata. */
export const paginationSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: z.object({ pagination: paginationSchema }) });
export const oneOf = <T extends z.ZodType>(item: T) => z.object({ data: item, meta: z.object({}).loose() });

/** A list answer (`listOf`'s shape) of items of type T. */
export type ListOf<T> = { data: T[]; meta: { pagination: Pagination } };
/** A one-document answer (`oneOf`'s shape); some answers carry no meta. */
export type OneOf<T> = { data: T; meta?: Record<string, unknown> };
