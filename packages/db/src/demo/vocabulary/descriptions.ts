import type { Row14 } from '../texts';

// Rows are sv, en, nb, fi, da, nl, fr, de, cs, et, it, pl, es, lv.

/**
 * Opening sentence of a product description. The name stands before a colon, so no verb has to
 * agree with it (trousers, shorts and gloves are plural in most languages). Where a language
 * needs the use phrase in a grammatical case, the phrases below are written in that case;
 * Estonian and Latvian list them after a label instead.
 */
export const USE_SENTENCE: Row14 = [
  '{name}: ett pålitligt val för {use}.',
  '{name}: a reliable choice for {use}.',
  '{name}: et pålitelig valg for {use}.',
  '{name}: luotettava valinta {use}.',
  '{name}: et pålideligt valg til {use}.',
  '{name}: een betrouwbare keuze voor {use}.',
  '{name} : un choix fiable pour {use}.',
  '{name}: die zuverlässige Wahl für {use}.',
  '{name}: spolehlivá volba pro {use}.',
  '{name}: usaldusväärne valik. Kasutusala: {use}.',
  '{name}: una scelta affidabile per {use}.',
  '{name}: niezawodny wybór do {use}.',
  '{name}: una opción fiable para {use}.',
  '{name}: uzticama izvēle. Lietojums: {use}.',
];

