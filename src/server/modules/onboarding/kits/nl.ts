import type { KitCard, LanguageKits } from './kit-words';

/*
 * De kits in het Nederlands (besluit 0063), geschreven zoals een vakman of zaak in Nederland het zou
 * schrijven: klanten met u aangesproken, met de woorden van het vak (loodgieter, cv-ketel, APK, bijles,
 * btw-aangifte) en zonder iets te beweren wat de eigenaar niet zelf heeft gezegd (openingstijden,
 * garanties, verzekeringen, gratis offertes, jaren ervaring) zonder het eerst te vragen. Belgische
 * klanten krijgen hun eigen termen waar die afwijken.
 */

const area = (what: string): KitCard => ({
  title: 'Ons werkgebied',
  description: `We zitten in {town} en ${what} in {town} en omgeving. Weet u niet zeker of we naar u toe komen? Bel of stuur een bericht en vraag het ons.`,
});

const pricing = (what: string): KitCard => ({
  title: 'Uw prijs',
  description: `Vertel ons over ${what} via de telefoon of het formulier hieronder. We bespreken de prijs met u voordat we het werk inplannen.`,
});

const keep = 'Houd deze kaart alleen als dat klopt.';
const confirmGuarantee = 'Geeft u garantie op uw werk? Houd deze kaart alleen als dat klopt, en zeg hoe lang.';
const confirmFreeQuote = `Zijn uw offertes gratis? ${keep}`;
const confirmInsured = `Hebt u een aansprakelijkheidsverzekering voor dit werk? ${keep}`;
const findUs: KitCard = { title: 'Waar u ons vindt', description: 'We zitten in {town}. Bel ons als u de weg wilt weten.' };

