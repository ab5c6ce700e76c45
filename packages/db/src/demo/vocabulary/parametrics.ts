import type { Row14 } from '../texts';

// Rows are sv, en, nb, fi, da, nl, fr, de, cs, et, it, pl, es, lv.

// biome-ignore format: one line per entry keeps the fourteen languages scannable.
export const PARAMETRIC_NAMES = {
  colour: ['Färg', 'Colour', 'Farge', 'Väri', 'Farve', 'Kleur', 'Couleur', 'Farbe', 'Barva', 'Värv', 'Colore', 'Kolor', 'Color', 'Krāsa'],
  size: ['Storlek', 'Size', 'Størrelse', 'Koko', 'Størrelse', 'Maat', 'Taille', 'Größe', 'Velikost', 'Suurus', 'Taglia', 'Rozmiar', 'Talla', 'Izmērs'],
  gender: ['Kön', 'Gender', 'Kjønn', 'Sukupuoli', 'Køn', 'Geslacht', 'Genre', 'Geschlecht', 'Pohlaví', 'Sugu', 'Genere', 'Płeć', 'Género', 'Dzimums'],
  material: ['Material', 'Material', 'Materiale', 'Materiaali', 'Materiale', 'Materiaal', 'Matière', 'Material', 'Materiál', 'Materjal', 'Materiale', 'Materiał', 'Material', 'Materiāls'],
  standard: ['Standard', 'Standard', 'Standard', 'Standardi', 'Standard', 'Norm', 'Norme', 'Norm', 'Norma', 'Standard', 'Normativa', 'Norma', 'Normativa', 'Standarts'],
  fit: ['Passform', 'Fit', 'Passform', 'Istuvuus', 'Pasform', 'Pasvorm', 'Coupe', 'Passform', 'Střih', 'Lõige', 'Vestibilità', 'Krój', 'Corte', 'Piegriezums'],
  season: ['Säsong', 'Season', 'Sesong', 'Kausi', 'Sæson', 'Seizoen', 'Saison', 'Saison', 'Sezóna', 'Hooaeg', 'Stagione', 'Sezon', 'Temporada', 'Sezona'],
  protection: ['Skydd', 'Protection', 'Beskyttelse', 'Suojaus', 'Beskyttelse', 'Bescherming', 'Protection', 'Schutz', 'Ochrana', 'Kaitse', 'Protezione', 'Ochrona', 'Protección', 'Aizsardzība'],
} as const satisfies Record<string, Row14>;

