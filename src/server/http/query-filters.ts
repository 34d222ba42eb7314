import {
  and,
  between,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  ne,
  not,
  notInArray,
  notLike,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { foldForSearch } from '../../domain/search-fold.ts';
import { invalidQueryKey, validationError } from './errors.ts';

// The filters of the Strapi dialect: typed fields, whitelisted per endpoint, turned into SQL conditions.

type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'datetime' | 'date';

interface FilterField {
  column: SQLWrapper;
  type: FieldType;
}

/** The filters an endpoint accepts: a field, or a relation holding more fields. */
export interface FilterTree {
  [key: string]: FilterField | FilterTree;
}

/** Names never filtered, sorted or selected on, whatever an endpoint lists. */
export const PRIVATE_NAMES = new Set([
  'password',
  'passwordHash',
  'password_hash',
  'resetPasswordToken',
  'resetPasswordCode',
  'resetCode',
  'confirmationToken',
  'tokenVersion',
  'token_version',
  'codeHash',
  'code_hash',
  'code',
  'smsCode',
  'phone',
  'phoneVerified',
  'phone_verified',
]);

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isField = (node: FilterField | FilterTree): node is FilterField =>
  typeof (node as FilterField).type === 'string' && 'column' in node;

/** qs turns long arrays into objects with numeric keys; read either as a list. */
export function asList(v: unknown): unknown[] | undefined {
  if (Array.isArray(v)) return v;
  if (isObject(v) && Object.keys(v).length > 0 && Object.keys(v).every((k) => /^\d+$/.test(k))) return Object.values(v);
  return undefined;
}

// ---------- values ----------

type Value = string | number | boolean | Date;

// Every column behind an 'integer' filter is a PostgreSQL integer (int4).
const INT4_MIN = -2_147_483_648;
const INT4_MAX = 2_147_483_647;

function castValue(value: unknown, type: FieldType, path: string): Value {
  const bad = () =>
    validationError(`Invalid value for ${path}`, { key: path, path, source: 'query', param: 'filters' });
  if (value === null || value === undefined || isObject(value) || Array.isArray(value)) throw bad();
  const s = String(value);
  switch (type) {
    case 'string':
      // PostgreSQL text cannot hold NUL.
      if (s.length > 500 || s.includes('\u0000')) throw bad();
      return s;
    case 'integer': {
      if (!/^-?\d{1,10}$/.test(s)) throw bad();
      const n = Number(s);
      if (n < INT4_MIN || n > INT4_MAX) throw bad();
      return n;
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
      // Years outside 1..9999 have ISO forms (+275760-…, -000001-…) PostgreSQL refuses.
      if (Number.isNaN(d.getTime()) || d.getUTCFullYear() < 1 || d.getUTCFullYear() > 9999) throw bad();
      // Timestamp columns (mode 'date') encode Date objects; date columns (mode 'string') take YYYY-MM-DD.
      return type === 'date' ? d.toISOString().slice(0, 10) : d;
    }
  }
}

export function parseBool(value: unknown, path: string): boolean {
  return castValue(value, 'boolean', path) as boolean;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The searches ($containsi, $notContainsi, $startsWithi, $endsWithi) ignore case and diacritics on both sides: the
 * column through the database's search_fold (which the trigram indexes hold), the typed text through the same rule
 * in the domain, so "otel" finds "Oțelul Galați". $eqi and $nei compare case only: an equality names one value.
 */
const folded = (col: SQLWrapper) => sql`search_fold(${col})`;
const foldedLike = (typed: string) => escapeLike(foldForSearch(typed));

type OperatorBuilder = (col: SQLWrapper, value: unknown, field: FilterField, path: string) => SQL;

const scalar = (fn: (col: SQLWrapper, v: Value) => SQL): OperatorBuilder => {
  return (col, value, field, path) => {
    const list = asList(value);
    if (list) return or(...list.map((v) => fn(col, castValue(v, field.type, path))))!;
    return fn(col, castValue(value, field.type, path));
  };
};

const text = (fn: (col: SQLWrapper, v: string) => SQL): OperatorBuilder => scalar((col, v) => fn(col, String(v)));

const listOp = (fn: (col: SQLWrapper, values: Value[]) => SQL): OperatorBuilder => {
  return (col, value, field, path) => {
    // $in and $notIn take a list (filters[f][$in][0]=a): a scalar or an object is a malformed query.
    const list = asList(value);
    if (!list || list.length === 0 || list.length > 100) {
      throw validationError(`Invalid value for ${path}`, { key: path, path, source: 'query', param: 'filters' });
    }
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
  $containsi: { types: ['string'], build: text((c, v) => like(folded(c), `%${foldedLike(v)}%`)) },
  $notContainsi: { types: ['string'], build: text((c, v) => notLike(folded(c), `%${foldedLike(v)}%`)) },
  $startsWith: { types: ['string'], build: text((c, v) => like(c as never, `${escapeLike(v)}%`)) },
  $startsWithi: { types: ['string'], build: text((c, v) => like(folded(c), `${foldedLike(v)}%`)) },
  $endsWith: { types: ['string'], build: text((c, v) => like(c as never, `%${escapeLike(v)}`)) },
  $endsWithi: { types: ['string'], build: text((c, v) => like(folded(c), `%${foldedLike(v)}`)) },
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
