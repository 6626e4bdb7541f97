import type { KitCard, LanguageKits } from './kit-words';

/*
 * Zestawy po polsku (decyzja 0063), napisane tak, jak piszą lokalne firmy w Polsce: do klientów zwracamy
 * się „Państwo”, nazwa miejscowości stoi zawsze w mianowniku („Kraków i okolice”, „Adres: {town}”), bo
 * nie odmieniamy nazw, których nie znamy. Nic, czego właściciel nie podał (godzin, gwarancji,
 * ubezpieczenia, bezpłatnej wyceny, lat na rynku), bez pytania na karcie.
 */

const area = (what: string): KitCard => ({
  title: 'Obszar działania',
  description: `Nasza baza to {town}. ${what} na miejscu i w okolicach. Nie mają Państwo pewności, czy do Państwa dojedziemy? Prosimy zadzwonić lub napisać.`,
});

const pricing = (what: string): KitCard => ({
  title: 'Wycena',
  description: `Prosimy opisać ${what} telefonicznie lub przez formularz poniżej. Omówimy z Państwem cenę, zanim umówimy termin.`,
});

const keepIf = 'Kartę należy zostawić tylko wtedy, gdy to prawda.';
const confirmGuarantee = 'Czy udzielają Państwo gwarancji na swoją pracę? Kartę należy zostawić tylko wtedy, gdy to prawda, i podać okres gwarancji.';
const confirmFreeQuote = `Czy wycena jest bezpłatna? ${keepIf}`;
const confirmInsured = `Czy mają Państwo ubezpieczenie OC działalności obejmujące te prace? ${keepIf}`;
const findUs: KitCard = { title: 'Jak do nas trafić', description: 'Adres: {town}. Jeśli potrzebują Państwo wskazówek dojazdu, prosimy zadzwonić.' };

