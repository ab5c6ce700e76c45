import { z } from 'zod';
import { SHOP_NAME } from './layout';
import { defineMailTemplate } from './mailTemplate';

/**
 * The confirmation of an account made on the create-account page (auth signUp.ts): the address's
 * owner confirms it with the signed, single-use link (valid three days); until then nobody can sign
 * in to it. A resend ends the earlier links.
 */
export const signUpConfirmationMail = defineMailTemplate(
  'signUpConfirmation',
  z.object({
    firstName: z.string().trim().min(1).max(200),
    url: z.url({ protocol: /^https?$/ }).max(2000),
  }),
  {
    sv: ({ firstName, url }) => ({
      subject: `Bekräfta din e-postadress hos ${SHOP_NAME}`,
      heading: 'Bekräfta din e-postadress',
      paragraphs: [
        `Hej ${firstName}!`,
        'Tack för att du skapade ett konto. Bekräfta din e-postadress med knappen nedan, så kan du logga in. Länken gäller i tre dygn och kan användas en gång.',
        'Var det inte du kan du bortse från meddelandet; utan bekräftelse kan ingen logga in på kontot.',
      ],
      action: { label: 'Bekräfta e-postadressen', url },
    }),
    en: ({ firstName, url }) => ({
      subject: `Confirm your e-mail address at ${SHOP_NAME}`,
      heading: 'Confirm your e-mail address',
      paragraphs: [
        `Hello ${firstName},`,
        'Thank you for creating an account. Confirm your e-mail address with the button below, and you can sign in. The link is valid for three days and can be used once.',
        'If this was not you, ignore this message; without confirmation nobody can sign in to the account.',
      ],
      action: { label: 'Confirm the e-mail address', url },
    }),
    nb: ({ firstName, url }) => ({
      subject: `Bekreft e-postadressen din hos ${SHOP_NAME}`,
      heading: 'Bekreft e-postadressen din',
      paragraphs: [
        `Hei ${firstName}!`,
        'Takk for at du opprettet en konto. Bekreft e-postadressen din med knappen nedenfor, så kan du logge inn. Lenken gjelder i tre døgn og kan brukes én gang.',
        'Hvis det ikke var deg, kan du se bort fra meldingen; uten bekreftelse kan ingen logge inn på kontoen.',
      ],
      action: { label: 'Bekreft e-postadressen', url },
    }),
    fi: ({ firstName, url }) => ({
      subject: `Vahvista sähköpostiosoitteesi: ${SHOP_NAME}`,
      heading: 'Vahvista sähköpostiosoitteesi',
      paragraphs: [
        `Hei ${firstName}!`,
        'Kiitos, että loit tilin. Vahvista sähköpostiosoitteesi alla olevalla painikkeella, niin voit kirjautua sisään. Linkki on voimassa kolme vuorokautta ja sitä voi käyttää kerran.',
        'Jos et tehnyt tätä, voit jättää viestin huomiotta; ilman vahvistusta kukaan ei voi kirjautua tilille.',
      ],
      action: { label: 'Vahvista sähköpostiosoite', url },
    }),
    da: ({ firstName, url }) => ({
      subject: `Bekræft din e-mailadresse hos ${SHOP_NAME}`,
      heading: 'Bekræft din e-mailadresse',
      paragraphs: [
        `Hej ${firstName}!`,
        'Tak, fordi du oprettede en konto. Bekræft din e-mailadresse med knappen nedenfor, så kan du logge ind. Linket gælder i tre døgn og kan bruges én gang.',
        'Hvis det ikke var dig, kan du se bort fra beskeden; uden bekræftelse kan ingen logge ind på kontoen.',
      ],
      action: { label: 'Bekræft e-mailadressen', url },
    }),
    nl: ({ firstName, url }) => ({
      subject: `Bevestig je e-mailadres bij ${SHOP_NAME}`,
      heading: 'Bevestig je e-mailadres',
      paragraphs: [
        `Hallo ${firstName},`,
        'Bedankt voor het aanmaken van een account. Bevestig je e-mailadres met de knop hieronder, dan kun je inloggen. De link is drie dagen geldig en kan één keer worden gebruikt.',
        'Was jij dit niet, negeer dan dit bericht; zonder bevestiging kan niemand op het account inloggen.',
      ],
      action: { label: 'E-mailadres bevestigen', url },
    }),
    fr: ({ firstName, url }) => ({
      subject: `Confirmez votre adresse e-mail chez ${SHOP_NAME}`,
      heading: 'Confirmez votre adresse e-mail',
      paragraphs: [
        `Bonjour ${firstName},`,
        'Merci d’avoir créé un compte. Confirmez votre adresse e-mail avec le bouton ci-dessous pour pouvoir vous connecter. Le lien est valable trois jours et ne peut servir qu’une fois.',
        'Si ce n’était pas vous, ignorez ce message ; sans confirmation, personne ne peut se connecter au compte.',
      ],
      action: { label: 'Confirmer l’adresse e-mail', url },
    }),
    de: ({ firstName, url }) => ({
      subject: `Bestätigen Sie Ihre E-Mail-Adresse bei ${SHOP_NAME}`,
      heading: 'Bestätigen Sie Ihre E-Mail-Adresse',
      paragraphs: [
        `Hallo ${firstName},`,
        'vielen Dank, dass Sie ein Konto angelegt haben. Bestätigen Sie Ihre E-Mail-Adresse mit der Schaltfläche unten, dann können Sie sich anmelden. Der Link ist drei Tage gültig und kann einmal verwendet werden.',
        'Falls Sie das nicht waren, ignorieren Sie diese Nachricht; ohne Bestätigung kann sich niemand bei dem Konto anmelden.',
      ],
      action: { label: 'E-Mail-Adresse bestätigen', url },
    }),
    cs: ({ firstName, url }) => ({
      subject: `Potvrďte svou e-mailovou adresu v obchodě ${SHOP_NAME}`,
      heading: 'Potvrďte svou e-mailovou adresu',
      paragraphs: [
        `Dobrý den, ${firstName},`,
        'děkujeme za založení účtu. Potvrďte svou e-mailovou adresu tlačítkem níže a pak se můžete přihlásit. Odkaz platí tři dny a lze jej použít jednou.',
        'Pokud jste to nebyli vy, zprávu ignorujte; bez potvrzení se k účtu nikdo nepřihlásí.',
      ],
      action: { label: 'Potvrdit e-mailovou adresu', url },
    }),
    et: ({ firstName, url }) => ({
      subject: `Kinnitage oma e-posti aadress: ${SHOP_NAME}`,
      heading: 'Kinnitage oma e-posti aadress',
      paragraphs: [
        `Tere, ${firstName}!`,
        'Täname konto loomise eest. Kinnitage oma e-posti aadress alloleva nupuga, siis saate sisse logida. Link kehtib kolm päeva ja seda saab kasutada ühe korra.',
        'Kui see polnud teie, jätke sõnum tähelepanuta; ilma kinnituseta ei saa keegi kontole sisse logida.',
      ],
      action: { label: 'Kinnita e-posti aadress', url },
    }),
    it: ({ firstName, url }) => ({
      subject: `Conferma il tuo indirizzo e-mail su ${SHOP_NAME}`,
      heading: 'Conferma il tuo indirizzo e-mail',
      paragraphs: [
        `Ciao ${firstName},`,
        'grazie per aver creato un account. Conferma il tuo indirizzo e-mail con il pulsante qui sotto e potrai accedere. Il link è valido tre giorni e si può usare una sola volta.',
        'Se non sei stato tu, ignora questo messaggio; senza conferma nessuno può accedere all’account.',
      ],
      action: { label: 'Conferma l’indirizzo e-mail', url },
    }),
    pl: ({ firstName, url }) => ({
      subject: `Potwierdź swój adres e-mail w ${SHOP_NAME}`,
      heading: 'Potwierdź swój adres e-mail',
      paragraphs: [
        `Dzień dobry, ${firstName}!`,
        'Dziękujemy za założenie konta. Potwierdź swój adres e-mail przyciskiem poniżej, a będziesz mógł się zalogować. Link jest ważny trzy dni i można go użyć jeden raz.',
        'Jeśli to nie Ty, zignoruj tę wiadomość; bez potwierdzenia nikt nie zaloguje się na to konto.',
      ],
      action: { label: 'Potwierdź adres e-mail', url },
    }),
    es: ({ firstName, url }) => ({
      subject: `Confirma tu dirección de correo en ${SHOP_NAME}`,
      heading: 'Confirma tu dirección de correo',
      paragraphs: [
        `Hola, ${firstName}:`,
        'Gracias por crear una cuenta. Confirma tu dirección de correo con el botón de abajo y podrás iniciar sesión. El enlace es válido tres días y se puede usar una vez.',
        'Si no has sido tú, ignora este mensaje; sin confirmación nadie puede iniciar sesión en la cuenta.',
      ],
      action: { label: 'Confirmar la dirección de correo', url },
    }),
    lv: ({ firstName, url }) => ({
      subject: `Apstipriniet savu e-pasta adresi veikalā ${SHOP_NAME}`,
      heading: 'Apstipriniet savu e-pasta adresi',
      paragraphs: [
        `Sveiki, ${firstName}!`,
        'Paldies, ka izveidojāt kontu. Apstipriniet savu e-pasta adresi ar zemāk esošo pogu, un varēsiet pieteikties. Saite ir derīga trīs dienas, un to var izmantot vienu reizi.',
        'Ja tas nebijāt jūs, neņemiet šo ziņu vērā; bez apstiprinājuma neviens nevar pieteikties kontā.',
      ],
      action: { label: 'Apstiprināt e-pasta adresi', url },
    }),
  },
);
