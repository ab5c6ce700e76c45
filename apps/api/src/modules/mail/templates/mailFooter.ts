import type { Language, LegalPage } from '@workwear/domain';
import { html, type SafeHtml } from './html';

/**
 * Who sends the e-mail, as every e-mail's footer names it (issue 27): the market's seller with its
 * address, numbers and customer service, and links to the market's legal pages. The outbox handler
 * resolves it for the mail's market and language (mailFooterSource in the composition root).
 */
export interface MailFooter {
  readonly companyName: string;
  /** Street, postal code, city and country, in the mail's language. */
  readonly address: string;
  readonly organisationNumber: string;
  readonly vatNumber: string;
  readonly email: string;
  readonly phone: string;
  /** Customer service's opening hours, in the mail's language. */
  readonly hours: string;
  /** The absolute URL of each legal page in the mail's language. */
  readonly links: Readonly<Record<LegalPage, string>>;
}

type FooterWords = {
  organisationNumber: string;
  vatNumber: string;
  customerService: string;
  pages: Readonly<Record<Exclude<LegalPage, 'cookies'>, string>>;
};

/** The footer's labels in every language; the links are the pages a buyer may need after buying. */
const WORDS: Readonly<Record<Language, FooterWords>> = {
  sv: {
    organisationNumber: 'Org.nr',
    vatNumber: 'Momsreg.nr',
    customerService: 'Kundservice',
    pages: {
      terms: 'Köpvillkor',
      privacy: 'Integritetspolicy',
      withdrawal: 'Ångerrätt och returer',
      contact: 'Kontakt',
    },
  },
  en: {
    organisationNumber: 'Company no.',
    vatNumber: 'VAT no.',
    customerService: 'Customer service',
    pages: {
      terms: 'Terms of sale',
      privacy: 'Privacy policy',
      withdrawal: 'Withdrawal and returns',
      contact: 'Contact',
    },
  },
  nb: {
    organisationNumber: 'Org.nr.',
    vatNumber: 'MVA-nr.',
    customerService: 'Kundeservice',
    pages: {
      terms: 'Kjøpsvilkår',
      privacy: 'Personvern',
      withdrawal: 'Angrerett og retur',
      contact: 'Kontakt',
    },
  },
  fi: {
    organisationNumber: 'Y-tunnus',
    vatNumber: 'ALV-numero',
    customerService: 'Asiakaspalvelu',
    pages: {
      terms: 'Toimitusehdot',
      privacy: 'Tietosuoja',
      withdrawal: 'Peruutusoikeus ja palautukset',
      contact: 'Yhteystiedot',
    },
  },
  da: {
    organisationNumber: 'CVR-nr.',
    vatNumber: 'Momsnr.',
    customerService: 'Kundeservice',
    pages: {
      terms: 'Handelsbetingelser',
      privacy: 'Privatlivspolitik',
      withdrawal: 'Fortrydelsesret og returnering',
      contact: 'Kontakt',
    },
  },
  nl: {
    organisationNumber: 'Ondernemingsnr.',
    vatNumber: 'Btw-nr.',
    customerService: 'Klantenservice',
    pages: {
      terms: 'Verkoopvoorwaarden',
      privacy: 'Privacybeleid',
      withdrawal: 'Herroepingsrecht en retouren',
      contact: 'Contact',
    },
  },
  fr: {
    organisationNumber: 'N° d’immatriculation',
    vatNumber: 'N° de TVA',
    customerService: 'Service client',
    pages: {
      terms: 'Conditions générales de vente',
      privacy: 'Confidentialité',
      withdrawal: 'Rétractation et retours',
      contact: 'Contact',
    },
  },
  de: {
    organisationNumber: 'Registernummer',
    vatNumber: 'USt-IdNr.',
    customerService: 'Kundenservice',
    pages: {
      terms: 'AGB',
      privacy: 'Datenschutz',
      withdrawal: 'Widerruf und Rücksendung',
      contact: 'Kontakt',
    },
  },
  cs: {
    organisationNumber: 'IČO',
    vatNumber: 'DIČ',
    customerService: 'Zákaznický servis',
    pages: {
      terms: 'Obchodní podmínky',
      privacy: 'Ochrana osobních údajů',
      withdrawal: 'Odstoupení a vrácení zboží',
      contact: 'Kontakt',
    },
  },
  et: {
    organisationNumber: 'Registrikood',
    vatNumber: 'KMKR nr',
    customerService: 'Klienditeenindus',
    pages: {
      terms: 'Müügitingimused',
      privacy: 'Privaatsuspoliitika',
      withdrawal: 'Taganemisõigus ja tagastamine',
      contact: 'Kontakt',
    },
  },
  it: {
    organisationNumber: 'N. di registrazione',
    vatNumber: 'Partita IVA',
    customerService: 'Servizio clienti',
    pages: {
      terms: 'Condizioni di vendita',
      privacy: 'Privacy',
      withdrawal: 'Recesso e resi',
      contact: 'Contatti',
    },
  },
  pl: {
    organisationNumber: 'Nr rejestrowy',
    vatNumber: 'NIP',
    customerService: 'Obsługa klienta',
    pages: {
      terms: 'Regulamin sprzedaży',
      privacy: 'Polityka prywatności',
      withdrawal: 'Odstąpienie od umowy i zwroty',
      contact: 'Kontakt',
    },
  },
  es: {
    organisationNumber: 'N.º de registro',
    vatNumber: 'NIF-IVA',
    customerService: 'Atención al cliente',
    pages: {
      terms: 'Condiciones de venta',
      privacy: 'Privacidad',
      withdrawal: 'Desistimiento y devoluciones',
      contact: 'Contacto',
    },
  },
  lv: {
    organisationNumber: 'Reģ. Nr.',
    vatNumber: 'PVN Nr.',
    customerService: 'Klientu apkalpošana',
    pages: {
      terms: 'Pārdošanas noteikumi',
      privacy: 'Privātuma politika',
      withdrawal: 'Atteikuma tiesības un atgriešana',
      contact: 'Kontakti',
    },
  },
};

