import type { Language } from '@workwear/domain';
import { html } from './html';
import { footerHtml, footerText, type MailFooter } from './mailFooter';
import { sectionsHtml, sectionsText } from './mailSections';
import type { MailContent } from './mailTemplate';

export const SHOP_NAME = 'Workwear Shop';

/** The footer line of every e-mail, in the recipient's language. */
const FOOTER: Readonly<Record<Language, string>> = {
  sv: `Det här e-postmeddelandet kommer från ${SHOP_NAME}.`,
  en: `This e-mail was sent by ${SHOP_NAME}.`,
  nb: `Denne e-posten er sendt fra ${SHOP_NAME}.`,
  fi: `Tämän sähköpostin lähetti ${SHOP_NAME}.`,
  da: `Denne e-mail er sendt fra ${SHOP_NAME}.`,
  nl: `Deze e-mail is verstuurd door ${SHOP_NAME}.`,
  fr: `Cet e-mail a été envoyé par ${SHOP_NAME}.`,
  de: `Diese E-Mail wurde von ${SHOP_NAME} gesendet.`,
  cs: `Tento e-mail vám poslal ${SHOP_NAME}.`,
  et: `Selle e-kirja saatis ${SHOP_NAME}.`,
  it: `Questa e-mail è stata inviata da ${SHOP_NAME}.`,
  pl: `Tę wiadomość wysłał ${SHOP_NAME}.`,
  es: `Este correo lo ha enviado ${SHOP_NAME}.`,
  lv: `Šo e-pastu nosūtīja ${SHOP_NAME}.`,
};

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * The shared layout: the same content as HTML (inline styles, as mail clients need) and as text. The
 * footer names the seller and links the legal pages when the sender resolved them (the outbox handler
 * always does); without one it keeps the single line.
 */
export function renderLayout(content: MailContent, language: Language, footer?: MailFooter): RenderedMail {
  if (content.action && !/^https?:\/\//i.test(content.action.url)) {
    throw new Error(`A mail action must link to an http(s) URL, not ${content.action.url}`);
  }
  const paragraphs = content.paragraphs.map(
    (p) => html`<p style="margin:0 0 16px;font-size:16px;line-height:24px">${p}</p>`,
  );
  const highlight =
    content.highlight === undefined
      ? html``
      : html`<p style="margin:0 0 16px;padding:12px 16px;background:#f1f5f9;border-radius:6px;font-size:16px;line-height:24px">${content.highlight}</p>`;
  const action = content.action
    ? html`<p style="margin:24px 0"><a href="${content.action.url}" style="display:inline-block;padding:12px 20px;background:#0f172a;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${content.action.label}</a></p>`
    : html``;
  const page = html`<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${content.subject}</title>
</head>
<body style="margin:0;padding:0;background:#f8fafc;color:#0f172a;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f8fafc">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 24px;border-bottom:1px solid #e2e8f0;font-size:18px;font-weight:700">${SHOP_NAME}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px">${content.heading}</h1>
${paragraphs}${highlight}${sectionsHtml(content.sections ?? [])}${action}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e2e8f0;font-size:13px;line-height:20px;color:#64748b">${FOOTER[language]}${footer ? footerHtml(footer, language) : html``}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.highlight === undefined ? [] : [content.highlight, '']),
    ...sectionsText(content.sections ?? []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '--',
    FOOTER[language],
    ...(footer ? ['', ...footerText(footer, language)] : []),
    '',
  ].join('\n');
  return { subject: content.subject, html: page.value, text };
}