export const PL: LanguageKits = {
  plumber: {
    tagline: 'Hydraulik – {town} i okolice',
    intro: '{company}: przecieki, zatkane odpływy, piecyki, bojlery i łazienki. Dzwoniąc, rozmawiają Państwo z hydraulikiem, który wykona pracę.',
    aboutTitle: 'Hydraulik z sąsiedztwa',
    about:
      '{company} to firma hydrauliczna z siedzibą w miejscowości {town}. Pracujemy w domach, mieszkaniach na wynajem i małych sklepach: cieknące krany i spłuczki, pęknięte rury, piecyki gazowe, bojlery i kompleksowe remonty łazienek.\n\nGdy Państwo dzwonią, rozmawiają z osobą, która wykona pracę. Prostymi słowami wyjaśniamy, co się zepsuło, i ustalamy cenę przed rozpoczęciem.',
    servicesTitle: 'Czym się zajmujemy',
    services: [
      { title: 'Przecieki i naprawy', description: 'Cieknące krany, spłuczki, nieszczelne rury i zawory – znajdujemy i naprawiamy.' },
      { title: 'Udrażnianie odpływów', description: 'Zlewy, prysznice, toalety i odpływy zewnętrzne udrożnione, z radą, jak uniknąć kolejnych zatorów.' },
      { title: 'Piecyki i bojlery', description: 'Serwis, naprawa i wymiana piecyków gazowych i bojlerów, zimne grzejniki znów grzeją.' },
      { title: 'Łazienki i kuchnie', description: 'Nowe baterie, prysznice, umywalki i kompleksowe remonty łazienek, zaplanowane razem z Państwem.' },
    ],
    infoTitle: 'Warto wiedzieć',
    info: [
      pricing('zlecenie'),
      {
        title: 'Uprawnienia gazowe',
        description: 'Mamy uprawnienia do prac przy instalacjach i urządzeniach gazowych. Na życzenie pokażemy świadectwo kwalifikacyjne.',
        confirm: `Czy mają Państwo uprawnienia gazowe (świadectwo kwalifikacyjne G3)? ${keepIf}`,
      },
      { title: 'Pogotowie hydrauliczne', description: 'Pęknięta rura albo brak wody? Prosimy dzwonić – przyjeżdżamy do nagłych awarii.', confirm: `Czy przyjmują Państwo zgłoszenia awaryjne? ${keepIf}` },
      area('Wykonujemy instalacje i naprawy hydrauliczne'),
    ],
    cta: 'Zadzwoń teraz',
    contactText: 'Prosimy napisać, co cieknie, kapie lub się zatkało, i kiedy Państwu pasuje.',
  },
  electrician: {
    tagline: 'Elektryk – {town}. Bezpiecznie i starannie',
    intro: 'Od nowego gniazdka po wymianę całej instalacji: {company} wykonuje prace elektryczne starannie i bezpiecznie, w cenie ustalonej przed rozpoczęciem.',
    aboutTitle: 'O nas',
    about:
      '{company} to firma elektryczna obsługująca domy i małe firmy. Nasza baza to {town}. Montujemy oświetlenie i gniazdka, wymieniamy rozdzielnice, instalujemy ładowarki do samochodów elektrycznych i szukamy usterek, przez które ciągle wybija bezpieczniki.\n\nSprawdzamy to, nad czym pracujemy, sprzątamy po sobie i przekazujemy dokumentację wykonanych prac.',
    servicesTitle: 'Usługi',
    services: [
      { title: 'Szukanie usterek', description: 'Wybijające bezpieczniki, migające światło i martwe gniazdka – znajdujemy przyczynę i naprawiamy.' },
      { title: 'Oświetlenie', description: 'Oświetlenie wewnętrzne, zewnętrzne i ochronne, zaplanowane z Państwem i starannie zamontowane.' },
      { title: 'Rozdzielnice', description: 'Stare korki zastąpione nowoczesną rozdzielnicą z wyłącznikami różnicowoprądowymi.' },
      { title: 'Ładowarki do aut', description: 'Domowa ładowarka na osobnym obwodzie, po sprawdzeniu Państwa przyłącza.' },
    ],
    infoTitle: 'Dlaczego my',
    info: [
      pricing('prace'),
      {
        title: 'Uprawnienia SEP',
        description: 'Mamy uprawnienia elektryczne SEP i wykonujemy pomiary instalacji, nad którą pracujemy.',
        confirm: `Czy mają Państwo świadectwo kwalifikacyjne SEP (G1)? ${keepIf}`,
      },
      { title: 'Ubezpieczenie OC', description: 'Mamy ubezpieczenie OC działalności obejmujące prace w Państwa domu.', confirm: confirmInsured },
      area('Wykonujemy prace elektryczne'),
    ],
    cta: 'Zadzwoń teraz',
    contactText: 'Prosimy opisać prace lub usterkę i napisać, kiedy mają być wykonane.',
  },
  landscaper: {
    tagline: 'Ogrody projektowane, zakładane i pielęgnowane',
    intro: '{company} projektuje, zakłada i pielęgnuje ogrody: trawniki, nasadzenia, tarasy i ścieżki dopasowane do tego, jak Państwo korzystają z ogrodu.',
    aboutTitle: 'O firmie {company}',
    about:
      '{company} to firma ogrodnicza – {town} i okolice. Zajmujemy się ogrodami przed domem i za domem oraz terenami zielonymi małych firm, od wiosennych porządków po zupełnie nowy projekt.\n\nZaczynamy od wspólnego obejścia ogrodu, żeby usłyszeć, jak chcą Państwo z niego korzystać. Potem przygotowujemy projekt i wycenę do spokojnego przemyślenia.',
    servicesTitle: 'Nasze usługi',
    services: [
      { title: 'Projekt ogrodu', description: 'Projekt dopasowany do działki, gleby i budżetu, z roślinami dobranymi do nasłonecznienia.' },
      { title: 'Trawniki i nasadzenia', description: 'Trawnik z rolki lub z siewu, rabaty, drzewa i żywopłoty sadzone we właściwej porze roku.' },
      { title: 'Tarasy i ścieżki', description: 'Tarasy i ścieżki z płyt, kostki lub żwiru, ułożone na porządnej podbudowie.' },
      { title: 'Pielęgnacja ogrodu', description: 'Koszenie, przycinanie, pielenie i grabienie liści – regularnie albo wtedy, gdy trzeba.' },
    ],
    infoTitle: 'Jak pracujemy',
    info: [
      { title: 'Najpierw wizyta', description: 'Przyjeżdżamy obejrzeć ogród, wysłuchać Państwa pomysłów i zrobić pomiary, a potem wysyłamy projekt i cenę.' },
      { title: 'Bezpłatna wycena', description: 'Wizyta i wycena nic Państwa nie kosztują.', confirm: confirmFreeQuote },
      { title: 'Ubezpieczenie OC', description: 'Mamy ubezpieczenie OC działalności na czas prac na Państwa posesji.', confirm: confirmInsured },
      area('Projektujemy i pielęgnujemy ogrody'),
    ],
    cta: 'Zamów wycenę',
    contactText: 'Prosimy opowiedzieć o swoim ogrodzie i o tym, co chcieliby Państwo zmienić.',
  },
  irrigation: {
    tagline: 'Zielony trawnik, mniej wody',
    intro: '{company} projektuje, montuje i naprawia systemy nawadniania i linie kroplujące, żeby każda część ogrodu dostała tyle wody, ile potrzebuje.',
    aboutTitle: 'O nas',
    about:
      '{company} zajmuje się systemami nawadniania ogrodów prywatnych i małych firm – {town} i okolice. Projektujemy nowe systemy zraszaczy i linii kroplujących, naprawiamy uszkodzone zraszacze i cieknące zawory oraz ustawiamy sterowniki, które podlewają według pogody.\n\nSprawdzamy ciśnienie, planujemy sekcje i dobieramy zraszacze, żeby woda trafiała na rośliny, a nie na chodnik.',
    servicesTitle: 'Usługi',
    services: [
      { title: 'Systemy zraszaczy', description: 'Systemy zaprojektowane dla Państwa trawnika, z dobranymi zraszaczami, żeby każdy kąt był podlany równo.' },
      { title: 'Linie kroplujące', description: 'Woda prosto do korzeni rabat, krzewów i warzywnika.' },
      { title: 'Naprawy', description: 'Uszkodzone zraszacze, cieknące zawory i suche plamy – znajdujemy i naprawiamy, w systemach każdej marki.' },
      { title: 'Inteligentne sterowniki', description: 'Sterowniki, które pomijają podlewanie, gdy pada, ustawiane z telefonu.' },
    ],
    infoTitle: 'Warto wiedzieć',
    info: [
      { title: 'Uruchomienie i zimowanie', description: 'Wiosną uruchamiamy system, sprawdzamy każdą sekcję i ustawiamy harmonogram, a przed przymrozkami go opróżniamy.' },
      pricing('swój trawnik i rabaty'),
      { title: 'Gwarancja na montaż', description: 'Udzielamy gwarancji na zamontowane przez nas systemy.', confirm: confirmGuarantee },
      area('Montujemy i naprawiamy systemy nawadniania'),
    ],
    cta: 'Zadzwoń teraz',
    contactText: 'Prosimy opowiedzieć o swoim ogrodzie i obecnym systemie nawadniania, jeśli już jest.',
  },
  'house-cleaner': {
    tagline: 'Czysty dom bez Państwa wysiłku',
    intro: '{company} sprząta domy i mieszkania: co tydzień, co dwa tygodnie lub jednorazowo, według listy, którą Państwo ustalą.',
    aboutTitle: 'O firmie {company}',
    about:
      '{company} to firma sprzątająca domy i mieszkania – {town} i okolice. Sprzątamy kuchnie, łazienki, sypialnie i pokoje dzienne, a także podejmujemy się większych zadań: sprzątania generalnego, sprzątania przed oddaniem mieszkania i sprzątania po remoncie.\n\nProsimy powiedzieć, jak lubią Państwo mieć zrobione i co jest dla Państwa najważniejsze – pracujemy według Państwa listy.',
    servicesTitle: 'Usługi sprzątania',
    services: [
      { title: 'Sprzątanie regularne', description: 'Co tydzień lub co dwa tygodnie: kuchnia, łazienki, podłogi, kurze i łóżka, według Państwa listy.' },
      { title: 'Sprzątanie generalne', description: 'Wnętrza szafek i sprzętów AGD, za meblami, listwy przypodłogowe i fugi.' },
      { title: 'Przed oddaniem mieszkania', description: 'Puste mieszkanie wysprzątane od góry do dołu dla kolejnych lokatorów, gotowe do odbioru.' },
      { title: 'Sprzątanie po remoncie', description: 'Pył, plamy farby i resztki usunięte, gdy ekipa remontowa skończy.' },
    ],
    infoTitle: 'Warto wiedzieć',
    info: [
      pricing('wielkość mieszkania i to, jak często mamy sprzątać'),
      { title: 'Środki czystości', description: 'Prosimy dać znać, czy mamy używać Państwa środków albo środków bezzapachowych.' },
      { title: 'Ubezpieczenie OC', description: 'Mamy ubezpieczenie OC działalności obejmujące sprzątane przez nas mieszkania.', confirm: confirmInsured },
      area('Sprzątamy domy i mieszkania'),
    ],
    cta: 'Umów sprzątanie',
    contactText: 'Prosimy podać wielkość mieszkania i to, jak często mamy sprzątać.',
  },
  'hair-salon': {
    tagline: 'Strzyżenie, koloryzacja, stylizacja – {town}',
    intro: 'Strzyżenie, koloryzacja i stylizacja w salonie {company}. Zaczynamy od rozmowy o Państwa oczekiwaniach – wychodzą Państwo sobą, tylko w lepszym wydaniu.',
    aboutTitle: 'Witamy w naszym salonie',
    about:
      '{company} to niezależny salon fryzjerski – {town}. Strzyżemy, koloryzujemy i stylizujemy każdy rodzaj i strukturę włosów.\n\nKażda wizyta zaczyna się od porządnej konsultacji: czego Państwo oczekują i jak na co dzień układają włosy. Szczerze powiemy, co się sprawdzi.',
    servicesTitle: 'Usługi',
    services: [
      { title: 'Strzyżenie i modelowanie', description: 'Fryzura dopasowana do twarzy i rodzaju włosów, z modelowaniem i wskazówkami do stylizacji w domu.' },
      { title: 'Koloryzacja', description: 'Koloryzacja całych włosów, odrostów i kryjąca siwe włosy, dobrana do Państwa.' },
      { title: 'Pasemka i balayage', description: 'Miękkie, naturalne pasemka malowane ręcznie, dla koloru, który łagodnie odrasta.' },
      { title: 'Fryzury okolicznościowe', description: 'Upięcia i stylizacje na wesela, studniówki i przyjęcia.' },
    ],
    infoTitle: 'Zapraszamy',
    info: [
      { title: 'Rezerwacje', description: 'Prosimy zadzwonić lub napisać, aby umówić wizytę. Prosimy podać, jaka usługa Państwa interesuje, żebyśmy zarezerwowali odpowiednio dużo czasu.' },
      { title: 'Próba uczuleniowa', description: 'Jeśli farbują Państwo włosy u nas pierwszy raz, prosimy zapytać o próbę uczuleniową przed wizytą.' },
      { title: 'Ceny', description: 'Cena zależy od włosów i zakresu usługi. Prosimy pytać – podamy ją przed rozpoczęciem.' },
      findUs,
    ],
    cta: 'Umów wizytę',
    contactText: 'Prosimy pytać o termin, cenę lub zmianę koloru.',
  },
  barber: {
    tagline: 'Precyzyjne strzyżenie i golenie brzytwą – {town}',
    intro: '{company} to barber shop: klasyczne i nowoczesne strzyżenia, pielęgnacja brody i golenie brzytwą z gorącym ręcznikiem, zrobione porządnie.',
    aboutTitle: 'O naszym barber shopie',
    about:
      '{company} strzyże panów, którzy chcą wyglądać dobrze bez zbędnego zamieszania. Skin fade i strzyżenie nożyczkami, modelowanie brody i tradycyjne golenie brzytwą z gorącym ręcznikiem. Nasza baza to {town}.\n\nProsimy się rozgościć i rozmawiać tyle, ile mają Państwo ochotę. Podpowiemy, jak utrzymać fryzurę w formie do następnej wizyty.',
    servicesTitle: 'Usługi',
    services: [
      { title: 'Strzyżenie męskie', description: 'Klasycznie lub nowocześnie, maszynką lub nożyczkami, ułożone tak, jak Państwo noszą.' },
      { title: 'Skin fade', description: 'Czyste, krótkie przejścia cieniowane ręcznie, wykończone precyzyjnym konturem.' },
      { title: 'Trymowanie brody', description: 'Broda wymodelowana, przycięta i wykonturowana, z gorącym ręcznikiem i olejkiem.' },
      { title: 'Golenie brzytwą', description: 'Tradycyjne golenie brzytwą z gorącymi ręcznikami i balsamem.' },
    ],
    infoTitle: 'Warto wiedzieć',
    info: [
      { title: 'Bez rezerwacji', description: 'Można wpaść w godzinach otwarcia albo wcześniej zadzwonić i zarezerwować termin.', confirm: `Czy przyjmują Państwo klientów bez rezerwacji? ${keepIf}` },
      { title: 'Rezerwacje', description: 'Prosimy dzwonić, aby umówić strzyżenie, także dla grupy przed weselem lub wielkim wyjściem.' },
      { title: 'Ceny', description: 'Cennik podamy telefonicznie lub na miejscu.' },
      findUs,
    ],
    cta: 'Zadzwoń teraz',
    contactText: 'Pytania o strzyżenie, rezerwację lub wizytę grupową? Prosimy napisać.',
  },
  'nail-salon': {
    tagline: 'Piękne paznokcie, starannie zrobione',
    intro: 'Manicure, pedicure, hybryda i zdobienia w salonie {company}.',
    aboutTitle: 'O salonie {company}',
    about:
      '{company} to salon stylizacji paznokci – {town}. Robimy wszystko, od szybkiego opiłowania i malowania po pełną stylizację żelową i ręcznie malowane zdobienia.\n\nProsimy powiedzieć, co Państwo sobie wyobrażają, albo przynieść zdjęcie – poświęcimy tyle czasu, ile trzeba. Doradzimy kształt, długość i kolory pasujące do dłoni oraz podpowiemy, jak dbać o paznokcie między wizytami.',
    servicesTitle: 'Zabiegi',
    services: [
      { title: 'Manicure', description: 'Paznokcie wyrównane, skórki zadbane i lakier w wybranym kolorze.' },
      { title: 'Pedicure', description: 'Ciepła kąpiel stóp, pielęgnacja paznokci i skórek oraz lakier.' },
      { title: 'Manicure hybrydowy', description: 'Trwały lakier hybrydowy utwardzany w lampie i delikatnie zdejmowany, kiedy Państwo zechcą.' },
      { title: 'Zdobienia', description: 'Od jednego ozdobnego paznokcia po szczegółowe wzory malowane ręcznie. Prosimy przynieść zdjęcie.' },
    ],
    infoTitle: 'Zapraszamy',
    info: [
      { title: 'Rezerwacje', description: 'Prosimy zadzwonić lub napisać, aby umówić wizytę, i podać, jaki zabieg Państwa interesuje.' },
      { title: 'Higiena', description: 'Metalowe narzędzia sterylizujemy po każdej klientce, pilniki i polerki są nowe dla każdej osoby.', confirm: `Czy sterylizują Państwo metalowe narzędzia i używają nowych pilników dla każdej klientki? ${keepIf}` },
      { title: 'Bony podarunkowe', description: 'Sprawić komuś przyjemność? Prosimy pytać o bony podarunkowe.', confirm: `Czy sprzedają Państwo bony podarunkowe? ${keepIf}` },
      { title: 'Pielęgnacja domowa', description: 'Prosimy pytać, jak dbać o paznokcie i skórki między wizytami i jak zdjąć hybrydę bez niszczenia płytki.' },
      findUs,
    ],
    cta: 'Umów wizytę',
    contactText: 'Prosimy pytać o zabieg, cenę lub wizytę dla kilku osób.',
  },
  'dog-groomer': {
    tagline: 'Szczęśliwe psy, zadbana sierść',
    intro: '{company} pielęgnuje psy każdej wielkości: kąpiel, strzyżenie, pazury i uszy, z dużą dozą cierpliwości.',
    aboutTitle: 'O nas',
    about:
      '{company} to salon groomerski – {town}. Pielęgnujemy psy każdej rasy i wielkości, od szczeniąt na pierwszej wizycie po lękliwe psy ze schroniska i starsze psy, które potrzebują więcej troski.\n\nUmawiając wizytę, prosimy opowiedzieć o swoim psie: jak reaguje na obcych, hałas i dotyk, i o wszystkim, co powinniśmy wiedzieć.',
    servicesTitle: 'Usługi groomerskie',
    services: [
      { title: 'Pełna pielęgnacja', description: 'Kąpiel, suszenie, strzyżenie według wzorca rasy lub Państwa życzenia, pazury i uszy.' },
      { title: 'Kąpiel i wykończenie', description: 'Kąpiel, rozczesanie i wykończenie wokół pyska, łap i ogona między pełnymi wizytami.' },
      { title: 'Pierwsza wizyta szczeniaka', description: 'Krótka, łagodna wizyta, żeby szczeniak oswoił się z dźwiękami i dotykiem.' },
      { title: 'Pazury i uszy', description: 'Obcinanie pazurów i czyszczenie uszu jako osobna usługa.' },
    ],
    infoTitle: 'Warto wiedzieć',
    info: [
      { title: 'Ceny', description: 'Cena zależy od wielkości, sierści i jej stanu. Prosimy pytać przy umawianiu wizyty.' },
      { title: 'Szczepienia', description: 'Dla bezpieczeństwa wszystkich psów prosimy, by Państwa pies miał aktualne szczepienia.' },
      { title: 'Jeden pies naraz', description: 'Zajmujemy się jednym psem naraz: bez tłoku i bez czekania w klatce.', confirm: `Czy pielęgnują Państwo jednego psa naraz? ${keepIf}` },
      area('Pielęgnujemy psy'),
    ],
    cta: 'Umów wizytę',
    contactText: 'Prosimy opowiedzieć o swoim psie, jego rasie i o tym, kiedy chcą Państwo przyjść.',
  },
  bakery: {
    tagline: 'Świeże pieczywo – {town}',
    intro: 'Chleb, drożdżówki i torty okolicznościowe z piekarni {company}.',
    aboutTitle: 'Nasza piekarnia',
    about:
      '{company} to rzemieślnicza piekarnia – {town}. Chleb z porządną skórką, kruche wypieki i torty na ważne okazje.\n\nZapraszamy, by zobaczyć, co dziś jest na półkach, albo zadzwonić – odłożymy zamówienie. Mają Państwo ulubiony bochenek? Prosimy zapytać, o której wychodzi z pieca. Planują Państwo urodziny, wesele albo przyjęcie w biurze? Prosimy podać datę, liczbę gości i swoje pomysły, a wszystko razem omówimy.',
    servicesTitle: 'Prosto z pieca',
    services: [
      { title: 'Chleb', description: 'Chleb na zakwasie, żytni, z ziarnami i pszenny, a do tego bułki.' },
      { title: 'Wypieki', description: 'Rogale, drożdżówki i słodkie wypieki na ladę.' },
      { title: 'Torty okolicznościowe', description: 'Torty urodzinowe, weselne i na przyjęcia na zamówienie, dekorowane według Państwa pomysłu.' },
      { title: 'Dla firm', description: 'Chleb i wypieki dla kawiarni, sklepów i restauracji w okolicy. Prosimy pytać, co możemy dostarczyć.' },
    ],
    infoTitle: 'Zapraszamy',
    info: [
      { title: 'Zamówienia', description: 'W sprawie tortów i dużych zamówień prosimy dzwonić z datą – powiemy, z jakim wyprzedzeniem zamawiać.' },
      { title: 'Składniki i alergeny', description: 'Przed zakupem prosimy pytać o składniki i alergeny w każdym naszym wypieku.' },
      findUs,
    ],
    cta: 'Zamów telefonicznie',
    contactText: 'Pytania o tort na zamówienie, dostawy dla firmy lub o to, co dziś na półkach? Prosimy napisać.',
  },
  cafe: {
    tagline: 'Dobra kawa i ciepłe przyjęcie – {town}',
    intro: '{company} to kawiarnia: kawa parzona z dbałością, śniadania i lunche oraz stolik, przy którym można zostać na dłużej.',
    aboutTitle: 'O kawiarni',
    about:
      '{company} to kawiarnia dla wszystkich – {town}. Dla tych, którzy wcześnie jadą do pracy, rodziców po odprowadzeniu dzieci do szkoły, przyjaciół na spotkaniu i osób pracujących przy laptopie.\n\nZapraszamy na kawę i coś do jedzenia, na miejscu lub na wynos.',
    servicesTitle: 'W menu',
    services: [
      { title: 'Kawa', description: 'Espresso, kawa przelewowa i wszystko pomiędzy.' },
      { title: 'Śniadania', description: 'Jajka na różne sposoby, tosty, pancakes i więcej o poranku.' },
      { title: 'Lunch', description: 'Zupy, sałatki i kanapki.' },
      { title: 'Ciasta i wypieki', description: 'Ciasta, ciasteczka i wypieki do kawy lub do domu.' },
    ],
    infoTitle: 'Zapraszamy',
    info: [
      { title: 'Na wynos', description: 'Wszystko z menu przygotujemy również na wynos.' },
      { title: 'Składniki i alergeny', description: 'Prosimy pytać o składniki i alergeny w każdej pozycji menu.' },
      { title: 'Grupy i wydarzenia', description: 'Prosimy pytać o stolik dla grupy lub o kawiarnię na małe wydarzenie.' },
      findUs,
    ],
    cta: 'Zadzwoń do nas',
    contactText: 'Pytania o menu, stolik dla grupy lub wydarzenie? Prosimy napisać.',
  },
  'food-truck': {
    tagline: 'Street food przygotowany na bieżąco',
    intro: '{company} to street food w okolicy – {town}. Można nas spotkać w trasie albo zarezerwować food truck na swoje wydarzenie.',
    aboutTitle: 'O food trucku',
    about:
      '{company} to food truck – {town} i okolice, z krótkim menu ulubionych dań przygotowywanych na bieżąco.\n\nZnajdą nas Państwo w porze lunchu i na targach, a można nas też zarezerwować na wesele, imprezę, lunch firmowy lub festiwal.',
    servicesTitle: 'Co oferujemy',
    services: [
      { title: 'Nasze menu', description: 'Krótkie menu ulubionych dań, przygotowywanych na świeżo.' },
      { title: 'Przyjęcia prywatne', description: 'Wesela, urodziny i garden party: parkujemy, gotujemy i obsługujemy Państwa gości.' },
      { title: 'Catering dla firm', description: 'Lunch dla Państwa zespołu, serwowany prosto z food trucka.' },
      { title: 'Targi i festiwale', description: 'Prosimy wypatrywać nas na targach i festiwalach w okolicy.' },
    ],
    infoTitle: 'Warto wiedzieć',
    info: [
      { title: 'Gdzie nas znaleźć', description: 'Gdzie stoimy w tym tygodniu, piszemy w mediach społecznościowych. Jeśli nie mogą nas Państwo znaleźć, prosimy zadzwonić.' },
      { title: 'Rezerwacja food trucka', description: 'Prosimy podać datę, miejsce i liczbę gości – prześlemy cenę.' },
      { title: 'Składniki i alergeny', description: 'Przed zamówieniem prosimy pytać o składniki i alergeny w każdym daniu.' },
      { title: 'Płatności', description: 'Przy food trucku można płacić kartą i zbliżeniowo.', confirm: `Czy przyjmują Państwo płatności kartą i zbliżeniowe? ${keepIf}` },
    ],
    cta: 'Zarezerwuj food truck',
    contactText: 'Prosimy podać datę, miejsce i liczbę gości wydarzenia.',
  },
  photographer: {
    tagline: 'Zdjęcia na lata',
    intro: '{company} fotografuje śluby, rodziny i firmy – naturalne zdjęcia prawdziwych chwil. Baza: {town}, dojazd także dalej.',
    aboutTitle: 'O mnie',
    about:
      '{company} – fotograf, baza: {town}. Fotografuję śluby, rodziny, portrety i małe firmy, w plenerze lub w studiu.\n\nPrzed każdą sesją rozmawiamy o tym, co jest dla Państwa ważne. Po sesji otrzymują Państwo galerię obrobionych zdjęć do pobrania, udostępnienia i wydruku.',
    servicesTitle: 'Fotografia',
    services: [
      { title: 'Śluby', description: 'Historia Państwa dnia, od przygotowań po pierwszy taniec.' },
      { title: 'Rodziny i portrety', description: 'Swobodne sesje w domu, w plenerze lub w studiu.' },
      { title: 'Biznes i portrety', description: 'Portrety biznesowe, zdjęcia zespołu i Państwa pracy na stronę i do mediów społecznościowych.' },
      { title: 'Wydarzenia', description: 'Przyjęcia, premiery i wydarzenia lokalne, fotografowane dyskretnie z boku.' },
    ],
    infoTitle: 'Warto wiedzieć',
    info: [
      { title: 'Rezerwacja', description: 'Proszę podać datę i miejsce – odpowiem, czy termin jest wolny i ile to kosztuje.' },
      { title: 'Państwa galeria', description: 'Proszę zapytać, kiedy galeria będzie gotowa – zależy to od rodzaju sesji.' },
      { title: 'Odbitki i albumy', description: 'Odbitki i albumy można zamówić z galerii.', confirm: `Czy oferują Państwo odbitki i albumy? ${keepIf}` },
      area('Robimy zdjęcia'),
    ],
    cta: 'Sprawdź wolne terminy',
    contactText: 'Proszę opowiedzieć o swoich planach, dacie i miejscu.',
  },
  'personal-trainer': {
    tagline: 'Więcej siły, lepsze samopoczucie',
    intro: 'Trening personalny – {company}: plan ułożony wokół Państwa celów i tygodnia. {town} i online.',
    aboutTitle: 'O mnie',
    about:
      '{company} to trening personalny – {town}, dla osób w każdym wieku i na każdym poziomie sprawności. Niezależnie od tego, czy chcą Państwo nabrać siły, schudnąć, przygotować się do zawodów czy ruszać się bez bólu, układamy plan wokół Państwa.\n\nZaczynamy od rozmowy o celach, zdrowiu i rytmie tygodnia, a Państwo zawsze wiedzą, po co wykonują każde ćwiczenie.',
    servicesTitle: 'Treningi',
    services: [
      { title: 'Trening indywidualny', description: 'Sesje zaplanowane tylko dla Państwa, na siłowni, na świeżym powietrzu lub w domu.' },
      { title: 'Małe grupy', description: 'Trening z dwojgiem lub trojgiem znajomych: ta sama uwaga, podzielony koszt.' },
      { title: 'Zdrowe odżywianie', description: 'Proste, realne nawyki żywieniowe, które pasują do życia i wspierają trening.' },
      { title: 'Coaching online', description: 'Plan treningowy w kieszeni, z regularnymi konsultacjami.' },
    ],
    infoTitle: 'Warto wiedzieć',
    info: [
      { title: 'Pierwsza rozmowa', description: 'Przed treningiem rozmawiamy o Państwa celach i tygodniu.' },
      { title: 'Kwalifikacje', description: 'Dyplomowany trener personalny z przeszkoleniem z pierwszej pomocy.', confirm: 'Czy mają Państwo kwalifikacje trenera personalnego i przeszkolenie z pierwszej pomocy? Kartę należy zostawić tylko wtedy, gdy to prawda, i podać nazwę kwalifikacji.' },
      { title: 'Ceny', description: 'Prosimy pytać o pojedyncze treningi i pakiety.' },
      area('Trenujemy'),
    ],
    cta: 'Zacznij teraz',
    contactText: 'Proszę opowiedzieć o swoich celach i o tym, kiedy mogą Państwo trenować.',
  },
  handyman: {
    tagline: 'Złota rączka – {town}',
    intro: 'Półki, drzwi, składanie mebli, drobne naprawy i prace, na które brakuje czasu: {company} zrobi to z Państwa listy.',
    aboutTitle: 'O firmie {company}',
    about:
      '{company} to usługi złotej rączki – {town} i okolice. Zajmujemy się pracami, które ciągle czekają: wieszaniem obrazów i półek, regulacją zacinających się drzwi, składaniem mebli, łataniem ścian i wymianą silikonu przy wannie.\n\nProsimy zebrać listę – wykonamy ją po kolei i posprzątamy po sobie.',
    servicesTitle: 'Co robimy',
    services: [
      { title: 'Naprawy', description: 'Zacinające się drzwi, luźne klamki, cieknące krany i inne drobne naprawy w domu.' },
      { title: 'Montaż i składanie', description: 'Składanie mebli, montaż półek i telewizorów, karniszy i rolet.' },
      { title: 'Ściany i wykończenia', description: 'Dziury zaszpachlowane i przeszlifowane, silikon wymieniony, małe powierzchnie pomalowane.' },
      { title: 'Prace na zewnątrz', description: 'Czyszczenie rynien, wymiana przęseł ogrodzenia, naprawa tarasów i montaż domków narzędziowych.' },
    ],
    infoTitle: 'Warto wiedzieć',
    info: [
      pricing('swoją listę prac'),
      { title: 'Rezerwacja', description: 'Można zarezerwować godzinę, pół dnia lub cały dzień na Państwa listę.' },
      { title: 'Ubezpieczenie OC', description: 'Mamy ubezpieczenie OC działalności obejmujące prace w Państwa domu.', confirm: confirmInsured },
      area('Wykonujemy naprawy i drobne prace'),
    ],
    cta: 'Zadzwoń teraz',
    contactText: 'Prosimy przesłać listę prac i napisać, kiedy Państwu pasuje.',
  },
  painter: {
    tagline: 'Równe linie, trwałe wykończenie',
    intro: 'Malowanie wnętrz i elewacji – {town}. {company} przygotowuje każdą powierzchnię i zabezpiecza Państwa dom na czas prac.',
    aboutTitle: 'O nas',
    about:
      '{company} to firma malarska – {town} i okolice. Malujemy salony i sypialnie, kuchnie i szafki, korytarze i klatki schodowe, a także elewacje, ogrodzenia i tarasy.\n\nDobre wykończenie to przede wszystkim przygotowanie: szpachlowanie, szlifowanie, gruntowanie i oklejanie przed malowaniem. Zabezpieczamy podłogi i meble, a gotową pracę oglądamy razem z Państwem.',
    servicesTitle: 'Usługi',
    services: [
      { title: 'Malowanie wnętrz', description: 'Ściany, sufity, stolarka i drzwi, z pomocą w doborze kolorów, jeśli Państwo chcą.' },
      { title: 'Malowanie elewacji', description: 'Elewacje, obróbki, okna i drzwi przygotowane i pomalowane tak, by wytrzymały pogodę.' },
      { title: 'Fronty kuchenne', description: 'Fronty pomalowane na gładko i trwale: kuchnia jak nowa bez kupowania nowej.' },
      { title: 'Tarasy i ogrodzenia', description: 'Oczyszczone, naprawione i zaimpregnowane lub pomalowane.' },
    ],
    infoTitle: 'Dlaczego my',
    info: [
      pricing('pomieszczenia lub powierzchnie'),
      { title: 'Porządek', description: 'Meble przesunięte i przykryte, podłogi zabezpieczone, sprzątanie po każdym dniu pracy.' },
      { title: 'Gwarancja', description: 'Jeśli farba się złuszczy lub popęka, wrócimy i poprawimy.', confirm: confirmGuarantee },
      area('Malujemy domy i lokale'),
    ],
    cta: 'Zapytaj o cenę',
    contactText: 'Prosimy napisać, które pomieszczenia lub powierzchnie mamy pomalować.',
  },
  roofer: {
    tagline: 'Dachy i rynny – {town}',
    intro: 'Naprawy dachów, nowe pokrycia i rynny. {company} znajduje problem, pokazuje go Państwu i usuwa.',
    aboutTitle: 'O firmie {company}',
    about:
      '{company} to firma dekarska – {town} i okolice. Naprawiamy przecieki i szkody po wichurach, wymieniamy zużyte pokrycia oraz montujemy i czyścimy rynny w domach i małych budynkach.\n\nNajpierw oglądamy dach, potem podajemy cenę, i pokazujemy zdjęcia tego, co znaleźliśmy – widzą Państwo problem na własne oczy.',
    servicesTitle: 'Usługi dekarskie',
    services: [
      { title: 'Naprawy dachów', description: 'Przecieki, zsunięte lub pęknięte dachówki, obróbki blacharskie i kominy – znajdujemy i naprawiamy.' },
      { title: 'Nowe pokrycia', description: 'Całe nowe pokrycia z dachówki, blachodachówki lub papy.' },
      { title: 'Rynny', description: 'Nowe rynny i rury spustowe, stare oczyszczone i naprawione.' },
      { title: 'Przeglądy dachu', description: 'Oględziny dachu ze zdjęciami, przed kupnem lub sprzedażą domu albo przed zimą.' },
    ],
    infoTitle: 'Warto wiedzieć',
    info: [
      pricing('dach'),
      { title: 'Szkody po wichurze', description: 'Po wichurze prosimy dzwonić: zabezpieczymy dach przed wodą i przekażemy zdjęcia, których wymaga ubezpieczyciel.', confirm: `Czy przyjmują Państwo pilne naprawy po wichurach? ${keepIf}` },
      { title: 'Ubezpieczenie OC', description: 'Mamy ubezpieczenie OC działalności i pracujemy bezpiecznie na wysokości.', confirm: confirmInsured },
      area('Naprawiamy i wymieniamy dachy'),
    ],
    cta: 'Zadzwoń teraz',
    contactText: 'Prosimy opisać przeciek lub dach, który chcą Państwo wymienić.',
  },
  'auto-repair': {
    tagline: 'Warsztat samochodowy – {town}',
    intro: 'Przeglądy, hamulce, opony i naprawy w warsztacie {company}. Zanim zaczniemy pracę, dzwonimy z ceną.',
    aboutTitle: 'O warsztacie',
    about:
      '{company} to niezależny warsztat samochodowy – {town}. Serwisujemy i naprawiamy samochody osobowe i dostawcze wszystkich marek.\n\nZapraszamy z autem na przegląd, gdy słychać dziwny dźwięk albo nie gaśnie kontrolka. Sprawdzimy, wyjaśnimy prostymi słowami, co znaleźliśmy i co może poczekać, i zadzwonimy z ceną przed rozpoczęciem – to Państwo decydują, co dalej.',
    servicesTitle: 'Usługi',
    services: [
      { title: 'Serwis okresowy', description: 'Serwis według zaleceń producenta: olej, filtry, płyny i kontrola.' },
      { title: 'Hamulce i opony', description: 'Klocki, tarcze, płyn hamulcowy i opony sprawdzone i wymienione.' },
      { title: 'Diagnostyka', description: 'Kontrolki i niepokojące dźwięki sprawdzone komputerem diagnostycznym.' },
      {
        title: 'Przegląd rejestracyjny',
        description: 'Okresowe badanie techniczne i naprawy potrzebne, żeby auto je przeszło.',
        confirm: `Czy prowadzą Państwo stację kontroli pojazdów? ${keepIf}`,
      },
    ],
    infoTitle: 'Warto wiedzieć',
    info: [
      { title: 'Ceny', description: 'Przed każdą naprawą dzwonimy z ceną i nigdy nie robimy więcej, niż ustaliliśmy.' },
      { title: 'Rezerwacje', description: 'Prosimy dzwonić, aby umówić termin, i podać markę, model oraz objawy.' },
      { title: 'Gwarancja', description: 'Na nasze naprawy udzielamy gwarancji na części i robociznę.', confirm: 'Czy udzielają Państwo gwarancji na naprawy? Kartę należy zostawić tylko wtedy, gdy to prawda, i podać okres gwarancji.' },
      findUs,
    ],
    cta: 'Umów wizytę',
    contactText: 'Prosimy podać markę, model i opisać, co dzieje się z autem.',
  },
  tutor: {
    tagline: 'Najpierw pewność siebie, potem wyniki',
    intro: 'Korepetycje indywidualne – {company}. {town} i online. Cierpliwa pomoc, aż wszystko stanie się jasne.',
    aboutTitle: 'O mnie',
    about:
      '{company} prowadzi korepetycje dla uczniów – {town} i online: matematyka, język polski i przedmioty przyrodnicze, od szkoły podstawowej do matury.\n\nKażdy uczeń jest inny, więc zaczynamy od znalezienia luk i sposobu, w jaki uczy się najlepiej. Zajęcia są spokojne, cierpliwe i praktyczne, z czasem na pytania, których w klasie wstyd zadać. Rodzice dowiadują się po każdych zajęciach, jak idzie.',
    servicesTitle: 'Korepetycje',
    services: [
      { title: 'Matematyka', description: 'Od tabliczki mnożenia po algebrę i zadania egzaminacyjne, krok po kroku.' },
      { title: 'Język polski', description: 'Czytanie, pisanie i wypracowania, z gramatyką i słownictwem przy okazji.' },
      { title: 'Nauki przyrodnicze', description: 'Biologia, chemia i fizyka wytłumaczone zrozumiale.' },
      { title: 'Przygotowanie do egzaminów', description: 'Plan powtórek, arkusze z poprzednich lat i technika egzaminacyjna przed egzaminem ósmoklasisty i maturą.' },
    ],
    infoTitle: 'Warto wiedzieć',
    info: [
      { title: 'Zajęcia', description: 'Stacjonarnie ({town}) lub online. Prosimy napisać, kiedy dziecko ma czas.' },
      { title: 'Ceny', description: 'Prosimy pytać o cenę zajęć i o to, jak wyglądają pierwsze zajęcia.' },
      {
        title: 'Zaświadczenie o niekaralności',
        description: 'Mam aktualne zaświadczenie o niekaralności do pracy z dziećmi.',
        confirm: `Czy mają Państwo aktualne zaświadczenie o niekaralności? ${keepIf}`,
      },
      area('Prowadzimy korepetycje'),
    ],
    cta: 'Umów zajęcia',
    contactText: 'Proszę podać przedmiot, klasę i to, z czym dziecko ma trudność.',
  },
  bookkeeper: {
    tagline: 'Księgi w porządku, spokojne rozliczenia',
    intro: '{company} prowadzi księgowość małych firm: bieżące księgowanie, kadry i płace oraz dokumenty gotowe do rozliczeń.',
    aboutTitle: 'O firmie {company}',
    about:
      '{company} to biuro rachunkowe dla małych firm i jednoosobowych działalności – {town}. Księgujemy przychody i koszty, uzgadniamy rachunki bankowe, prowadzimy listy płac i przygotowujemy dokumenty na koniec roku.\n\nMają Państwo jedną osobę, która zna Państwa firmę, i co miesiąc prosty obraz sytuacji.',
    servicesTitle: 'Usługi',
    services: [
      { title: 'Bieżąca księgowość', description: 'Przychody, koszty i rachunki bankowe zaksięgowane i uzgodnione co miesiąc, w programie, którego Państwo używają.' },
      { title: 'Kadry i płace', description: 'Listy płac, deklaracje ZUS i zaliczki na podatek przygotowane na czas.' },
      { title: 'JPK_VAT', description: 'Pliki JPK_VAT przygotowane i wysłane przed terminem.', confirm: `Czy przygotowują i wysyłają Państwo te deklaracje dla klientów? ${keepIf}` },
      { title: 'Uporządkowanie zaległości', description: 'Miesiące zaległych dokumentów uporządkowane i zaksięgowane.' },
    ],
    infoTitle: 'Warto wiedzieć',
    info: [
      { title: 'Pierwsze spotkanie', description: 'Zaczynamy od wspólnego przejrzenia dokumentów i rozmowy o Państwa potrzebach.' },
      { title: 'Wynagrodzenie', description: 'Prosimy pytać o stały miesięczny ryczałt za pracę, której potrzebuje Państwa firma.' },
      { title: 'Poufność', description: 'Państwa dane pozostają poufne i nigdy nie są udostępniane bez Państwa zgody.' },
      area('Prowadzimy księgowość małych firm'),
    ],
    cta: 'Zadzwoń do nas',
    contactText: 'Prosimy opowiedzieć o swojej firmie i o tym, jak dziś prowadzą Państwo dokumenty.',
  },
  other: {
    tagline: 'Lokalnie i życzliwie – {town}',
    intro: '{company} obsługuje klientów – {town} i okolice. Zapraszamy do kontaktu, by porozmawiać o tym, czego Państwo potrzebują.',
    aboutTitle: 'O nas',
    about:
      '{company} to lokalna firma – {town}. Pracujemy dla mieszkańców i firm z okolicy.\n\nSłuchamy, czego Państwo potrzebują, mówimy szczerze, co możemy zrobić i ile to kosztuje, a potem bierzemy się do pracy. Jeśli coś jest nie tak, prosimy powiedzieć – porozmawiamy, jak to naprawić. Prosimy zadzwonić, napisać przez formularz poniżej lub odwiedzić nas w mediach społecznościowych.',
    servicesTitle: 'Czym się zajmujemy',
    services: [
      { title: 'Porady i ceny', description: 'Prosimy powiedzieć, czego Państwo potrzebują – wyjaśnimy możliwości i koszty.' },
      { title: 'Nasza główna usługa', description: 'To, co robimy najlepiej: co to jest, dla kogo i czym się wyróżnia. Prosimy pytać.' },
      { title: 'Stali klienci', description: 'Klienci, którzy wracają, poznają nas, a my poznajemy ich potrzeby.' },
    ],
    infoTitle: 'Warto wiedzieć',
    info: [
      { title: 'Kontakt', description: 'Prosimy zadzwonić lub napisać z pytaniem i podać, kiedy i jak najlepiej się z Państwem skontaktować.' },
      findUs,
      { title: 'Płatności', description: 'Przyjmujemy gotówkę, karty i przelewy.', confirm: 'Jak klienci mogą Państwu płacić? Prosimy poprawić tę kartę, a potem ją pokazać.' },
      area('Pracujemy'),
    ],
    cta: 'Zadzwoń teraz',
    contactText: 'Prosimy napisać z pytaniem.',
  },
};
