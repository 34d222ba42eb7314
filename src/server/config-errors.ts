import { z } from 'zod';

/**
 * A configuration the server refuses to start with: one line per problem, each starting with the variable it is
 * about and saying what to set instead. main.ts prints them and exits with code 1, without a stack trace.
 */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

/** Variables whose value is never printed: secrets, and URLs that may carry a password. */
const SECRET = new Set([
  'JWT_SECRET',
  'ADMIN_PASSWORD',
  'CAPTCHA_SECRET',
  'SMS_HTTP_TOKEN',
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'RESULTS_PROVIDER_KEY',
]);

/** What else may be done about a variable, beyond giving a valid value. */
const ALTERNATIVE: Record<string, string> = {
  JWT_SECRET: 'or leave it unset to have one generated once and kept in the database',
  ADMIN_PASSWORD: 'or leave it unset to have one generated and printed once',
  DATABASE_URL: 'or leave it unset for the embedded database in DATA_DIR',
  REDIS_URL: 'or leave it unset to keep the limits in this process',
};

/** `NAME="value"`, or just NAME for a secret. */
export const shown = (name: string, value: unknown) =>
  SECRET.has(name) || value === undefined ? name : `${name}=${JSON.stringify(String(value))}`;

function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  while (s instanceof z.ZodDefault || s instanceof z.ZodOptional) s = s.unwrap() as z.ZodType;
  return s;
}

function defaultOf(schema: z.ZodType | undefined): unknown {
  return schema instanceof z.ZodDefault ? (schema.def.defaultValue as unknown) : undefined;
}

/** The values a number variable accepts, read from its schema. */
function numberRange(schema: z.ZodType): string {
  const n = unwrap(schema);
  if (!(n instanceof z.ZodNumber)) return 'a number';
  const kind = n.isInt ? 'a whole number' : 'a number';
  const min = n.minValue ?? Number.NEGATIVE_INFINITY;
  const max = n.maxValue ?? Number.POSITIVE_INFINITY;
  if (Number.isFinite(min) && Number.isFinite(max) && max < Number.MAX_SAFE_INTEGER)
    return `${kind} from ${min} to ${max}`;
  if (Number.isFinite(min)) return `${kind} of at least ${min}`;
  return kind;
}

/** One line for one zod issue about one variable. */
export function describeIssue(issue: z.core.$ZodIssue, shape: Record<string, z.ZodType>, source: NodeJS.ProcessEnv) {
  const name = String(issue.path[0]);
  const schema = shape[name];
  let wanted: string;
  if (issue.code === 'invalid_value') wanted = `one of ${issue.values.map(String).join(', ')}`;
  else if (issue.code === 'invalid_format' && issue.format === 'url') wanted = 'a full URL, such as https://prezice.ro';
  else if (issue.code === 'invalid_format' && issue.format === 'email') wanted = 'an e-mail address';
  else if (issue.code === 'too_small' && issue.origin === 'string') wanted = `at least ${issue.minimum} characters`;
  else if (issue.code === 'invalid_format' && issue.format === 'regex') wanted = issue.message;
  else if (schema && unwrap(schema) instanceof z.ZodNumber) wanted = numberRange(schema);
  else wanted = issue.message;
  const fallback = defaultOf(schema);
  const alternative =
    ALTERNATIVE[name] ?? (fallback === undefined ? 'or leave it unset' : `or leave it unset for ${fallback}`);
  return `${shown(name, source[name])} is not valid: set ${wanted}, ${alternative}.`;
}
