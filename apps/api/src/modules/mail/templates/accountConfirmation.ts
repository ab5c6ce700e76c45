import { z } from 'zod';
import { SHOP_NAME } from './layout';
import { defineMailTemplate } from './mailTemplate';

/**
 * The confirmation of an account a guest asked for at checkout (modules/order customerAccount.ts), sent
 * once the order is paid: the address's owner confirms it by choosing a password with the single-use
 * link; until then nobody can sign in to it.
 */
export const accountConfirmationMail = defineMailTemplate(
  'accountConfirmation',
  z.object({
    firstName: z.string().trim().min(1).max(200),
    url: z.url({ protocol: /^https?$/ }).max(2000),
  }),
  {
    sv: ({ firstName, url }) => ({
      subject: `Bekräfta ditt nya konto hos ${SHOP_NAME}`,
      heading: 'Bekräfta ditt konto',
      paragraphs: [
        `Hej ${firstName}!`,
        'Ett konto för den här e-postadressen begärdes med din beställning. Bekräfta det genom att välja ett lösenord. Länken gäller i tre dygn och kan användas en gång.',
        'Var det inte du kan du bortse från meddelandet; utan din bekräftelse kan ingen logga in på kontot.',
      ],
      action: { label: 'Bekräfta och välj lösenord', url },
    }),
    en: ({ firstName, url }) => ({
      subject: `Confirm your new ${SHOP_NAME} account`,
      heading: 'Confirm your account',
      paragraphs: [
        `Hello ${firstName},`,
        'An account for this e-mail address was asked for with your order. Confirm it by choosing a password. The link is valid for three days and can be used once.',
        'If this was not you, ignore this message; without your confirmation nobody can sign in to the account.',
      ],
      action: { label: 'Confirm and choose a password', url },
    }),
    nb: ({ firstName, url }) => ({
      subject: `Bekreft den nye kontoen din hos ${SHOP_NAME}`,
      heading: 'Bekreft kontoen din',
      paragraphs: [
        `Hei ${firstName}!`,
        'En konto for denne e-postadressen ble bestilt sammen med bestillingen din. Bekreft den ved å velge et passord. Lenken gjelder i tre døgn og kan brukes én gang.',
        'Hvis det ikke var deg, kan du se bort fra meldingen; uten din bekreftelse kan ingen logge inn på kontoen.',
      ],
      action: { label: 'Bekreft og velg passord', url },
    }),
    fi: ({ firstName, url }) => ({
      subject: `Vahvista uusi tilisi: ${SHOP_NAME}`,
      heading: 'Vahvista tilisi',
      paragraphs: [
        `Hei ${firstName}!`,
        'Tilauksesi yhteydessä pyydettiin tiliä tälle sähköpostiosoitteelle. Vahvista se valitsemalla salasana. Linkki on voimassa kolme vuorokautta ja sitä voi käyttää kerran.',
        'Jos et tehnyt tätä, voit jättää viestin huomiotta; ilman vahvistustasi kukaan ei voi kirjautua tilille.',
      ],
      action: { label: 'Vahvista ja valitse salasana', url },
    }),
    da: ({ firstName, url }) => ({
      subject: `Bekræft din nye konto hos ${SHOP_NAME}`,
      heading: 'Bekræft din konto',
      paragraphs: [
        `Hej ${firstName}!`,
        'Der blev bedt om en konto til denne e-mailadresse sammen med din bestilling. Bekræft den ved at vælge en adgangskode. Linket gælder i tre døgn og kan bruges én gang.',
        'Hvis det ikke var dig, kan du se bort fra beskeden; uden din bekræftelse kan ingen logge ind på kontoen.',
      ],
      action: { label: 'Bekræft og vælg adgangskode', url },
    }),
    nl: ({ firstName, url }) => ({
      subject: `Bevestig je nieuwe account bij ${SHOP_NAME}`,
      heading: 'Bevestig je account',
      paragraphs: [
        `Hallo ${firstName},`,
        'Bij je bestelling is een account voor dit e-mailadres aangevraagd. Bevestig het door een wachtwoord te kiezen. De link is drie dagen geldig en kan één keer worden gebruikt.',
        'Was jij dit niet, dan kun je dit bericht negeren; zonder jouw bevestiging kan niemand op het account inloggen.',
      ],
      action: { label: 'Bevestigen en wachtwoord kiezen', url },
    }),
    fr: ({ firstName, url }) => ({
      subject: `Confirmez votre nouveau compte ${SHOP_NAME}`,
      heading: 'Confirmez votre compte',
      paragraphs: [
        `Bonjour ${firstName},`,
        'Un compte pour cette adresse e-mail a été demandé avec votre commande. Confirmez-le en choisissant un mot de passe. Le lien est valable trois jours et ne peut être utilisé qu’une fois.',
        'Si ce n’était pas vous, ignorez ce message ; sans votre confirmation, personne ne peut se connecter à ce compte.',
      ],
      action: { label: 'Confirmer et choisir un mot de passe', url },
    }),
    de: ({ firstName, url }) => ({
      subject: `Bestätigen Sie Ihr neues Konto bei ${SHOP_NAME}`,
      heading: 'Bestätigen Sie Ihr Konto',
      paragraphs: [
        `Hallo ${firstName},`,
        'Mit Ihrer Bestellung wurde ein Konto für diese E-Mail-Adresse angefordert. Bestätigen Sie es, indem Sie ein Passwort wählen. Der Link gilt drei Tage und kann einmal verwendet werden.',
        'Wenn Sie das nicht waren, ignorieren Sie diese Nachricht; ohne Ihre Bestätigung kann sich niemand bei dem Konto anmelden.',
      ],
      action: { label: 'Bestätigen und Passwort wählen', url },
    }),
    cs: ({ firstName, url }) => ({
      subject: `Potvrďte svůj nový účet v ${SHOP_NAME}`,
      heading: 'Potvrďte svůj účet',
      paragraphs: [
        `Dobrý den, ${firstName},`,
        'S vaší objednávkou byl vyžádán účet pro tuto e-mailovou adresu. Potvrďte jej výběrem hesla. Odkaz platí tři dny a lze jej použít jednou.',
        'Pokud jste to nebyli vy, tuto zprávu ignorujte; bez vašeho potvrzení se k účtu nikdo nepřihlásí.',
      ],
      action: { label: 'Potvrdit a zvolit heslo', url },
    }),
    et: ({ firstName, url }) => ({
      subject: `Kinnita oma uus ${SHOP_NAME} konto`,
      heading: 'Kinnita oma konto',
      paragraphs: [
        `Tere, ${firstName}!`,
        'Sinu tellimusega taotleti sellele e-posti aadressile kontot. Kinnita see, valides parooli. Link kehtib kolm ööpäeva ja seda saab kasutada üks kord.',
        'Kui see polnud sina, jäta see kiri tähelepanuta; ilma sinu kinnituseta ei saa keegi kontole sisse logida.',
      ],
      action: { label: 'Kinnita ja vali parool', url },
    }),
    it: ({ firstName, url }) => ({
      subject: `Conferma il tuo nuovo account ${SHOP_NAME}`,
      heading: 'Conferma il tuo account',
      paragraphs: [
        `Ciao ${firstName},`,
        'Con il tuo ordine è stato richiesto un account per questo indirizzo e-mail. Confermalo scegliendo una password. Il link è valido per tre giorni e può essere usato una sola volta.',
        'Se non sei stato tu, ignora questo messaggio: senza la tua conferma nessuno può accedere all’account.',
      ],
      action: { label: 'Conferma e scegli la password', url },
    }),
    pl: ({ firstName, url }) => ({
      subject: `Potwierdź swoje nowe konto w ${SHOP_NAME}`,
      heading: 'Potwierdź swoje konto',
      paragraphs: [
        `Dzień dobry, ${firstName},`,
        'Wraz z Twoim zamówieniem poproszono o konto dla tego adresu e-mail. Potwierdź je, wybierając hasło. Link jest ważny przez trzy dni i można go użyć jeden raz.',
        'Jeśli to nie Ty, zignoruj tę wiadomość; bez Twojego potwierdzenia nikt nie zaloguje się na to konto.',
      ],
      action: { label: 'Potwierdź i wybierz hasło', url },
    }),
    es: ({ firstName, url }) => ({
      subject: `Confirma tu nueva cuenta de ${SHOP_NAME}`,
      heading: 'Confirma tu cuenta',
      paragraphs: [
        `Hola, ${firstName}:`,
        'Con tu pedido se solicitó una cuenta para esta dirección de correo electrónico. Confírmala eligiendo una contraseña. El enlace es válido durante tres días y solo puede usarse una vez.',
        'Si no fuiste tú, ignora este mensaje; sin tu confirmación nadie puede iniciar sesión en la cuenta.',
      ],
      action: { label: 'Confirmar y elegir contraseña', url },
    }),
    lv: ({ firstName, url }) => ({
      subject: `Apstipriniet savu jauno ${SHOP_NAME} kontu`,
      heading: 'Apstipriniet savu kontu',
      paragraphs: [
        `Sveiki, ${firstName}!`,
        'Kopā ar jūsu pasūtījumu tika pieprasīts konts šai e-pasta adresei. Apstipriniet to, izvēloties paroli. Saite ir derīga trīs diennaktis, un to var izmantot vienu reizi.',
        'Ja tas nebijāt jūs, neņemiet šo ziņu vērā; bez jūsu apstiprinājuma neviens nevar pieteikties kontā.',
      ],
      action: { label: 'Apstiprināt un izvēlēties paroli', url },
    }),
  },
);
