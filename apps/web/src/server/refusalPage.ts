import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language, SUPPORTED_LANGUAGES } from '@workwear/domain';
import { z } from 'zod';

/**
 * The small pages the web server answers itself, before Next sees a request: a request it cannot
 * make sense of (400), a form sent from another site (403), a development tool asked from another
 * machine (404, as if it were not there), a method the shop does not serve (405), too many requests
 * (429). Plain HTML
 * in the visitor's language, with no script or style of its own, so the shop's policy holds here too.
 */
export type Refusal = 'badRequest' | 'forbidden' | 'notFound' | 'methodNotAllowed' | 'tooManyRequests';

const STATUS: Readonly<Record<Refusal, number>> = {
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  tooManyRequests: 429,
};

const text = z.object({ title: z.string().min(1), text: z.string().min(1) });
const refusalsSchema = z.object({
  badRequest: text,
  forbidden: text,
  methodNotAllowed: text,
  tooManyRequests: text,
});
const commonSchema = z.object({
  errors: z.object({
    backHome: z.string().min(1),
    notFoundTitle: z.string().min(1),
    notFoundText: z.string().min(1),
  }),
});

type Texts = z.infer<typeof refusalsSchema> & { notFound: z.infer<typeof text>; backHome: string };

const messagesDir = new URL('../../messages/', import.meta.url);
const readJson = (language: Language, namespace: string): unknown =>
  JSON.parse(readFileSync(new URL(`${language}/${namespace}.json`, messagesDir), 'utf8'));

// Read once when the server starts: a missing or broken file stops it there, not on a visitor's request.
const TEXTS = new Map<Language, Texts>(
  SUPPORTED_LANGUAGES.map((language) => {
    const { errors } = commonSchema.parse(readJson(language, 'common'));
    return [
      language,
      {
        ...refusalsSchema.parse(readJson(language, 'refusals')),
        // The shop's own 404 texts: the refused visitor sees what any missing page says.
        notFound: { title: errors.notFoundTitle, text: errors.notFoundText },
        backHome: errors.backHome,
      },
    ];
  }),
);

/**
 * The page's language: the path's language prefix, else the first of the browser's languages the
 * shop speaks, else the default language.
 */
export function refusalLanguage(url: string, acceptLanguage: string | undefined): Language {
  const prefix = /^\/([a-z]{2})(?:[/?#]|$)/.exec(url)?.[1];
  if (isSupportedLanguage(prefix)) return prefix;
  for (const range of (acceptLanguage ?? '').split(',')) {
    const primary = range.split(';')[0]?.trim().split('-')[0]?.toLowerCase();
    if (isSupportedLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function refusalHtml(refusal: Refusal, language: Language): string {
  const texts = TEXTS.get(language) ?? (TEXTS.get(DEFAULT_LANGUAGE) as Texts);
  const { title, text: body } = texts[refusal];
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title></head>`,
    `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>`,
    `<p><a href="/${language}">${escapeHtml(texts.backHome)}</a></p></main></body></html>`,
  ].join('\n');
}

/** Answers the request with the refusal page; headers already set on `res` (security headers) stay. */
export function sendRefusal(
  req: { method?: string | undefined; url?: string | undefined; headers: IncomingHttpHeaders },
  res: ServerResponse,
  refusal: Refusal,
  extraHeaders: Record<string, string> = {},
): void {
  const html = refusalHtml(refusal, refusalLanguage(req.url ?? '/', req.headers['accept-language']));
  res.writeHead(STATUS[refusal], {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
    ...extraHeaders,
  });
  res.end(req.method === 'HEAD' ? undefined : html);
}
