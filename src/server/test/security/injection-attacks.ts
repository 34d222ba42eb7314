import type { FieldPath, ListEndpoint } from './injection-endpoints.ts';

// Query strings that must each be refused with a 400 ValidationError. Built per endpoint so that
// wrong-type operators aim at filters the endpoint really has (a 400 then proves the type check).

/** Column and attribute names of secrets: users.password_hash, sms_codes.code_hash, tokens, codes, phones. */
const PRIVATE_FIELDS = [
  'password',
  'passwordHash',
  'password_hash',
  'phone',
  'phoneVerified',
  'email',
  'resetPasswordToken',
  'resetPasswordCode',
  'confirmationToken',
  'codeHash',
  'code_hash',
  'smsCode',
  'code',
  'tokenVersion',
];

/** Relations a Strapi client might try to reach a user through, real on some endpoints. */
const RELATIONS = [
  'user',
  'users',
  'author',
  'owner',
  'createdBy',
  'updatedBy',
  'favTeam',
  'predictions',
  'role',
  'match',
  'round',
  'team1',
  'winners',
];

const SECRETS_THROUGH_RELATIONS = [
  'password',
  'passwordHash',
  'password_hash',
  'phone',
  'email',
  'codeHash',
  'smsCode',
];

const enc = encodeURIComponent;
const bracket = (path: FieldPath) => path.map((p) => `[${p}]`).join('');

export interface Attack {
  label: string;
  query: string;
}

const a = (label: string, query: string): Attack => ({ label, query });

function privateFieldAttacks(own: string[]): Attack[] {
  return [
    ...PRIVATE_FIELDS.filter((f) => !own.includes(f)).map((f) => a(`filter ${f}`, `filters[${f}][$startsWith]=a`)),
    a('filter shorthand', 'filters[password]=x'),
    a('filter $notNull', 'filters[phone][$notNull]=true'),
    a('filter $eq null', 'filters[resetPasswordToken][$eq]'),
  ];
}

function relationAttacks(): Attack[] {
  // Every secret through `user`, and two secrets through every other relation name.
  const throughUser = SECRETS_THROUGH_RELATIONS.map((f) => a(`user.${f}`, `filters[user][${f}][$startsWith]=a`));
  const throughOthers = RELATIONS.filter((rel) => rel !== 'user').flatMap((rel, i) =>
    [SECRETS_THROUGH_RELATIONS[i % SECRETS_THROUGH_RELATIONS.length], 'email'].map((f) =>
      a(`${rel}.${f}`, `filters[${rel}][${f}][$startsWith]=a`),
    ),
  );
  return [
    ...throughUser,
    ...throughOthers,
    a('two relations deep', 'filters[match][round][winners][user][passwordHash][$startsWith]=a'),
    a('user favTeam user', 'filters[user][favTeam][users][email][$eq]=a'),
    a('predictions user', 'filters[predictions][user][phone][$null]=false'),
    a('role users', 'filters[role][users][password][$eq]=x'),
  ];
}

function prefixedAttacks(): Attack[] {
  return [
    a('t1. prefix through updatedBy', 'filters[updatedBy][t1.password][$startsWith]=a'),
    a('t1. prefix through user', 'filters[user][t1.password][$startsWith]=a'),
    a('t0. prefix', 'filters[t0.password_hash][$startsWith]=a'),
    a('table prefix', 'filters[users.password_hash][$startsWith]=a'),
    a('schema prefix', 'filters[public.users.email][$eq]=a'),
    a('double-quoted', `filters[${enc('"password"')}][$eq]=a`),
    a('double-quoted prefixed', `filters[${enc('"users"."password_hash"')}][$startsWith]=a`),
    a('dot path', 'filters[user.password][$eq]=a'),
    a('SQL in the key', `filters[${enc('id) or (1=1')}][$eq]=1`),
    a('SQL comment in the key', `filters[${enc('name--')}][$eq]=a`),
    a('JSON arrow', `filters[${enc("data->>'password'")}][$eq]=a`),
  ];
}

function wrapperAttacks(str?: FieldPath): Attack[] {
  const valid = str ? `filters[$or][0]${bracket(str)}[$eq]=x&` : '';
  return [
    a('$or around password', 'filters[$or][0][password][$eq]=a&filters[$or][1][password][$eq]=b'),
    a('$and around relation email', 'filters[$and][0][user][email][$eq]=a'),
    a('$not around phone', 'filters[$not][phone][$null]=true'),
    a('nested wrappers', 'filters[$or][0][$and][0][$not][passwordHash][$startsWith]=a'),
    a('valid branch then private branch', `${valid}filters[$or][1][passwordHash][$startsWith]=a`),
    a('$or not a list', 'filters[$or][password]=a'),
    a('$not inside a relation', 'filters[user][$not][email][$eq]=a'),
  ];
}

