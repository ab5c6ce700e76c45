import { MARKETS, type MarketName } from '@workwear/domain';

/**
 * The demo's service points (pick-up points of the market's service-point carrier): shipped data per
 * market, what the API's demo directory answers until a carrier's API is plugged in behind the same
 * interface (apps/api metadata ServicePointDirectory). Sweden and Germany have points in three cities
 * each, so "near the postcode" shows; every other market has points in its capital. Names, streets
 * and postcodes are realistic, not real agents.
 */
export interface DemoServicePoint {
  readonly id: string;
  readonly name: string;
  readonly addressLine1: string;
  readonly zipCode: string;
  readonly city: string;
  readonly countryCode: string;
  readonly openingHours: string;
}

type Row = readonly [name: string, street: string, zipCode: string, city: string];

const SE_HOURS = 'Mån–fre 8–21, lör–sön 10–20';
const DE_HOURS = 'Mo–Fr 8–20, Sa 9–18';
const EN_HOURS = 'Mon–Fri 8–20, Sat 9–17';

/** Per market: its country code, opening hours in the country's words, and the points. */
const POINTS: Readonly<
  Partial<Record<MarketName, { country: string; hours: string; rows: readonly Row[] }>>
> = {
  se: {
    country: 'SE',
    hours: SE_HOURS,
    rows: [
      ['ICA Nära Odenplan', 'Odengatan 63', '113 22', 'Stockholm'],
      ['Pressbyrån Centralen', 'Vasagatan 14', '111 20', 'Stockholm'],
      ['Coop Södermalm', 'Götgatan 78', '118 30', 'Stockholm'],
      ['Hemköp Kungsholmen', 'Fleminggatan 41', '112 32', 'Stockholm'],
      ['ICA Kvantum Mölndal', 'Göteborgsvägen 97', '431 30', 'Mölndal'],
      ['Pressbyrån Nordstan', 'Nordstadstorget 6', '411 05', 'Göteborg'],
      ['Coop Linnégatan', 'Linnégatan 22', '413 04', 'Göteborg'],
      ['ICA Supermarket Triangeln', 'Södra Förstadsgatan 58', '211 43', 'Malmö'],
      ['Pressbyrån Malmö C', 'Centralplan 10', '211 20', 'Malmö'],
    ],
  },
  de: {
    country: 'DE',
    hours: DE_HOURS,
    rows: [
      ['Paketshop Kiosk am Alexanderplatz', 'Alexanderstraße 7', '10178', 'Berlin'],
      ['Paketshop Schreibwaren Müller', 'Kastanienallee 31', '10435', 'Berlin'],
      ['Paketshop Späti Kreuzberg', 'Oranienstraße 164', '10969', 'Berlin'],
      ['Paketshop Reinigung Özdemir', 'Schanzenstraße 59', '20357', 'Hamburg'],
      ['Paketshop Tabak & Presse Altona', 'Große Bergstraße 220', '22767', 'Hamburg'],
      ['Paketshop Getränke Huber', 'Leopoldstraße 82', '80802', 'München'],
      ['Paketshop Lotto Schwabing', 'Hohenzollernstraße 44', '80801', 'München'],
      ['Paketshop Blumen Weiß', 'Sendlinger Straße 12', '80331', 'München'],
    ],
  },
  no: {
    country: 'NO',
    hours: 'Man–fre 8–21, lør 9–18',
    rows: [
      ['Narvesen Oslo S', 'Jernbanetorget 1', '0154', 'Oslo'],
      ['Kiwi Grünerløkka', 'Thorvald Meyers gate 40', '0555', 'Oslo'],
      ['Rema 1000 Majorstuen', 'Bogstadveien 53', '0366', 'Oslo'],
    ],
  },
  dk: {
    country: 'DK',
    hours: 'Man–fre 8–21, lør–søn 9–18',
    rows: [
      ['Netto Nørrebrogade', 'Nørrebrogade 45', '2200', 'København N'],
      ['7-Eleven Hovedbanegården', 'Bernstorffsgade 16', '1577', 'København V'],
      ['Føtex Østerbro', 'Østerbrogade 96', '2100', 'København Ø'],
    ],
  },
  fi: {
    country: 'FI',
    hours: 'Ma–pe 8–21, la 9–18',
    rows: [
      ['R-kioski Rautatientori', 'Kaivokatu 1', '00100', 'Helsinki'],
      ['K-Market Kallio', 'Hämeentie 12', '00530', 'Helsinki'],
      ['S-Market Töölö', 'Runeberginkatu 43', '00260', 'Helsinki'],
    ],
  },
  uk: {
    country: 'GB',
    hours: EN_HOURS,
    rows: [
      ['Collect+ News Express Camden', '112 Camden High Street', 'NW1 0LU', 'London'],
      ['Collect+ Corner Shop Islington', '54 Upper Street', 'N1 0NY', 'London'],
      ['Collect+ Brixton Convenience', '7 Atlantic Road', 'SW9 8HX', 'London'],
    ],
  },
  ie: {
    country: 'IE',
    hours: EN_HOURS,
    rows: [
      ['Centra Parnell Street', '72 Parnell Street', 'D01 X2E4', 'Dublin'],
      ['Spar Camden Street', '18 Camden Street Lower', 'D02 H3C6', 'Dublin'],
      ['Londis Rathmines', '211 Rathmines Road', 'D06 R6F2', 'Dublin'],
    ],
  },
  nl: {
    country: 'NL',
    hours: 'Ma–za 8–20',
    rows: [
      ['Afhaalpunt Primera Centrum', 'Nieuwendijk 104', '1012 MR', 'Amsterdam'],
      ['Afhaalpunt Bruna De Pijp', 'Ferdinand Bolstraat 86', '1072 LN', 'Amsterdam'],
      ['Afhaalpunt Albert Heijn Oost', 'Linnaeusstraat 41', '1093 EG', 'Amsterdam'],
    ],
  },
  be: {
    country: 'BE',
    hours: 'Lun–sam 8–20',
    rows: [
      ['Point relais Press Shop Bourse', 'Rue du Midi 28', '1000', 'Bruxelles'],
      ['Point relais Carrefour Express Ixelles', 'Chaussée d’Ixelles 147', '1050', 'Ixelles'],
      ['Point relais Librairie Schaerbeek', 'Rue Royale Sainte-Marie 9', '1030', 'Schaerbeek'],
    ],
  },
  fr: {
    country: 'FR',
    hours: 'Lun–sam 9–20',
    rows: [
      ['Point relais Tabac de la Bastille', '12 rue de la Roquette', '75011', 'Paris'],
      ['Point relais Pressing Montmartre', '48 rue des Abbesses', '75018', 'Paris'],
      ['Point relais Librairie Saint-Michel', '5 boulevard Saint-Michel', '75005', 'Paris'],
    ],
  },
  at: {
    country: 'AT',
    hours: DE_HOURS,
    rows: [
      ['Paketshop Trafik Mariahilf', 'Mariahilfer Straße 88', '1070', 'Wien'],
      ['Paketshop Papier Leopoldstadt', 'Praterstraße 31', '1020', 'Wien'],
      ['Paketshop Billa Favoriten', 'Favoritenstraße 121', '1100', 'Wien'],
    ],
  },
  ch: {
    country: 'CH',
    hours: DE_HOURS,
    rows: [
      ['PickPost Kiosk Hauptbahnhof', 'Bahnhofplatz 15', '8001', 'Zürich'],
      ['PickPost Migrolino Oerlikon', 'Schaffhauserstrasse 331', '8050', 'Zürich'],
      ['PickPost Volg Wiedikon', 'Birmensdorferstrasse 155', '8003', 'Zürich'],
    ],
  },
  it: {
    country: 'IT',
    hours: 'Lun–sab 8–20',
    rows: [
      ['Punto di ritiro Tabaccheria Duomo', 'Via Torino 21', '20123', 'Milano'],
      ['Punto di ritiro Edicola Isola', 'Via Borsieri 14', '20159', 'Milano'],
      ['Punto di ritiro Cartoleria Navigli', 'Ripa di Porta Ticinese 55', '20143', 'Milano'],
    ],
  },
  es: {
    country: 'ES',
    hours: 'Lun–sáb 9–21',
    rows: [
      ['Punto de recogida Papelería Sol', 'Calle de Alcalá 20', '28014', 'Madrid'],
      ['Punto de recogida Estanco Malasaña', 'Calle de Fuencarral 98', '28004', 'Madrid'],
      ['Punto de recogida Lavandería Lavapiés', 'Calle de Argumosa 11', '28012', 'Madrid'],
    ],
  },
  pl: {
    country: 'PL',
    hours: 'Pon–sob 8–21',
    rows: [
      ['Punkt odbioru Żabka Nowy Świat', 'Nowy Świat 35', '00-029', 'Warszawa'],
      ['Punkt odbioru Kiosk Mokotów', 'ul. Puławska 24', '02-512', 'Warszawa'],
      ['Punkt odbioru Księgarnia Praga', 'ul. Ząbkowska 13', '03-736', 'Warszawa'],
    ],
  },
  cz: {
    country: 'CZ',
    hours: 'Po–so 8–20',
    rows: [
      ['Výdejní místo Trafika Můstek', 'Na Příkopě 14', '110 00', 'Praha 1'],
      ['Výdejní místo Papírnictví Vinohrady', 'Vinohradská 48', '120 00', 'Praha 2'],
      ['Výdejní místo Večerka Smíchov', 'Štefánikova 21', '150 00', 'Praha 5'],
    ],
  },
  ee: {
    country: 'EE',
    hours: 'E–L 9–21',
    rows: [
      ['Pakipunkt R-Kiosk Vabaduse', 'Vabaduse väljak 10', '10146', 'Tallinn'],
      ['Pakipunkt Rimi Kalamaja', 'Kopli 4', '10412', 'Tallinn'],
      ['Pakipunkt Selver Kristiine', 'Endla 45', '10615', 'Tallinn'],
    ],
  },
  lv: {
    country: 'LV',
    hours: 'P–S 9–21',
    rows: [
      ['Saņemšanas punkts Narvesen Centrs', 'Brīvības iela 30', 'LV-1050', 'Rīga'],
      ['Saņemšanas punkts Maxima Āgenskalns', 'Kalnciema iela 36', 'LV-1046', 'Rīga'],
      ['Saņemšanas punkts Rimi Teika', 'Brīvības gatve 372', 'LV-1006', 'Rīga'],
    ],
  },
  is: {
    country: 'IS',
    hours: 'Mán–lau 9–20',
    rows: [
      ['Pakkaport Krónan Grandi', 'Fiskislóð 3', '101', 'Reykjavík'],
      ['Pakkaport Bónus Laugavegi', 'Laugavegur 59', '101', 'Reykjavík'],
      ['Pakkaport N1 Ártúnshöfði', 'Bíldshöfði 2', '110', 'Reykjavík'],
    ],
  },
  hr: {
    country: 'HR',
    hours: 'Pon–sub 8–20',
    rows: [
      ['Paketomat Tisak Trg', 'Trg bana Josipa Jelačića 3', '10000', 'Zagreb'],
      ['Paketomat Konzum Trešnjevka', 'Ozaljska ulica 93', '10000', 'Zagreb'],
      ['Paketomat Studenac Maksimir', 'Maksimirska cesta 58', '10000', 'Zagreb'],
    ],
  },
  si: {
    country: 'SI',
    hours: 'Pon–sob 8–20',
    rows: [
      ['Paketomat Petrol Center', 'Slovenska cesta 55', '1000', 'Ljubljana'],
      ['Paketomat Mercator Šiška', 'Celovška cesta 150', '1000', 'Ljubljana'],
      ['Paketomat Tobačna Bežigrad', 'Dunajska cesta 21', '1000', 'Ljubljana'],
    ],
  },
  us: {
    country: 'US',
    hours: 'Mon–Sat 8–21',
    rows: [
      ['Pickup Point Corner Pharmacy Loop', '120 W Madison St', '60602', 'Chicago'],
      ['Pickup Point Hardware West Loop', '905 W Randolph St', '60607', 'Chicago'],
      ['Pickup Point Copy Center River North', '444 N Wells St', '60654', 'Chicago'],
    ],
  },
  ca: {
    country: 'CA',
    hours: 'Mon–Sat 8–21',
    rows: [
      ['Pickup Point Pharmacy King West', '500 King St W', 'M5V 1L9', 'Toronto'],
      ['Pickup Point Convenience Annex', '360 Bloor St W', 'M5S 1X1', 'Toronto'],
      ['Pickup Point Hardware Leslieville', '1020 Queen St E', 'M4M 1K1', 'Toronto'],
    ],
  },
};

/** Every market's demo service points, with ids that name the market ('se-sp-1'). */
export function demoServicePoints(market: MarketName): DemoServicePoint[] {
  const table = POINTS[market];
  if (!table) return [];
  return table.rows.map(([name, addressLine1, zipCode, city], index) => ({
    id: `${market}-sp-${index + 1}`,
    name,
    addressLine1,
    zipCode,
    city,
    countryCode: table.country,
    openingHours: table.hours,
  }));
}

/** The markets with demo service points: every market (a test holds it). */
export const DEMO_SERVICE_POINT_MARKETS = MARKETS.map((m) => m.name).filter((name) => POINTS[name]);