// biome-ignore format: one line per entry keeps the fourteen languages scannable.
export const USES = {
  construction: ['byggarbetsplatser och renoveringsjobb', 'building sites and renovation work', 'byggeplasser og rehabiliteringsjobber', 'rakennustyömaille ja remonttitöihin', 'byggepladser og renoveringsopgaver', 'bouwplaatsen en renovatiewerk', 'les chantiers et les travaux de rénovation', 'Baustellen und Renovierungsarbeiten', 'stavby a renovační práce', 'ehitustööd ja renoveerimine', 'cantieri e lavori di ristrutturazione', 'prac budowlanych i remontowych', 'obras y trabajos de reforma', 'būvlaukumi un renovācijas darbi'],
  craft: ['snickare, elektriker och andra hantverkare', 'carpenters, electricians and other craftspeople', 'snekkere, elektrikere og andre håndverkere', 'puusepille, sähköasentajille ja muille ammattilaisille', 'tømrere, elektrikere og andre håndværkere', 'timmerlieden, elektriciens en andere vakmensen', 'les menuisiers, électriciens et autres artisans', 'Tischler, Elektriker und andere Handwerker', 'truhláře, elektrikáře a další řemeslníky', 'puusepatööd, elektritööd ja muud meistritööd', 'falegnami, elettricisti e altri artigiani', 'pracy stolarzy, elektryków i innych rzemieślników', 'carpinteros, electricistas y otros profesionales', 'galdnieku, elektriķu un citu amatnieku darbi'],
  outdoor: ['utomhusarbete i växlande väder', 'outdoor work in changing weather', 'utendørsarbeid i skiftende vær', 'ulkotöihin vaihtelevissa sääoloissa', 'udendørs arbejde i skiftende vejr', 'buitenwerk bij wisselend weer', 'le travail en extérieur par temps changeant', 'Arbeiten im Freien bei wechselhaftem Wetter', 'práci venku v proměnlivém počasí', 'välitööd muutlikus ilmas', "il lavoro all'aperto con tempo variabile", 'pracy na zewnątrz przy zmiennej pogodzie', 'el trabajo al aire libre con tiempo cambiante', 'darbi ārā mainīgos laikapstākļos'],
  service: ['service, lager och lätt industri', 'service, warehouse and light industrial work', 'service, lager og lett industri', 'palvelu-, varasto- ja kevyisiin teollisuustöihin', 'service, lager og let industri', 'service, magazijn en lichte industrie', "les métiers de service, la logistique et l'industrie légère", 'Service, Lager und leichte Industrie', 'služby, sklady a lehký průmysl', 'teenindus, laotööd ja kergtööstus', 'servizi, magazzino e industria leggera', 'pracy w usługach, magazynie i lekkim przemyśle', 'servicios, almacén e industria ligera', 'pakalpojumi, noliktavas darbi un vieglā rūpniecība'],
  hivis: ['arbete nära trafik och på vägar', 'work near traffic and on roads', 'arbeid nær trafikk og på vei', 'töihin liikenteen läheisyydessä ja teillä', 'arbejde tæt på trafik og på veje', 'werk langs de weg en in het verkeer', 'le travail à proximité de la circulation et sur la route', 'Arbeiten im Straßenverkehr und an Verkehrswegen', 'práci v blízkosti silničního provozu', 'tööd liikluse lähedal ja teedel', 'il lavoro vicino al traffico e su strada', 'pracy w pobliżu ruchu drogowego', 'el trabajo cerca del tráfico y en carretera', 'darbi satiksmes tuvumā un uz ceļiem'],
  cold: ['kalla dagar utomhus', 'cold days outdoors', 'kalde dager utendørs', 'kylmiin päiviin ulkona', 'kolde dage udendørs', 'koude dagen buiten', 'les journées froides en extérieur', 'kalte Tage im Freien', 'chladné dny venku', 'külmad päevad õues', "le giornate fredde all'aperto", 'chłodnych dni na zewnątrz', 'los días fríos al aire libre', 'aukstas dienas ārā'],
  layer: ['ett bekvämt lager under arbetskläderna', 'a comfortable layer under your workwear', 'et behagelig lag under arbeidsklærne', 'mukavaksi kerrokseksi työvaatteiden alle', 'et behageligt lag under arbejdstøjet', 'een comfortabele laag onder je werkkleding', 'une couche confortable sous vos vêtements de travail', 'eine bequeme Schicht unter der Arbeitskleidung', 'pohodlnou vrstvu pod pracovní oděv', 'mugav kiht töörõivaste all', 'uno strato confortevole sotto gli indumenti da lavoro', 'noszenia jako wygodna warstwa pod odzieżą roboczą', 'una capa cómoda bajo la ropa de trabajo', 'ērts slānis zem darba apģērba'],
  footwear: ['byggarbetsplatser, lager och verkstäder', 'building sites, warehouses and workshops', 'byggeplasser, lagre og verksteder', 'rakennustyömaille, varastoihin ja verstaisiin', 'byggepladser, lagre og værksteder', 'bouwplaatsen, magazijnen en werkplaatsen', 'les chantiers, les entrepôts et les ateliers', 'Baustellen, Lager und Werkstätten', 'stavby, sklady a dílny', 'ehitusplatsid, laod ja töökojad', 'cantieri, magazzini e officine', 'pracy na budowie, w magazynie i warsztacie', 'obras, almacenes y talleres', 'būvlaukumi, noliktavas un darbnīcas'],
  hands: ['hantering av material och verktyg', 'handling materials and tools', 'håndtering av materialer og verktøy', 'materiaalien ja työkalujen käsittelyyn', 'håndtering af materialer og værktøj', 'het hanteren van materialen en gereedschap', "la manipulation de matériaux et d'outils", 'den Umgang mit Material und Werkzeug', 'manipulaci s materiálem a nářadím', 'materjalide ja tööriistade käsitsemine', 'la movimentazione di materiali e attrezzi', 'przenoszenia materiałów i narzędzi', 'la manipulación de materiales y herramientas', 'materiālu un instrumentu pārvietošana'],
  everyday: ['vardagen på jobbet', 'everyday use at work', 'hverdagen på jobben', 'jokapäiväiseen käyttöön töissä', 'hverdagen på arbejdet', 'dagelijks gebruik op het werk', 'le quotidien au travail', 'den Arbeitsalltag', 'každodenní použití v práci', 'igapäevane kasutus tööl', "l'uso quotidiano al lavoro", 'codziennego użytku w pracy', 'el uso diario en el trabajo', 'ikdienas lietošana darbā'],
  industry: ['industri- och svetsarbete', 'industrial and welding work', 'industri- og sveisearbeid', 'teollisuus- ja hitsaustöihin', 'industri- og svejsearbejde', 'industrie- en laswerk', 'les travaux industriels et de soudage', 'Industrie- und Schweißarbeiten', 'průmyslové a svářečské práce', 'tööstus- ja keevitustööd', 'lavori industriali e di saldatura', 'prac przemysłowych i spawalniczych', 'trabajos industriales y de soldadura', 'rūpnieciskie un metināšanas darbi'],
} as const satisfies Record<string, Row14>;

export type UseCode = keyof typeof USES;

/** Label of the composition sentence: 'Material: 65 % polyester, 35 % cotton.' */
export const MATERIAL_LABEL: Row14 = [
  'Material',
  'Material',
  'Materiale',
  'Materiaali',
  'Materiale',
  'Materiaal',
  'Matière',
  'Material',
  'Materiál',
  'Materjal',
  'Materiale',
  'Materiał',
  'Material',
  'Materiāls',
];

