import type { LegalTexts } from '../legalTexts';

export const pl: LegalTexts = {
  titles: {
    terms: 'Regulamin sprzedaży',
    privacy: 'Polityka prywatności',
    withdrawal: 'Odstąpienie od umowy i zwroty',
    contact: 'Kontakt i dane firmy',
    cookies: 'Pliki cookie',
  },
  terms: (
    f,
  ) => `Niniejszy regulamin dotyczy każdego zamówienia złożonego w tym sklepie u ${f.company}, ${f.address}.

## Zamówienie i umowa
Umowa zostaje zawarta, gdy potwierdzimy Twoje zamówienie e-mailem. Możemy odmówić przyjęcia zamówienia, na przykład gdy towar jest wyprzedany lub cena jest oczywiście błędna.

## Ceny i płatność
Ceny są podane w walucie rynku. Konsumenci widzą ceny brutto; klienci firmowi netto, chyba że wybiorą inaczej. Koszt dostawy widzisz przed wysłaniem zamówienia. Płacisz kartą lub przelewem na podstawie faktury, jeśli Twoja firma ma taką umowę.

## Dostawa
Dostarczamy pod wskazany adres, zwykle w ciągu 2–5 dni roboczych. Jeśli dostawa się opóźni, poinformujemy Cię i możesz anulować zamówienie.

## Reklamacje
Zgłoś wadę w rozsądnym czasie od jej wykrycia. Wadliwy towar naprawimy, wymienimy lub zwrócimy za niego pieniądze zgodnie z prawem kraju, w którym kupujesz.

## Spory
Najpierw skontaktuj się z obsługą klienta. Konsumenci mogą też zwrócić się do rzecznika konsumentów lub Inspekcji Handlowej.`,
  privacy: (f) => `Administratorem danych osobowych, które przekazujesz nam w tym sklepie, jest ${f.company}.

## Jakie dane zbieramy
Imię i nazwisko, adresy, e-mail, numer telefonu, zamówienia, a w przypadku klientów firmowych także firmę i stanowisko.

## W jakim celu
Aby dostarczać i fakturować zamówienia, prowadzić obsługę klienta, prowadzić księgowość zgodnie z prawem oraz, za Twoją zgodą, ulepszać sklep.

## Jak długo
Dane zamówień i dane księgowe przechowujemy tak długo, jak wymaga prawo; konto do czasu jego zamknięcia.

## Twoje prawa
Możesz żądać dostępu do danych, ich sprostowania lub usunięcia, wnieść sprzeciw wobec przetwarzania i złożyć skargę do Prezesa Urzędu Ochrony Danych Osobowych. Napisz na ${f.email}.`,
  withdrawalConsumer: (
    f,
  ) => `Jako konsument masz prawo odstąpić od umowy w ciągu ${f.withdrawalDays} dni bez podania przyczyny.

## Jak odstąpić
Termin biegnie od dnia, w którym otrzymasz towar. Poinformuj nas przed jego upływem e-mailem na ${f.email} lub pisemnie na adres ${f.company}, ${f.address}. Wystarczy jednoznaczne oświadczenie; możesz też użyć unijnego wzoru formularza odstąpienia.

## Zwrot towaru
Odeślij towar w ciągu ${f.withdrawalDays} dni od złożenia oświadczenia. Koszt zwrotu ponosisz Ty, chyba że towar jest wadliwy.

## Zwrot pieniędzy
Zwrócimy wszystkie płatności, łącznie ze standardowym kosztem dostawy, w ciągu ${f.withdrawalDays} dni od otrzymania oświadczenia, na kartę, którą płaciłeś. Możemy wstrzymać zwrot do chwili otrzymania towaru.

## Wyjątki
Prawo odstąpienia nie dotyczy towarów wykonanych według Twojej specyfikacji, na przykład odzieży z nadrukiem lub haftem.`,
  withdrawalBusiness: (
    f,
  ) => `Ten sklep sprzedaje firmom. Ustawowe prawo odstąpienia od umowy chroni konsumentów i nie dotyczy zakupów firmowych.

## Zwroty po uzgodnieniu
Nieużywany towar w oryginalnym opakowaniu możesz zwrócić w ciągu ${f.returnDays} dni od dostawy. Najpierw skontaktuj się z obsługą klienta pod adresem ${f.email}, a wyślemy Ci formularz zwrotu.

## Koszty i korekta
Koszt przesyłki zwrotnej ponosisz Ty. Po sprawdzeniu towaru wystawimy fakturę korygującą lub zwrócimy płatność.

## Nie podlegają zwrotowi
Odzież z nadrukiem, haftem lub inną personalizacją oraz towary zamówione specjalnie dla Ciebie.`,
  contact: (f) => `## Obsługa klienta
E-mail: ${f.email}
Telefon: ${f.phone}
Godziny otwarcia: ${f.hours}

## Dane firmy
${f.company}
${f.address}
Numer rejestrowy: ${f.organisationNumber}
NIP: ${f.vatNumber}`,
  cookies: () => `Używamy plików cookie, aby sklep działał, a za Twoją zgodą także po to, by go ulepszać.

## Niezbędne
Twoja sesja, koszyk, rynek i wybór wyświetlania VAT. Są zawsze włączone.

## Funkcjonalne, analityczne i marketingowe
Zapamiętywanie ustawień, pomiar korzystania ze sklepu i marketing. Zapisujemy je tylko za Twoją zgodą.

## Twój wybór
Możesz w każdej chwili zmienić swój wybór w „Ustawieniach plików cookie” na dole każdej strony.`,
};
