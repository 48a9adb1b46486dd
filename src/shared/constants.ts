export const PRODUCT_NAME = 'Twelvefold';
export const CONTACT_EMAIL = 'hello@twelvefold.app';

export const DOZENAL_DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '↊', '↋'] as const;

export const THEME_STORAGE_KEY = 'theme';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];
export const TOAST_REGION_LABEL = 'Notification';
/** How long the server keeps a deleted item for Undo: well past the toast, so a slow click still restores it. */
export const UNDO_KEEP_MS = 10 * 60_000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const SCROLL_AREA_HIDE_DELAY_MS = 600;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const SESSION_COOKIE = 'tf_session';
export const SESSION_IDLE_DAYS = 30;
export const SESSION_ABSOLUTE_DAYS = 90;

export const LIFE_AREA_COUNT = 12;
export const MILESTONES_PER_GOAL = 12;
export const REVIEW_CYCLE_WEEKS = 12;
export const COPY_CONFIRMATION_MS = 2000;
export const INSIGHTS_DEFAULT_LIMIT = 10;
/** Rows per page of a list that grows without bound (chat history, interactions, reviews). */
export const PAGE_SIZE = 50;
export const CHAT_SEPARATOR_GAP_MS = 300_000;
export const CHAT_INPUT_ROWS = 2;
export const MAX_RANGE_DAYS = 366;

/** Set by the service worker on an API answer it took from its cache because the server could not be reached. */
export const OFFLINE_COPY_HEADER = 'x-twelvefold-offline-copy';

/** Where the MCP server answers (a personal token's clients). */
export const MCP_PATH = '/api/mcp';

/** How many single-use recovery codes a user gets when two-factor sign-in is turned on. */
export const RECOVERY_CODE_COUNT = 10;
/** "Trust this device": how long a browser skips the second step. */
export const TRUSTED_DEVICE_DAYS = 30;
/** How long a password reset link works. */
export const PASSWORD_RESET_MINUTES = 60;
/** Wrong second-step codes allowed for one account in 15 minutes, wherever they come from. */
export const SECOND_STEP_ATTEMPTS = 5;
