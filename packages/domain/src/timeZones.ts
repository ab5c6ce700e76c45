/**
 * Which clock a buyer reads dates and times by. Each market's zone is data: the market setting
 * `TimeZone` (an IANA name such as Europe/Helsinki), owned by the settings module like the spec's other
 * market settings. The United States spans six zones, so there a buyer's own state decides (their
 * address's region), and the market's zone is the fallback when the state is missing or unknown.
 */

/** The market setting that names the market's time zone (ours: the spec's settings have none). */
export const TIME_ZONE_SETTING = 'TimeZone';

/**
 * What a market whose setting is missing or not a zone reads by: UTC, the one clock that is wrong
 * everywhere alike, rather than one market's local time passed off as another's. The demo data and a
 * migration give every market its zone, so this is only met by a market added without one.
 */
export const FALLBACK_TIME_ZONE = 'UTC';

/** True for a zone name Intl knows (IANA names, UTC); anything else would throw when formatting. */
export function isTimeZone(name: string): boolean {
  if (name.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The setting's value as a zone: a known IANA name, else FALLBACK_TIME_ZONE. */
export const timeZoneOf = (value: string | undefined): string =>
  value !== undefined && isTimeZone(value.trim()) ? value.trim() : FALLBACK_TIME_ZONE;

/**
 * The time zone of each US state (USPS code), by where most of its people live: states split between
 * two zones (Florida's panhandle, Texas's El Paso, Indiana's north-west, Kentucky's west, Tennessee's
 * west, Michigan's Upper Peninsula corner, the Dakotas, Nebraska, Kansas, Idaho, Oregon) take the zone
 * of their largest cities. Arizona and Indiana keep their own IANA entries (no daylight saving in
 * Arizona; Indiana's history), so Intl answers their clocks right.
 */
export const US_STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
};

/** Markets whose buyers read the clock of their own address's region (state), not the market's. */
const ZONED_BY_REGION: ReadonlySet<string> = new Set(['us']);

/** True where a buyer's address decides their zone (the US): only there is the address worth reading. */
export const zonedByRegion = (market: string): boolean => ZONED_BY_REGION.has(market.toLowerCase());

/** The address a buyer's zone is read from: an order's delivery address, an account's own address. */
export interface ZoneAddress {
  readonly countryCode?: string | null;
  readonly region?: string | null;
}

/**
 * The zone a buyer of `market` (its name, 'us') reads dates by: in the US the zone of their address's
 * state when the address is a US one with a known state, else the market's zone (its setting).
 */
export function buyerTimeZone(market: string, marketTimeZone: string, address?: ZoneAddress | null): string {
  if (zonedByRegion(market) && address?.countryCode?.toUpperCase() === 'US') {
    const zone = US_STATE_TIME_ZONES[(address.region ?? '').trim().toUpperCase()];
    if (zone) return zone;
  }
  return timeZoneOf(marketTimeZone);
}

/**
 * How a date reads: `date` a day ("29 nov. 2026"), `dateTime` a day and a time of day (lists, pages),
 * `longDate` a day written out (e-mails, documents).
 */
export type DateStyle = 'date' | 'dateTime' | 'longDate';

const STYLES: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  longDate: { dateStyle: 'long' },
};

// Building an Intl formatter costs far more than using one; a page formats dozens of dates.
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 500;

function formatterOf(culture: string, timeZone: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${culture}|${timeZone}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatter = new Intl.DateTimeFormat(culture, { ...STYLES[style], timeZone: timeZoneOf(timeZone) });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The one way the shop writes a moment for people: in the culture's words, on the clock of `timeZone`
 * (buyerTimeZone). Pages, e-mails and documents all call it, so a date never reads differently in two
 * places. An unknown zone reads as FALLBACK_TIME_ZONE rather than throwing.
 */
export function formatDateTime(
  moment: string | Date,
  options: { culture: string; timeZone: string; style?: DateStyle },
): string {
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  if (Number.isNaN(date.getTime())) return '';
  return formatterOf(options.culture, options.timeZone, options.style ?? 'dateTime').format(date);
}
