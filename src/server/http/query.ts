import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import qs from 'qs';
import { DEFAULT_PAGE_SIZE, MAX_POPULATE_DEPTH } from '../../domain/limits.ts';
import { HttpError, invalidQueryKey, validationError } from './errors.ts';
import { asList, type FilterTree, isObject, PRIVATE_NAMES, parseBool, parseFilters } from './query-filters.ts';

/** Strapi's query-string options. */
export const parseQueryString = (raw: string) =>
  qs.parse(raw, { strictNullHandling: true, arrayLimit: 100, depth: 20 }) as Record<string, unknown>;

/** The relations an endpoint can populate, each with what it can populate in turn. */
interface PopulateTree {
  [relation: string]: PopulateTree;
}

export interface ListSpec {
  filters?: FilterTree;
  /** Sortable paths ('date', 'round.name') and their columns. */
  sorts?: Record<string, SQLWrapper>;
  /** Scalar fields a caller may name in `fields`. */
  fields?: string[];
  populate?: PopulateTree;
  defaultSort?: SQL[];
  defaultPageSize?: number;
  maxPageSize: number;
  /** Top-level page, pageSize and sortBy (leaderboard, feed, daily slips). */
  topLevelPaging?: boolean;
  /** Other top-level keys the route reads itself. */
  extraKeys?: string[];
}

export interface ParsedList {
  where?: SQL;
  orderBy: SQL[];
  /** Paths of the sorts asked for, in order. */
  sortPaths: { path: string; desc: boolean }[];
  page: number;
  pageSize: number;
  offset: number;
  limit: number;
  /** Offset-style paging was asked for (start/limit): meta answers {start, limit, total}. */
  offsetStyle: boolean;
  withCount: boolean;
  extra: Record<string, unknown>;
}

const ROOT_KEYS = new Set(['filters', 'sort', 'fields', 'populate', 'pagination', 'status', 'locale']);
// ---------- sort ----------

function sortEntries(value: unknown, prefix = ''): { path: string; dir: string }[] {
  if (typeof value === 'string') {
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => {
        const [path, dir = 'asc', ...rest] = s.split(':');
        if (rest.length) throw invalidQueryKey(s, 'sort');
        return { path: prefix ? `${prefix}.${path}` : path, dir };
      });
  }
  const list = asList(value);
  if (list) return list.flatMap((v) => sortEntries(v, prefix));
  if (isObject(value)) {
    return Object.entries(value).flatMap(([k, v]) => {
      const path = prefix ? `${prefix}.${k}` : k;
      if (typeof v === 'string' && /^(asc|desc)$/i.test(v)) return [{ path, dir: v }];
      return sortEntries(v, path);
    });
  }
  throw invalidQueryKey(prefix || 'sort', 'sort');
}

export function parseSort(value: unknown, sorts: Record<string, SQLWrapper> = {}) {
  if (value === undefined || value === null || value === '') return [];
  return sortEntries(value).map(({ path, dir }) => {
    const d = dir.toLowerCase();
    if ((d !== 'asc' && d !== 'desc') || !Object.hasOwn(sorts, path) || PRIVATE_NAMES.has(path.split('.').pop()!)) {
      throw invalidQueryKey(path, 'sort');
    }
    return { path, desc: d === 'desc', sql: d === 'desc' ? sql`${sorts[path]} desc` : sql`${sorts[path]} asc` };
  });
}

// ---------- populate and fields ----------

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Personal fields an endpoint may list for its own rows (admins see e-mails), never for a populated relation. */
const PERSONAL_NAMES = new Set(['email']);

function checkFieldNames(value: unknown, allowed: string[] | undefined, path: string) {
  const names =
    typeof value === 'string'
      ? value.split(',').map((s) => s.trim())
      : (asList(value) ?? (isObject(value) ? Object.values(value) : [value]));
  for (const name of names) {
    if (typeof name !== 'string' || !NAME.test(name) || PRIVATE_NAMES.has(name)) {
      throw invalidQueryKey(String(name), 'fields', path);
    }
    if (!allowed && PERSONAL_NAMES.has(name)) throw invalidQueryKey(name, 'fields', path);
    if (allowed && !['id', 'documentId', ...allowed].includes(name)) throw invalidQueryKey(name, 'fields', path);
  }
}

