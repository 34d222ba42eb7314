// Named constants of the specification, read by the server and the client alike.

export const PREDICTION_DEADLINE_MS = 2 * 60 * 60 * 1000;
export const PASSWORD_MIN_LENGTH = 8;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const SOCIAL_URL_MAX_LENGTH = 200;

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const POST_MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_BYTES = POST_MEDIA_MAX_BYTES;
export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'ogg', 'mov'] as const;

export const POST_TEXT_MAX_LENGTH = 2000;
export const COMMENT_TEXT_MAX_LENGTH = 1000;

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
export type RoleType = keyof typeof ROLE_IDS;

export const TIME_ZONE = 'Europe/Bucharest';
export const LOCALE = 'ro-RO';