// biome-ignore format: one line per entry keeps the fourteen languages scannable.
export const COLOUR_NAMES = {
  black: ['Svart', 'Black', 'Svart', 'Musta', 'Sort', 'Zwart', 'Noir', 'Schwarz', 'Černá', 'Must', 'Nero', 'Czarny', 'Negro', 'Melns'],
  navy: ['Marinblå', 'Navy', 'Marineblå', 'Tummansininen', 'Marineblå', 'Marineblauw', 'Bleu marine', 'Marineblau', 'Námořnická modrá', 'Tumesinine', 'Blu navy', 'Granatowy', 'Azul marino', 'Tumši zils'],
  'dark-grey': ['Mörkgrå', 'Dark grey', 'Mørkegrå', 'Tummanharmaa', 'Mørkegrå', 'Donkergrijs', 'Gris foncé', 'Dunkelgrau', 'Tmavě šedá', 'Tumehall', 'Grigio scuro', 'Ciemnoszary', 'Gris oscuro', 'Tumši pelēks'],
  grey: ['Grå', 'Grey', 'Grå', 'Harmaa', 'Grå', 'Grijs', 'Gris', 'Grau', 'Šedá', 'Hall', 'Grigio', 'Szary', 'Gris', 'Pelēks'],
  white: ['Vit', 'White', 'Hvit', 'Valkoinen', 'Hvid', 'Wit', 'Blanc', 'Weiß', 'Bílá', 'Valge', 'Bianco', 'Biały', 'Blanco', 'Balts'],
  red: ['Röd', 'Red', 'Rød', 'Punainen', 'Rød', 'Rood', 'Rouge', 'Rot', 'Červená', 'Punane', 'Rosso', 'Czerwony', 'Rojo', 'Sarkans'],
  'royal-blue': ['Kornblå', 'Royal blue', 'Kongeblå', 'Kuninkaansininen', 'Kongeblå', 'Koningsblauw', 'Bleu roi', 'Königsblau', 'Královská modrá', 'Kuningassinine', 'Blu royal', 'Chabrowy', 'Azul real', 'Karaliski zils'],
  khaki: ['Khaki', 'Khaki', 'Khaki', 'Khaki', 'Khaki', 'Khaki', 'Kaki', 'Khaki', 'Khaki', 'Khaki', 'Cachi', 'Khaki', 'Caqui', 'Haki'],
  brown: ['Brun', 'Brown', 'Brun', 'Ruskea', 'Brun', 'Bruin', 'Marron', 'Braun', 'Hnědá', 'Pruun', 'Marrone', 'Brązowy', 'Marrón', 'Brūns'],
  'olive-green': ['Olivgrön', 'Olive green', 'Olivengrønn', 'Oliivinvihreä', 'Olivengrøn', 'Olijfgroen', 'Vert olive', 'Olivgrün', 'Olivově zelená', 'Oliivroheline', 'Verde oliva', 'Oliwkowy', 'Verde oliva', 'Olīvzaļš'],
  burgundy: ['Vinröd', 'Burgundy', 'Vinrød', 'Viininpunainen', 'Bordeaux', 'Bordeauxrood', 'Bordeaux', 'Bordeaux', 'Vínová', 'Veinipunane', 'Bordeaux', 'Bordowy', 'Burdeos', 'Bordo'],
  yellow: ['Gul', 'Yellow', 'Gul', 'Keltainen', 'Gul', 'Geel', 'Jaune', 'Gelb', 'Žlutá', 'Kollane', 'Giallo', 'Żółty', 'Amarillo', 'Dzeltens'],
  'hi-vis-yellow': ['Varselgul', 'Hi-vis yellow', 'Varselgul', 'Huomiokeltainen', 'Signalgul', 'Fluo geel', 'Jaune fluo', 'Warngelb', 'Reflexní žlutá', 'Signaalkollane', 'Giallo fluo', 'Żółty fluo', 'Amarillo flúor', 'Signāldzeltens'],
  'hi-vis-orange': ['Varselorange', 'Hi-vis orange', 'Varseloransje', 'Huomio-oranssi', 'Signalorange', 'Fluo oranje', 'Orange fluo', 'Warnorange', 'Reflexní oranžová', 'Signaaloranž', 'Arancio fluo', 'Pomarańczowy fluo', 'Naranja flúor', 'Signāloranžs'],
} as const satisfies Record<string, Row14>;

// biome-ignore format: one line per entry keeps the fourteen languages scannable.
export const GENDER_NAMES = {
  men: ['Herr', 'Men', 'Herre', 'Miehet', 'Herre', 'Heren', 'Homme', 'Herren', 'Muži', 'Mehed', 'Uomo', 'Mężczyźni', 'Hombre', 'Vīrieši'],
  women: ['Dam', 'Women', 'Dame', 'Naiset', 'Dame', 'Dames', 'Femme', 'Damen', 'Ženy', 'Naised', 'Donna', 'Kobiety', 'Mujer', 'Sievietes'],
  unisex: ['Unisex', 'Unisex', 'Unisex', 'Unisex', 'Unisex', 'Unisex', 'Unisexe', 'Unisex', 'Unisex', 'Unisex', 'Unisex', 'Unisex', 'Unisex', 'Uniseks'],
  children: ['Barn', 'Children', 'Barn', 'Lapset', 'Børn', 'Kinderen', 'Enfant', 'Kinder', 'Děti', 'Lapsed', 'Bambino', 'Dzieci', 'Niños', 'Bērni'],
} as const satisfies Record<string, Row14>;

