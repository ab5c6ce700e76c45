import { z } from 'zod';

/** A comma-separated environment value as a list, blanks dropped. */
export const commaList = (fallback = '') =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    );

/** TRUSTED_PROXIES: addresses or CIDR ranges, comma-separated. */
export const proxyList = (fallback = '') =>
  commaList(fallback).pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])));

/** Rate-limit overrides such as `search=30,pages=600`: requests per minute by rule name. */
export const budgetList = <const Names extends readonly [string, ...string[]]>(names: Names) =>
  commaList().pipe(
    z.array(
      z
        .string()
        .transform((entry) => entry.split('=', 2))
        .pipe(z.tuple([z.enum(names), z.coerce.number<string>().int().min(1).max(1_000_000_000)])),
    ),
  );