function unknownKeyAttacks(): Attack[] {
  return [
    a('foo', 'foo=1'),
    a('where', `where=${enc('1=1')}`),
    a('select', 'select=password'),
    a('$where', `$where=${enc('this.password')}`),
    a('_q', '_q=a'),
    a('filter (singular)', 'filter[password][$eq]=a'),
    a('populateCreatorFields', 'populateCreatorFields=true'),
    a('publicationState', 'publicationState=preview'),
    a('filters as a string', 'filters=password'),
    a('pagination as a string', 'pagination=1000'),
    a('status operator', 'status[$ne]=published'),
    a('locale operator', 'locale[$ne]=x'),
  ];
}

function typeAttacks({ int, bool, str, date }: ListEndpoint['typed']): Attack[] {
  const out: Attack[] = [
    a('$regex', 'filters[documentId][$regex]=.*'),
    a('$raw', `filters[documentId][$raw]=${enc('1=1')}`),
    a('$where op', 'filters[documentId][$where]=1'),
    a('$like', 'filters[documentId][$like]=%25'),
    a('$exists', 'filters[documentId][$exists]=true'),
    a('$in with objects', 'filters[documentId][$in][0][$ne]=x'),
    a('$in scalar', 'filters[documentId][$in]=x'),
    a('$in 101 values', Array.from({ length: 101 }, (_, i) => `filters[documentId][$in][${i}]=x${i}`).join('&')),
    a('$null=maybe', 'filters[documentId][$null]=maybe'),
    a('$eq object', 'filters[documentId][$eq][$ne]=x'),
    a('no operator', 'filters[documentId][]=x&filters[documentId][$eq]=y&filters[documentId][$foo]=z'),
    a('NUL byte', 'filters[documentId][$eq]=a%00b'),
    a('over-long string', `filters[documentId][$eq]=${'x'.repeat(501)}`),
    a('filters nested 12 deep', `filters${'[$not]'.repeat(12)}[documentId][$eq]=x`),
  ];
  if (int) {
    const f = bracket(int);
    out.push(
      a('$containsi on a number', `filters${f}[$containsi]=1`),
      a('$startsWith on a number', `filters${f}[$startsWith]=1`),
      a('text for a number', `filters${f}[$eq]=abc`),
      a('float for an integer', `filters${f}[$eq]=1.5`),
      a('integer over int4', `filters${f}[$eq]=99999999999`),
      a('integer in exponent form', `filters${f}[$gt]=1e3`),
      a('$between one value', `filters${f}[$between][0]=1`),
      a('$between three values', `filters${f}[$between][0]=1&filters${f}[$between][1]=2&filters${f}[$between][2]=3`),
      a('$in text on a number', `filters${f}[$in][0]=abc`),
    );
  }
  if (bool) {
    const f = bracket(bool);
    out.push(
      a('$gt on a boolean', `filters${f}[$gt]=true`),
      a('$between on a boolean', `filters${f}[$between][0]=false&filters${f}[$between][1]=true`),
      a('$containsi on a boolean', `filters${f}[$containsi]=t`),
      a('yes for a boolean', `filters${f}[$eq]=yes`),
      a('$null=maybe on a boolean', `filters${f}[$null]=maybe`),
    );
  }
  if (date) {
    const f = bracket(date);
    out.push(
      a('text for a date', `filters${f}[$lt]=not-a-date`),
      a('year 20000', `filters${f}[$lt]=20000-01-01`),
      a('year +275760', `filters${f}[$gt]=${enc('+275760-09-13')}`),
      a('negative year', `filters${f}[$gt]=-000001-01-01`),
      a('$containsi on a date', `filters${f}[$containsi]=2026`),
    );
  }
  if (str) {
    const f = bracket(str);
    out.push(
      a('$in scalar on text', `filters${f}[$in]=a`),
      a('$notIn object', `filters${f}[$notIn][x]=a`),
      a('$between on text, one value', `filters${f}[$between][0]=a`),
      a('$regex on text', `filters${f}[$regex]=${enc('^a')}`),
    );
  }
  return out;
}