function checkPopulatePath(path: string, tree: PopulateTree) {
  const parts = path.split('.');
  if (parts.length > MAX_POPULATE_DEPTH) throw invalidQueryKey(path, 'populate');
  let node: PopulateTree | undefined = tree;
  for (const part of parts) {
    if (part === '*' && node) return;
    if (!node || !Object.hasOwn(node, part)) throw invalidQueryKey(part, 'populate', path);
    node = node[part];
  }
}

function checkPopulate(value: unknown, tree: PopulateTree, depth: number, prefix: string) {
  if (depth > MAX_POPULATE_DEPTH) throw invalidQueryKey(prefix, 'populate');
  if (value === undefined || value === null || value === '' || value === true || value === 'true') return;
  if (typeof value === 'string') {
    for (const path of value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      if (path === '*') continue;
      if (depth + path.split('.').length - 1 > MAX_POPULATE_DEPTH) throw invalidQueryKey(path, 'populate');
      checkPopulatePath(path, tree);
    }
    return;
  }
  const list = asList(value);
  if (list) {
    for (const item of list) checkPopulate(item, tree, depth, prefix);
    return;
  }
  if (!isObject(value)) throw invalidQueryKey(prefix || 'populate', 'populate');
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (key === '*') {
      // populate[*]=true is every first-level relation; anything nested under '*' would recurse without a whitelist.
      if (inner === true || inner === 'true' || inner === '*') continue;
      throw invalidQueryKey(key, 'populate', path);
    }
    if (!Object.hasOwn(tree, key)) throw invalidQueryKey(key, 'populate', path);
    if (inner === true || inner === 'true' || inner === 'false' || inner === false || inner === '*') continue;
    if (!isObject(inner)) throw invalidQueryKey(key, 'populate', path);
    for (const [k, v] of Object.entries(inner)) {
      if (k === 'populate') checkPopulate(v, tree[key], depth + 1, path);
      else if (k === 'fields') checkFieldNames(v, undefined, `${path}.fields`);
      else if (k === 'count') parseBool(v, `${path}.count`);
      else throw invalidQueryKey(k, 'populate', `${path}.${k}`);
    }
  }
}

// ---------- pagination ----------

const notAnInteger = (name: string) =>
  new HttpError(400, 'PaginationError', `Invalid '${name}' parameter. Expected an integer`, {
    key: name,
    source: 'query',
  });

/** page and start: at most 9 digits, so that the offset stays a plain number. */
function positiveInt(value: unknown, name: string): number {
  const s = String(value);
  if (!/^-?\d{1,9}$/.test(s)) throw notAnInteger(name);
  return Number(s);
}

/** pageSize and limit: any integer, however long, since the caller clamps it (a huge one is the maximum). */
function sizeInt(value: unknown, name: string): number {
  const s = String(value);
  if (!/^-?\d+$/.test(s)) throw notAnInteger(name);
  return Number(s);
}

function parsePagination(query: Record<string, unknown>, spec: ListSpec) {
  const p = query.pagination;
  if (p !== undefined && !isObject(p)) throw invalidQueryKey('pagination', 'pagination');
  const pagination = (p ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(pagination)) {
    if (!['page', 'pageSize', 'start', 'limit', 'withCount'].includes(key))
      throw invalidQueryKey(key, 'pagination', `pagination.${key}`);
  }
  const get = (key: 'page' | 'pageSize') => pagination[key] ?? (spec.topLevelPaging ? query[key] : undefined);
  const pageRaw = get('page');
  const pageSizeRaw = get('pageSize');
  const usesPage = pageRaw !== undefined || pageSizeRaw !== undefined;
  const usesOffset = pagination.start !== undefined || pagination.limit !== undefined;
  if (usesPage && usesOffset) {
    throw new HttpError(400, 'PaginationError', 'Cannot use both page & offset pagination in the same query');
  }
  let withCount = true;
  if (pagination.withCount !== undefined) {
    const s = String(pagination.withCount);
    if (['true', 't', '1'].includes(s)) withCount = true;
    else if (['false', 'f', '0'].includes(s)) withCount = false;
    else throw validationError('Invalid withCount parameter. Expected "t","1","true","false","0","f"');
  }
  const max = spec.maxPageSize;
  const clamp = (n: number) => Math.min(Math.max(n, 1), max);
  if (usesOffset) {
    const start = Math.max(0, pagination.start === undefined ? 0 : positiveInt(pagination.start, 'start'));
    const rawLimit =
      pagination.limit === undefined ? (spec.defaultPageSize ?? DEFAULT_PAGE_SIZE) : sizeInt(pagination.limit, 'limit');
    const limit = rawLimit === -1 ? max : clamp(rawLimit);
    return { page: Math.floor(start / limit) + 1, pageSize: limit, offset: start, limit, offsetStyle: true, withCount };
  }
  const page = pageRaw === undefined ? 1 : positiveInt(pageRaw, 'page');
  if (page < 1) throw new HttpError(400, 'PaginationError', "Invalid 'page' parameter. Expected an integer > 0");
  const pageSize = clamp(
    pageSizeRaw === undefined ? (spec.defaultPageSize ?? DEFAULT_PAGE_SIZE) : sizeInt(pageSizeRaw, 'pageSize'),
  );
  return { page, pageSize, offset: (page - 1) * pageSize, limit: pageSize, offsetStyle: false, withCount };
}