// biome-ignore format: one line per entry keeps the fourteen languages scannable.
export const FIT_SENTENCES = {
  regular: ['Den normala passformen ger rörelsefrihet utan att kännas klumpig.', 'The regular fit gives room to move without feeling bulky.', 'Normal passform gir bevegelsesfrihet uten å føles klumpete.', 'Normaali istuvuus antaa liikkumavaraa olematta kömpelö.', 'Den normale pasform giver bevægelsesfrihed uden at føles klodset.', 'De normale pasvorm geeft bewegingsvrijheid zonder lomp aan te voelen.', 'La coupe standard laisse une bonne liberté de mouvement sans gêner.', 'Die normale Passform lässt Bewegungsfreiheit, ohne aufzutragen.', 'Klasický střih dává volnost pohybu a nepůsobí objemně.', 'Tavaline lõige annab liikumisvabaduse ega tundu kohmakas.', 'La vestibilità regolare lascia libertà di movimento senza risultare ingombrante.', 'Standardowy krój zapewnia swobodę ruchów i nie krępuje.', 'El corte regular da libertad de movimiento sin resultar voluminoso.', 'Standarta piegriezums dod kustību brīvību un nešķiet apjomīgs.'],
  slim: ['Den smala passformen följer kroppen och ger ett stilrent, modernt intryck.', 'The slim fit follows the body for a neat, modern look.', 'Den smale passformen følger kroppen og gir et moderne uttrykk.', 'Kapea istuvuus myötäilee vartaloa ja näyttää siistiltä.', 'Den smalle pasform følger kroppen og giver et moderne udtryk.', 'De slanke pasvorm volgt het lichaam voor een nette, moderne uitstraling.', 'La coupe ajustée suit le corps pour une allure nette et moderne.', 'Die schmale Passform folgt dem Körper und wirkt modern.', 'Úzký střih kopíruje postavu a působí moderně.', 'Kitsas lõige järgib keha kuju ja mõjub kaasaegselt.', 'La vestibilità slim segue il corpo per un look ordinato e moderno.', 'Dopasowany krój podkreśla sylwetkę i wygląda nowocześnie.', 'El corte entallado se adapta al cuerpo con un aspecto moderno.', 'Pieguļošais piegriezums seko ķermeņa formai un izskatās moderni.'],
  loose: ['Den ledigare passformen ger plats för varma lager under.', 'The loose fit leaves room for warm layers underneath.', 'Den løse passformen gir plass til varme lag under.', 'Väljä istuvuus jättää tilaa lämpimille kerroksille.', 'Den løse pasform giver plads til varme lag nedenunder.', 'De ruime pasvorm laat plaats voor warme lagen eronder.', 'La coupe ample laisse de la place pour des couches chaudes en dessous.', 'Die weite Passform lässt Platz für warme Schichten darunter.', 'Volný střih nechává místo pro teplé vrstvy pod ním.', 'Avar lõige jätab ruumi soojadele kihtidele.', 'La vestibilità comoda lascia spazio per strati caldi sotto.', 'Luźny krój zostawia miejsce na ciepłe warstwy pod spodem.', 'El corte holgado deja espacio para capas de abrigo debajo.', 'Brīvais piegriezums atstāj vietu siltiem slāņiem apakšā.'],
} as const satisfies Record<string, Row14>;

/**
 * How names mark women's and children's products: a prefix in languages that put the genitive
 * first (en, fi, et, lv), a trailing word elsewhere. Men's and unisex products carry no marker.
 */
export interface GenderMarker {
  readonly prefix?: string;
  readonly suffix?: string;
}

// sv, en, nb, fi, da, nl, fr, de, cs, et, it, pl, es, lv
export const WOMEN_MARKER: readonly GenderMarker[] = [
  { suffix: 'dam' },
  { prefix: "Women's" },
  { suffix: 'dame' },
  { prefix: 'Naisten' },
  { suffix: 'dame' },
  { suffix: 'dames' },
  { suffix: 'femme' },
  { suffix: 'Damen' },
  { suffix: 'pro ženy' },
  { prefix: 'Naiste' },
  { suffix: 'donna' },
  { suffix: 'dla kobiet' },
  { suffix: 'mujer' },
  { prefix: 'Sieviešu' },
];

export const CHILDREN_MARKER: readonly GenderMarker[] = [
  { suffix: 'barn' },
  { prefix: "Kids'" },
  { suffix: 'barn' },
  { prefix: 'Lasten' },
  { suffix: 'børn' },
  { suffix: 'kinderen' },
  { suffix: 'enfant' },
  { suffix: 'Kinder' },
  { suffix: 'pro děti' },
  { prefix: 'Laste' },
  { suffix: 'bambino' },
  { suffix: 'dla dzieci' },
  { suffix: 'niño' },
  { prefix: 'Bērnu' },
];
