import type { Language } from '@workwear/domain';
import { z } from 'zod';

/**
 * What a template says, as plain text: the layout turns it into HTML (escaping every value) and into
 * the text part, so no template writes markup or has to remember to escape.
 */
export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: readonly string[];
  /** Set apart from the paragraphs (a code, an order number, a sample sentence). */
  highlight?: string;
  /** A button in HTML, "label: url" in text. Only http(s) URLs. */
  action?: { label: string; url: string };
}

/** Each language's texts of a template, given the template's data. */
export type MailTexts<D> = Readonly<Record<Language, (data: D) => MailContent>>;

/**
 * One e-mail: its name (the payload's `template`), the data it needs (checked when the mail is
 * enqueued and again when it is delivered) and its texts in all 14 languages. A new e-mail is one
 * file calling this, listed in templates/index.ts.
 */
export function defineMailTemplate<N extends string, D>(name: N, data: z.ZodType<D>, texts: MailTexts<D>) {
  const request = z.object({ template: z.literal(name), data });
  return {
    name,
    /** The payload fields of this template: { template: name, data }. */
    request,
    /**
     * The content for { template: name, data }, checked here: a caller holding a union of templates
     * cannot prove to TypeScript which data goes with which template.
     */
    contentOf: (value: unknown, language: Language): MailContent =>
      texts[language](request.parse(value).data),
  };
}
