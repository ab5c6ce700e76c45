import { type Row14, type Texts, texts } from '../texts';

// sv, en, nb, fi, da, nl, fr, de, cs, et, it, pl, es, lv
// biome-ignore format: one line per entry keeps the fourteen languages scannable.
const NAMES: Readonly<Record<string, Row14>> = {
  clothing: ['Kläder', 'Clothing', 'Klær', 'Vaatteet', 'Tøj', 'Kleding', 'Vêtements', 'Bekleidung', 'Oblečení', 'Rõivad', 'Abbigliamento', 'Odzież', 'Ropa', 'Apģērbs'],
  footwear: ['Skor', 'Footwear', 'Sko', 'Jalkineet', 'Fodtøj', 'Schoenen', 'Chaussures', 'Schuhe', 'Obuv', 'Jalatsid', 'Calzature', 'Obuwie', 'Calzado', 'Apavi'],
  accessories: ['Tillbehör', 'Accessories', 'Tilbehør', 'Asusteet', 'Tilbehør', 'Accessoires', 'Accessoires', 'Zubehör', 'Doplňky', 'Tarvikud', 'Accessori', 'Akcesoria', 'Accesorios', 'Aksesuāri'],
  gloves: ['Handskar', 'Gloves', 'Hansker', 'Käsineet', 'Handsker', 'Handschoenen', 'Gants', 'Handschuhe', 'Rukavice', 'Kindad', 'Guanti', 'Rękawice', 'Guantes', 'Cimdi'],
  merchandise: ['Merchandise', 'Merchandise', 'Merchandise', 'Fanituotteet', 'Merchandise', 'Merchandise', 'Produits dérivés', 'Merchandise', 'Reklamní předměty', 'Meened', 'Merchandising', 'Gadżety', 'Merchandising', 'Suvenīri'],
  overalls: ['Overaller', 'Overalls', 'Kjeledresser', 'Haalarit', 'Kedeldragter', 'Overalls', 'Combinaisons', 'Overalls', 'Overaly', 'Kombinesoonid', 'Tute da lavoro', 'Kombinezony', 'Monos de trabajo', 'Kombinezoni'],
  'base-layer': ['Underställ', 'Base layer', 'Superundertøy', 'Kerrastot', 'Funktionsundertøj', 'Thermokleding', 'Sous-vêtements techniques', 'Funktionsunterwäsche', 'Funkční prádlo', 'Soojapesu', 'Intimo tecnico', 'Bielizna termoaktywna', 'Ropa térmica', 'Termoveļa'],
  fleece: ['Fleece', 'Fleece', 'Fleece', 'Fleecet', 'Fleece', 'Fleece', 'Polaires', 'Fleece', 'Fleece', 'Fliisid', 'Pile', 'Polary', 'Forros polares', 'Flīsa jakas'],
  hoodies: ['Huvtröjor', 'Hoodies', 'Hettegensere', 'Hupparit', 'Hættetrøjer', 'Hoodies', 'Sweats à capuche', 'Kapuzenpullover', 'Mikiny s kapucí', 'Kapuutsiga pusad', 'Felpe con cappuccio', 'Bluzy z kapturem', 'Sudaderas con capucha', 'Džemperi ar kapuci'],
  underwear: ['Underkläder', 'Underwear', 'Undertøy', 'Alusvaatteet', 'Undertøj', 'Ondergoed', 'Sous-vêtements', 'Unterwäsche', 'Spodní prádlo', 'Aluspesu', 'Intimo', 'Bielizna', 'Ropa interior', 'Apakšveļa'],
  softshell: ['Softshell', 'Softshell', 'Softshell', 'Softshell', 'Softshell', 'Softshell', 'Softshell', 'Softshell', 'Softshell', 'Softshell', 'Softshell', 'Softshell', 'Softshell', 'Softshell'],
  'winter-jackets': ['Vinterjackor', 'Winter jackets', 'Vinterjakker', 'Talvitakit', 'Vinterjakker', 'Winterjassen', "Vestes d'hiver", 'Winterjacken', 'Zimní bundy', 'Talvejoped', 'Giacche invernali', 'Kurtki zimowe', 'Chaquetas de invierno', 'Ziemas jakas'],
  'winter-trousers': ['Vinterbyxor', 'Winter trousers', 'Vinterbukser', 'Talvihousut', 'Vinterbukser', 'Winterbroeken', "Pantalons d'hiver", 'Winterhosen', 'Zimní kalhoty', 'Talvepüksid', 'Pantaloni invernali', 'Spodnie zimowe', 'Pantalones de invierno', 'Ziemas bikses'],
  'work-trousers': ['Arbetsbyxor', 'Work trousers', 'Arbeidsbukser', 'Työhousut', 'Arbejdsbukser', 'Werkbroeken', 'Pantalons de travail', 'Arbeitshosen', 'Pracovní kalhoty', 'Tööpüksid', 'Pantaloni da lavoro', 'Spodnie robocze', 'Pantalones de trabajo', 'Darba bikses'],
  'work-jackets': ['Arbetsjackor', 'Work jackets', 'Arbeidsjakker', 'Työtakit', 'Arbejdsjakker', 'Werkjassen', 'Vestes de travail', 'Arbeitsjacken', 'Pracovní bundy', 'Tööjoped', 'Giacche da lavoro', 'Kurtki robocze', 'Chaquetas de trabajo', 'Darba jakas'],
  shirts: ['Skjortor', 'Shirts', 'Skjorter', 'Paidat', 'Skjorter', 'Overhemden', 'Chemises', 'Hemden', 'Košile', 'Särgid', 'Camicie', 'Koszule', 'Camisas', 'Krekli'],
  't-shirts': ['T-shirts', 'T-shirts', 'T-skjorter', 'T-paidat', 'T-shirts', 'T-shirts', 'T-shirts', 'T-Shirts', 'Trička', 'T-särgid', 'T-shirt', 'Koszulki', 'Camisetas', 'T-krekli'],
  'high-visibility': ['Varselkläder', 'High-visibility', 'Synlighetsklær', 'Huomiovaatteet', 'Synlighedstøj', 'Signalisatiekleding', 'Haute visibilité', 'Warnschutzkleidung', 'Reflexní oděvy', 'Kõrgnähtavad rõivad', 'Alta visibilità', 'Odzież ostrzegawcza', 'Alta visibilidad', 'Signālapģērbs'],
  shorts: ['Shorts', 'Shorts', 'Shorts', 'Shortsit', 'Shorts', 'Korte broeken', 'Shorts', 'Shorts', 'Kraťasy', 'Lühikesed püksid', 'Pantaloncini', 'Szorty', 'Pantalones cortos', 'Šorti'],
  vests: ['Västar', 'Vests', 'Vester', 'Liivit', 'Veste', 'Bodywarmers', 'Gilets', 'Westen', 'Vesty', 'Vestid', 'Gilet', 'Kamizelki', 'Chalecos', 'Vestes'],
  'caps-and-beanies': ['Kepsar och mössor', 'Caps and beanies', 'Capser og luer', 'Lippikset ja pipot', 'Kasketter og huer', 'Petten en mutsen', 'Casquettes et bonnets', 'Caps und Mützen', 'Kšiltovky a čepice', 'Nokamütsid ja mütsid', 'Cappellini e berretti', 'Czapki', 'Gorras y gorros', 'Cepures'],
  bags: ['Väskor', 'Bags', 'Vesker', 'Laukut', 'Tasker', 'Tassen', 'Sacs', 'Taschen', 'Tašky', 'Kotid', 'Borse', 'Torby', 'Bolsas', 'Somas'],
  'knee-pads': ['Knäskydd', 'Knee pads', 'Knebeskyttere', 'Polvisuojat', 'Knæbeskyttere', 'Kniebeschermers', 'Genouillères', 'Knieschoner', 'Chrániče kolen', 'Põlvekaitsmed', 'Ginocchiere', 'Nakolanniki', 'Rodilleras', 'Ceļu aizsargi'],
  belts: ['Bälten', 'Belts', 'Belter', 'Vyöt', 'Bælter', 'Riemen', 'Ceintures', 'Gürtel', 'Opasky', 'Vööd', 'Cinture', 'Paski', 'Cinturones', 'Jostas'],
  socks: ['Strumpor', 'Socks', 'Sokker', 'Sukat', 'Strømper', 'Sokken', 'Chaussettes', 'Socken', 'Ponožky', 'Sokid', 'Calze', 'Skarpety', 'Calcetines', 'Zeķes'],
};

