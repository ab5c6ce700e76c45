import { type Language, SUPPORTED_LANGUAGES } from '@workwear/domain';
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
  /** Titled tables after the paragraphs: an order's facts, lines and totals. */
  sections?: readonly MailSection[];
  /** A button in HTML, "label: url" in text. Only http(s) URLs. */
  action?: { label: string; url: string };
}

/**
 * A titled table. 'facts' pairs a label with a value that may run over several lines (an address);
 * 'amounts' sets the values flush right, as a receipt does, and may end in a total.
 */
export interface MailSection {
  title: string;
  kind: 'facts' | 'amounts';
  rows: readonly MailRow[];
}

export interface MailRow {
  label: string;
  /** A smaller line under the label (a product's colour, size and quantity). */
  note?: string;
  /** Line breaks are kept, in HTML as in text. */
  value: string;
  /** The row that sums up the section: set apart and in bold. */
  total?: boolean;
}

/** Each language's texts of a template, given the template's data. */
export type MailTexts<D> = Readonly<Record<Language, (data: D) => MailContent>>;

/**
 * The texts of a template that renders every language with one function and keeps its words in a
 * table per language (orderConfirmationTexts.ts), rather than one function per language.
 */
export function mailTextsOf<D>(render: (data: D, language: Language) => MailContent): MailTexts<D> {
  return Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [language, (data: D) => render(data, language)]),
  ) as Record<Language, (data: D) => MailContent>;
}

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
