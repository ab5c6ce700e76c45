import type { Row14 } from '../texts';

// Rows are sv, en, nb, fi, da, nl, fr, de, cs, et, it, pl, es, lv.

/** Opens a family's description; {name} is the collection's brand name. */
export const FAMILY_DESCRIPTION: Row14 = [
  'Kollektionen {name}: {focus}.',
  'The {name} collection: {focus}.',
  'Kolleksjonen {name}: {focus}.',
  '{name}-mallisto: {focus}.',
  'Kollektionen {name}: {focus}.',
  'De {name}-collectie: {focus}.',
  'La collection {name} : {focus}.',
  'Die Kollektion {name}: {focus}.',
  'Kolekce {name}: {focus}.',
  'Kollektsioon {name}: {focus}.',
  'La collezione {name}: {focus}.',
  'Kolekcja {name}: {focus}.',
  'La colección {name}: {focus}.',
  'Kolekcija {name}: {focus}.',
];

// biome-ignore format: one line per entry keeps the fourteen languages scannable.
export const FAMILY_FOCUS = {
  mobility: ['rörelsefrihet och stretch där du behöver det', 'freedom of movement and stretch where you need it', 'bevegelsesfrihet og stretch der du trenger det', 'liikkumisvapautta ja joustoa siellä, missä sitä tarvitaan', 'bevægelsesfrihed og stretch, hvor du har brug for det', 'bewegingsvrijheid en stretch waar je het nodig hebt', 'liberté de mouvement et stretch là où il le faut', 'Bewegungsfreiheit und Stretch, wo man es braucht', 'volnost pohybu a strečový materiál tam, kde je potřeba', 'liikumisvabadus ja venivus seal, kus seda vaja', 'libertà di movimento ed elasticità dove serve', 'swoboda ruchów i elastyczność tam, gdzie trzeba', 'libertad de movimiento y elasticidad donde la necesitas', 'kustību brīvība un elastība tur, kur tā vajadzīga'],
  care: ['tåliga och lättskötta plagg för service och industri', 'hard-wearing, easy-care garments for service and industry', 'slitesterke og lettstelte plagg for service og industri', 'kestäviä ja helppohoitoisia vaatteita palvelualoille ja teollisuuteen', 'slidstærkt tøj, der er nemt at vedligeholde, til service og industri', 'sterke, makkelijk te onderhouden kleding voor service en industrie', "des vêtements résistants et faciles d'entretien pour les services et l'industrie", 'strapazierfähige, pflegeleichte Kleidung für Service und Industrie', 'odolné a snadno udržovatelné oděvy pro služby a průmysl', 'vastupidavad ja kergesti hooldatavad rõivad teenindusse ja tööstusesse', 'capi resistenti e facili da curare per servizi e industria', 'wytrzymała i łatwa w pielęgnacji odzież dla usług i przemysłu', 'prendas resistentes y fáciles de cuidar para servicios e industria', 'izturīgs un viegli kopjams apģērbs pakalpojumiem un rūpniecībai'],
  durability: ['klassisk hållbarhet i slitstarka material', 'classic durability in hard-wearing fabrics', 'klassisk holdbarhet i slitesterke materialer', 'klassista kestävyyttä kulutusta kestävistä materiaaleista', 'klassisk holdbarhed i slidstærke materialer', 'klassieke duurzaamheid in sterke materialen', 'une robustesse classique dans des matières résistantes', 'klassische Langlebigkeit aus strapazierfähigen Materialien', 'klasická odolnost z pevných materiálů', 'klassikaline vastupidavus tugevatest materjalidest', 'robustezza classica in tessuti resistenti', 'klasyczna trwałość z wytrzymałych materiałów', 'durabilidad clásica en tejidos resistentes', 'klasiska izturība no stipriem materiāliem'],
  visibility: ['synlighet och säkerhet i mörker och dåligt väder', 'visibility and safety in darkness and bad weather', 'synlighet og sikkerhet i mørke og dårlig vær', 'näkyvyyttä ja turvallisuutta pimeässä ja huonossa säässä', 'synlighed og sikkerhed i mørke og dårligt vejr', 'zichtbaarheid en veiligheid in het donker en bij slecht weer', "visibilité et sécurité dans l'obscurité et par mauvais temps", 'Sichtbarkeit und Sicherheit bei Dunkelheit und schlechtem Wetter', 'viditelnost a bezpečnost ve tmě a za špatného počasí', 'nähtavus ja ohutus pimedas ja halva ilmaga', 'visibilità e sicurezza al buio e con il maltempo', 'widoczność i bezpieczeństwo w ciemności i przy złej pogodzie', 'visibilidad y seguridad en la oscuridad y con mal tiempo', 'redzamība un drošība tumsā un sliktos laikapstākļos'],
  warmth: ['värme och skydd under den kalla årstiden', 'warmth and protection through the cold season', 'varme og beskyttelse gjennom den kalde årstiden', 'lämpöä ja suojaa kylmään vuodenaikaan', 'varme og beskyttelse i den kolde tid', 'warmte en bescherming in het koude seizoen', 'chaleur et protection pendant la saison froide', 'Wärme und Schutz in der kalten Jahreszeit', 'teplo a ochrana v chladném období', 'soojus ja kaitse külmal aastaajal', 'calore e protezione nella stagione fredda', 'ciepło i ochrona w chłodnym sezonie', 'calor y protección durante la temporada fría', 'siltums un aizsardzība aukstajā sezonā'],
  basics: ['prisvärda basplagg för hela arbetslaget', 'good-value basics for the whole team', 'rimelige basisplagg for hele arbeidslaget', 'edullisia perustuotteita koko työporukalle', 'prisvenlige basisvarer til hele holdet', 'voordelige basics voor het hele team', "des basiques à bon prix pour toute l'équipe", 'preiswerte Basics für das ganze Team', 'cenově výhodné základní kousky pro celý tým', 'soodsad põhiriided kogu meeskonnale', 'capi basici convenienti per tutta la squadra', 'korzystne cenowo podstawowe produkty dla całego zespołu', 'básicos a buen precio para todo el equipo', 'izdevīgi pamata apģērbi visai komandai'],
} as const satisfies Record<string, Row14>;