export function categoryName(code: string): Texts {
  const row = NAMES[code];
  if (!row) throw new Error(`no category name for ${code}`);
  return texts(row);
}

/** One sentence per category; {name} is the category's name. */
export const CATEGORY_DESCRIPTION: Texts = texts([
  '{name} för proffs: hållbar kvalitet och bra passform för långa arbetsdagar.',
  '{name} for professionals: durable quality and a good fit for long working days.',
  '{name} for proffer: solid kvalitet og god passform for lange arbeidsdager.',
  '{name} ammattilaisille: kestävää laatua ja hyvä istuvuus pitkiin työpäiviin.',
  '{name} til professionelle: holdbar kvalitet og god pasform til lange arbejdsdage.',
  '{name} voor professionals: duurzame kwaliteit en een goede pasvorm voor lange werkdagen.',
  '{name} pour les professionnels : une qualité durable et une bonne coupe pour les longues journées de travail.',
  '{name} für Profis: langlebige Qualität und gute Passform für lange Arbeitstage.',
  '{name} pro profesionály: odolná kvalita a dobrý střih pro dlouhé pracovní dny.',
  '{name} professionaalidele: vastupidav kvaliteet ja hea istuvus pikkadeks tööpäevadeks.',
  '{name} per professionisti: qualità resistente e ottima vestibilità per lunghe giornate di lavoro.',
  '{name} dla profesjonalistów: trwała jakość i dobry krój na długie dni pracy.',
  '{name} para profesionales: calidad duradera y buen ajuste para largas jornadas de trabajo.',
  '{name} profesionāļiem: izturīga kvalitāte un ērts piegriezums garām darba dienām.',
]);

/** Closes SEO titles and descriptions. */
export const SHOP_TAGLINE: Texts = texts([
  'Köp arbetskläder online',
  'Buy workwear online',
  'Kjøp arbeidsklær på nett',
  'Osta työvaatteet verkosta',
  'Køb arbejdstøj online',
  'Koop werkkleding online',
  'Achetez vos vêtements de travail en ligne',
  'Arbeitskleidung online kaufen',
  'Kupte pracovní oděvy online',
  'Osta töörõivaid veebist',
  'Acquista abbigliamento da lavoro online',
  'Kup odzież roboczą online',
  'Compra ropa de trabajo online',
  'Pērciet darba apģērbu tiešsaistē',
]);
