import type { KitCard, LanguageKits } from './kit-words';

/*
 * Die Kits auf Deutsch (Entscheidung 0063), so geschrieben, wie ein Handwerksbetrieb oder Geschäft in
 * Deutschland schreibt: Kunden werden gesiezt, Fachbegriffe des Handwerks, nichts, was der Inhaber nicht
 * selbst gesagt hat (keine Öffnungszeiten, Garantien, Versicherungen, kostenlosen Angebote oder Jahre im
 * Geschäft ohne vorherige Frage). Österreich und die Schweiz bekommen ihre Begriffe, wo sie abweichen.
 */

const area = (what: string): KitCard => ({
  title: 'Unser Einsatzgebiet',
  description: `Wir sind in {town} zu Hause und ${what} in {town} und Umgebung. Sie sind nicht sicher, ob wir auch zu Ihnen kommen? Rufen Sie an oder schreiben Sie uns.`,
});

const pricing = (what: string): KitCard => ({
  title: 'Ihr Preis',
  description: `Beschreiben Sie uns ${what} am Telefon oder über das Formular unten. Wir besprechen den Preis mit Ihnen, bevor ein Termin vereinbart wird.`,
});

const confirmGuarantee = 'Geben Sie eine Garantie auf Ihre Arbeit? Behalten Sie diese Karte nur, wenn ja, und nennen Sie die Dauer.';
const confirmFreeQuote = 'Sind Ihre Angebote kostenlos? Behalten Sie diese Karte nur, wenn ja.';
const confirmInsured = 'Haben Sie eine Betriebshaftpflicht für diese Arbeiten? Behalten Sie diese Karte nur, wenn ja.';
const findUs: KitCard = { title: 'So finden Sie uns', description: 'Sie finden uns in {town}. Rufen Sie an, wenn Sie eine Wegbeschreibung brauchen.' };

