import { z } from 'zod';
import { SHOP_NAME } from './layout';
import { defineMailTemplate } from './mailTemplate';

/**
 * The password reset link (modules/auth): single use, valid for one hour. Sent only for an existing,
 * active account; the request's answer is the same either way.
 */
export const passwordResetMail = defineMailTemplate(
  'passwordReset',
  z.object({
    firstName: z.string().trim().min(1).max(200),
    url: z.url({ protocol: /^https?$/ }).max(2000),
  }),
  {
    sv: ({ firstName, url }) => ({
      subject: `Återställ ditt lösenord hos ${SHOP_NAME}`,
      heading: 'Välj ett nytt lösenord',
      paragraphs: [
        `Hej ${firstName}!`,
        'Vi har fått en begäran om att återställa lösenordet till ditt konto. Länken gäller i en timme och kan användas en gång.',
        'Har du inte begärt detta kan du bortse från meddelandet; ditt lösenord är oförändrat.',
      ],
      action: { label: 'Välj nytt lösenord', url },
    }),
    en: ({ firstName, url }) => ({
      subject: `Reset your ${SHOP_NAME} password`,
      heading: 'Choose a new password',
      paragraphs: [
        `Hello ${firstName},`,
        'We received a request to reset the password of your account. The link is valid for one hour and can be used once.',
        'If you did not ask for this, ignore this message; your password has not changed.',
      ],
      action: { label: 'Choose a new password', url },
    }),
    nb: ({ firstName, url }) => ({
      subject: `Tilbakestill passordet ditt hos ${SHOP_NAME}`,
      heading: 'Velg et nytt passord',
      paragraphs: [
        `Hei ${firstName}!`,
        'Vi har mottatt en forespørsel om å tilbakestille passordet til kontoen din. Lenken gjelder i én time og kan brukes én gang.',
        'Hvis du ikke har bedt om dette, kan du se bort fra meldingen; passordet ditt er uendret.',
      ],
      action: { label: 'Velg nytt passord', url },
    }),
    fi: ({ firstName, url }) => ({
      subject: `Palauta salasanasi: ${SHOP_NAME}`,
      heading: 'Valitse uusi salasana',
      paragraphs: [
        `Hei ${firstName}!`,
        'Saimme pyynnön tilisi salasanan palauttamisesta. Linkki on voimassa tunnin ja sitä voi käyttää kerran.',
        'Jos et pyytänyt tätä, voit jättää viestin huomiotta; salasanasi on ennallaan.',
      ],
      action: { label: 'Valitse uusi salasana', url },
    }),
    da: ({ firstName, url }) => ({
      subject: `Nulstil din adgangskode hos ${SHOP_NAME}`,
      heading: 'Vælg en ny adgangskode',
      paragraphs: [
        `Hej ${firstName}!`,
        'Vi har modtaget en anmodning om at nulstille adgangskoden til din konto. Linket gælder i én time og kan bruges én gang.',
        'Hvis du ikke har bedt om dette, kan du se bort fra beskeden; din adgangskode er uændret.',
      ],
      action: { label: 'Vælg ny adgangskode', url },
    }),
    nl: ({ firstName, url }) => ({
      subject: `Stel je wachtwoord bij ${SHOP_NAME} opnieuw in`,
      heading: 'Kies een nieuw wachtwoord',
      paragraphs: [
        `Hallo ${firstName},`,
        'We hebben een verzoek ontvangen om het wachtwoord van je account opnieuw in te stellen. De link is één uur geldig en kan één keer worden gebruikt.',
        'Heb je dit niet gevraagd, negeer dan dit bericht; je wachtwoord is niet gewijzigd.',
      ],
      action: { label: 'Nieuw wachtwoord kiezen', url },
    }),
    fr: ({ firstName, url }) => ({
      subject: `Réinitialisez votre mot de passe ${SHOP_NAME}`,
      heading: 'Choisissez un nouveau mot de passe',
      paragraphs: [
        `Bonjour ${firstName},`,
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Le lien est valable une heure et ne peut être utilisé qu’une fois.',
        'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message ; votre mot de passe n’a pas changé.',
      ],
      action: { label: 'Choisir un nouveau mot de passe', url },
    }),
    de: ({ firstName, url }) => ({
      subject: `Passwort für ${SHOP_NAME} zurücksetzen`,
      heading: 'Wählen Sie ein neues Passwort',
      paragraphs: [
        `Hallo ${firstName},`,
        'wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen. Der Link ist eine Stunde gültig und kann einmal verwendet werden.',
        'Wenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht; Ihr Passwort bleibt unverändert.',
      ],
      action: { label: 'Neues Passwort wählen', url },
    }),
    cs: ({ firstName, url }) => ({
      subject: `Obnovení hesla do ${SHOP_NAME}`,
      heading: 'Zvolte si nové heslo',
      paragraphs: [
        `Dobrý den, ${firstName},`,
        'obdrželi jsme žádost o obnovení hesla k vašemu účtu. Odkaz platí jednu hodinu a lze jej použít jen jednou.',
        'Pokud jste o to nežádali, zprávu ignorujte; vaše heslo zůstává beze změny.',
      ],
      action: { label: 'Zvolit nové heslo', url },
    }),
    et: ({ firstName, url }) => ({
      subject: `Lähtesta oma ${SHOP_NAME} parool`,
      heading: 'Vali uus parool',
      paragraphs: [
        `Tere, ${firstName}!`,
        'Saime taotluse sinu konto parooli lähtestamiseks. Link kehtib ühe tunni ja seda saab kasutada ühe korra.',
        'Kui sa seda ei taotlenud, jäta see sõnum tähelepanuta; sinu parool on muutmata.',
      ],
      action: { label: 'Vali uus parool', url },
    }),
    it: ({ firstName, url }) => ({
      subject: `Reimposta la password di ${SHOP_NAME}`,
      heading: 'Scegli una nuova password',
      paragraphs: [
        `Ciao ${firstName},`,
        'abbiamo ricevuto una richiesta di reimpostare la password del tuo account. Il link è valido per un’ora e può essere usato una sola volta.',
        'Se non sei stato tu a chiederlo, ignora questo messaggio; la tua password non è cambiata.',
      ],
      action: { label: 'Scegli una nuova password', url },
    }),
    pl: ({ firstName, url }) => ({
      subject: `Zresetuj hasło w ${SHOP_NAME}`,
      heading: 'Wybierz nowe hasło',
      paragraphs: [
        `Dzień dobry, ${firstName},`,
        'otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta. Link jest ważny przez godzinę i można go użyć tylko raz.',
        'Jeśli to nie Ty wysłałeś tę prośbę, zignoruj wiadomość; Twoje hasło się nie zmieniło.',
      ],
      action: { label: 'Wybierz nowe hasło', url },
    }),
    es: ({ firstName, url }) => ({
      subject: `Restablece tu contraseña de ${SHOP_NAME}`,
      heading: 'Elige una nueva contraseña',
      paragraphs: [
        `Hola, ${firstName}:`,
        'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta. El enlace es válido durante una hora y solo puede usarse una vez.',
        'Si no lo has solicitado, ignora este mensaje; tu contraseña no ha cambiado.',
      ],
      action: { label: 'Elegir nueva contraseña', url },
    }),
    lv: ({ firstName, url }) => ({
      subject: `Atiestatiet savu ${SHOP_NAME} paroli`,
      heading: 'Izvēlieties jaunu paroli',
      paragraphs: [
        `Labdien, ${firstName}!`,
        'Esam saņēmuši pieprasījumu atiestatīt jūsu konta paroli. Saite ir derīga vienu stundu, un to var izmantot tikai vienreiz.',
        'Ja jūs to nepieprasījāt, ignorējiet šo ziņojumu; jūsu parole nav mainīta.',
      ],
      action: { label: 'Izvēlēties jaunu paroli', url },
    }),
  },
);
