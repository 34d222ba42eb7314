import {
  and,
  between,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  ne,
  not,
  notIlike,
  notInArray,
  notLike,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import qs from 'qs';
import { DEFAULT_PAGE_SIZE, MAX_POPULATE_DEPTH } from '../../domain/limits.ts';
import { HttpError, invalidQueryKey, validationError } from './errors.ts';

/** Strapi's query-string options. */
export const parseQueryString = (raw: string) =>
  qs.parse(raw, { strictNullHandling: true, arrayLimit: 100, depth: 20 }) as Record<string, unknown>;

export type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'datetime' | 'date';

export interface FilterField {
  column: SQLWrapper;
  type: FieldType;
}

/** The filters an endpoint accepts: a field, or a relation holding more fields. */
export interface FilterTree {
  [key: string]: FilterField | FilterTree;
}

/** The relations an endpoint can populate, each with what it can populate in turn. */
export interface PopulateTree {
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
const PRIVATE_NAMES = new Set([
  'password',
  'passwordHash',
  'password_hash',
  'resetPasswordToken',
  'confirmationToken',
  'tokenVersion',
  'codeHash',
]);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isField = (node: FilterField | FilterTree): node is FilterField =>
  typeof (node as FilterField).type === 'string' && 'column' in node;

/** qs turns long arrays into objects with numeric keys; read either as a list. */
function asList(v: unknown): unknown[] | undefined {
  if (Array.isArray(v)) return v;
  if (isObject(v) && Object.keys(v).length > 0 && Object.keys(v).every((k) => /^\d+$/.test(k))) return Object.values(v);
  return undefined;
}

// ---------- values ----------

function castValue(value: unknown, type: FieldType, path: string): string | number | boolean {
  const bad = () =>
    validationError(`Invalid value for ${path}`, { key: path, path, source: 'query', param: 'filters' });
  if (value === null || value === undefined || isObject(value) || Array.isArray(value)) throw bad();
  const s = String(value);
  switch (type) {
    case 'string':
      if (s.length > 500) throw bad();
      return s;
    case 'integer': {
      if (!/^-?\d{1,15}$/.test(s)) throw bad();
      return Number(s);
    }
    case 'number': {
      const n = Number(s);
      if (s.trim() === '' || !Number.isFinite(n)) throw bad();
      return n;
    }
    case 'boolean': {
      if (['true', 't', '1'].includes(s)) return true;
      if (['false', 'f', '0'].includes(s)) return false;
      throw bad();
    }
    case 'datetime':
    case 'date': {
      const d = new Date(s);
      if (Number.isNaN(d.getTime())) throw bad();
      return type === 'date' ? d.toISOString().slice(0, 10) : d.toISOString();
    }
  }
}

function parseBool(value: unknown, path: string): boolean {
  return castValue(value, 'boolean', path) as boolean;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

type OperatorBuilder = (col: SQLWrapper, value: unknown, field: FilterField, path: string) => SQL;

const scalar = (fn: (col: SQLWrapper, v: string | number | boolean) => SQL): OperatorBuilder => {
  return (col, value, field, path) => {
    const list = asList(value);
    if (list) return or(...list.map((v) => fn(col, castValue(v, field.type, path))))!;
    return fn(col, castValue(value, field.type, path));
  };
};

const text = (fn: (col: SQLWrapper, v: string) => SQL): OperatorBuilder => scalar((col, v) => fn(col, String(v)));

const listOp = (fn: (col: SQLWrapper, values: (string | number | boolean)[]) => SQL): OperatorBuilder => {
  return (col, value, field, path) => {
    const list = asList(value) ?? [value];
    if (list.length === 0 || list.length > 100) throw validationError(`Invalid value for ${path}`);
    return fn(
      col,
      list.map((v) => castValue(v, field.type, path)),
    );
  };
};

const OPERATORS: Record<string, { types: FieldType[] | 'all'; build: OperatorBuilder }> = {
  $eq: {
    types: 'all',
    build: (col, value, field, path) =>
      value === null ? isNull(col) : scalar((c, v) => eq(c as never, v as never))(col, value, field, path),
  },
  $ne: {
    types: 'all',
    build: (col, value, field, path) =>
      value === null ? isNotNull(col) : scalar((c, v) => ne(c as never, v as never))(col, value, field, path),
  },
  $eqi: { types: ['string'], build: text((c, v) => sql`lower(${c}) = lower(${v})`) },
  $nei: { types: ['string'], build: text((c, v) => sql`lower(${c}) <> lower(${v})`) },
  $lt: {
    types: ['string', 'integer', 'number', 'datetime', 'date'],
    build: scalar((c, v) => lt(c as never, v as never)),
  },
  $lte: {
    types: ['string', 'integer', 'number', 'datetime', 'date'],
    build: scalar((c, v) => lte(c as never, v as never)),
  },
  $gt: {
    types: ['string', 'integer', 'number', 'datetime', 'date'],
    build: scalar((c, v) => gt(c as never, v as never)),
  },
  $gte: {
    types: ['string', 'integer', 'number', 'datetime', 'date'],
    build: scalar((c, v) => gte(c as never, v as never)),
  },
  $in: { types: 'all', build: listOp((c, vs) => inArray(c as never, vs as never[])) },
  $notIn: { types: 'all', build: listOp((c, vs) => notInArray(c as never, vs as never[])) },
  $contains: { types: ['string'], build: text((c, v) => like(c as never, `%${escapeLike(v)}%`)) },
  $notContains: { types: ['string'], build: text((c, v) => notLike(c as never, `%${escapeLike(v)}%`)) },
  $containsi: { types: ['string'], build: text((c, v) => ilike(c as never, `%${escapeLike(v)}%`)) },
  $notContainsi: { types: ['string'], build: text((c, v) => notIlike(c as never, `%${escapeLike(v)}%`)) },
  $startsWith: { types: ['string'], build: text((c, v) => like(c as never, `${escapeLike(v)}%`)) },
  $startsWithi: { types: ['string'], build: text((c, v) => ilike(c as never, `${escapeLike(v)}%`)) },
  $endsWith: { types: ['string'], build: text((c, v) => like(c as never, `%${escapeLike(v)}`)) },
  $endsWithi: { types: ['string'], build: text((c, v) => ilike(c as never, `%${escapeLike(v)}`)) },
  $null: { types: 'all', build: (c, v, _f, p) => (parseBool(v, p) ? isNull(c) : isNotNull(c)) },
  $notNull: { types: 'all', build: (c, v, _f, p) => (parseBool(v, p) ? isNotNull(c) : isNull(c)) },
  $between: {
    types: ['string', 'integer', 'number', 'datetime', 'date'],
    build: (c, value, field, path) => {
      const list = asList(value);
      if (list?.length !== 2) throw validationError(`Invalid value for ${path}`);
      return between(
        c as never,
        castValue(list[0], field.type, path) as never,
        castValue(list[1], field.type, path) as never,
      );
    },
  },
};

// ---------- filters ----------

function fieldCondition(field: FilterField, value: unknown, path: string, depth: number): SQL {
  if (depth > 10) throw invalidQueryKey(path, 'filters');
  if (!isObject(value)) {
    // filters[f]=v is $eq; filters[f][0]=a&filters[f][1]=b is $in.
    if (Array.isArray(value)) return OPERATORS.$in.build(field.column, value, field, path);
    return OPERATORS.$eq.build(field.column, value, field, path);
  }
  if (asList(value)) return OPERATORS.$in.build(field.column, value, field, path);
  const parts: SQL[] = [];
  for (const [op, operand] of Object.entries(value)) {
    if (op === '$not') {
      parts.push(not(fieldCondition(field, operand, path, depth + 1)));
      continue;
    }
    if (op === '$and' || op === '$or') {
      const list = asList(operand);
      if (!list) throw invalidQueryKey(op, 'filters', `${path}.${op}`);
      const inner = list.map((item) => fieldCondition(field, item, path, depth + 1));
      parts.push((op === '$and' ? and(...inner) : or(...inner))!);
      continue;
    }
    const operator = OPERATORS[op];
    if (!operator) throw invalidQueryKey(op, 'filters', `${path}.${op}`);
    if (operator.types !== 'all' && !operator.types.includes(field.type)) {
      throw validationError(`Invalid operator ${op} for ${path}`, {
        key: op,
        path: `${path}.${op}`,
        source: 'query',
        param: 'filters',
      });
    }
    parts.push(operator.build(field.column, operand, field, path));
  }
  if (parts.length === 0) throw invalidQueryKey(path, 'filters');
  return and(...parts)!;
}

function treeCondition(tree: FilterTree, value: unknown, prefix: string, depth: number): SQL {
  if (depth > 10) throw invalidQueryKey(prefix || 'filters', 'filters');
  if (!isObject(value)) {
    // Relation shorthand: filters[rel]=5 means rel.id = 5.
    const idField = tree.id;
    if (prefix && idField && isField(idField)) return fieldCondition(idField, value, `${prefix}.id`, depth + 1);
    throw invalidQueryKey(prefix || 'filters', 'filters');
  }
  const parts: SQL[] = [];
  for (const [key, operand] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (key === '$and' || key === '$or') {
      const list = asList(operand);
      if (!list) throw invalidQueryKey(key, 'filters', path);
      const inner = list.map((item) => treeCondition(tree, item, prefix, depth + 1));
      if (inner.length) parts.push((key === '$and' ? and(...inner) : or(...inner))!);
      continue;
    }
    if (key === '$not') {
      parts.push(not(treeCondition(tree, operand, prefix, depth + 1)));
      continue;
    }
    if (PRIVATE_NAMES.has(key) || !Object.hasOwn(tree, key)) throw invalidQueryKey(key, 'filters', path);
    const node = tree[key];
    parts.push(
      isField(node) ? fieldCondition(node, operand, path, depth + 1) : treeCondition(node, operand, path, depth + 1),
    );
  }
  if (parts.length === 0) return sql`true`;
  return and(...parts)!;
}

export function parseFilters(value: unknown, tree: FilterTree = {}): SQL | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (!isObject(value)) throw invalidQueryKey('filters', 'filters');
  return treeCondition(tree, value, '', 0);
}

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

function checkFieldNames(value: unknown, allowed: string[] | undefined, path: string) {
  const names =
    typeof value === 'string'
      ? value.split(',').map((s) => s.trim())
      : (asList(value) ?? (isObject(value) ? Object.values(value) : [value]));
  for (const name of names) {
    if (typeof name !== 'string' || !NAME.test(name) || PRIVATE_NAMES.has(name)) {
      throw invalidQueryKey(String(name), 'fields', path);
    }
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
    if (key === '*') continue;
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

function positiveInt(value: unknown, name: string): number {
  const s = String(value);
  if (!/^-?\d{1,9}$/.test(s)) {
    throw new HttpError(400, 'PaginationError', `Invalid '${name}' parameter. Expected an integer`, {
      key: name,
      source: 'query',
    });
  }
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
      pagination.limit === undefined
        ? (spec.defaultPageSize ?? DEFAULT_PAGE_SIZE)
        : positiveInt(pagination.limit, 'limit');
    const limit = rawLimit === -1 ? max : clamp(rawLimit);
    return { page: Math.floor(start / limit) + 1, pageSize: limit, offset: start, limit, offsetStyle: true, withCount };
  }
  const page = pageRaw === undefined ? 1 : positiveInt(pageRaw, 'page');
  if (page < 1) throw new HttpError(400, 'PaginationError', "Invalid 'page' parameter. Expected an integer > 0");
  const pageSize = clamp(
    pageSizeRaw === undefined ? (spec.defaultPageSize ?? DEFAULT_PAGE_SIZE) : positiveInt(pageSizeRaw, 'pageSize'),
  );
  return { page, pageSize, offset: (page - 1) * pageSize, limit: pageSize, offsetStyle: false, withCount };
}

// ---------- the whole list query ----------

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
  if (query.status !== undefined && !['published', 'draft'].includes(String(query.status))) {
    throw invalidQueryKey('status', 'status');
  }
  if (query.populate !== undefined) {
    if (query.populate === '*' || (Array.isArray(query.populate) && query.populate.includes('*'))) {
      // all first-level relations: fine
    }
    checkPopulate(query.populate, spec.populate ?? {}, 1, '');
  }
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

/** For findOne routes: only populate, fields, status and locale are meaningful. */
export function parseOneQuery(raw: unknown, spec: Pick<ListSpec, 'populate' | 'fields'>): void {
  const query = (isObject(raw) ? raw : {}) as Record<string, unknown>;
  for (const key of Object.keys(query)) {
    if (!['populate', 'fields', 'status', 'locale'].includes(key)) throw invalidQueryKey(key, key);
  }
  if (query.populate !== undefined) checkPopulate(query.populate, spec.populate ?? {}, 1, '');
  if (query.fields !== undefined) checkFieldNames(query.fields, spec.fields ?? [], 'fields');
}