export type FamilyFocus = keyof typeof FAMILY_FOCUS;

// biome-ignore format: one line per entry keeps the fourteen languages scannable.
export const GROUP_NAMES = {
  'high-visibility': ['Hög synlighet', 'High visibility', 'Høy synlighet', 'Näkyvyys', 'Høj synlighed', 'Hoge zichtbaarheid', 'Haute visibilité', 'Hohe Sichtbarkeit', 'Vysoká viditelnost', 'Kõrgnähtavus', 'Alta visibilità', 'Wysoka widoczność', 'Alta visibilidad', 'Augsta redzamība'],
  'flame-retardant': ['Flamskydd', 'Flame retardant', 'Flammehemmende', 'Palosuojaus', 'Flammehæmmende', 'Vlamvertragend', 'Ignifugé', 'Flammschutz', 'Nehořlavé oděvy', 'Tulekindel', 'Ignifugo', 'Trudnopalne', 'Ignífugo', 'Ugunsizturīgs'],
  eco: ['Miljövänligt', 'Eco', 'Miljøvennlig', 'Ympäristöystävällinen', 'Miljøvenligt', 'Duurzaam', 'Éco', 'Nachhaltig', 'Ekologické', 'Keskkonnasõbralik', 'Eco', 'Eko', 'Eco', 'Eko'],
  craftsmen: ['Hantverkare', 'Craftsmen', 'Håndverkere', 'Rakentajat', 'Håndværkere', 'Vakmensen', 'Artisans', 'Handwerker', 'Řemeslníci', 'Meistrid', 'Artigiani', 'Rzemieślnicy', 'Artesanos', 'Amatnieki'],
  'service-and-industry': ['Service och industri', 'Service and industry', 'Service og industri', 'Palvelu ja teollisuus', 'Service og industri', 'Service en industrie', 'Services et industrie', 'Service und Industrie', 'Služby a průmysl', 'Teenindus ja tööstus', 'Servizi e industria', 'Usługi i przemysł', 'Servicios e industria', 'Pakalpojumi un rūpniecība'],
  bestsellers: ['Bästsäljare', 'Bestsellers', 'Bestselgere', 'Myydyimmät', 'Bestsellere', 'Bestsellers', 'Meilleures ventes', 'Bestseller', 'Nejprodávanější', 'Enimmüüdud', 'Più venduti', 'Bestsellery', 'Más vendidos', 'Pārdotākie'],
} as const satisfies Record<string, Row14>;

export type GroupCode = keyof typeof GROUP_NAMES;

export const GROUP_DESCRIPTION: Row14 = [
  '{name}: ett urval ur vårt sortiment.',
  '{name}: a curated selection from our range.',
  '{name}: et utvalg fra vårt sortiment.',
  '{name}: valikoituja tuotteita valikoimastamme.',
  '{name}: et udvalg fra vores sortiment.',
  '{name}: een selectie uit ons assortiment.',
  '{name} : une sélection de notre gamme.',
  '{name}: eine Auswahl aus unserem Sortiment.',
  '{name}: výběr z našeho sortimentu.',
  '{name}: valik meie tootevalikust.',
  '{name}: una selezione della nostra gamma.',
  '{name}: wybór z naszej oferty.',
  '{name}: una selección de nuestra gama.',
  '{name}: izlase no mūsu sortimenta.',
];

// biome-ignore format: one line per entry keeps the fourteen languages scannable.
export const FLAG_NAMES = {
  news: ['Nyhet', 'News', 'Nyhet', 'Uutuus', 'Nyhed', 'Nieuw', 'Nouveauté', 'Neu', 'Novinka', 'Uudis', 'Novità', 'Nowość', 'Novedad', 'Jaunums'],
  campaign: ['Kampanj', 'Campaign', 'Kampanje', 'Kampanja', 'Kampagne', 'Actie', 'Promotion', 'Aktion', 'Akce', 'Kampaania', 'Promozione', 'Promocja', 'Promoción', 'Akcija'],
  eco: ['Miljöval', 'Eco', 'Miljøvalg', 'Ympäristövalinta', 'Miljøvalg', 'Duurzaam', 'Écoresponsable', 'Nachhaltig', 'Ekologické', 'Keskkonnasõbralik', 'Sostenibile', 'Ekologiczny', 'Sostenible', 'Videi draudzīgs'],
} as const satisfies Record<string, Row14>;
