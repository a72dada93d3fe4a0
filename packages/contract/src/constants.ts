/** Business constants of spec §9. */
export const APP_VERSION = '1.4.0004';
export const HTTP_TIMEOUT_MS = 1_800_000;
export const MESSAGE_DURATION_S = 5;
export const MOBILE_BREAKPOINT_PX = 992;
export const SIDEBAR_WIDTH_PX = 210;
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_TABLE_HEIGHT = 550;
export const DEFAULT_UPLOAD_LIMIT = 10;
export const NEW_HIRE_PAGE_SIZE = 999;
export const EMPLOYEE_SEARCH_DELAY_MS = 200;
export const DEFAULT_THEME_COLOR = '#409EFF';
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
export const TOKEN_COOKIE = 'hrisAdmin_token';
export const STORAGE_MENU_PERMISSIONS = 'MenuPermissions';
export const STORAGE_FLOW_LIST = 'FlowList';
export const ACCESS_TOKEN_HEADER = 'AccessToken';
/** Sent with every streamed .xlsx export: how many data rows the file will hold (for progress). */
export const EXPORT_ROWS_HEADER = 'X-Export-Rows';
/** Largest page a list call accepts (the new-hire call asks for 999). */
export const MAX_PAGE_SIZE = 1000;
/**
 * A list over works (a process's list, the running, completed and all-task lists) counts its rows
 * exactly up to this many; beyond it the answer says `capped` and the page shows 10,000+ (a count
 * over a head office's whole history grows with the company, a capped one does not, and nobody
 * pages past 10,000 rows without narrowing the filter). To-do lists and registers stay exact.
 */
export const LIST_COUNT_CAP = 10_000;