function populateAttacks(realDeep?: string): Attack[] {
  const deep = Array.from({ length: 25 }, () => '[a][populate]').join('');
  const out = [
    a('depth 4 chain', 'populate[a][populate][b][populate][c][populate][d]=true'),
    a('25 levels', `populate${deep}=true`),
    a('recursive *', 'populate[*][populate][*][populate][*][populate][*]=true'),
    a('* then a relation', 'populate[*][populate][user]=true'),
    a('* with fields', 'populate[*][fields][0]=password'),
    a('*.*.*.*', 'populate=*.*.*.*'),
    a('user.role', 'populate[user][populate][role]=true'),
    a('user.password path', 'populate=user.password'),
    a('password relation', 'populate[password]=true'),
    a('passwordHash under a relation', 'populate[user][populate][passwordHash]=true'),
    a('password field of a relation', 'populate[user][fields][0]=password'),
    a('email field of a relation', 'populate[user][fields][0]=email'),
    a('phone field of a relation', 'populate[user][fields][0]=phone'),
    a('filters inside populate', 'populate[user][filters][password][$eq]=x'),
    a('sort inside populate', 'populate[user][sort]=password'),
    a('populate as a number', 'populate[user]=1'),
  ];
  if (realDeep) {
    const parts = realDeep.split('.');
    const object = parts.map((p) => `[${p}]`).join('[populate]');
    out.push(
      a('real relations, 4 deep', `populate=${realDeep}`),
      a('real relations, 4 deep (object)', `populate${object}=true`),
    );
  }
  return out;
}

function fieldsAndSortAttacks(
  e: Pick<ListEndpoint, 'ownPersonal' | 'topLevelPaging'> | undefined,
  own = e?.ownPersonal ?? [],
): Attack[] {
  const out = [
    a('fields[]=password', 'fields[]=password'),
    a('fields[0]=passwordHash', 'fields[0]=passwordHash'),
    a('fields=password_hash', 'fields=password_hash'),
    a('fields=phone', 'fields=phone'),
    a('fields prefixed', 'fields[0]=t1.password'),
    a('fields quoted', `fields[0]=${enc('"password"')}`),
    a('fields as SQL', `fields=${enc('id,(select password_hash from users limit 1)')}`),
  ];
  if (!own.includes('email')) out.push(a('fields=email', 'fields=email'));
  if (!e) return out;
  out.push(
    a('sort=password:asc', 'sort=password:asc'),
    a('sort[0]=user.password', 'sort[0]=user.password'),
    a('sort=passwordHash', 'sort=passwordHash'),
    a('sort object', 'sort[password]=asc'),
    a('sort through relation', 'sort[user][email]=desc'),
    a('sort=phone:desc', 'sort=phone:desc'),
    a('sort=email', 'sort=email'),
    a('sort with SQL', `sort=${enc('id; drop table users')}`),
    a('sort with a space', `sort=${enc('id asc')}`),
    a('sort subquery', `sort=${enc('(select 1)')}`),
    a('sort direction', 'sort=id:sideways'),
    a('sort three parts', 'sort=id:asc:nulls'),
  );
  if (e.topLevelPaging) {
    out.push(a('sortBy=password', 'sortBy=password'), a('sortBy=passwordHash:desc', 'sortBy=passwordHash:desc'));
  }
  return out;
}

/** Everything a list endpoint must refuse. */
export function listAttacks(e: ListEndpoint): Attack[] {
  return [
    ...privateFieldAttacks(e.ownPersonal ?? []),
    ...relationAttacks(),
    ...prefixedAttacks(),
    ...wrapperAttacks(e.typed.str),
    ...unknownKeyAttacks(),
    ...typeAttacks(e.typed),
    ...populateAttacks(e.realDeepPopulate),
    ...fieldsAndSortAttacks(e),
    ...(e.extraAttacks ?? []).map((q) => a(`own key: ${q}`, q)),
  ];
}

/** Everything a detail route (populate, fields, status, locale only) must refuse. */
export function oneAttacks(ownPersonal: string[] = []): Attack[] {
  return [
    a('filters', 'filters[password][$startsWith]=a'),
    a('filters through a relation', 'filters[user][email][$eq]=a'),
    a('sort', 'sort=password:asc'),
    a('pagination', 'pagination[pageSize]=10'),
    ...unknownKeyAttacks(),
    ...populateAttacks(),
    ...fieldsAndSortAttacks(undefined, ownPersonal),
  ];
}

/** Prototype keys qs drops or keeps: refused, or ignored without effect. */
export const PROTOTYPE_PROBES = [
  'filters[__proto__][password]=x',
  'filters[constructor][prototype][password]=x',
  '__proto__[password]=x',
  'populate[__proto__][polluted]=true',
  'sort[__proto__]=asc',
];