/** Material names as they appear mid-sentence: lower case, except German nouns. */
// biome-ignore format: one line per entry keeps the fourteen languages scannable.
export const MATERIAL_NAMES = {
  cotton: ['bomull', 'cotton', 'bomull', 'puuvilla', 'bomuld', 'katoen', 'coton', 'Baumwolle', 'bavlna', 'puuvill', 'cotone', 'bawełna', 'algodón', 'kokvilna'],
  'organic-cotton': ['ekologisk bomull', 'organic cotton', 'økologisk bomull', 'luomupuuvilla', 'økologisk bomuld', 'biologisch katoen', 'coton biologique', 'Bio-Baumwolle', 'biobavlna', 'mahepuuvill', 'cotone biologico', 'bawełna organiczna', 'algodón orgánico', 'organiskā kokvilna'],
  polyester: ['polyester', 'polyester', 'polyester', 'polyesteri', 'polyester', 'polyester', 'polyester', 'Polyester', 'polyester', 'polüester', 'poliestere', 'poliester', 'poliéster', 'poliesters'],
  'recycled-polyester': ['återvunnen polyester', 'recycled polyester', 'resirkulert polyester', 'kierrätetty polyesteri', 'genanvendt polyester', 'gerecycled polyester', 'polyester recyclé', 'recyceltes Polyester', 'recyklovaný polyester', 'taaskasutatud polüester', 'poliestere riciclato', 'poliester z recyklingu', 'poliéster reciclado', 'pārstrādāts poliesters'],
  polyamide: ['polyamid', 'polyamide', 'polyamid', 'polyamidi', 'polyamid', 'polyamide', 'polyamide', 'Polyamid', 'polyamid', 'polüamiid', 'poliammide', 'poliamid', 'poliamida', 'poliamīds'],
  elastane: ['elastan', 'elastane', 'elastan', 'elastaani', 'elastan', 'elastaan', 'élasthanne', 'Elastan', 'elastan', 'elastaan', 'elastan', 'elastan', 'elastano', 'elastāns'],
  wool: ['ull', 'wool', 'ull', 'villa', 'uld', 'wol', 'laine', 'Wolle', 'vlna', 'vill', 'lana', 'wełna', 'lana', 'vilna'],
  cordura: ['Cordura', 'Cordura', 'Cordura', 'Cordura', 'Cordura', 'Cordura', 'Cordura', 'Cordura', 'Cordura', 'Cordura', 'Cordura', 'Cordura', 'Cordura', 'Cordura'],
  leather: ['läder', 'leather', 'lær', 'nahka', 'læder', 'leer', 'cuir', 'Leder', 'kůže', 'nahk', 'pelle', 'skóra', 'cuero', 'āda'],
  modacrylic: ['modakryl', 'modacrylic', 'modakryl', 'modakryyli', 'modakryl', 'modacryl', 'modacrylique', 'Modacryl', 'modakryl', 'modakrüül', 'modacrilica', 'modakryl', 'modacrílica', 'modakrils'],
  nitrile: ['nitril', 'nitrile', 'nitril', 'nitriili', 'nitril', 'nitril', 'nitrile', 'Nitril', 'nitril', 'nitriil', 'nitrile', 'nitryl', 'nitrilo', 'nitrils'],
} as const satisfies Record<string, Row14>;

// biome-ignore format: one line per entry keeps the fourteen languages scannable.
export const FIT_NAMES = {
  regular: ['Normal passform', 'Regular fit', 'Normal passform', 'Normaali istuvuus', 'Normal pasform', 'Normale pasvorm', 'Coupe standard', 'Normale Passform', 'Klasický střih', 'Tavaline lõige', 'Vestibilità regolare', 'Krój standardowy', 'Corte regular', 'Standarta piegriezums'],
  slim: ['Smal passform', 'Slim fit', 'Smal passform', 'Kapea istuvuus', 'Smal pasform', 'Slanke pasvorm', 'Coupe ajustée', 'Schmale Passform', 'Úzký střih', 'Kitsas lõige', 'Vestibilità slim', 'Krój dopasowany', 'Corte entallado', 'Pieguļošs piegriezums'],
  loose: ['Ledig passform', 'Loose fit', 'Løs passform', 'Väljä istuvuus', 'Løs pasform', 'Ruime pasvorm', 'Coupe ample', 'Weite Passform', 'Volný střih', 'Avar lõige', 'Vestibilità comoda', 'Krój luźny', 'Corte holgado', 'Brīvs piegriezums'],
} as const satisfies Record<string, Row14>;

