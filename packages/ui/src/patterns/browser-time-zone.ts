/** The browser's zone: where a screen is not told one, it reads timestamps as dates in it. */
export const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
