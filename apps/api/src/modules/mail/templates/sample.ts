import { z } from 'zod';
import { SHOP_NAME } from './layout';
import { defineMailTemplate } from './mailTemplate';

/**
 * A test message, sent from the development mailbox so a newcomer sees the e-mail path working. Its
 * sentence is a pangram (or close to one) of each language, so every special letter shows.
 */
export const sampleMail = defineMailTemplate(
  'sample',
  z.object({ name: z.string().trim().min(1).max(200) }),
  {
    sv: ({ name }) => ({
      subject: `Testmeddelande från ${SHOP_NAME}`,
      heading: 'Butikens e-post fungerar',
      paragraphs: [
        `Hej ${name}!`,
        'Det här är ett testmeddelande från utvecklarnas brevlåda. Så här ser butikens e-post ut på svenska:',
      ],
      highlight: 'Flygande bäckasiner söka hwila på mjuka tuvor. Åsa äter gröt.',
    }),
    en: ({ name }) => ({
      subject: `Test message from ${SHOP_NAME}`,
      heading: "The shop's e-mail works",
      paragraphs: [
        `Hello ${name},`,
        "This is a test message from the development mailbox. This is how the shop's e-mail looks in English:",
      ],
      highlight: 'The quick brown fox jumps over the lazy dog.',
    }),
    nb: ({ name }) => ({
      subject: `Testmelding fra ${SHOP_NAME}`,
      heading: 'Butikkens e-post fungerer',
      paragraphs: [
        `Hei ${name}!`,
        'Dette er en testmelding fra utviklernes postkasse. Slik ser butikkens e-post ut på norsk:',
      ],
      highlight: 'Vår sære Zulu fra badeøya spilte jo whist og quickstep i min taxi.',
    }),
    fi: ({ name }) => ({
      subject: `Testiviesti: ${SHOP_NAME}`,
      heading: 'Kaupan sähköposti toimii',
      paragraphs: [
        `Hei ${name}!`,
        'Tämä on testiviesti kehittäjien postilaatikosta. Tältä kaupan sähköposti näyttää suomeksi:',
      ],
      highlight:
        'Fahrenheit ja Celsius yrjösivät Åsan backgammon-peliin, Volkswagenissa, daiquirin ja ZX81:n yhteisvaikutuksesta.',
    }),
    da: ({ name }) => ({
      subject: `Testmeddelelse fra ${SHOP_NAME}`,
      heading: 'Butikkens e-mail virker',
      paragraphs: [
        `Hej ${name}!`,
        'Dette er en testmeddelelse fra udviklernes postkasse. Sådan ser butikkens e-mail ud på dansk:',
      ],
      highlight: 'Høj bly gom vandt fræk sexquiz på wc. Åen løber stille.',
    }),
    nl: ({ name }) => ({
      subject: `Testbericht van ${SHOP_NAME}`,
      heading: 'De e-mail van de winkel werkt',
      paragraphs: [
        `Hallo ${name},`,
        'Dit is een testbericht uit de ontwikkelaarsbrievenbus. Zo ziet de e-mail van de winkel eruit in het Nederlands:',
      ],
      highlight: "Pa's wijze lynx bezag vroom het fikse aquaduct. Één café, twee ideeën.",
    }),
    fr: ({ name }) => ({
      subject: `Message de test de ${SHOP_NAME}`,
      heading: 'La messagerie de la boutique fonctionne',
      paragraphs: [
        `Bonjour ${name},`,
        'Ceci est un message de test de la boîte aux lettres de développement. Voici les e-mails de la boutique en français :',
      ],
      highlight: "Voix ambiguë d'un cœur qui, au zéphyr, préfère les jattes de kiwis.",
    }),
    de: ({ name }) => ({
      subject: `Testnachricht von ${SHOP_NAME}`,
      heading: 'Die E-Mail des Shops funktioniert',
      paragraphs: [
        `Hallo ${name},`,
        'dies ist eine Testnachricht aus dem Entwickler-Postfach. So sehen die E-Mails des Shops auf Deutsch aus:',
      ],
      highlight: 'Victor jagt zwölf Boxkämpfer quer über den großen Sylter Deich.',
    }),
    cs: ({ name }) => ({
      subject: `Zkušební zpráva z ${SHOP_NAME}`,
      heading: 'E-mail obchodu funguje',
      paragraphs: [
        `Dobrý den, ${name},`,
        'toto je zkušební zpráva z vývojářské schránky. Takto vypadají e-maily obchodu v češtině:',
      ],
      highlight: 'Příliš žluťoučký kůň úpěl ďábelské ódy.',
    }),
    et: ({ name }) => ({
      subject: `Proovisõnum: ${SHOP_NAME}`,
      heading: 'Poe e-post töötab',
      paragraphs: [
        `Tere, ${name}!`,
        'See on proovisõnum arendajate postkastist. Nii näevad poe e-kirjad eesti keeles välja:',
      ],
      highlight: 'Põdur Zagrebi tšellomängija-följetonist Ciqo külmetas kehvas garaažis.',
    }),
    it: ({ name }) => ({
      subject: `Messaggio di prova da ${SHOP_NAME}`,
      heading: "L'e-mail del negozio funziona",
      paragraphs: [
        `Ciao ${name},`,
        'questo è un messaggio di prova dalla casella degli sviluppatori. Ecco le e-mail del negozio in italiano:',
      ],
      highlight:
        'Quel vituperabile xenofobo zelante assaggia il whisky ed esclama: alleluja! Perché è già così?',
    }),
    pl: ({ name }) => ({
      subject: `Wiadomość testowa od ${SHOP_NAME}`,
      heading: 'Poczta sklepu działa',
      paragraphs: [
        `Dzień dobry, ${name},`,
        'to jest wiadomość testowa ze skrzynki deweloperskiej. Tak wyglądają e-maile sklepu po polsku:',
      ],
      highlight: 'Pchnąć w tę łódź jeża lub ośm skrzyń fig. Zażółć gęślą jaźń.',
    }),
    es: ({ name }) => ({
      subject: `Mensaje de prueba de ${SHOP_NAME}`,
      heading: 'El correo de la tienda funciona',
      paragraphs: [
        `Hola, ${name}:`,
        'este es un mensaje de prueba del buzón de desarrollo. Así se ven los correos de la tienda en español:',
      ],
      highlight: 'El veloz murciélago hindú comía feliz cardillo y kiwi. ¿La cigüeña tocaba el saxofón?',
    }),
    lv: ({ name }) => ({
      subject: `Pārbaudes ziņojums no ${SHOP_NAME}`,
      heading: 'Veikala e-pasts darbojas',
      paragraphs: [
        `Sveiki, ${name}!`,
        'Šis ir pārbaudes ziņojums no izstrādātāju pastkastes. Šādi veikala e-pasti izskatās latviski:',
      ],
      highlight: 'Glāžšķūņa rūķīši dzērumā čiepj Baha koncertflīģeļu vākus.',
    }),
  },
);
