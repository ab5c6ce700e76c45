import { z } from 'zod';
import { accountConfirmationMail } from './accountConfirmation';
import { orderApprovalMail } from './orderApproval';
import { orderConfirmationMail } from './orderConfirmation';
import { orderExpiredMail } from './orderExpired';
import { passwordResetMail } from './passwordReset';
import { sampleMail } from './sample';
import { signUpConfirmationMail } from './signUpConfirmation';

/** Every e-mail the shop sends. A new one: its own file (see sample.ts) and one entry here. */
export const MAIL_TEMPLATES = [
  sampleMail,
  passwordResetMail,
  accountConfirmationMail,
  signUpConfirmationMail,
  orderConfirmationMail,
  orderExpiredMail,
  orderApprovalMail,
] as const;

type Template = (typeof MAIL_TEMPLATES)[number];
export type TemplateName = Template['name'];

/** { template, data } of any of the templates, each checked by its own data schema. */
function requestUnion<const T extends readonly [Template, ...Template[]]>(templates: T) {
  const requests = templates.map((t) => t.request) as { [K in keyof T]: T[K]['request'] };
  return z.discriminatedUnion('template', requests);
}

export const templateRequestSchema = requestUnion(MAIL_TEMPLATES);

const byName = new Map<string, Template>(MAIL_TEMPLATES.map((t) => [t.name, t]));

export function templateNamed(name: TemplateName): Template {
  const template = byName.get(name);
  if (!template) throw new Error(`No mail template '${name}'`);
  return template;
}