const linkedPages = (words: FooterWords) =>
  (Object.keys(words.pages) as (keyof FooterWords['pages'])[]).map((page) => ({
    page,
    label: words.pages[page],
  }));

const LINK = 'color:#334155;text-decoration:underline';

/** The seller and the legal links as HTML, inside the layout's footer cell. */
export function footerHtml(footer: MailFooter, language: Language): SafeHtml {
  const words = WORDS[language];
  const links = linkedPages(words).map(
    ({ page, label }, i) =>
      html`${i === 0 ? '' : ' · '}<a href="${footer.links[page]}" style="${LINK}">${label}</a>`,
  );
  return html`<p style="margin:12px 0 0"><strong style="color:#0f172a">${footer.companyName}</strong><br>${footer.address}<br>${words.organisationNumber}: ${footer.organisationNumber} · ${words.vatNumber}: ${footer.vatNumber}</p>
<p style="margin:8px 0 0">${words.customerService}: <a href="mailto:${footer.email}" style="${LINK}">${footer.email}</a> · ${footer.phone} · ${footer.hours}</p>
<p style="margin:8px 0 0">${links}</p>`;
}

/** The same for the text part: one fact a line, each link as "label: url". */
export function footerText(footer: MailFooter, language: Language): string[] {
  const words = WORDS[language];
  return [
    footer.companyName,
    footer.address,
    `${words.organisationNumber}: ${footer.organisationNumber}, ${words.vatNumber}: ${footer.vatNumber}`,
    `${words.customerService}: ${footer.email}, ${footer.phone} (${footer.hours})`,
    '',
    ...linkedPages(words).map(({ page, label }) => `${label}: ${footer.links[page]}`),
  ];
}
