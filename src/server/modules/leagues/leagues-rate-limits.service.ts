import type { FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../../http/rate-limit.ts';

const HOUR = 60 * 60_000;
const isAdmin = (req: FastifyRequest) => req.user?.roleType === 'admin';

/**
 * Invite codes tried, joins, previews and invite cards together, per account and per IP (admins aside): what stops
 * guessing. A visitor's tries count against their IP only.
 */
export const codeTries: RateLimitRule[] = [
  {
    name: 'league-codes-account',
    windowMs: HOUR,
    max: (l) => l.leagueCodes.account,
    key: (req) => String(req.user?.id),
    skip: (req) => !req.user || isAdmin(req),
  },
  { name: 'league-codes-ip', windowMs: HOUR, max: (l) => l.leagueCodes.ip, skip: isAdmin },
];

/**
 * The same counters, where only a wrong code counts: the invite page's own HTML (its Open Graph tags name the
 * league), which every visitor loads before the preview call that counts. Once the counters are full, it refuses
 * like the rest.
 */
export const codeFailures: RateLimitRule[] = codeTries.map((rule) => ({ ...rule, failuresOnly: true }));