export const NL: LanguageKits = {
  plumber: {
    tagline: 'Uw loodgieter in {town}',
    intro: 'Lekkages, verstoppingen, {{BE:verwarmingsketels|*:cv-ketels}} en badkamers in {town}. Bel {company} en spreek direct de loodgieter die het werk doet.',
    aboutTitle: 'Uw loodgieter om de hoek',
    about:
      '{company} is een loodgietersbedrijf in {town}. We werken in woningen, huurappartementen en kleine winkels: druppende kranen, doorlopende toiletten, gesprongen leidingen, {{BE:verwarmingsketels en boilers|*:cv-ketels en boilers}} en complete badkamerrenovaties.\n\nAls u belt, spreekt u degene die het werk doet. We leggen in gewone woorden uit wat er mis is en spreken de prijs met u af voordat we beginnen.',
    servicesTitle: 'Wat we doen',
    services: [
      { title: 'Lekkages en reparaties', description: 'Druppende kranen, doorlopende toiletten en lekkende leidingen en kranen opgespoord en gerepareerd.' },
      { title: 'Ontstoppingen', description: 'Gootstenen, douches, toiletten en buitenafvoeren ontstopt, met tips om ze vrij te houden.' },
      { title: '{{BE:Verwarming en boilers|*:Cv-ketels en boilers}}', description: '{{BE:Verwarmingsketels|*:Cv-ketels}} en boilers onderhouden, gerepareerd en vervangen, en radiatoren die niet warm worden weer in orde.' },
      { title: 'Badkamers en keukens', description: 'Nieuwe kranen, douches, wastafels en complete badkamerrenovaties, samen met u gepland.' },
    ],
    infoTitle: 'Goed om te weten',
    info: [
      pricing('de klus'),
      {
        title: '{{BE:Erkend gastechnicus|*:CO-gecertificeerd}}',
        description: '{{BE:We zijn erkend om aan uw gasketel en gastoestellen te werken.|*:We zijn gecertificeerd voor werk aan uw cv-ketel en andere gastoestellen.}}',
        confirm: `{{BE:Bent u een erkend gastechnicus (bijvoorbeeld Cerga)? ${keep}|*:Bent u gecertificeerd voor werk aan gastoestellen (BRL 6000-21)? ${keep}}}`,
      },
      { title: 'Spoedservice', description: 'Een gesprongen leiding of geen water? Bel ons: we komen bij spoed in {town}.', confirm: `Komt u bij spoedgevallen? ${keep}` },
      area('doen loodgieterswerk'),
    ],
    cta: 'Bel nu',
    contactText: 'Vertel ons wat er lekt, druppelt of verstopt zit, en wanneer het u uitkomt.',
  },
  electrician: {
    tagline: 'Elektra in {town}, veilig aangelegd',
    intro: 'Van een extra stopcontact tot complete nieuwe bedrading: {company} doet elektrisch werk in {town}, netjes en veilig, voor een prijs die we vooraf afspreken.',
    aboutTitle: 'Over ons',
    about:
      '{company} is een elektrotechnisch bedrijf voor woningen en kleine bedrijven in {town}. We leggen verlichting en stopcontacten aan, vervangen groepenkasten, installeren laadpalen en sporen de storingen op waardoor de stroom steeds uitvalt.\n\nWe testen waar we aan werken, ruimen op en geven u de papieren van het werk dat we hebben gedaan.',
    servicesTitle: 'Diensten',
    services: [
      { title: 'Storingen', description: 'Een aardlekschakelaar die steeds uitschakelt, knipperende lampen en dode stopcontacten: oorzaak gevonden en verholpen.' },
      { title: 'Verlichting', description: 'Binnen-, buiten- en beveiligingsverlichting, met u bedacht en netjes aangelegd.' },
      { title: '{{BE:Zekeringkasten|*:Groepenkasten}}', description: '{{BE:Oude zekeringkasten vervangen door een nieuwe verdeelkast die voldoet aan het AREI.|*:Oude groepenkasten vervangen door een nieuwe kast met aardlekautomaten volgens NEN 1010.}}' },
      { title: 'Laadpalen', description: 'Een laadpaal voor uw elektrische auto op een eigen groep, na controle van uw aansluiting.' },
    ],
    infoTitle: 'Waarom ons bellen',
    info: [
      pricing('het werk'),
      {
        title: 'Erkend installateur',
        description: '{{BE:We zijn een erkend installateur en regelen de AREI-keuring van uw installatie.|*:We zijn een erkend installatiebedrijf en leveren ons werk op volgens NEN 1010.}}',
        confirm: `Bent u een erkend installatiebedrijf? ${keep}`,
      },
      { title: 'Verzekerd', description: 'We hebben een aansprakelijkheidsverzekering voor het werk bij u thuis.', confirm: confirmInsured },
      area('doen elektrisch werk'),
    ],
    cta: 'Bel nu',
    contactText: 'Beschrijf het werk of de storing, en wanneer u het gedaan wilt hebben.',
  },
  landscaper: {
    tagline: 'Tuinen ontworpen, aangelegd en onderhouden',
    intro: '{company} ontwerpt, legt aan en onderhoudt tuinen in {town}: gazon, beplanting, terrassen en paden die passen bij hoe u uw tuin gebruikt.',
    aboutTitle: 'Over {company}',
    about:
      '{company} is een hoveniersbedrijf in {town}. We werken in voor- en achtertuinen en aan het groen van kleine bedrijven, van een opknapbeurt na de winter tot een compleet nieuw ontwerp.\n\nWe beginnen met een rondje door de tuin om te horen hoe u de ruimte wilt gebruiken. Daarna maken we een plan en een prijs die u rustig kunt bekijken.',
    servicesTitle: 'Onze diensten',
    services: [
      { title: 'Tuinontwerp', description: 'Een plan voor uw ruimte, grond en budget, met planten die passen bij de zon en schaduw.' },
      { title: 'Gazon en beplanting', description: 'Graszoden of inzaaien, borders, bomen en hagen, geplant in het juiste seizoen.' },
      { title: 'Terrassen en paden', description: 'Terrassen en paden van tegels, klinkers of grind, gelegd op een goede ondergrond.' },
      { title: 'Tuinonderhoud', description: 'Maaien, snoeien, wieden en bladruimen, vast of wanneer u het nodig hebt.' },
    ],
    infoTitle: 'Zo werken we',
    info: [
      { title: 'Eerst een bezoek', description: 'We komen de tuin bekijken, luisteren naar uw wensen en meten op. Daarna sturen we u een plan en een prijs.' },
      { title: 'Gratis offerte', description: 'Ons bezoek en de offerte daarna kosten u niets.', confirm: confirmFreeQuote },
      { title: 'Verzekerd', description: 'We hebben een aansprakelijkheidsverzekering terwijl we op uw terrein werken.', confirm: confirmInsured },
      area('ontwerpen en onderhouden tuinen'),
    ],
    cta: 'Vraag een offerte aan',
    contactText: 'Vertel ons over uw tuin en wat u graag wilt veranderen.',
  },
  irrigation: {
    tagline: 'Een groen gazon met minder water',
    intro: '{company} ontwerpt, installeert en repareert sproei- en druppelsystemen in {town}, zodat elk deel van uw tuin het water krijgt dat het nodig heeft.',
    aboutTitle: 'Over ons',
    about:
      '{company} verzorgt beregeningssystemen voor woningen en kleine bedrijven in {town}. We ontwerpen nieuwe sproei- en druppelsystemen, repareren kapotte sproeiers en lekkende kleppen, en stellen regelaars in die water geven naar het weer.\n\nWe meten de waterdruk, plannen de zones en stemmen de sproeiers op elkaar af, zodat het water op de planten komt en niet op het pad.',
    servicesTitle: 'Diensten',
    services: [
      { title: 'Sproeisystemen', description: 'Systemen ontworpen voor uw gazon, met op elkaar afgestemde sproeiers zodat elke hoek evenveel water krijgt.' },
      { title: 'Druppelirrigatie', description: 'Water direct bij de wortels van borders, struiken en moestuin.' },
      { title: 'Reparaties', description: 'Kapotte sproeiers, lekkende kleppen en droge plekken opgespoord en verholpen, bij elk merk.' },
      { title: 'Slimme regelaars', description: 'Regelaars die een beurt overslaan als het regent, in te stellen met uw telefoon.' },
    ],
    infoTitle: 'Goed om te weten',
    info: [
      { title: 'Begin en einde van het seizoen', description: 'In het voorjaar zetten we het systeem aan, testen elke zone en stellen de tijden in. Voor de vorst maken we het winterklaar.' },
      pricing('uw gazon en borders'),
      { title: 'Garantie op de aanleg', description: 'We geven garantie op de systemen die we aanleggen.', confirm: confirmGuarantee },
      area('installeren en repareren beregening'),
    ],
    cta: 'Bel nu',
    contactText: 'Vertel ons over uw tuin en het systeem dat u nu hebt, als u er een hebt.',
  },
  'house-cleaner': {
    tagline: 'Een schoon huis zonder er zelf iets voor te doen',
    intro: '{company} maakt huizen schoon in {town}: elke week, om de week of eenmalig, volgens een lijst die u zelf kiest.',
    aboutTitle: 'Over {company}',
    about:
      '{company} is een schoonmaakdienst voor particulieren in {town}. We maken keukens, badkamers, slaapkamers en woonkamers schoon, en doen ook de grote klussen: een grote schoonmaak, de eindschoonmaak bij verhuizing en de schoonmaak na een verbouwing.\n\nVertel ons hoe u het graag hebt en wat voor u het belangrijkst is, dan werken we volgens uw lijst.',
    servicesTitle: 'Schoonmaakdiensten',
    services: [
      { title: 'Vaste schoonmaak', description: 'Elke week of om de week: keuken, badkamers, vloeren, stoffen en bedden, volgens uw lijst.' },
      { title: 'Grote schoonmaak', description: 'Binnenkant van kasten en apparaten, achter meubels, plinten en voegen.' },
      { title: 'Eindschoonmaak bij verhuizing', description: 'Een leeg huis van boven tot onder schoon voor de volgende bewoners, klaar voor de oplevering.' },
      { title: 'Na een verbouwing', description: 'Stof, verfspetters en resten weg zodra de bouwvakkers klaar zijn.' },
    ],
    infoTitle: 'Goed om te weten',
    info: [
      pricing('de grootte van uw huis en hoe vaak u een schoonmaak wilt'),
      { title: 'Schoonmaakmiddelen', description: 'Laat ons weten of we uw eigen middelen moeten gebruiken, of geurvrije.' },
      { title: 'Verzekerd', description: 'We hebben een aansprakelijkheidsverzekering voor de huizen die we schoonmaken.', confirm: confirmInsured },
      area('maken huizen schoon'),
    ],
    cta: 'Bel om te boeken',
    contactText: 'Vertel ons hoe groot uw huis is en hoe vaak u een schoonmaak wilt.',
  },
  'hair-salon': {
    tagline: 'Knippen, kleuren en stylen in {town}',
    intro: 'Knippen, kleuren en stylen bij {company} in {town}. We beginnen met een gesprek over wat u wilt, en u gaat naar buiten als uzelf, maar dan beter.',
    aboutTitle: 'Welkom bij {company}',
    about:
      '{company} is een zelfstandige kapsalon in {town}. We knippen, kleuren en stylen elk haartype en elke haarstructuur.\n\nElke afspraak begint met een goed gesprek over wat u wilt en hoe u uw haar dagelijks draagt, en we zeggen u eerlijk wat gaat werken.',
    servicesTitle: 'Behandelingen',
    services: [
      { title: 'Knippen en föhnen', description: 'Een coupe die past bij uw gezicht en haartype, afgemaakt met föhnen en tips om thuis te stylen.' },
      { title: 'Kleuren', description: 'Volledige kleuring, uitgroei bijwerken en grijsdekking, afgestemd op u.' },
      { title: 'Highlights en balayage', description: 'Zachte, natuurlijke highlights met de hand aangebracht, voor kleur die mooi uitgroeit.' },
      { title: 'Feestkapsels', description: 'Opsteekkapsels en styling voor bruiloften, galafeesten en feesten.' },
    ],
    infoTitle: 'Kom langs',
    info: [
      { title: 'Afspraken', description: 'Bel of stuur een bericht voor een afspraak. Vertel wat u wilt laten doen, dan plannen we genoeg tijd in.' },
      { title: 'Allergietest', description: 'Laat u voor het eerst bij ons kleuren? Vraag dan voor uw afspraak naar een huidtest.' },
      { title: 'Prijzen', description: 'De prijs hangt af van uw haar en wat u wilt. Vraag het ons, dan hoort u het voordat we beginnen.' },
      findUs,
    ],
    cta: 'Maak een afspraak',
    contactText: 'Vraag naar een afspraak, een prijs of een nieuwe haarkleur.',
  },
  barber: {
    tagline: 'Strakke coupes en scheren met hete doek in {town}',
    intro: '{company} is een barbershop in {town}: klassieke en moderne coupes, baard trimmen en scheren met een hete doek, vakkundig gedaan.',
    aboutTitle: 'Over de zaak',
    about:
      '{company} knipt in {town} voor iedereen die er verzorgd uit wil zien zonder gedoe: skin fades en schaarcoupes, baarden in model en de ouderwetse scheerbeurt met een hete doek.\n\nNeem plaats en praat zoveel of zo weinig als u wilt. We vertellen u hoe u de coupe mooi houdt tot de volgende keer.',
    servicesTitle: 'Diensten',
    services: [
      { title: 'Knippen', description: 'Klassiek of modern, met tondeuse of schaar, gestyled zoals u het draagt.' },
      { title: 'Skin fade', description: 'Strakke, korte fades met de hand overgelopen, met scherpe lijnen als afwerking.' },
      { title: 'Baard trimmen', description: 'Baard in model gebracht, getrimd en afgelijnd, met hete doek en baardolie.' },
      { title: 'Scheren met hete doek', description: 'Een traditionele scheerbeurt met het mes, hete doeken en balsem.' },
    ],
    infoTitle: 'Goed om te weten',
    info: [
      { title: 'Binnenlopen', description: 'Loop binnen als we open zijn, of bel vooraf om een tijd te reserveren.', confirm: `Kunnen klanten zonder afspraak binnenlopen? ${keep}` },
      { title: 'Afspraken', description: 'Bel voor uw afspraak, ook voor een groep voor een bruiloft of een grote avond.' },
      { title: 'Prijzen', description: 'Vraag ons naar de prijslijst, telefonisch of in de zaak.' },
      findUs,
    ],
    cta: 'Bel nu',
    contactText: 'Vragen over een coupe, een afspraak of een bezoek met een groep? Stuur ons een bericht.',
  },
  'nail-salon': {
    tagline: 'Mooie nagels, met zorg gedaan',
    intro: 'Manicure, pedicure, gellak en nail art bij {company} in {town}.',
    aboutTitle: 'Over {company}',
    about:
      '{company} is een nagelstudio in {town}. We doen alles, van snel vijlen en lakken tot complete gelnagels en met de hand geschilderde nail art.\n\nVertel ons wat u in gedachten hebt, of neem een foto mee, en we nemen de tijd om het goed te doen. We adviseren u over vormen, lengtes en kleuren die bij uw handen passen, en hoe u uw nagels mooi houdt tussen de afspraken door.',
    servicesTitle: 'Behandelingen',
    services: [
      { title: 'Manicure', description: 'Nagels in model gevijld, nagelriemen verzorgd en afgewerkt met de lak van uw keuze.' },
      { title: 'Pedicure', description: 'Een warm voetbad, verzorging van nagels en nagelriemen, en lak.' },
      { title: 'Gellak', description: 'Gellak die niet afbladdert, uitgehard onder een lamp en voorzichtig verwijderd wanneer u wilt.' },
      { title: 'Nail art', description: 'Van één accentnagel tot gedetailleerde, met de hand geschilderde ontwerpen. Neem een foto mee, wij maken het van u.' },
    ],
    infoTitle: 'Kom langs',
    info: [
      { title: 'Afspraken', description: 'Bel of stuur een bericht voor een afspraak, en vertel welke behandeling u wilt.' },
      { title: 'Hygiëne', description: 'Metalen instrumenten gesteriliseerd na elke klant, vijlen en buffers nieuw voor iedereen.', confirm: `Steriliseert u metalen instrumenten en gebruikt u nieuwe vijlen voor elke klant? ${keep}` },
      { title: 'Cadeaubonnen', description: 'Iemand verwennen? Vraag ons naar cadeaubonnen.', confirm: `Verkoopt u cadeaubonnen? ${keep}` },
      { title: 'Nazorg', description: 'Vraag ons hoe u nagels en nagelriemen verzorgt tussen de afspraken door, en hoe u gellak verwijdert zonder uw nagels te beschadigen.' },
      findUs,
    ],
    cta: 'Maak een afspraak',
    contactText: 'Vraag naar een behandeling, een prijs of een afspraak voor een groep.',
  },
  'dog-groomer': {
    tagline: 'Blije honden, verzorgde vacht',
    intro: '{company} verzorgt honden van elk formaat in {town}: wassen, knippen, nagels en oren, met veel geduld.',
    aboutTitle: 'Over ons',
    about:
      '{company} is een hondentrimsalon in {town}. We trimmen elk ras en elk formaat, van pups bij hun eerste bezoek tot angstige asielhonden en oudere honden die wat extra zorg nodig hebben.\n\nVertel ons bij het maken van de afspraak over uw hond: hoe hij reageert op vreemden, geluid en aangeraakt worden, en alles wat we verder moeten weten.',
    servicesTitle: 'Trimbehandelingen',
    services: [
      { title: 'Complete trimbeurt', description: 'Wassen, drogen, knippen volgens rasstandaard of naar uw wens, nagels en oren.' },
      { title: 'Wassen en bijwerken', description: 'Wassen, uitborstelen en bijwerken rond kop, poten en staart tussen twee trimbeurten.' },
      { title: 'Puppybezoek', description: 'Een kort, rustig eerste bezoek om pups te laten wennen aan de geluiden en het aanraken.' },
      { title: 'Nagels en oren', description: 'Nagels knippen en oren schoonmaken, ook los.' },
    ],
    infoTitle: 'Goed om te weten',
    info: [
      { title: 'Prijzen', description: 'De prijs hangt af van formaat, vacht en conditie. Vraag het ons bij het maken van de afspraak.' },
      { title: 'Vaccinaties', description: 'Voor de veiligheid van alle honden: zorg dat de vaccinaties van uw hond up-to-date zijn.' },
      { title: 'Eén hond tegelijk', description: 'We trimmen één hond tegelijk: geen drukte en geen wachten in een bench.', confirm: `Trimt u één hond tegelijk? ${keep}` },
      area('trimmen honden'),
    ],
    cta: 'Maak een afspraak',
    contactText: 'Vertel ons over uw hond, het ras en wanneer u wilt komen.',
  },
  bakery: {
    tagline: 'Gebakken in {town}',
    intro: 'Brood, banket en feesttaarten van {company}, gebakken in {town}.',
    aboutTitle: 'Onze bakkerij',
    about:
      '{company} is een ambachtelijke bakkerij in {town}: brood met een echte korst, luchtig bladerdeeg en taarten voor de dagen die ertoe doen.\n\nKom langs en kijk wat er vandaag in de schappen ligt, of bel ons, dan leggen we uw bestelling apart. Hebt u een favoriet brood? Vraag ons hoe laat het uit de oven komt. Plant u een verjaardag, een bruiloft of een feestje op kantoor? Vertel ons de datum, het aantal gasten en wat u in gedachten hebt, dan bespreken we het samen.',
    servicesTitle: 'Uit onze oven',
    services: [
      { title: 'Brood', description: 'Zuurdesem, roggebrood, meergranen en wit brood.' },
      { title: 'Banket', description: 'Croissants, saucijzenbroodjes en zoete broodjes, vers voor de toonbank.' },
      { title: 'Feesttaarten', description: 'Verjaardags-, bruids- en feesttaarten op bestelling, versierd in uw thema.' },
      { title: 'Voor de horeca', description: 'Brood en banket voor cafés, winkels en restaurants in {town}. Vraag ons wat we kunnen leveren.' },
    ],
    infoTitle: 'Kom langs',
    info: [
      { title: 'Bestellingen', description: 'Bel ons voor taarten en grote bestellingen met de datum, dan zeggen we hoe ver vooruit u moet bestellen.' },
      { title: 'Ingrediënten en allergenen', description: 'Vraag ons naar de ingrediënten en allergenen van alles wat we bakken, voordat u koopt.' },
      findUs,
    ],
    cta: 'Bel om te bestellen',
    contactText: 'Vraag naar een taart op bestelling, levering aan uw zaak of wat er vandaag in de schappen ligt.',
  },
  cafe: {
    tagline: 'Goede koffie en een warm welkom in {town}',
    intro: '{company} is een koffiezaak in {town}: met zorg gezette koffie, ontbijt en lunch, en een tafel om even te blijven zitten.',
    aboutTitle: 'Over de zaak',
    about:
      '{company} is een koffiezaak in {town} voor iedereen: vroege forenzen, ouders na het schoolbrengen, vrienden die bijpraten en mensen die op hun laptop werken.\n\nKom binnen voor een kop koffie en iets te eten, hier of om mee te nemen.',
    servicesTitle: 'Op de kaart',
    services: [
      { title: 'Koffie', description: 'Espresso, filterkoffie en alles daartussen.' },
      { title: 'Ontbijt', description: 'Eieren zoals u ze wilt, toast, pannenkoekjes en meer in de ochtend.' },
      { title: 'Lunch', description: 'Soep, salades en broodjes.' },
      { title: 'Taart en gebak', description: 'Taart, koekjes en gebak bij de koffie of om mee naar huis te nemen.' },
    ],
    infoTitle: 'Kom langs',
    info: [
      { title: 'Om mee te nemen', description: 'Alles op de kaart kan ook worden meegenomen.' },
      { title: 'Ingrediënten en allergenen', description: 'Vraag ons naar de ingrediënten en allergenen van alles op de kaart.' },
      { title: 'Groepen en gelegenheden', description: 'Vraag ons naar een tafel voor een groep of naar de zaak voor een kleine gelegenheid.' },
      findUs,
    ],
    cta: 'Bel ons',
    contactText: 'Vragen over de kaart, een tafel voor een groep of een gelegenheid? Stuur ons een bericht.',
  },
  'food-truck': {
    tagline: 'Streetfood, vers bereid',
    intro: '{company} brengt streetfood naar {town}: vind ons onderweg, of huur de truck voor uw evenement.',
    aboutTitle: 'Over de truck',
    about:
      '{company} is een foodtruck in {town} en omgeving, met een korte kaart vol favorieten die we vers voor u bereiden.\n\nU vindt ons op lunchplekken en markten, of u boekt ons voor een bruiloft, een feest, een bedrijfslunch of een festival.',
    servicesTitle: 'Wat we bieden',
    services: [
      { title: 'Onze kaart', description: 'Een korte kaart met favorieten, vers bereid.' },
      { title: 'Privéfeesten', description: 'Bruiloften, verjaardagen en tuinfeesten: wij parkeren, koken en bedienen uw gasten.' },
      { title: 'Bedrijfscatering', description: 'Lunch voor uw team, geserveerd vanuit de truck.' },
      { title: 'Markten en festivals', description: 'Kijk uit naar ons op markten en festivals rond {town}.' },
    ],
    infoTitle: 'Goed om te weten',
    info: [
      { title: 'Waar we staan', description: 'Waar we deze week staan, ziet u op onze sociale media. Bel ons als u ons niet kunt vinden.' },
      { title: 'De truck boeken', description: 'Vertel ons de datum, de plek en het aantal gasten, dan sturen we u een prijs.' },
      { title: 'Ingrediënten en allergenen', description: 'Vraag ons naar de ingrediënten en allergenen van elk gerecht voordat u bestelt.' },
      { title: 'Betalen', description: 'Bij de truck kunt u pinnen en contactloos betalen.', confirm: `Kunnen klanten pinnen en contactloos betalen? ${keep}` },
    ],
    cta: 'Boek de truck',
    contactText: 'Vertel ons de datum, de plek en het aantal gasten van uw evenement.',
  },
  photographer: {
    tagline: 'Foto’s om te bewaren',
    intro: '{company} fotografeert bruiloften, gezinnen en bedrijven in {town} en verder: natuurlijke foto’s van echte momenten.',
    aboutTitle: 'Over mij',
    about:
      '{company} is fotograaf in {town} en fotografeert bruiloften, gezinnen, portretten en kleine bedrijven, op locatie of in de studio.\n\nVoor elke shoot bespreken we wat voor u belangrijk is. Daarna krijgt u een bewerkte galerij om te downloaden, te delen en af te drukken.',
    servicesTitle: 'Fotografie',
    services: [
      { title: 'Bruiloften', description: 'Het verhaal van uw dag, van de voorbereidingen tot de openingsdans.' },
      { title: 'Gezinnen en portretten', description: 'Ontspannen shoots thuis, buiten of in de studio.' },
      { title: 'Zakelijk en portret', description: 'Portretfoto’s, teamfoto’s en beelden van uw werk voor uw website en sociale media.' },
      { title: 'Evenementen', description: 'Feesten, lanceringen en buurtevenementen, onopvallend vanaf de zijlijn gefotografeerd.' },
    ],
    infoTitle: 'Goed om te weten',
    info: [
      { title: 'Boeken', description: 'Vertel me de datum en de plek, dan laat ik weten of ik vrij ben en wat het kost.' },
      { title: 'Uw galerij', description: 'Vraag me wanneer uw galerij klaar is: dat hangt af van het soort shoot.' },
      { title: 'Afdrukken en albums', description: 'Afdrukken en albums kunt u bestellen vanuit uw galerij.', confirm: `Biedt u afdrukken en albums aan? ${keep}` },
      area('fotograferen'),
    ],
    cta: 'Bel voor beschikbaarheid',
    contactText: 'Vertel me over uw plannen, de datum en de plek.',
  },
  'personal-trainer': {
    tagline: 'Sterker worden, beter voelen',
    intro: 'Personal training in {town} met {company}: een plan rond uw doelen en uw week.',
    aboutTitle: 'Over mij',
    about:
      '{company} biedt personal training in {town} voor mensen van elke leeftijd en elk fitnessniveau. Of u nu sterker wilt worden, wilt afvallen, voor een loop wilt trainen of zonder pijn wilt bewegen: we bouwen het plan rond u.\n\nWe beginnen met een gesprek over uw doelen, uw gezondheid en uw week, en u weet altijd waarom u doet wat u doet.',
    servicesTitle: 'Training',
    services: [
      { title: 'Een-op-een training', description: 'Sessies alleen voor u gepland, in de sportschool, buiten of bij u thuis.' },
      { title: 'Kleine groepen', description: 'Train met twee of drie vrienden: dezelfde aandacht, gedeelde kosten.' },
      { title: 'Gezond eten', description: 'Eenvoudige, haalbare eetgewoonten die bij uw leven passen en uw training ondersteunen.' },
      { title: 'Online coaching', description: 'Een schema op zak, met vaste check-ins.' },
    ],
    infoTitle: 'Goed om te weten',
    info: [
      { title: 'Een eerste gesprek', description: 'Voor de eerste training praten we over uw doelen en uw week.' },
      { title: 'Gediplomeerd', description: 'Een gediplomeerde personal trainer, met een EHBO-diploma.', confirm: 'Bent u een gediplomeerde personal trainer met een EHBO-diploma? Houd deze kaart alleen als dat klopt, en noem het diploma.' },
      { title: 'Prijzen', description: 'Vraag naar losse sessies en strippenkaarten.' },
      area('trainen mensen'),
    ],
    cta: 'Bel om te beginnen',
    contactText: 'Vertel me over uw doelen en wanneer u kunt trainen.',
  },
  handyman: {
    tagline: 'Klussen en reparaties in {town}',
    intro: 'Planken, deuren, meubels in elkaar zetten, kleine reparaties en klusjes: {company} werkt uw lijst af in {town}.',
    aboutTitle: 'Over {company}',
    about:
      '{company} is een klusbedrijf in {town} voor de klussen die maar blijven liggen: schilderijen en planken ophangen, klemmende deuren verhelpen, meubels in elkaar zetten, gaten in muren dichten en kitranden vernieuwen.\n\nSpaar uw lijst op, dan werken wij die af en ruimen we op terwijl we bezig zijn.',
    servicesTitle: 'Klussen die we doen',
    services: [
      { title: 'Reparaties', description: 'Klemmende deuren, losse klinken, druppende kranen en de andere kleine reparaties in huis.' },
      { title: 'Monteren en ophangen', description: 'Meubels in elkaar gezet, planken en tv’s opgehangen, gordijnrails en rolgordijnen bevestigd.' },
      { title: 'Muren en afwerking', description: 'Gaten gevuld en geschuurd, kitranden vernieuwd en kleine stukken geschilderd.' },
      { title: 'Buitenklussen', description: 'Dakgoten schoongemaakt, schuttingdelen vervangen, vlonders gerepareerd en schuurtjes opgebouwd.' },
    ],
    infoTitle: 'Goed om te weten',
    info: [
      pricing('uw klussenlijst'),
      { title: 'Inplannen', description: 'Boek een uur, een halve dag of een hele dag voor uw lijst.' },
      { title: 'Verzekerd', description: 'We hebben een aansprakelijkheidsverzekering voor werk bij u thuis.', confirm: confirmInsured },
      area('doen reparaties en klussen'),
    ],
    cta: 'Bel nu',
    contactText: 'Stuur ons uw klussenlijst en wanneer het u uitkomt.',
  },
  painter: {
    tagline: 'Strakke lijnen, blijvende afwerking',
    intro: 'Schilderwerk binnen en buiten in {town}. {company} bereidt elke ondergrond voor en beschermt uw huis terwijl we werken.',
    aboutTitle: 'Over ons',
    about:
      '{company} is een schildersbedrijf in {town}. We schilderen woonkamers en slaapkamers, keukens en kasten, hallen en trappenhuizen, en ook gevels, schuttingen en vlonders.\n\nEen mooi resultaat is vooral voorbereiding: plamuren, schuren, gronden en afplakken voordat de verf erop gaat. We dekken vloeren en meubels af en lopen het klaar werk samen met u na.',
    servicesTitle: 'Diensten',
    services: [
      { title: 'Binnenschilderwerk', description: 'Muren, plafonds, houtwerk en deuren, met hulp bij het kiezen van kleuren als u dat wilt.' },
      { title: 'Buitenschilderwerk', description: 'Gevels, kozijnen, ramen en deuren voorbereid en geschilderd om weer en wind te doorstaan.' },
      { title: 'Keukenkastjes', description: 'Keukenfronten glad en slijtvast gelakt: een keuken als nieuw zonder nieuwe keuken.' },
      { title: 'Vlonders en schuttingen', description: 'Schoongemaakt, hersteld en gebeitst of geschilderd.' },
    ],
    infoTitle: 'Waarom wij',
    info: [
      pricing('de ruimtes of oppervlakken'),
      { title: 'Netjes werken', description: 'Meubels verschoven en afgedekt, vloeren beschermd en elke dag opgeruimd.' },
      { title: 'Garantie', description: 'Als onze verf bladdert of scheurt, komen we terug en maken we het goed.', confirm: confirmGuarantee },
      area('schilderen woningen en bedrijfspanden'),
    ],
    cta: 'Vraag een prijs',
    contactText: 'Vertel ons welke ruimtes of oppervlakken u geschilderd wilt hebben.',
  },
  roofer: {
    tagline: 'Daken en dakgoten in {town}',
    intro: 'Dakreparaties, nieuwe daken en dakgoten in {town}. {company} vindt het probleem, laat het u zien en lost het op.',
    aboutTitle: 'Over {company}',
    about:
      '{company} is een dakdekkersbedrijf in {town}. We repareren lekkages en stormschade, vervangen versleten daken en leggen dakgoten aan en maken ze schoon, bij woningen en kleine gebouwen.\n\nWe kijken voordat we een prijs geven en laten u foto’s zien van wat we vonden, zodat u het probleem zelf ziet.',
    servicesTitle: 'Dakwerk',
    services: [
      { title: 'Dakreparaties', description: 'Lekkages, verschoven of gebroken pannen, loodslabben en schoorstenen: opgespoord en gerepareerd.' },
      { title: 'Nieuwe daken', description: 'Complete nieuwe daken met dakpannen, leien of een plat dak met bitumen of EPDM.' },
      { title: 'Dakgoten', description: 'Nieuwe dakgoten en regenpijpen aangelegd, oude schoongemaakt en gerepareerd.' },
      { title: 'Dakinspectie', description: 'Uw dak bekeken en gefotografeerd, voor aankoop of verkoop van een huis of voor de winter.' },
    ],
    infoTitle: 'Goed om te weten',
    info: [
      pricing('het dak'),
      { title: 'Stormschade', description: 'Na een storm belt u ons: we maken het dak weer waterdicht en geven u de foto’s die uw verzekeraar vraagt.', confirm: `Komt u met spoed na stormschade? ${keep}` },
      { title: 'Verzekerd', description: 'We hebben een aansprakelijkheidsverzekering en werken veilig op hoogte.', confirm: confirmInsured },
      area('repareren en vervangen daken'),
    ],
    cta: 'Bel nu',
    contactText: 'Vertel ons over de lekkage of het dak dat u wilt laten vervangen.',
  },
  'auto-repair': {
    tagline: 'Uw autogarage in {town}',
    intro: 'Onderhoud, remmen, banden en reparaties bij {company} in {town}. We bellen u met de prijs voordat we aan het werk gaan.',
    aboutTitle: 'Over de garage',
    about:
      '{company} is een zelfstandige garage in {town} voor onderhoud en reparatie van auto’s en bestelwagens van elk merk.\n\nKom langs voor een onderhoudsbeurt, een vreemd geluid of een waarschuwingslampje dat niet uitgaat. We kijken ernaar, vertellen u in gewone woorden wat we vonden en wat kan wachten, en bellen u met een prijs voordat we beginnen. Zo beslist u zelf.',
    servicesTitle: 'Diensten',
    services: [
      { title: 'Onderhoud', description: 'Onderhoud volgens het schema van de fabrikant: olie, filters, vloeistoffen en controles.' },
      { title: 'Remmen en banden', description: 'Remblokken, remschijven, remvloeistof en banden gecontroleerd en vervangen.' },
      { title: 'Storingsdiagnose', description: 'Waarschuwingslampjes en vreemde geluiden opgespoord met diagnoseapparatuur.' },
      {
        title: '{{BE:Klaar voor de keuring|*:APK-keuring}}',
        description: '{{BE:Uw auto nagekeken voor de technische keuring, met de reparaties die nodig zijn om te slagen.|*:De APK-keuring en de reparaties die uw auto nodig heeft om goed te keuren.}}',
        confirm: `{{BE:Bereidt u auto’s voor op de technische keuring? ${keep}|*:Bent u een erkend APK-keuringsstation? ${keep}}}`,
      },
    ],
    infoTitle: 'Goed om te weten',
    info: [
      { title: 'Prijzen', description: 'We bellen u met de prijs voor elke reparatie en doen nooit meer dan afgesproken.' },
      { title: 'Afspraken', description: 'Bel voor een afspraak en vertel ons het merk, het model en wat de auto doet.' },
      { title: 'Garantie', description: 'Op onze reparaties zit garantie op onderdelen en arbeid.', confirm: 'Geeft u garantie op reparaties? Houd deze kaart alleen als dat klopt, en zeg hoe lang.' },
      findUs,
    ],
    cta: 'Maak een afspraak',
    contactText: 'Vertel ons het merk, het model en wat de auto doet.',
  },
  tutor: {
    tagline: 'Eerst zelfvertrouwen, dan resultaat',
    intro: 'Bijles een-op-een in {town} en online met {company}: geduldige hulp tot het kwartje valt.',
    aboutTitle: 'Over mij',
    about:
      '{company} geeft bijles aan scholieren in {town} en online: wiskunde, Nederlands en de bètavakken, van de basisschool tot het eindexamen.\n\nElke leerling is anders, dus we zoeken eerst waar de gaten zitten en hoe iemand het best leert. De lessen zijn rustig, geduldig en praktisch, met tijd voor de vragen die je in de klas niet durft te stellen. Ouders horen na elke les hoe het gaat.',
    servicesTitle: 'Bijles',
    services: [
      { title: 'Wiskunde', description: 'Van de tafels tot algebra en examenopgaven, stap voor stap uitgelegd.' },
      { title: 'Nederlands', description: 'Lezen, schrijven en betogen, met grammatica en woordenschat onderweg.' },
      { title: 'Bètavakken', description: 'Biologie, scheikunde en natuurkunde begrijpelijk gemaakt.' },
      { title: 'Examentraining', description: 'Planning, oude examens en examentechniek voor {{BE:de examens en de toelatingsproeven|*:het centraal examen}}.' },
    ],
    infoTitle: 'Goed om te weten',
    info: [
      { title: 'De lessen', description: 'Bij ons in {town} of online. Laat ons weten wanneer uw kind tijd heeft.' },
      { title: 'Prijzen', description: 'Vraag naar de prijs van een les en hoe een eerste les gaat.' },
      {
        title: '{{BE:Uittreksel strafregister|*:VOG}}',
        description: '{{BE:Ik heb een recent uittreksel uit het strafregister voor werken met minderjarigen.|*:Ik heb een Verklaring Omtrent het Gedrag (VOG) voor werken met kinderen.}}',
        confirm: `{{BE:Hebt u een recent uittreksel uit het strafregister (model 2)? ${keep}|*:Hebt u een geldige VOG voor werken met kinderen? ${keep}}}`,
      },
      area('geven bijles'),
    ],
    cta: 'Bel voor een les',
    contactText: 'Vertel me het vak, de klas en waar uw kind moeite mee heeft.',
  },
  bookkeeper: {
    tagline: 'Nette boeken, rustige aangifte',
    intro: '{company} doet de boekhouding voor kleine bedrijven in {town}: administratie, loonadministratie en cijfers klaar voor uw accountant.',
    aboutTitle: 'Over {company}',
    about:
      '{company} is een administratiekantoor voor kleine bedrijven en zzp’ers in {town}. We boeken uw inkomsten en uitgaven, stemmen uw bankrekeningen af, verzorgen de salarissen en bereiden voor wat uw accountant aan het eind van het jaar nodig heeft.\n\nU hebt één vast aanspreekpunt dat uw bedrijf kent, en elke maand een eenvoudig overzicht van hoe u ervoor staat.',
    servicesTitle: 'Diensten',
    services: [
      { title: 'Maandelijkse boekhouding', description: 'Inkomsten, uitgaven en bankrekeningen elke maand geboekt en afgestemd, in het pakket dat u gebruikt.' },
      { title: 'Loonadministratie', description: '{{BE:Loonfiches en aangiften via uw sociaal secretariaat op tijd geregeld.|*:Loonstroken en loonaangiften op tijd verzorgd.}}' },
      { title: 'Btw-aangifte', description: 'Btw-aangiften voorbereid en ingediend voor de deadline.', confirm: `Verzorgt u deze aangiften voor klanten? ${keep}` },
      { title: 'Achterstanden wegwerken', description: 'Maanden aan ontbrekende administratie op orde gebracht, klaar voor uw accountant.' },
    ],
    infoTitle: 'Goed om te weten',
    info: [
      { title: 'Een eerste gesprek', description: 'We kijken samen naar uw administratie en bespreken wat u nodig hebt.' },
      { title: 'Tarieven', description: 'Vraag ons naar een vast maandbedrag voor het werk dat uw bedrijf nodig heeft.' },
      { title: 'Vertrouwelijk', description: 'Uw cijfers blijven privé en worden nooit zonder uw toestemming gedeeld.' },
      area('doen de boekhouding voor kleine bedrijven'),
    ],
    cta: 'Bel ons',
    contactText: 'Vertel ons over uw bedrijf en hoe u nu uw administratie bijhoudt.',
  },
  other: {
    tagline: 'Dichtbij en persoonlijk, in {town}',
    intro: '{company} helpt klanten in {town}. Neem contact op om te bespreken wat u nodig hebt.',
    aboutTitle: 'Over ons',
    about:
      '{company} is een lokaal bedrijf in {town}, voor de mensen en bedrijven in {town} en omgeving.\n\nWe luisteren naar wat u nodig hebt, vertellen u eerlijk wat we kunnen doen en wat het kost, en gaan dan aan de slag. Is er iets niet helemaal goed, zeg het ons, dan bespreken we hoe we het oplossen. Bel ons, stuur een bericht met het formulier hieronder of vind ons op onze sociale media.',
    servicesTitle: 'Wat we doen',
    services: [
      { title: 'Advies en prijzen', description: 'Vertel ons wat u nodig hebt, dan leggen we de mogelijkheden uit en wat ze kosten.' },
      { title: 'Onze belangrijkste dienst', description: 'Wat we het best kunnen: wat het is, voor wie het is en wat het anders maakt. Vraag ons ernaar.' },
      { title: 'Vaste klanten', description: 'Klanten die terugkomen leren ons kennen, en wij leren wat ze nodig hebben.' },
    ],
    infoTitle: 'Goed om te weten',
    info: [
      { title: 'Contact', description: 'Bel of stuur een bericht met uw vraag, en vertel ons wanneer en hoe we u het best bereiken.' },
      findUs,
      { title: 'Betalen', description: 'U kunt contant, met de pin of per overschrijving betalen.', confirm: 'Hoe kunnen klanten u betalen? Pas deze kaart daarop aan en laat hem dan zien.' },
      area('werken'),
    ],
    cta: 'Bel nu',
    contactText: 'Stuur ons een bericht met uw vraag.',
  },
};
