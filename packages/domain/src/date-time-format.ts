/**
 * One Intl.DateTimeFormat per locale, form and zone, made the first time it is asked for: making
 * one costs tens of times what formatting with it does, and a table formats a date in each row
 * every time it is drawn (issue 36). The forms are few (a date, a date and time, a calendar day)
 * and so are the zones a screen names, so the cache stays small.
 */
const made = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    made.set(key, format);
  }
  return format;
}