export const DE: LanguageKits = {
  plumber: {
    tagline: 'Ihr Installateur in {town}',
    intro: 'Undichte Leitungen, verstopfte Abflüsse, {{AT:Therme und Boiler|CH:Boiler und Heizung|*:Therme und Warmwasser}} und Bäder in {town}. Rufen Sie {company} an und sprechen Sie direkt mit dem Installateur, der die Arbeit macht.',
    aboutTitle: 'Ihr Installateur vor Ort',
    about:
      '{company} ist ein Sanitär- und Heizungsbetrieb in {town}. Wir arbeiten in Häusern, Mietwohnungen und kleinen Geschäften: tropfende Wasserhähne, laufende Spülkästen, geplatzte Leitungen, {{AT:Thermen und Boiler|CH:Boiler und Heizungen|*:Thermen und Warmwasserbereiter}} und komplette Badsanierungen.\n\nWenn Sie anrufen, sprechen Sie mit dem, der die Arbeit auch macht. Wir erklären verständlich, was kaputt ist, und vereinbaren den Preis mit Ihnen, bevor wir anfangen.',
    servicesTitle: 'Unsere Leistungen',
    services: [
      { title: 'Lecks und Reparaturen', description: 'Tropfende Hähne, laufende Spülkästen, undichte Rohre und Ventile: gefunden und repariert.' },
      { title: 'Rohrreinigung', description: 'Verstopfte Spülen, Duschen, Toiletten und Außenabflüsse wieder frei, mit Tipps, damit es so bleibt.' },
      { title: 'Heizung und Warmwasser', description: 'Thermen und Warmwasserbereiter gewartet, repariert und erneuert, kalte Heizkörper wieder warm.' },
      { title: 'Bad und Küche', description: 'Neue Armaturen, Duschen, Waschbecken und komplette Badsanierungen, gemeinsam mit Ihnen geplant.' },
    ],
    infoTitle: 'Gut zu wissen',
    info: [
      pricing('die Arbeit'),
      {
        title: '{{AT:Konzessionierter Gasinstallateur|CH:Gasinstallateur mit Zulassung|*:Eingetragener Installateur}}',
        description: '{{AT:Wir sind befugt, an Ihrer Gastherme und Ihren Gasgeräten zu arbeiten.|CH:Wir sind zugelassen, an Ihren Gasgeräten und Gasleitungen zu arbeiten.|*:Wir sind im Installateurverzeichnis eingetragen und dürfen an Gas- und Wasseranlagen arbeiten.}}',
        confirm: '{{AT:Haben Sie die Befugnis für Gasinstallationen? Behalten Sie diese Karte nur, wenn ja.|CH:Haben Sie eine Zulassung für Gasinstallationen? Behalten Sie diese Karte nur, wenn ja.|*:Sind Sie im Installateurverzeichnis eines Netzbetreibers eingetragen? Behalten Sie diese Karte nur, wenn ja.}}',
      },
      { title: 'Notdienst', description: 'Rohrbruch oder kein Wasser? Rufen Sie uns an: Wir kommen im Notfall in {town}.', confirm: 'Bieten Sie einen Notdienst an? Behalten Sie diese Karte nur, wenn ja.' },
      area('übernehmen Installationen und Reparaturen'),
    ],
    cta: 'Jetzt anrufen',
    contactText: 'Sagen Sie uns, was tropft, leckt oder verstopft ist und wann es Ihnen passt.',
  },
  electrician: {
    tagline: 'Elektroarbeiten in {town}, sicher ausgeführt',
    intro: 'Von der neuen Steckdose bis zur kompletten Neuinstallation: {company} erledigt Elektroarbeiten in {town} sauber und sicher, zu einem Preis, den wir vorher vereinbaren.',
    aboutTitle: 'Über uns',
    about:
      '{company} ist ein Elektrobetrieb für Privathaushalte und kleine Unternehmen in {town}. Wir installieren Beleuchtung und Steckdosen, erneuern Zählerschränke und Sicherungskästen, montieren Wallboxen und finden die Fehler, bei denen immer wieder die Sicherung fliegt.\n\nWir prüfen, woran wir arbeiten, räumen hinter uns auf und geben Ihnen die Unterlagen zu den ausgeführten Arbeiten.',
    servicesTitle: 'Leistungen',
    services: [
      { title: 'Fehlersuche', description: 'Sicherungen, die immer wieder auslösen, flackerndes Licht und tote Steckdosen: Ursache gefunden und behoben.' },
      { title: 'Beleuchtung', description: 'Innen-, Außen- und Sicherheitsbeleuchtung, mit Ihnen geplant und sauber montiert.' },
      { title: 'Sicherungskasten', description: 'Alte Sicherungskästen durch eine moderne Unterverteilung mit FI-Schutzschaltern ersetzt.' },
      { title: 'Wallboxen', description: 'Eine Ladestation für Ihr Elektroauto an einem eigenen Stromkreis, nach Prüfung Ihres Hausanschlusses.' },
    ],
    infoTitle: 'Warum wir',
    info: [
      pricing('die Arbeiten'),
      {
        title: '{{AT:Konzessionierter Elektrotechniker|CH:Elektroinstallateur mit Bewilligung|*:Eingetragener Elektrofachbetrieb}}',
        description: '{{AT:Wir sind ein konzessionierter Elektrotechnikbetrieb und dokumentieren unsere Arbeit.|CH:Wir haben eine Installationsbewilligung und stellen Ihnen den Sicherheitsnachweis aus.|*:Wir sind beim Netzbetreiber eingetragen und melden zum Beispiel Ihre Wallbox dort an.}}',
        confirm: '{{AT:Haben Sie die Gewerbeberechtigung als Elektrotechniker? Behalten Sie diese Karte nur, wenn ja.|CH:Haben Sie eine Installationsbewilligung des ESTI? Behalten Sie diese Karte nur, wenn ja.|*:Sind Sie im Installateurverzeichnis eines Netzbetreibers eingetragen? Behalten Sie diese Karte nur, wenn ja.}}',
      },
      { title: 'Versichert', description: 'Wir haben eine Betriebshaftpflicht für die Arbeiten bei Ihnen.', confirm: confirmInsured },
      area('übernehmen Elektroarbeiten'),
    ],
    cta: 'Jetzt anrufen',
    contactText: 'Beschreiben Sie die Arbeit oder den Fehler und wann Sie sie erledigt haben möchten.',
  },
  landscaper: {
    tagline: 'Gärten geplant, angelegt und gepflegt',
    intro: '{company} plant, baut und pflegt Gärten in {town}: Rasen, Bepflanzung, Terrassen und Wege, passend dazu, wie Sie Ihren Garten nutzen.',
    aboutTitle: 'Über {company}',
    about:
      '{company} ist ein Garten- und Landschaftsbaubetrieb in {town}. Wir arbeiten in Vorgärten und Gärten hinter dem Haus und auf den Außenanlagen kleiner Betriebe, vom Frühjahrsputz bis zur kompletten Neuanlage.\n\nAm Anfang steht ein Rundgang, bei dem Sie uns erzählen, wie Sie den Garten nutzen möchten. Danach bekommen Sie einen Plan und ein Angebot, die Sie in Ruhe prüfen können.',
    servicesTitle: 'Unsere Leistungen',
    services: [
      { title: 'Gartenplanung', description: 'Ein Plan für Ihr Grundstück, Ihren Boden und Ihr Budget, mit Pflanzen, die zum Licht passen.' },
      { title: 'Rasen und Pflanzen', description: 'Rollrasen oder Ansaat, Beete, Bäume und Hecken, gepflanzt zur richtigen Jahreszeit.' },
      { title: 'Terrassen und Wege', description: 'Terrassen und Wege aus Platten, Pflaster oder Kies, auf einem ordentlichen Unterbau verlegt.' },
      { title: 'Gartenpflege', description: 'Rasenmähen, Schnitt, Unkraut jäten und Laub entfernen, regelmäßig oder nach Bedarf.' },
    ],
    infoTitle: 'So arbeiten wir',
    info: [
      { title: 'Erst ein Besuch', description: 'Wir sehen uns den Garten an, hören uns Ihre Wünsche an und messen auf. Dann schicken wir Ihnen einen Plan und einen Preis.' },
      { title: 'Kostenloses Angebot', description: 'Der Besuch und das Angebot danach kosten Sie nichts.', confirm: confirmFreeQuote },
      { title: 'Versichert', description: 'Wir haben eine Betriebshaftpflicht, während wir auf Ihrem Grundstück arbeiten.', confirm: confirmInsured },
      area('planen und pflegen Gärten'),
    ],
    cta: 'Angebot anfragen',
    contactText: 'Erzählen Sie uns von Ihrem Garten und was Sie ändern möchten.',
  },
  irrigation: {
    tagline: 'Grüner Rasen mit weniger Wasser',
    intro: '{company} plant, installiert und repariert Beregnungs- und Tropfbewässerungsanlagen in {town}, damit jeder Teil Ihres Gartens das Wasser bekommt, das er braucht.',
    aboutTitle: 'Über uns',
    about:
      '{company} betreut Bewässerungsanlagen für Privatgärten und kleine Betriebe in {town}. Wir planen neue Beregnungs- und Tropfanlagen, reparieren defekte Regner und undichte Ventile und richten Steuerungen ein, die nach dem Wetter bewässern.\n\nWir messen den Wasserdruck, planen die Zonen und stimmen die Regner aufeinander ab, damit das Wasser auf die Pflanzen kommt und nicht auf den Weg.',
    servicesTitle: 'Leistungen',
    services: [
      { title: 'Beregnungsanlagen', description: 'Anlagen für Ihren Rasen, mit aufeinander abgestimmten Regnern, damit jede Ecke gleichmäßig Wasser bekommt.' },
      { title: 'Tropfbewässerung', description: 'Wasser direkt an die Wurzeln von Beeten, Sträuchern und Gemüsegarten.' },
      { title: 'Reparaturen', description: 'Defekte Regner, undichte Ventile und trockene Stellen gefunden und behoben, bei Anlagen jeder Marke.' },
      { title: 'Smarte Steuerungen', description: 'Steuerungen, die bei Regen eine Bewässerung auslassen, per Handy eingestellt.' },
    ],
    infoTitle: 'Gut zu wissen',
    info: [
      { title: 'Saisonstart und Winterfest', description: 'Im Frühjahr nehmen wir die Anlage in Betrieb, testen jede Zone und stellen die Zeiten ein. Vor dem ersten Frost entleeren wir sie.' },
      pricing('Ihren Rasen und Ihre Beete'),
      { title: 'Garantie auf die Installation', description: 'Auf die Anlagen, die wir einbauen, geben wir Garantie.', confirm: confirmGuarantee },
      area('installieren und reparieren Bewässerungsanlagen'),
    ],
    cta: 'Jetzt anrufen',
    contactText: 'Erzählen Sie uns von Ihrem Garten und, falls vorhanden, Ihrer jetzigen Anlage.',
  },
  'house-cleaner': {
    tagline: 'Ein sauberes Zuhause, ohne selbst zu putzen',
    intro: '{company} reinigt Wohnungen und Häuser in {town}: wöchentlich, alle zwei Wochen oder einmalig, nach einer Liste, die Sie bestimmen.',
    aboutTitle: 'Über {company}',
    about:
      '{company} ist ein Reinigungsservice für Privathaushalte in {town}. Wir reinigen Küchen, Bäder, Schlaf- und Wohnzimmer und übernehmen auch die großen Arbeiten: Grundreinigung, Endreinigung vor der Wohnungsübergabe und Bauendreinigung.\n\nSagen Sie uns, wie Sie es gerne haben und was Ihnen am wichtigsten ist. Wir arbeiten nach Ihrer Liste.',
    servicesTitle: 'Unsere Reinigung',
    services: [
      { title: 'Regelmäßige Reinigung', description: 'Jede Woche oder alle zwei Wochen: Küche, Bäder, Böden, Staubwischen und Betten, nach Ihrer Liste.' },
      { title: 'Grundreinigung', description: 'Schränke und Geräte von innen, hinter den Möbeln, Sockelleisten und Fugen.' },
      { title: 'Endreinigung beim Auszug', description: 'Eine leere Wohnung von oben bis unten gereinigt, bereit für die Übergabe.' },
      { title: 'Bauendreinigung', description: 'Staub, Farbspritzer und Reste entfernt, wenn die Handwerker fertig sind.' },
    ],
    infoTitle: 'Gut zu wissen',
    info: [
      pricing('die Größe Ihrer Wohnung und wie oft gereinigt werden soll'),
      { title: 'Putzmittel', description: 'Sagen Sie uns, ob wir Ihre eigenen Mittel verwenden sollen oder parfümfreie.' },
      { title: 'Versichert', description: 'Wir haben eine Betriebshaftpflicht für die Wohnungen, die wir reinigen.', confirm: confirmInsured },
      area('reinigen Wohnungen und Häuser'),
    ],
    cta: 'Termin vereinbaren',
    contactText: 'Nennen Sie uns die Größe Ihrer Wohnung und wie oft gereinigt werden soll.',
  },
  'hair-salon': {
    tagline: 'Schneiden, Färben, Stylen in {town}',
    intro: 'Haarschnitte, Farbe und Styling bei {company} in {town}. Wir beginnen mit einem Gespräch über Ihre Wünsche, und Sie gehen raus und fühlen sich wie Sie selbst, nur besser.',
    aboutTitle: 'Willkommen bei {company}',
    about:
      '{company} ist ein inhabergeführter Friseursalon in {town}. Wir schneiden, färben und stylen jede Haarart und -struktur.\n\nJeder Termin beginnt mit einer richtigen Beratung: was Sie sich wünschen und wie Sie Ihr Haar im Alltag tragen. Wir sagen Ihnen ehrlich, was funktioniert.',
    servicesTitle: 'Leistungen',
    services: [
      { title: 'Schnitt und Föhnen', description: 'Ein Schnitt passend zu Gesicht und Haartyp, mit Föhnfrisur und Tipps zum Stylen zu Hause.' },
      { title: 'Farbe', description: 'Komplettfarbe, Ansatzfarbe und Grauabdeckung, passend zu Ihnen abgestimmt.' },
      { title: 'Strähnen und Balayage', description: 'Weiche, natürliche Strähnen von Hand gemalt, für Farbe, die sanft herauswächst.' },
      { title: 'Festtagsfrisuren', description: 'Hochsteckfrisuren und Styling für Hochzeiten, Abschlussbälle und Feste.' },
    ],
    infoTitle: 'Besuchen Sie uns',
    info: [
      { title: 'Termine', description: 'Rufen Sie an oder schreiben Sie uns für einen Termin. Sagen Sie uns, was Sie machen lassen möchten, damit wir genug Zeit einplanen.' },
      { title: 'Verträglichkeitstest', description: 'Wenn Sie zum ersten Mal zum Färben bei uns sind, fragen Sie vor dem Termin nach einem Hauttest.' },
      { title: 'Preise', description: 'Der Preis hängt von Ihrem Haar und Ihren Wünschen ab. Fragen Sie uns, wir nennen ihn Ihnen vorher.' },
      findUs,
    ],
    cta: 'Termin vereinbaren',
    contactText: 'Fragen Sie nach einem Termin, einem Preis oder einer neuen Haarfarbe.',
  },
  barber: {
    tagline: 'Saubere Schnitte und Nassrasur in {town}',
    intro: '{company} ist ein Barbershop in {town}: klassische und moderne Schnitte, Bartpflege und Nassrasur mit heißem Tuch, ordentlich gemacht.',
    aboutTitle: 'Über den Laden',
    about:
      '{company} schneidet Haare in {town} für alle, die gepflegt aussehen wollen, ohne großes Aufheben: Skin Fades und Scherenschnitte, Bartformen und die klassische Nassrasur mit heißem Tuch.\n\nNehmen Sie Platz und reden Sie so viel oder so wenig, wie Sie möchten. Wir sagen Ihnen, wie der Schnitt bis zum nächsten Mal gut aussieht.',
    servicesTitle: 'Leistungen',
    services: [
      { title: 'Haarschnitt', description: 'Klassisch oder modern, mit Maschine oder Schere, gestylt so, wie Sie ihn tragen.' },
      { title: 'Skin Fade', description: 'Saubere, kurze Fades, von Hand verblendet, mit scharfen Konturen zum Schluss.' },
      { title: 'Bartpflege', description: 'Bart geformt, gekürzt und konturiert, mit heißem Tuch und Bartöl.' },
      { title: 'Nassrasur', description: 'Eine klassische Rasur mit dem Rasiermesser, heißen Tüchern und Balsam.' },
    ],
    infoTitle: 'Gut zu wissen',
    info: [
      { title: 'Ohne Termin', description: 'Kommen Sie während unserer Öffnungszeiten vorbei oder rufen Sie vorher an und reservieren Sie eine Zeit.', confirm: 'Nehmen Sie Kunden ohne Termin? Behalten Sie diese Karte nur, wenn ja.' },
      { title: 'Termine', description: 'Rufen Sie an für Ihren Termin, auch für eine Gruppe vor einer Hochzeit oder einem großen Abend.' },
      { title: 'Preise', description: 'Fragen Sie uns nach der Preisliste, am Telefon oder im Laden.' },
      findUs,
    ],
    cta: 'Jetzt anrufen',
    contactText: 'Fragen zu einem Schnitt, einem Termin oder einem Besuch in der Gruppe? Schreiben Sie uns.',
  },
  'nail-salon': {
    tagline: 'Schöne Nägel, sorgfältig gemacht',
    intro: 'Maniküre, Pediküre, Gel und Nail Art bei {company} in {town}.',
    aboutTitle: 'Über {company}',
    about:
      '{company} ist ein Nagelstudio in {town}. Wir machen alles, vom schnellen Feilen und Lackieren bis zu kompletten Gelmodellagen und handgemalter Nail Art.\n\nSagen Sie uns, was Sie sich vorstellen, oder bringen Sie ein Bild mit, und wir nehmen uns die Zeit, die es braucht. Wir beraten Sie zu Formen, Längen und Farben, die zu Ihren Händen passen, und wie Ihre Nägel bis zum nächsten Besuch schön bleiben.',
    servicesTitle: 'Behandlungen',
    services: [
      { title: 'Maniküre', description: 'Nägel in Form gefeilt, Nagelhaut gepflegt und mit dem Lack Ihrer Wahl lackiert.' },
      { title: 'Pediküre', description: 'Ein warmes Fußbad, Nagel- und Nagelhautpflege und Lack.' },
      { title: 'Gel-Lack', description: 'Splitterfester Gel-Lack, unter der Lampe gehärtet und schonend entfernt, wenn Sie möchten.' },
      { title: 'Nail Art', description: 'Vom einzelnen Akzentnagel bis zu detaillierten, handgemalten Designs. Bringen Sie ein Bild mit, wir machen es zu Ihrem.' },
    ],
    infoTitle: 'Besuchen Sie uns',
    info: [
      { title: 'Termine', description: 'Rufen Sie an oder schreiben Sie uns für einen Termin und sagen Sie, welche Behandlung Sie möchten.' },
      { title: 'Hygiene', description: 'Metallinstrumente werden nach jeder Kundin sterilisiert, Feilen und Buffer sind für jede neu.', confirm: 'Sterilisieren Sie Metallinstrumente und nehmen Sie für jede Kundin neue Feilen? Behalten Sie diese Karte nur, wenn ja.' },
      { title: 'Gutscheine', description: 'Machen Sie jemandem eine Freude: Fragen Sie nach unseren Gutscheinen.', confirm: 'Verkaufen Sie Gutscheine? Behalten Sie diese Karte nur, wenn ja.' },
      { title: 'Pflege danach', description: 'Fragen Sie uns, wie Sie Nägel und Nagelhaut zwischen den Terminen pflegen und Gel ablösen, ohne den Nagel zu schädigen.' },
      findUs,
    ],
    cta: 'Termin vereinbaren',
    contactText: 'Fragen Sie nach einer Behandlung, einem Preis oder einem Termin für mehrere Personen.',
  },
  'dog-groomer': {
    tagline: 'Glückliche Hunde, gepflegtes Fell',
    intro: '{company} pflegt Hunde jeder Größe in {town}: Baden, Scheren, Krallen und Ohren, mit viel Geduld.',
    aboutTitle: 'Über uns',
    about:
      '{company} ist ein Hundesalon in {town}. Wir pflegen jede Rasse und Größe, vom Welpen beim ersten Besuch über ängstliche Tierschutzhunde bis zu älteren Hunden, die etwas mehr Ruhe brauchen.\n\nErzählen Sie uns bei der Terminvereinbarung von Ihrem Hund: wie er auf Fremde, Geräusche und Anfassen reagiert und was wir sonst wissen sollten.',
    servicesTitle: 'Hundepflege',
    services: [
      { title: 'Komplettpflege', description: 'Baden, Föhnen, Schneiden nach Rassestandard oder Ihrem Wunsch, Krallen und Ohren.' },
      { title: 'Baden und Ausputzen', description: 'Baden, Auskämmen und Ausputzen an Kopf, Pfoten und Rute zwischen zwei Komplettpflegen.' },
      { title: 'Welpen-Eingewöhnung', description: 'Ein kurzer, sanfter erster Besuch, damit sich Welpen an Geräusche und Anfassen gewöhnen.' },
      { title: 'Krallen und Ohren', description: 'Krallen schneiden und Ohren reinigen, auch einzeln.' },
    ],
    infoTitle: 'Gut zu wissen',
    info: [
      { title: 'Preise', description: 'Der Preis hängt von Größe, Fell und Zustand ab. Fragen Sie uns bei der Terminvereinbarung.' },
      { title: 'Impfungen', description: 'Zur Sicherheit aller Hunde achten Sie bitte darauf, dass Ihr Hund aktuell geimpft ist.' },
      { title: 'Ein Hund nach dem anderen', description: 'Wir pflegen immer nur einen Hund: kein Gedränge und kein Warten im Käfig.', confirm: 'Pflegen Sie immer nur einen Hund zur Zeit? Behalten Sie diese Karte nur, wenn ja.' },
      area('pflegen Hunde'),
    ],
    cta: 'Termin vereinbaren',
    contactText: 'Erzählen Sie uns von Ihrem Hund, seiner Rasse und wann Sie kommen möchten.',
  },
  bakery: {
    tagline: 'Gebacken in {town}',
    intro: 'Brot, Brötchen, Gebäck und Torten von {company}, gebacken in {town}.',
    aboutTitle: 'Unsere Bäckerei',
    about:
      '{company} ist eine inhabergeführte Bäckerei in {town}: Brot mit kräftiger Kruste, Brötchen, Plunder und Torten für die besonderen Tage.\n\nKommen Sie vorbei und schauen Sie, was heute in der Auslage liegt, oder rufen Sie an, dann legen wir Ihre Bestellung zurück. Sie haben ein Lieblingsbrot? Fragen Sie uns, wann es aus dem Ofen kommt. Sie planen einen Geburtstag, eine Hochzeit oder eine Feier im Büro? Nennen Sie uns das Datum, die Zahl der Gäste und Ihre Ideen, und wir besprechen alles mit Ihnen.',
    servicesTitle: 'Aus unserem Ofen',
    services: [
      { title: 'Brot und Brötchen', description: 'Sauerteig-, Roggen-, Vollkorn- und Körnerbrot, dazu Brötchen.' },
      { title: 'Feingebäck', description: 'Croissants, Plunder, Brezeln und süße Teilchen für die Theke.' },
      { title: 'Torten', description: 'Geburtstags-, Hochzeits- und Festtagstorten auf Bestellung, nach Ihrem Motto verziert.' },
      { title: 'Für Wiederverkäufer', description: 'Brot und Gebäck für Cafés, Läden und Restaurants in {town}. Fragen Sie uns, was wir liefern können.' },
    ],
    infoTitle: 'Besuchen Sie uns',
    info: [
      { title: 'Bestellungen', description: 'Für Torten und große Bestellungen rufen Sie uns mit dem Datum an. Wir sagen Ihnen, wie früh wir Bescheid brauchen.' },
      { title: 'Zutaten und Allergene', description: 'Fragen Sie uns vor dem Kauf nach Zutaten und Allergenen in allem, was wir backen.' },
      findUs,
    ],
    cta: 'Jetzt bestellen',
    contactText: 'Fragen Sie nach einer Tortenbestellung, einer Lieferung für Ihr Geschäft oder dem heutigen Angebot.',
  },
  cafe: {
    tagline: 'Guter Kaffee und ein herzliches Willkommen in {town}',
    intro: '{company} ist ein Café in {town}: sorgfältig gemachter Kaffee, Frühstück und Mittagessen, und ein Tisch, an dem Sie eine Weile bleiben können.',
    aboutTitle: 'Über das Café',
    about:
      '{company} ist ein Café in {town} für alle: Frühaufsteher auf dem Weg zur Arbeit, Eltern nach dem Schulweg, Freunde, die sich treffen, und alle, die am Laptop arbeiten.\n\nKommen Sie auf einen Kaffee und etwas zu essen vorbei, hier oder zum Mitnehmen.',
    servicesTitle: 'Auf der Karte',
    services: [
      { title: 'Kaffee', description: 'Espresso, Filterkaffee und alles dazwischen.' },
      { title: 'Frühstück', description: 'Eier nach Wunsch, Toast, Pancakes und mehr am Morgen.' },
      { title: 'Mittagstisch', description: 'Suppen, Salate und belegte Brote.' },
      { title: 'Kuchen und Gebäck', description: 'Kuchen, Kekse und Gebäck zum Kaffee oder für zu Hause.' },
    ],
    infoTitle: 'Besuchen Sie uns',
    info: [
      { title: 'Zum Mitnehmen', description: 'Alles auf der Karte gibt es auch zum Mitnehmen.' },
      { title: 'Zutaten und Allergene', description: 'Fragen Sie uns nach Zutaten und Allergenen in allem auf der Karte.' },
      { title: 'Gruppen und Feiern', description: 'Fragen Sie nach einem Tisch für eine Gruppe oder nach dem Café für eine kleine Feier.' },
      findUs,
    ],
    cta: 'Rufen Sie uns an',
    contactText: 'Fragen zur Karte, zu einem Tisch für eine Gruppe oder zu einer Feier? Schreiben Sie uns.',
  },
  'food-truck': {
    tagline: 'Streetfood, frisch zubereitet',
    intro: '{company} bringt Streetfood nach {town}: Finden Sie uns unterwegs oder buchen Sie den Truck für Ihre Veranstaltung.',
    aboutTitle: 'Über den Truck',
    about:
      '{company} ist ein Foodtruck in {town} und Umgebung, mit einer kleinen Karte voller Lieblingsgerichte, frisch auf Bestellung zubereitet.\n\nSie finden uns mittags an unseren Standplätzen und auf Märkten, oder Sie buchen uns für eine Hochzeit, eine Party, ein Firmenessen oder ein Festival.',
    servicesTitle: 'Unser Angebot',
    services: [
      { title: 'Unsere Karte', description: 'Eine kleine Karte mit Lieblingsgerichten, frisch auf Bestellung zubereitet.' },
      { title: 'Private Feiern', description: 'Hochzeiten, Geburtstage und Gartenfeste: Wir parken, kochen und bewirten Ihre Gäste.' },
      { title: 'Firmencatering', description: 'Mittagessen für Ihr Team, direkt aus dem Truck serviert.' },
      { title: 'Märkte und Festivals', description: 'Halten Sie Ausschau nach uns auf Märkten und Festivals rund um {town}.' },
    ],
    infoTitle: 'Gut zu wissen',
    info: [
      { title: 'Wo wir stehen', description: 'Wo wir diese Woche stehen, steht auf unserer Social-Media-Seite. Rufen Sie an, wenn Sie uns nicht finden.' },
      { title: 'Den Truck buchen', description: 'Nennen Sie uns Datum, Ort und Zahl der Gäste, und wir schicken Ihnen einen Preis.' },
      { title: 'Zutaten und Allergene', description: 'Fragen Sie uns vor der Bestellung nach Zutaten und Allergenen in jedem Gericht.' },
      { title: 'Bezahlen', description: 'Am Truck können Sie mit Karte und kontaktlos bezahlen.', confirm: 'Nehmen Sie Karten- und Kontaktloszahlungen an? Behalten Sie diese Karte nur, wenn ja.' },
    ],
    cta: 'Truck buchen',
    contactText: 'Nennen Sie uns Datum, Ort und Zahl der Gäste Ihrer Veranstaltung.',
  },
  photographer: {
    tagline: 'Fotos, die bleiben',
    intro: '{company} fotografiert Hochzeiten, Familien und Unternehmen in {town} und darüber hinaus: natürliche Bilder echter Momente.',
    aboutTitle: 'Über mich',
    about:
      '{company} ist Fotograf in {town} und fotografiert Hochzeiten, Familien, Porträts und kleine Unternehmen, vor Ort oder im Studio.\n\nVor jedem Shooting sprechen wir darüber, was Ihnen wichtig ist. Danach bekommen Sie eine bearbeitete Galerie zum Herunterladen, Teilen und Drucken.',
    servicesTitle: 'Fotografie',
    services: [
      { title: 'Hochzeiten', description: 'Die Geschichte Ihres Tages, vom Getting Ready bis zum Eröffnungstanz.' },
      { title: 'Familien und Porträts', description: 'Entspannte Shootings zu Hause, draußen oder im Studio.' },
      { title: 'Business und Bewerbung', description: 'Porträts, Teamfotos und Bilder Ihrer Arbeit für Website und Social Media.' },
      { title: 'Veranstaltungen', description: 'Feiern, Eröffnungen und Vereinsfeste, unauffällig vom Rand aus fotografiert.' },
    ],
    infoTitle: 'Gut zu wissen',
    info: [
      { title: 'Buchung', description: 'Nennen Sie mir Datum und Ort, und ich sage Ihnen, ob ich frei bin und was es kostet.' },
      { title: 'Ihre Galerie', description: 'Fragen Sie mich, wann Ihre Galerie fertig ist: Das hängt von der Art des Shootings ab.' },
      { title: 'Abzüge und Alben', description: 'Abzüge und Alben können Sie direkt aus Ihrer Galerie bestellen.', confirm: 'Bieten Sie Abzüge und Alben an? Behalten Sie diese Karte nur, wenn ja.' },
      area('fotografieren'),
    ],
    cta: 'Termin anfragen',
    contactText: 'Erzählen Sie mir von Ihren Plänen, dem Datum und dem Ort.',
  },
  'personal-trainer': {
    tagline: 'Stärker werden, besser fühlen',
    intro: 'Personal Training in {town} mit {company}: ein Plan, der zu Ihren Zielen und Ihrer Woche passt.',
    aboutTitle: 'Über mich',
    about:
      '{company} bietet Personal Training in {town} für jedes Alter und jedes Fitnessniveau. Ob Sie stärker werden, abnehmen, für einen Lauf trainieren oder sich ohne Schmerzen bewegen möchten: Wir bauen den Plan um Sie herum.\n\nWir beginnen mit einem Gespräch über Ihre Ziele, Ihre Gesundheit und Ihren Alltag, und Sie wissen immer, warum Sie tun, was Sie tun.',
    servicesTitle: 'Training',
    services: [
      { title: 'Einzeltraining', description: 'Einheiten nur für Sie geplant, im Studio, draußen oder bei Ihnen zu Hause.' },
      { title: 'Kleine Gruppen', description: 'Trainieren Sie mit zwei oder drei Freunden: dieselbe Betreuung, geteilte Kosten.' },
      { title: 'Gesunde Ernährung', description: 'Einfache, realistische Essgewohnheiten, die zu Ihrem Leben passen und Ihr Training unterstützen.' },
      { title: 'Online-Coaching', description: 'Ihr Trainingsplan in der Hosentasche, mit regelmäßigen Rückmeldungen.' },
    ],
    infoTitle: 'Gut zu wissen',
    info: [
      { title: 'Ein erstes Gespräch', description: 'Vor dem ersten Training sprechen wir über Ihre Ziele und Ihren Alltag.' },
      { title: 'Ausgebildeter Trainer', description: 'Ein ausgebildeter Personal Trainer mit Erste-Hilfe-Kurs.', confirm: 'Haben Sie eine Trainerausbildung und einen aktuellen Erste-Hilfe-Kurs? Behalten Sie diese Karte nur, wenn ja, und nennen Sie die Ausbildung.' },
      { title: 'Preise', description: 'Fragen Sie nach Einzelstunden und Zehnerkarten.' },
      area('trainieren Menschen'),
    ],
    cta: 'Jetzt starten',
    contactText: 'Erzählen Sie mir von Ihren Zielen und wann Sie trainieren können.',
  },
  handyman: {
    tagline: 'Kleinreparaturen und Montagen in {town}',
    intro: 'Regale, Türen, Möbelaufbau, kleine Reparaturen und alles, was liegen bleibt: {company} arbeitet Ihre Liste in {town} ab.',
    aboutTitle: 'Über {company}',
    about:
      '{company} ist ein Handwerkerservice in {town} für die Arbeiten, die nie erledigt werden: Bilder und Regale aufhängen, klemmende Türen richten, Möbel aufbauen, Löcher in Wänden ausbessern und Silikonfugen erneuern.\n\nSammeln Sie Ihre Liste, wir arbeiten sie ab und räumen dabei auf.',
    servicesTitle: 'Was wir erledigen',
    services: [
      { title: 'Reparaturen', description: 'Klemmende Türen, lose Griffe, tropfende Hähne und die anderen kleinen Reparaturen im Haus.' },
      { title: 'Montage und Aufbau', description: 'Möbel aufgebaut, Regale und Fernseher montiert, Gardinenstangen und Rollos angebracht.' },
      { title: 'Wände und Oberflächen', description: 'Löcher gespachtelt und geschliffen, Fugen erneuert und kleine Flächen gestrichen.' },
      { title: 'Arbeiten draußen', description: 'Dachrinnen gereinigt, Zaunelemente ersetzt, Holzterrassen repariert und Gartenhäuser aufgebaut.' },
    ],
    infoTitle: 'Gut zu wissen',
    info: [
      pricing('Ihre Liste'),
      { title: 'Termine', description: 'Buchen Sie eine Stunde, einen halben oder einen ganzen Tag für Ihre Liste.' },
      { title: 'Versichert', description: 'Wir haben eine Betriebshaftpflicht für Arbeiten bei Ihnen zu Hause.', confirm: confirmInsured },
      area('übernehmen Reparaturen und kleine Arbeiten'),
    ],
    cta: 'Jetzt anrufen',
    contactText: 'Schicken Sie uns Ihre Liste und sagen Sie, wann es Ihnen passt.',
  },
  painter: {
    tagline: 'Saubere Kanten, haltbare Oberflächen',
    intro: 'Malerarbeiten innen und außen in {town}. {company} bereitet jeden Untergrund vor und schützt Ihre Wohnung, während wir arbeiten.',
    aboutTitle: 'Über uns',
    about:
      '{company} ist ein Malerbetrieb in {town}. Wir streichen Wohn- und Schlafzimmer, Küchen und Einbauschränke, Flure und Treppenhäuser, außerdem Fassaden, Zäune und Holzterrassen.\n\nEin gutes Ergebnis ist vor allem Vorbereitung: spachteln, schleifen, grundieren und abkleben, bevor die Farbe kommt. Wir decken Böden und Möbel ab und gehen die fertige Arbeit mit Ihnen gemeinsam durch.',
    servicesTitle: 'Leistungen',
    services: [
      { title: 'Innenanstrich', description: 'Wände, Decken, Holzteile und Türen, auf Wunsch mit Hilfe bei der Farbauswahl.' },
      { title: 'Fassadenanstrich', description: 'Fassaden, Fenster, Türen und Holzverkleidungen vorbereitet und wetterfest gestrichen.' },
      { title: 'Küchenfronten', description: 'Küchenfronten glatt und strapazierfähig lackiert: eine Küche wie neu, ohne neue Küche.' },
      { title: 'Terrassen und Zäune', description: 'Gereinigt, ausgebessert und lasiert oder gestrichen.' },
    ],
    infoTitle: 'Warum wir',
    info: [
      pricing('die Räume oder Flächen'),
      { title: 'Sauberes Arbeiten', description: 'Möbel verrückt und abgedeckt, Böden geschützt und jeden Tag aufgeräumt.' },
      { title: 'Garantie', description: 'Wenn unsere Farbe abblättert oder reißt, kommen wir wieder und bessern nach.', confirm: confirmGuarantee },
      area('streichen Häuser und Geschäftsräume'),
    ],
    cta: 'Preis anfragen',
    contactText: 'Sagen Sie uns, welche Räume oder Flächen gestrichen werden sollen.',
  },
  roofer: {
    tagline: 'Dächer und Dachrinnen in {town}',
    intro: 'Dachreparaturen, neue Dächer und Dachrinnen in {town}. {company} findet das Problem, zeigt es Ihnen und behebt es.',
    aboutTitle: 'Über {company}',
    about:
      '{company} ist ein Dachdeckerbetrieb in {town}. Wir reparieren undichte Stellen und Sturmschäden, decken verschlissene Dächer neu und montieren und reinigen Dachrinnen an Häusern und kleinen Gebäuden.\n\nWir sehen uns das Dach an, bevor wir einen Preis nennen, und zeigen Ihnen Fotos von dem, was wir gefunden haben. So sehen Sie das Problem selbst.',
    servicesTitle: 'Dacharbeiten',
    services: [
      { title: 'Dachreparaturen', description: 'Undichte Stellen, verrutschte oder kaputte Ziegel, Anschlüsse und Schornsteine: gefunden und repariert.' },
      { title: 'Neueindeckung', description: 'Komplett neue Dächer mit Ziegeln, Schiefer oder Blech.' },
      { title: 'Dachrinnen', description: 'Neue Dachrinnen und Fallrohre montiert, alte gereinigt und repariert.' },
      { title: 'Dachcheck', description: 'Ihr Dach begutachtet und fotografiert, vor einem Kauf oder Verkauf oder vor dem Winter.' },
    ],
    infoTitle: 'Gut zu wissen',
    info: [
      pricing('das Dach'),
      { title: 'Sturmschäden', description: 'Nach einem Sturm rufen Sie uns an: Wir machen das Dach wieder dicht und liefern Ihnen die Fotos, die Ihre Versicherung verlangt.', confirm: 'Kommen Sie nach Stürmen im Notfall? Behalten Sie diese Karte nur, wenn ja.' },
      { title: 'Versichert', description: 'Wir haben eine Betriebshaftpflicht und arbeiten sicher in der Höhe.', confirm: confirmInsured },
      area('reparieren und decken Dächer'),
    ],
    cta: 'Jetzt anrufen',
    contactText: 'Erzählen Sie uns von der undichten Stelle oder dem Dach, das neu gedeckt werden soll.',
  },
  'auto-repair': {
    tagline: 'Ihre Autowerkstatt in {town}',
    intro: 'Inspektion, Bremsen, Reifen und Reparaturen bei {company} in {town}. Wir rufen Sie mit dem Preis an, bevor wir die Arbeit machen.',
    aboutTitle: 'Über die Werkstatt',
    about:
      '{company} ist eine freie Kfz-Werkstatt in {town}. Wir warten und reparieren Autos und Transporter aller Marken.\n\nBringen Sie Ihr Auto zur Inspektion, bei einem seltsamen Geräusch oder einer Warnleuchte, die nicht ausgeht. Wir sehen es uns an, sagen Ihnen verständlich, was wir gefunden haben und was warten kann, und rufen Sie mit einem Preis an, bevor wir anfangen. So entscheiden Sie, wie es weitergeht.',
    servicesTitle: 'Leistungen',
    services: [
      { title: 'Inspektion', description: 'Inspektion nach Herstellervorgaben: Öl, Filter, Flüssigkeiten und Prüfungen.' },
      { title: 'Bremsen und Reifen', description: 'Beläge, Scheiben, Bremsflüssigkeit und Reifen geprüft und gewechselt.' },
      { title: 'Fehlerdiagnose', description: 'Warnleuchten und seltsame Geräusche mit dem Diagnosegerät aufgespürt.' },
      {
        title: '{{AT:§57a-Begutachtung|CH:MFK-Vorbereitung|*:HU und AU}}',
        description: '{{AT:Die §57a-Begutachtung („Pickerl“) und die Reparaturen, die Ihr Auto dafür braucht.|CH:Ihr Auto für die MFK vorbereitet, mit den nötigen Reparaturen.|*:Hauptuntersuchung und Abgasuntersuchung, und die Reparaturen, die Ihr Auto dafür braucht.}}',
        confirm: '{{AT:Sind Sie eine ermächtigte §57a-Prüfstelle? Behalten Sie diese Karte nur, wenn ja.|CH:Bereiten Sie Fahrzeuge für die MFK vor? Behalten Sie diese Karte nur, wenn ja.|*:Bieten Sie HU und AU an (zum Beispiel mit einem Prüfingenieur im Haus)? Behalten Sie diese Karte nur, wenn ja.}}',
      },
    ],
    infoTitle: 'Gut zu wissen',
    info: [
      { title: 'Preise', description: 'Wir rufen Sie vor jeder Arbeit mit dem Preis an und machen nie mehr als vereinbart.' },
      { title: 'Termine', description: 'Rufen Sie an für einen Werkstatttermin und nennen Sie Marke, Modell und was das Auto macht.' },
      { title: 'Gewährleistung', description: 'Auf unsere Reparaturen geben wir Garantie auf Teile und Arbeit.', confirm: 'Geben Sie eine Garantie auf Ihre Reparaturen? Behalten Sie diese Karte nur, wenn ja, und nennen Sie die Dauer.' },
      findUs,
    ],
    cta: 'Termin vereinbaren',
    contactText: 'Nennen Sie uns Marke, Modell und was das Auto macht.',
  },
  tutor: {
    tagline: 'Erst Zuversicht, dann Erfolg',
    intro: 'Einzelnachhilfe in {town} und online mit {company}: geduldige Hilfe, bis der Groschen fällt.',
    aboutTitle: 'Über mich',
    about:
      '{company} bietet Nachhilfe für Schülerinnen und Schüler in {town} und online: Mathe, Deutsch und Naturwissenschaften, von der Grundschule bis zum Abschluss.\n\nJedes Kind lernt anders. Deshalb finden wir zuerst die Lücken und heraus, wie es am besten lernt. Der Unterricht ist ruhig, geduldig und praktisch, mit Zeit für Fragen, die man sich in der Klasse nicht zu stellen traut. Eltern erfahren nach jeder Stunde, wie es läuft.',
    servicesTitle: 'Nachhilfe',
    services: [
      { title: 'Mathe', description: 'Vom Einmaleins bis zu Algebra und Prüfungsaufgaben, Schritt für Schritt erklärt.' },
      { title: 'Deutsch', description: 'Lesen, Schreiben und Aufsätze, mit Grammatik und Wortschatz nebenbei.' },
      { title: 'Naturwissenschaften', description: 'Biologie, Chemie und Physik verständlich gemacht.' },
      { title: 'Prüfungsvorbereitung', description: 'Lernpläne, alte Prüfungen und Prüfungstechnik vor {{AT,CH:der Matura|*:Abitur und Abschlussprüfungen}}.' },
    ],
    infoTitle: 'Gut zu wissen',
    info: [
      { title: 'Unterricht', description: 'Vor Ort in {town} oder online. Sagen Sie uns, wann Ihr Kind Zeit hat.' },
      { title: 'Preise', description: 'Fragen Sie nach dem Preis einer Stunde und wie eine erste Stunde abläuft.' },
      {
        title: '{{AT:Strafregisterauszug|CH:Sonderprivatauszug|*:Erweitertes Führungszeugnis}}',
        description: '{{AT:Ich habe einen aktuellen Strafregisterauszug für die Arbeit mit Kindern.|CH:Ich habe einen aktuellen Sonderprivatauszug für die Arbeit mit Kindern.|*:Ich habe ein aktuelles erweitertes Führungszeugnis.}}',
        confirm: '{{AT:Haben Sie eine aktuelle Strafregisterbescheinigung Kinder- und Jugendfürsorge? Behalten Sie diese Karte nur, wenn ja.|CH:Haben Sie einen aktuellen Sonderprivatauszug? Behalten Sie diese Karte nur, wenn ja.|*:Haben Sie ein aktuelles erweitertes Führungszeugnis? Behalten Sie diese Karte nur, wenn ja.}}',
      },
      area('geben Nachhilfe'),
    ],
    cta: 'Stunde vereinbaren',
    contactText: 'Nennen Sie mir das Fach, die Klasse und was Ihrem Kind schwerfällt.',
  },
  bookkeeper: {
    tagline: 'Ordentliche Bücher, entspannte Abschlüsse',
    intro: '{company} übernimmt die Buchhaltung für kleine Unternehmen in {town}: laufende Buchführung, Lohnabrechnung und Zahlen, fertig für Ihre Steuerberatung.',
    aboutTitle: 'Über {company}',
    about:
      '{company} ist ein Buchhaltungsbüro für kleine Unternehmen und Selbstständige in {town}. Wir buchen Ihre Einnahmen und Ausgaben, stimmen Ihre Bankkonten ab, erstellen die Lohnabrechnung und bereiten vor, was Ihre Steuerberatung zum Jahresabschluss braucht.\n\nSie haben eine feste Ansprechperson, die Ihr Unternehmen kennt, und jeden Monat einen einfachen Überblick, wo Sie stehen.',
    servicesTitle: 'Leistungen',
    services: [
      { title: 'Laufende Buchhaltung', description: 'Einnahmen, Ausgaben und Bankkonten jeden Monat gebucht und abgestimmt, in der Software, die Sie nutzen.' },
      { title: 'Lohnabrechnung', description: '{{AT:Lohnzettel und Meldungen an die ÖGK pünktlich erledigt.|CH:Lohnabrechnungen und AHV-Meldungen pünktlich erledigt.|*:Lohnabrechnungen und Lohnsteuer-Anmeldungen pünktlich erledigt.}}' },
      {
        title: '{{CH:Mehrwertsteuer|*:Umsatzsteuer}}',
        description: '{{AT:Umsatzsteuer-Voranmeldungen vorbereitet und vor der Frist übermittelt.|CH:MWST-Abrechnungen vorbereitet und vor der Frist eingereicht.|*:Umsatzsteuer-Voranmeldungen vorbereitet und vor der Frist übermittelt.}}',
        confirm: 'Dürfen Sie diese Meldungen für Ihre Kunden erstellen und übermitteln? Behalten Sie diese Karte nur, wenn ja.',
      },
      { title: 'Nachbuchen', description: 'Monate fehlender Buchungen aufgearbeitet, fertig für Ihre Steuerberatung.' },
    ],
    infoTitle: 'Gut zu wissen',
    info: [
      { title: 'Ein erstes Gespräch', description: 'Wir sehen uns gemeinsam Ihre Unterlagen an und besprechen, was Sie brauchen.' },
      { title: 'Honorar', description: 'Fragen Sie uns nach einer monatlichen Pauschale für die Arbeit, die Ihr Unternehmen braucht.' },
      { title: 'Vertraulich', description: 'Ihre Zahlen bleiben vertraulich und werden nie ohne Ihre Zustimmung weitergegeben.' },
      area('machen die Buchhaltung für kleine Unternehmen'),
    ],
    cta: 'Rufen Sie uns an',
    contactText: 'Erzählen Sie uns von Ihrem Unternehmen und wie Sie Ihre Belege heute führen.',
  },
  other: {
    tagline: 'Persönlich und vor Ort in {town}',
    intro: '{company} ist für Kundinnen und Kunden in {town} da. Melden Sie sich und erzählen Sie uns, was Sie brauchen.',
    aboutTitle: 'Über uns',
    about:
      '{company} ist ein Unternehmen aus {town}, für die Menschen und Betriebe in {town} und Umgebung.\n\nWir hören zu, was Sie brauchen, sagen Ihnen ehrlich, was wir tun können und was es kostet, und legen dann los. Wenn etwas nicht ganz passt, sagen Sie es uns, und wir besprechen, wie wir es in Ordnung bringen. Rufen Sie an, schreiben Sie uns über das Formular unten oder besuchen Sie unsere Social-Media-Seite.',
    servicesTitle: 'Was wir machen',
    services: [
      { title: 'Beratung und Preise', description: 'Sagen Sie uns, was Sie brauchen, und wir erklären Ihnen die Möglichkeiten und was sie kosten.' },
      { title: 'Unsere Hauptleistung', description: 'Was wir am besten können: was es ist, für wen es ist und was uns unterscheidet. Fragen Sie uns danach.' },
      { title: 'Stammkunden', description: 'Wer wiederkommt, lernt uns kennen, und wir lernen, was er braucht.' },
    ],
    infoTitle: 'Gut zu wissen',
    info: [
      { title: 'Kontakt', description: 'Rufen Sie an oder schreiben Sie uns Ihre Frage und sagen Sie, wann und wie wir Sie am besten erreichen.' },
      findUs,
      { title: 'Bezahlen', description: 'Sie können bar, mit Karte oder per Überweisung bezahlen.', confirm: 'Wie können Ihre Kunden bezahlen? Ändern Sie diese Karte entsprechend und zeigen Sie sie dann an.' },
      area('arbeiten'),
    ],
    cta: 'Jetzt anrufen',
    contactText: 'Schreiben Sie uns Ihre Frage.',
  },
};