// biome-ignore format: one line per entry keeps the fourteen languages scannable.
export const SEASON_NAMES = {
  'all-year': ['Året runt', 'All year', 'Hele året', 'Ympärivuotinen', 'Hele året', 'Het hele jaar', "Toute l'année", 'Ganzjährig', 'Celoroční', 'Aastaringne', "Tutto l'anno", 'Całoroczny', 'Todo el año', 'Visu gadu'],
  winter: ['Vinter', 'Winter', 'Vinter', 'Talvi', 'Vinter', 'Winter', 'Hiver', 'Winter', 'Zima', 'Talv', 'Inverno', 'Zima', 'Invierno', 'Ziema'],
  summer: ['Sommar', 'Summer', 'Sommer', 'Kesä', 'Sommer', 'Zomer', 'Été', 'Sommer', 'Léto', 'Suvi', 'Estate', 'Lato', 'Verano', 'Vasara'],
} as const satisfies Record<string, Row14>;

// biome-ignore format: one line per entry keeps the fourteen languages scannable.
export const PROTECTION_NAMES = {
  'water-repellent': ['Vattenavvisande', 'Water-repellent', 'Vannavstøtende', 'Vettä hylkivä', 'Vandafvisende', 'Waterafstotend', 'Déperlant', 'Wasserabweisend', 'Voděodpudivý', 'Vetthülgav', 'Idrorepellente', 'Wodoodpychający', 'Repelente al agua', 'Ūdensatgrūdošs'],
  windproof: ['Vindtät', 'Windproof', 'Vindtett', 'Tuulenpitävä', 'Vindtæt', 'Winddicht', 'Coupe-vent', 'Winddicht', 'Větruodolný', 'Tuulekindel', 'Antivento', 'Wiatroszczelny', 'Cortavientos', 'Vējnecaurlaidīgs'],
  'flame-retardant': ['Flamskyddad', 'Flame-retardant', 'Flammehemmende', 'Palosuojattu', 'Flammehæmmende', 'Vlamvertragend', 'Ignifugé', 'Flammhemmend', 'Nehořlavý', 'Tulekindel', 'Ignifugo', 'Trudnopalny', 'Ignífugo', 'Ugunsizturīgs'],
  'anti-static': ['Antistatisk', 'Anti-static', 'Antistatisk', 'Antistaattinen', 'Antistatisk', 'Antistatisch', 'Antistatique', 'Antistatisch', 'Antistatický', 'Antistaatiline', 'Antistatico', 'Antystatyczny', 'Antiestático', 'Antistatisks'],
  reflective: ['Reflexer', 'Reflective', 'Refleks', 'Heijastava', 'Refleks', 'Reflecterend', 'Réfléchissant', 'Reflektierend', 'Reflexní', 'Helkuriga', 'Riflettente', 'Odblaskowy', 'Reflectante', 'Atstarojošs'],
} as const satisfies Record<string, Row14>;

/** Word for a hi-vis class: 'EN ISO 20471 class 2'. */
export const CLASS_WORD: Row14 = [
  'klass',
  'class',
  'klasse',
  'luokka',
  'klasse',
  'klasse',
  'classe',
  'Klasse',
  'třída',
  'klass',
  'classe',
  'klasa',
  'clase',
  'klase',
];

export const ONE_SIZE: Row14 = [
  'En storlek',
  'One size',
  'Én størrelse',
  'Yksi koko',
  'One size',
  'One size',
  'Taille unique',
  'Einheitsgröße',
  'Univerzální velikost',
  'Universaalne suurus',
  'Taglia unica',
  'Rozmiar uniwersalny',
  'Talla única',
  'Universāls izmērs',
];
