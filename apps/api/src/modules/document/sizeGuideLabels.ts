import type { Language } from '@workwear/domain';

/**
 * The words of a size-guide PDF in each of the shop's languages. English and Swedish are the
 * storefront's size-guide dialog wording, so the PDF and the dialog name things alike.
 */
export interface SizeGuideLabels {
  /** The document's title, followed by the guide's name. */
  readonly title: string;
  readonly bodyMeasurements: string;
  readonly bodyNote: string;
  /** Heading of the size column. */
  readonly size: string;
  /** Measurement names by the codes body-measurement tables use as column headings. */
  readonly measurements: Readonly<Record<string, string>>;
  /** Table names by table type; a size guide's code is named the same way. */
  readonly tableTypes: Readonly<Record<string, string>>;
  readonly genders: Readonly<Record<string, string>>;
}

export const SIZE_GUIDE_LABELS: Readonly<Record<Language, SizeGuideLabels>> = {
  sv: {
    title: 'Storleksguide',
    bodyMeasurements: 'Kroppsmått',
    bodyNote: 'Dina kroppsmått, i centimeter.',
    size: 'Storlek',
    measurements: {
      chest: 'Bröstvidd',
      waist: 'Midja',
      hip: 'Höft',
      inseam: 'Innerbenslängd',
      footLength: 'Fotlängd',
      handCircumference: 'Handomkrets',
      handLength: 'Handlängd',
    },
    tableTypes: {
      tops: 'Överdelar och jackor',
      trousers: 'Byxor',
      trousersShortLeg: 'Byxor, kort ben',
      trousersLongLeg: 'Byxor, långt ben',
      gloves: 'Handskar',
      footwear: 'Skor',
    },
    genders: { men: 'Herr', women: 'Dam', unisex: 'Unisex', children: 'Barn' },
  },
  en: {
    title: 'Size guide',
    bodyMeasurements: 'Body measurements',
    bodyNote: 'Your body measurements, in centimetres.',
    size: 'Size',
    measurements: {
      chest: 'Chest',
      waist: 'Waist',
      hip: 'Hip',
      inseam: 'Inside leg',
      footLength: 'Foot length',
      handCircumference: 'Hand circumference',
      handLength: 'Hand length',
    },
    tableTypes: {
      tops: 'Tops and jackets',
      trousers: 'Trousers',
      trousersShortLeg: 'Trousers, short leg',
      trousersLongLeg: 'Trousers, long leg',
      gloves: 'Gloves',
      footwear: 'Footwear',
    },
    genders: { men: 'Men', women: 'Women', unisex: 'Unisex', children: 'Children' },
  },
  nb: {
    title: 'Størrelsesguide',
    bodyMeasurements: 'Kroppsmål',
    bodyNote: 'Dine kroppsmål, i centimeter.',
    size: 'Størrelse',
    measurements: {
      chest: 'Brystvidde',
      waist: 'Livvidde',
      hip: 'Hoftevidde',
      inseam: 'Innerbenslengde',
      footLength: 'Fotlengde',
      handCircumference: 'Håndomkrets',
      handLength: 'Håndlengde',
    },
    tableTypes: {
      tops: 'Overdeler og jakker',
      trousers: 'Bukser',
      trousersShortLeg: 'Bukser, kort ben',
      trousersLongLeg: 'Bukser, langt ben',
      gloves: 'Hansker',
      footwear: 'Sko',
    },
    genders: { men: 'Herre', women: 'Dame', unisex: 'Unisex', children: 'Barn' },
  },
  fi: {
    title: 'Kokotaulukko',
    bodyMeasurements: 'Vartalon mitat',
    bodyNote: 'Vartalosi mitat senttimetreinä.',
    size: 'Koko',
    measurements: {
      chest: 'Rinnanympärys',
      waist: 'Vyötärönympärys',
      hip: 'Lantionympärys',
      inseam: 'Sisäpituus',
      footLength: 'Jalan pituus',
      handCircumference: 'Kämmenen ympärys',
      handLength: 'Käden pituus',
    },
    tableTypes: {
      tops: 'Yläosat ja takit',
      trousers: 'Housut',
      trousersShortLeg: 'Housut, lyhyt lahje',
      trousersLongLeg: 'Housut, pitkä lahje',
      gloves: 'Käsineet',
      footwear: 'Jalkineet',
    },
    genders: { men: 'Miehet', women: 'Naiset', unisex: 'Unisex', children: 'Lapset' },
  },
  da: {
    title: 'Størrelsesguide',
    bodyMeasurements: 'Kropsmål',
    bodyNote: 'Dine kropsmål, i centimeter.',
    size: 'Størrelse',
    measurements: {
      chest: 'Brystvidde',
      waist: 'Talje',
      hip: 'Hofte',
      inseam: 'Indvendig benlængde',
      footLength: 'Fodlængde',
      handCircumference: 'Håndomkreds',
      handLength: 'Håndlængde',
    },
    tableTypes: {
      tops: 'Overdele og jakker',
      trousers: 'Bukser',
      trousersShortLeg: 'Bukser, kort ben',
      trousersLongLeg: 'Bukser, langt ben',
      gloves: 'Handsker',
      footwear: 'Fodtøj',
    },
    genders: { men: 'Herre', women: 'Dame', unisex: 'Unisex', children: 'Børn' },
  },
  nl: {
    title: 'Maattabel',
    bodyMeasurements: 'Lichaamsmaten',
    bodyNote: 'Je lichaamsmaten, in centimeters.',
    size: 'Maat',
    measurements: {
      chest: 'Borstomtrek',
      waist: 'Taille',
      hip: 'Heupomtrek',
      inseam: 'Binnenbeenlengte',
      footLength: 'Voetlengte',
      handCircumference: 'Handomtrek',
      handLength: 'Handlengte',
    },
    tableTypes: {
      tops: 'Bovenkleding en jassen',
      trousers: 'Broeken',
      trousersShortLeg: 'Broeken, korte pijp',
      trousersLongLeg: 'Broeken, lange pijp',
      gloves: 'Handschoenen',
      footwear: 'Schoenen',
    },
    genders: { men: 'Heren', women: 'Dames', unisex: 'Unisex', children: 'Kinderen' },
  },
  fr: {
    title: 'Guide des tailles',
    bodyMeasurements: 'Mensurations',
    bodyNote: 'Vos mensurations, en centimètres.',
    size: 'Taille',
    measurements: {
      chest: 'Tour de poitrine',
      waist: 'Tour de taille',
      hip: 'Tour de hanches',
      inseam: 'Entrejambe',
      footLength: 'Longueur du pied',
      handCircumference: 'Tour de main',
      handLength: 'Longueur de la main',
    },
    tableTypes: {
      tops: 'Hauts et vestes',
      trousers: 'Pantalons',
      trousersShortLeg: 'Pantalons, jambe courte',
      trousersLongLeg: 'Pantalons, jambe longue',
      gloves: 'Gants',
      footwear: 'Chaussures',
    },
    genders: { men: 'Hommes', women: 'Femmes', unisex: 'Unisexe', children: 'Enfants' },
  },
  de: {
    title: 'Größentabelle',
    bodyMeasurements: 'Körpermaße',
    bodyNote: 'Ihre Körpermaße, in Zentimetern.',
    size: 'Größe',
    measurements: {
      chest: 'Brustumfang',
      waist: 'Taillenumfang',
      hip: 'Hüftumfang',
      inseam: 'Schrittlänge',
      footLength: 'Fußlänge',
      handCircumference: 'Handumfang',
      handLength: 'Handlänge',
    },
    tableTypes: {
      tops: 'Oberteile und Jacken',
      trousers: 'Hosen',
      trousersShortLeg: 'Hosen, Kurzgrößen',
      trousersLongLeg: 'Hosen, Langgrößen',
      gloves: 'Handschuhe',
      footwear: 'Schuhe',
    },
    genders: { men: 'Herren', women: 'Damen', unisex: 'Unisex', children: 'Kinder' },
  },
  cs: {
    title: 'Tabulka velikostí',
    bodyMeasurements: 'Tělesné míry',
    bodyNote: 'Vaše tělesné míry v centimetrech.',
    size: 'Velikost',
    measurements: {
      chest: 'Obvod hrudníku',
      waist: 'Obvod pasu',
      hip: 'Obvod boků',
      inseam: 'Vnitřní délka nohy',
      footLength: 'Délka chodidla',
      handCircumference: 'Obvod dlaně',
      handLength: 'Délka dlaně',
    },
    tableTypes: {
      tops: 'Svršky a bundy',
      trousers: 'Kalhoty',
      trousersShortLeg: 'Kalhoty, zkrácená délka',
      trousersLongLeg: 'Kalhoty, prodloužená délka',
      gloves: 'Rukavice',
      footwear: 'Obuv',
    },
    genders: { men: 'Muži', women: 'Ženy', unisex: 'Unisex', children: 'Děti' },
  },
  et: {
    title: 'Suuruste tabel',
    bodyMeasurements: 'Kehamõõdud',
    bodyNote: 'Teie kehamõõdud sentimeetrites.',
    size: 'Suurus',
    measurements: {
      chest: 'Rinnaümbermõõt',
      waist: 'Vööümbermõõt',
      hip: 'Puusaümbermõõt',
      inseam: 'Sisemine säärepikkus',
      footLength: 'Jala pikkus',
      handCircumference: 'Käe ümbermõõt',
      handLength: 'Käe pikkus',
    },
    tableTypes: {
      tops: 'Pealisrõivad ja jakid',
      trousers: 'Püksid',
      trousersShortLeg: 'Püksid, lühike säär',
      trousersLongLeg: 'Püksid, pikk säär',
      gloves: 'Kindad',
      footwear: 'Jalatsid',
    },
    genders: { men: 'Mehed', women: 'Naised', unisex: 'Unisex', children: 'Lapsed' },
  },
  it: {
    title: 'Guida alle taglie',
    bodyMeasurements: 'Misure del corpo',
    bodyNote: 'Le tue misure del corpo, in centimetri.',
    size: 'Taglia',
    measurements: {
      chest: 'Circonferenza torace',
      waist: 'Circonferenza vita',
      hip: 'Circonferenza fianchi',
      inseam: 'Cavallo interno',
      footLength: 'Lunghezza del piede',
      handCircumference: 'Circonferenza della mano',
      handLength: 'Lunghezza della mano',
    },
    tableTypes: {
      tops: 'Capi superiori e giacche',
      trousers: 'Pantaloni',
      trousersShortLeg: 'Pantaloni, gamba corta',
      trousersLongLeg: 'Pantaloni, gamba lunga',
      gloves: 'Guanti',
      footwear: 'Calzature',
    },
    genders: { men: 'Uomo', women: 'Donna', unisex: 'Unisex', children: 'Bambini' },
  },
  pl: {
    title: 'Tabela rozmiarów',
    bodyMeasurements: 'Wymiary ciała',
    bodyNote: 'Twoje wymiary ciała w centymetrach.',
    size: 'Rozmiar',
    measurements: {
      chest: 'Obwód klatki piersiowej',
      waist: 'Obwód talii',
      hip: 'Obwód bioder',
      inseam: 'Wewnętrzna długość nogi',
      footLength: 'Długość stopy',
      handCircumference: 'Obwód dłoni',
      handLength: 'Długość dłoni',
    },
    tableTypes: {
      tops: 'Odzież górna i kurtki',
      trousers: 'Spodnie',
      trousersShortLeg: 'Spodnie, krótka nogawka',
      trousersLongLeg: 'Spodnie, długa nogawka',
      gloves: 'Rękawice',
      footwear: 'Obuwie',
    },
    genders: { men: 'Mężczyźni', women: 'Kobiety', unisex: 'Unisex', children: 'Dzieci' },
  },
  es: {
    title: 'Guía de tallas',
    bodyMeasurements: 'Medidas corporales',
    bodyNote: 'Tus medidas corporales, en centímetros.',
    size: 'Talla',
    measurements: {
      chest: 'Contorno de pecho',
      waist: 'Contorno de cintura',
      hip: 'Contorno de cadera',
      inseam: 'Entrepierna',
      footLength: 'Longitud del pie',
      handCircumference: 'Contorno de la mano',
      handLength: 'Longitud de la mano',
    },
    tableTypes: {
      tops: 'Prendas superiores y chaquetas',
      trousers: 'Pantalones',
      trousersShortLeg: 'Pantalones, pierna corta',
      trousersLongLeg: 'Pantalones, pierna larga',
      gloves: 'Guantes',
      footwear: 'Calzado',
    },
    genders: { men: 'Hombre', women: 'Mujer', unisex: 'Unisex', children: 'Niños' },
  },
  lv: {
    title: 'Izmēru tabula',
    bodyMeasurements: 'Ķermeņa mēri',
    bodyNote: 'Jūsu ķermeņa mēri centimetros.',
    size: 'Izmērs',
    measurements: {
      chest: 'Krūšu apkārtmērs',
      waist: 'Vidukļa apkārtmērs',
      hip: 'Gurnu apkārtmērs',
      inseam: 'Kājas iekšējais garums',
      footLength: 'Pēdas garums',
      handCircumference: 'Plaukstas apkārtmērs',
      handLength: 'Plaukstas garums',
    },
    tableTypes: {
      tops: 'Augšdaļas apģērbs un jakas',
      trousers: 'Bikses',
      trousersShortLeg: 'Bikses, īsākas staras',
      trousersLongLeg: 'Bikses, garākas staras',
      gloves: 'Cimdi',
      footwear: 'Apavi',
    },
    genders: { men: 'Vīriešiem', women: 'Sievietēm', unisex: 'Uniseks', children: 'Bērniem' },
  },
};

/**
 * US English where it differs from the shop's British English (as the storefront's messages/en-US
 * layer): an override over `en`, not a copy.
 */
const EN_US_TABLE_TYPES: Readonly<Record<string, string>> = {
  trousers: 'Pants',
  trousersShortLeg: 'Pants, short leg',
  trousersLongLeg: 'Pants, long leg',
};

/** The labels of a language in a culture: en-US lays its own words over English. */
export function sizeGuideLabels(language: Language, cultureCode: string): SizeGuideLabels {
  const labels = SIZE_GUIDE_LABELS[language];
  if (language !== 'en' || cultureCode !== 'en-US') return labels;
  return { ...labels, tableTypes: { ...labels.tableTypes, ...EN_US_TABLE_TYPES } };
}