// ---------- the whole list query ----------

/** status is published or draft; locale is read as a plain string (an object would be an operator). */
function checkStatusAndLocale(query: Record<string, unknown>) {
  if (query.status !== undefined && !['published', 'draft'].includes(String(query.status))) {
    throw invalidQueryKey('status', 'status');
  }
  if (query.locale !== undefined && typeof query.locale !== 'string') throw invalidQueryKey('locale', 'locale');
}

export function parseListQuery(raw: unknown, spec: ListSpec): ParsedList {
  const query = (isObject(raw) ? raw : {}) as Record<string, unknown>;
  const extraKeys = new Set(spec.extraKeys ?? []);
  const extra: Record<string, unknown> = {};
  for (const key of Object.keys(query)) {
    if (ROOT_KEYS.has(key)) continue;
    if (spec.topLevelPaging && (key === 'page' || key === 'pageSize' || key === 'sortBy')) continue;
    if (extraKeys.has(key)) {
      extra[key] = query[key];
      continue;
    }
    throw invalidQueryKey(key, key);
  }
  checkStatusAndLocale(query);
  if (query.populate !== undefined) checkPopulate(query.populate, spec.populate ?? {}, 1, '');
  if (query.fields !== undefined) checkFieldNames(query.fields, spec.fields ?? [], 'fields');
  const where = parseFilters(query.filters, spec.filters);
  const sorts = parseSort(query.sort, spec.sorts);
  if (spec.topLevelPaging && query.sortBy !== undefined) extra.sortBy = query.sortBy;
  const paging = parsePagination(query, spec);
  return {
    where,
    orderBy: sorts.length ? sorts.map((s) => s.sql) : (spec.defaultSort ?? []),
    sortPaths: sorts.map(({ path, desc }) => ({ path, desc })),
    ...paging,
    extra,
  };
}

/**
 * Lists Strapi answers as a plain array (users, upload files): top-level start and limit page them as well as
 * pagination[...]; the spec must list 'start' and 'limit' in extraKeys. Never more than spec.maxPageSize rows.
 */
export function parsePlainListQuery(raw: unknown, spec: ListSpec): ParsedList {
  const q = parseListQuery(raw, spec);
  const start = Number(q.extra.start);
  const limit = Number(q.extra.limit);
  if (Number.isInteger(start) && start >= 0) q.offset = start;
  if (Number.isInteger(limit) && limit > 0) q.limit = Math.min(limit, spec.maxPageSize);
  return q;
}

/** For findOne routes: only populate, fields, status and locale are meaningful. */
export function parseOneQuery(raw: unknown, spec: Pick<ListSpec, 'populate' | 'fields'>): void {
  const query = (isObject(raw) ? raw : {}) as Record<string, unknown>;
  for (const key of Object.keys(query)) {
    if (!['populate', 'fields', 'status', 'locale'].includes(key)) throw invalidQueryKey(key, key);
  }
  checkStatusAndLocale(query);
  if (query.populate !== undefined) checkPopulate(query.populate, spec.populate ?? {}, 1, '');
  if (query.fields !== undefined) checkFieldNames(query.fields, spec.fields ?? [], 'fields');
}
