// Named constants of the specification, read by the server and the client alike.

export const PREDICTION_DEADLINE_MS = 2 * 60 * 60 * 1000;
export const PASSWORD_MIN_LENGTH = 8;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const SOCIAL_URL_MAX_LENGTH = 200;

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The largest file accepted at all: a post's image or video (10 MB); avatars are held to less. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'ogg', 'mov'] as const;

export const POST_TEXT_MAX_LENGTH = 2000;
export const COMMENT_TEXT_MAX_LENGTH = 1000;

// Lengths of the other texts a form takes, in characters (UTF-16 code units, as zod and the browser count). Each is
// refused beyond its limit with a Romanian message, on the server (its zod schema) and in the form (the same rule),
// and each form states it next to the field; none is ever cut silently.
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 200;
export const TEAM_NAME_MAX_LENGTH = 100;
export const ROUND_NAME_MAX_LENGTH = 100;
export const WINNER_PRIZE_MAX_LENGTH = 200;
export const ANNOUNCEMENT_TITLE_MAX_LENGTH = 200;
/** An explicit slug: room for a '-NN' suffix under the router's 200-character path parameter (/api/ann/:slug). */
export const ANNOUNCEMENT_SLUG_MAX_LENGTH = 190;
export const EXPECTED_RESULT_MAX_LENGTH = 20;
export const ADJUSTMENT_REASON_MIN_LENGTH = 3;
export const ADJUSTMENT_REASON_MAX_LENGTH = 200;

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const MAX_PREDICTIONS_PAGE_SIZE = 1000;
export const MAX_POPULATE_DEPTH = 3;

export const LEADERBOARD_PAGE_SIZE = 10;
export const FEED_PAGE_SIZE = 10;
export const DAILY_SLIPS_PAGE_SIZE = 2;
export const ADMIN_TEAMS_PAGE_SIZE = 12;
export const ADMIN_LIST_PAGE_SIZE = 10;

export const USERNAME_CHECK_DEBOUNCE_MS = 500;
export const TEAM_SEARCH_DEBOUNCE_MS = 300;
export const REDIRECT_AFTER_SAVE_MS = 1500;

export const ROLE_IDS = { authenticated: 1, public: 2, predictor: 3, admin: 4 } as const;

export const TIME_ZONE = 'Europe/Bucharest';
export const LOCALE = 'ro-RO';
