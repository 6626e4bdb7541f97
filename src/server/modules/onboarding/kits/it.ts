import type { KitCard, LanguageKits } from './kit-words';

/*
 * I kit in italiano (decisione 0063), scritti come li scriverebbe un'attività in Italia: si dà del Lei al
 * cliente, con le parole del mestiere (preventivo, revisione, dichiarazione di conformità, commercialista)
 * e senza affermare nulla che il titolare non abbia detto (orari, garanzie, assicurazioni, preventivi
 * gratuiti, anni di esperienza) senza chiederglielo prima.
 */

const area = (what: string): KitCard => ({
  title: 'Dove lavoriamo',
  description: `Siamo a {town} e ${what} a {town} e dintorni. Non è sicuro che arriviamo fino a Lei? Ci chiami o ci scriva per chiedercelo.`,
});

const pricing = (what: string): KitCard => ({
  title: 'Il Suo preventivo',
  description: `Ci descriva ${what} al telefono o con il modulo qui sotto: Le spieghiamo il prezzo prima di fissare il lavoro.`,
});

const keep = 'Tenga questa scheda solo se è così.';
const confirmGuarantee = 'Date una garanzia sul vostro lavoro? Tenga questa scheda solo se è così, e indichi per quanto tempo.';
const confirmFreeQuote = `I vostri preventivi sono gratuiti? ${keep}`;
const confirmInsured = `Avete un’assicurazione di responsabilità civile per questo lavoro? ${keep}`;
const findUs: KitCard = { title: 'Come trovarci', description: 'Siamo a {town}. Ci chiami se ha bisogno di indicazioni.' };

export const IT: LanguageKits = {
  plumber: {
    tagline: 'Il Suo idraulico a {town}',
    intro: 'Perdite, scarichi intasati, caldaie, scaldabagni e bagni a {town}. Chiami {company} e parli direttamente con l’idraulico che fa il lavoro.',
    aboutTitle: 'Il Suo idraulico di zona',
    about:
      '{company} è un’impresa di idraulica di {town} che lavora in case, appartamenti in affitto e piccoli negozi: rubinetti che gocciolano, sciacquoni che perdono, tubi rotti, caldaie, scaldabagni e rifacimento completo del bagno.\n\nQuando chiama, parla con la persona che farà il lavoro. Le spieghiamo il guasto con parole semplici e concordiamo il prezzo con Lei prima di iniziare.',
    servicesTitle: 'Cosa facciamo',
    services: [
      { title: 'Perdite e riparazioni', description: 'Rubinetti che gocciolano, sciacquoni che perdono, tubi e valvole che non tengono: troviamo la perdita e la ripariamo.' },
      { title: 'Scarichi intasati', description: 'Lavandini, docce, WC e scarichi esterni liberati, con consigli per non farli intasare di nuovo.' },
      { title: 'Caldaie e scaldabagni', description: 'Caldaie e scaldabagni controllati, riparati e sostituiti, e termosifoni che non scaldano rimessi a posto.' },
      { title: 'Bagni e cucine', description: 'Rubinetteria, docce, lavabi e rifacimento completo del bagno, progettati con Lei.' },
    ],
    infoTitle: 'Buono a sapersi',
    info: [
      pricing('il lavoro'),
      {
        title: 'Impresa abilitata',
        description: 'Siamo un’impresa abilitata per gli impianti idraulici e del gas e rilasciamo la dichiarazione di conformità.',
        confirm: `Siete un’impresa abilitata ai sensi del DM 37/08 per impianti idraulici e gas? ${keep}`,
      },
      { title: 'Pronto intervento', description: 'Un tubo scoppiato o niente acqua? Ci chiami: facciamo interventi urgenti a {town}.', confirm: `Fate interventi urgenti? ${keep}` },
      area('facciamo lavori idraulici'),
    ],
    cta: 'Chiami ora',
    contactText: 'Ci dica cosa perde, gocciola o è intasato, e quando Le fa comodo.',
  },
  electrician: {
    tagline: 'Lavori elettrici a {town}, in sicurezza',
    intro: 'Dalla nuova presa al rifacimento dell’impianto, {company} esegue lavori elettrici a {town} con ordine e in sicurezza, a un prezzo concordato prima di iniziare.',
    aboutTitle: 'Chi siamo',
    about:
      '{company} è un’impresa di impianti elettrici per case e piccole attività di {town}. Installiamo luci e prese, sostituiamo quadri elettrici, montiamo wallbox per auto elettriche e troviamo i guasti che fanno scattare il salvavita.\n\nVerifichiamo quello su cui lavoriamo, lasciamo tutto in ordine e Le consegniamo i documenti dei lavori eseguiti.',
    servicesTitle: 'Servizi',
    services: [
      { title: 'Ricerca guasti', description: 'Salvavita che scatta, luci che sfarfallano e prese che non funzionano: troviamo la causa e ripariamo.' },
      { title: 'Illuminazione', description: 'Luci per interni, esterni e di sicurezza, progettate con Lei e installate con cura.' },
      { title: 'Quadri elettrici', description: 'Vecchi quadri sostituiti con un quadro moderno e le protezioni richieste dalle norme di oggi.' },
      { title: 'Wallbox per auto elettriche', description: 'Una stazione di ricarica domestica su una linea dedicata, dopo aver verificato il Suo impianto.' },
    ],
    infoTitle: 'Perché chiamarci',
    info: [
      pricing('i lavori'),
      {
        title: 'Impresa abilitata',
        description: 'Siamo un’impresa abilitata e rilasciamo la dichiarazione di conformità per gli impianti che realizziamo.',
        confirm: `Siete un’impresa abilitata ai sensi del DM 37/08 per impianti elettrici? ${keep}`,
      },
      { title: 'Assicurati', description: 'Abbiamo un’assicurazione di responsabilità civile per i lavori a casa Sua.', confirm: confirmInsured },
      area('facciamo lavori elettrici'),
    ],
    cta: 'Chiami ora',
    contactText: 'Ci descriva il lavoro o il guasto, e quando vorrebbe che lo facessimo.',
  },
  landscaper: {
    tagline: 'Giardini progettati, realizzati e curati',
    intro: '{company} progetta, realizza e cura giardini a {town}: prati, piante, terrazze e vialetti pensati per come li vive.',
    aboutTitle: 'Chi è {company}',
    about:
      '{company} è un’impresa di giardinaggio e paesaggistica di {town}. Lavoriamo su giardini davanti e dietro casa e sul verde di piccole attività, dalla pulizia di fine inverno a un progetto completamente nuovo.\n\nCominciamo con un giro del giardino insieme a Lei per capire come vuole viverlo, poi Le prepariamo un progetto e un preventivo da valutare con calma.',
    servicesTitle: 'I nostri servizi',
    services: [
      { title: 'Progettazione giardini', description: 'Un progetto pensato per il Suo spazio, il terreno e il budget, con piante adatte all’esposizione.' },
      { title: 'Prati e piantagioni', description: 'Prato a rotoli o seminato, aiuole, alberi e siepi messi a dimora nella stagione giusta.' },
      { title: 'Terrazze e vialetti', description: 'Pavimentazioni in lastre, autobloccanti o ghiaia, posate su un sottofondo fatto bene.' },
      { title: 'Manutenzione', description: 'Taglio dell’erba, potature, diserbo e raccolta foglie, con regolarità o quando serve.' },
    ],
    infoTitle: 'Come lavoriamo',
    info: [
      { title: 'Prima un sopralluogo', description: 'Veniamo a vedere il giardino, ascoltiamo cosa desidera e prendiamo le misure, poi Le mandiamo un progetto e un prezzo.' },
      { title: 'Preventivo gratuito', description: 'Il sopralluogo e il preventivo non Le costano nulla.', confirm: confirmFreeQuote },
      { title: 'Assicurati', description: 'Abbiamo un’assicurazione di responsabilità civile mentre lavoriamo nella Sua proprietà.', confirm: confirmInsured },
      area('progettiamo e curiamo giardini'),
    ],
    cta: 'Chieda un preventivo',
    contactText: 'Ci parli del Suo giardino e di cosa vorrebbe cambiare.',
  },
  irrigation: {
    tagline: 'Prato verde con meno acqua',
    intro: '{company} progetta, installa e ripara impianti di irrigazione a pioggia e a goccia a {town}, perché ogni angolo del Suo giardino riceva l’acqua che gli serve.',
    aboutTitle: 'Chi siamo',
    about:
      '{company} si occupa degli impianti di irrigazione di case e piccole attività di {town}. Progettiamo nuovi impianti a pioggia e a goccia, ripariamo irrigatori rotti ed elettrovalvole che perdono e impostiamo centraline che irrigano in base al meteo.\n\nMisuriamo la pressione, dividiamo le zone e scegliamo gli irrigatori giusti, così l’acqua va sulle piante e non sul vialetto.',
    servicesTitle: 'Servizi',
    services: [
      { title: 'Impianti a pioggia', description: 'Impianti progettati per il Suo prato, con irrigatori abbinati perché ogni angolo riceva acqua in modo uniforme.' },
      { title: 'Irrigazione a goccia', description: 'L’acqua direttamente alle radici di aiuole, arbusti e orto.' },
      { title: 'Riparazioni', description: 'Irrigatori rotti, elettrovalvole che perdono e zone secche: troviamo il problema e lo ripariamo, su impianti di ogni marca.' },
      { title: 'Centraline smart', description: 'Centraline che saltano l’irrigazione quando piove, regolabili dal telefono.' },
    ],
    infoTitle: 'Buono a sapersi',
    info: [
      { title: 'Avvio e chiusura stagionale', description: 'In primavera rimettiamo in funzione l’impianto, proviamo ogni zona e impostiamo i programmi; prima delle gelate lo svuotiamo.' },
      pricing('il Suo prato e le aiuole'),
      { title: 'Garanzia sull’installazione', description: 'Garantiamo gli impianti che installiamo.', confirm: confirmGuarantee },
      area('installiamo e ripariamo impianti di irrigazione'),
    ],
    cta: 'Chiami ora',
    contactText: 'Ci parli del Suo giardino e, se c’è, dell’impianto che ha ora.',
  },
  'house-cleaner': {
    tagline: 'Casa pulita senza pensieri',
    intro: '{company} pulisce case a {town}: ogni settimana, ogni due settimane o una volta sola, secondo la lista che sceglie Lei.',
    aboutTitle: 'Chi è {company}',
    about:
      '{company} è un servizio di pulizie domestiche a {town}. Puliamo cucine, bagni, camere e soggiorni, e ci occupiamo anche dei lavori più grandi: pulizie di fondo, pulizie per il rilascio dell’appartamento e pulizie di fine cantiere.\n\nCi dica come preferisce che le cose vengano fatte e cosa conta di più per Lei: lavoriamo seguendo la Sua lista.',
    servicesTitle: 'Servizi di pulizia',
    services: [
      { title: 'Pulizie periodiche', description: 'Ogni settimana o ogni due settimane: cucina, bagni, pavimenti, polvere e letti, secondo la Sua lista.' },
      { title: 'Pulizie di fondo', description: 'Dentro armadi ed elettrodomestici, dietro i mobili, battiscopa e fughe.' },
      { title: 'Rilascio appartamento', description: 'Una casa vuota pulita da cima a fondo per i prossimi inquilini, pronta per la riconsegna.' },
      { title: 'Fine cantiere', description: 'Polvere, schizzi di pittura e residui rimossi quando se ne vanno gli operai.' },
    ],
    infoTitle: 'Buono a sapersi',
    info: [
      pricing('la grandezza della Sua casa e ogni quanto desidera le pulizie'),
      { title: 'Prodotti', description: 'Ci dica se preferisce che usiamo i Suoi prodotti, o prodotti senza profumo.' },
      { title: 'Assicurati', description: 'Abbiamo un’assicurazione di responsabilità civile per le case che puliamo.', confirm: confirmInsured },
      area('puliamo case'),
    ],
    cta: 'Chiami per prenotare',
    contactText: 'Ci dica la grandezza della Sua casa e ogni quanto desidera le pulizie.',
  },
  'hair-salon': {
    tagline: 'Taglio, colore e piega a {town}',
    intro: 'Tagli, colore e acconciature da {company} a {town}. Si comincia parlando di ciò che desidera, e si esce sentendosi se stessi, solo meglio.',
    aboutTitle: 'Benvenuti da {company}',
    about:
      '{company} è un salone di parrucchieri indipendente a {town}: tagliamo, coloriamo e pettiniamo ogni tipo e consistenza di capello.\n\nOgni appuntamento inizia con una vera consulenza su cosa desidera e su come porta i capelli tutti i giorni, e Le diciamo con sincerità cosa funzionerà.',
    servicesTitle: 'Servizi',
    services: [
      { title: 'Taglio e piega', description: 'Un taglio pensato per il Suo viso e il Suo capello, con piega e consigli per sistemarli a casa.' },
      { title: 'Colore', description: 'Colore completo, ritocco della ricrescita e copertura dei capelli bianchi, su misura per Lei.' },
      { title: 'Meches e balayage', description: 'Schiariture morbide e naturali dipinte a mano, per un colore che cresce con delicatezza.' },
      { title: 'Acconciature per cerimonie', description: 'Raccolti e acconciature per matrimoni, feste e occasioni speciali.' },
    ],
    infoTitle: 'Venite a trovarci',
    info: [
      { title: 'Appuntamenti', description: 'Ci chiami o ci scriva per fissare un appuntamento. Ci dica cosa desidera fare, così riserviamo il tempo giusto.' },
      { title: 'Test di tolleranza', description: 'Se è la prima volta che fa il colore da noi, chieda un test cutaneo prima dell’appuntamento.' },
      { title: 'Prezzi', description: 'Il prezzo dipende dai Suoi capelli e da cosa desidera. Ce lo chieda: glielo diciamo prima di iniziare.' },
      findUs,
    ],
    cta: 'Prenoti ora',
    contactText: 'Chieda un appuntamento, un prezzo o un cambio di colore.',
  },
  barber: {
    tagline: 'Tagli precisi e rasatura con panno caldo a {town}',
    intro: '{company} è un barbiere a {town}: tagli classici e moderni, regolazione della barba e rasatura con panno caldo, fatti come si deve.',
    aboutTitle: 'La bottega',
    about:
      '{company} taglia i capelli a {town} a chi vuole essere in ordine senza troppe storie: sfumature alte e tagli a forbice, barba modellata e la classica rasatura col rasoio e il panno caldo.\n\nSi accomodi e parli quanto vuole; Le diremo come mantenere il taglio in forma fino alla prossima volta.',
    servicesTitle: 'Servizi',
    services: [
      { title: 'Taglio', description: 'Classico o moderno, a macchinetta o a forbice, sistemato come lo porta Lei.' },
      { title: 'Sfumatura', description: 'Sfumature pulite e corte, raccordate a mano, con contorni precisi per finire.' },
      { title: 'Barba', description: 'Barba modellata, accorciata e rifinita, con panno caldo e olio.' },
      { title: 'Rasatura tradizionale', description: 'Una rasatura classica con il rasoio a mano libera, panni caldi e balsamo.' },
    ],
    infoTitle: 'Buono a sapersi',
    info: [
      { title: 'Senza appuntamento', description: 'Passi quando siamo aperti, o chiami prima per prenotare un orario.', confirm: `Accettate clienti senza appuntamento? ${keep}` },
      { title: 'Prenotazioni', description: 'Chiami per prenotare il Suo taglio, anche per un gruppo prima di un matrimonio o di una serata importante.' },
      { title: 'Prezzi', description: 'Ci chieda il listino, al telefono o in bottega.' },
      findUs,
    ],
    cta: 'Chiami ora',
    contactText: 'Domande su un taglio, una prenotazione o una visita di gruppo? Ci scriva.',
  },
  'nail-salon': {
    tagline: 'Unghie belle, curate nei dettagli',
    intro: 'Manicure, pedicure, semipermanente e nail art da {company} a {town}.',
    aboutTitle: 'Chi è {company}',
    about:
      '{company} è un centro unghie a {town}. Facciamo di tutto, dalla limatura e smalto veloce alla ricostruzione completa in gel e alla nail art dipinta a mano.\n\nCi dica cosa ha in mente, o porti una foto, e ci prenderemo il tempo necessario. La consigliamo su forme, lunghezze e colori adatti alle Sue mani, e su come mantenere le unghie belle tra un appuntamento e l’altro.',
    servicesTitle: 'Trattamenti',
    services: [
      { title: 'Manicure', description: 'Unghie limate, cuticole curate e lo smalto che preferisce per finire.' },
      { title: 'Pedicure', description: 'Un pediluvio caldo, cura di unghie e cuticole e smalto.' },
      { title: 'Semipermanente', description: 'Smalto semipermanente che non si scheggia, indurito sotto la lampada e rimosso con delicatezza quando vuole.' },
      { title: 'Nail art', description: 'Da un’unghia decorata a disegni dettagliati dipinti a mano. Porti una foto e lo rendiamo Suo.' },
    ],
    infoTitle: 'Venite a trovarci',
    info: [
      { title: 'Appuntamenti', description: 'Ci chiami o ci scriva per prenotare, e ci dica quale trattamento desidera.' },
      { title: 'Igiene', description: 'Strumenti in metallo sterilizzati dopo ogni cliente, lime e buffer nuovi per ciascuna.', confirm: `Sterilizzate gli strumenti in metallo e usate lime nuove per ogni cliente? ${keep}` },
      { title: 'Buoni regalo', description: 'Faccia un regalo: ci chieda dei buoni regalo.', confirm: `Vendete buoni regalo? ${keep}` },
      { title: 'Dopo il trattamento', description: 'Ci chieda come curare unghie e cuticole tra un appuntamento e l’altro, e come togliere il semipermanente senza rovinare l’unghia.' },
      findUs,
    ],
    cta: 'Prenoti ora',
    contactText: 'Chieda di un trattamento, di un prezzo o di un appuntamento per più persone.',
  },
  'dog-groomer': {
    tagline: 'Cani felici, pelo curato',
    intro: '{company} è una toelettatura a {town} per cani di ogni taglia: bagno, tosatura, unghie e orecchie, con tanta pazienza.',
    aboutTitle: 'Chi siamo',
    about:
      '{company} è una toelettatura per cani a {town}. Ci occupiamo di tutte le razze e le taglie, dai cuccioli alla prima visita ai cani adottati un po’ timorosi, fino ai cani anziani che hanno bisogno di qualche attenzione in più.\n\nQuando prenota, ci parli del Suo cane: come reagisce agli estranei, ai rumori e all’essere toccato, e tutto ciò che dovremmo sapere.',
    servicesTitle: 'Toelettatura',
    services: [
      { title: 'Toelettatura completa', description: 'Bagno, asciugatura, taglio secondo lo standard di razza o come preferisce Lei, unghie e orecchie.' },
      { title: 'Bagno e rifinitura', description: 'Bagno, spazzolatura e rifinitura di muso, zampe e coda tra una toelettatura completa e l’altra.' },
      { title: 'Prima visita del cucciolo', description: 'Una prima visita breve e tranquilla per abituare il cucciolo ai rumori e al contatto.' },
      { title: 'Unghie e orecchie', description: 'Taglio delle unghie e pulizia delle orecchie anche da soli.' },
    ],
    infoTitle: 'Buono a sapersi',
    info: [
      { title: 'Prezzi', description: 'Il prezzo dipende da taglia, pelo e condizioni. Ce lo chieda quando prenota.' },
      { title: 'Vaccinazioni', description: 'Per la sicurezza di tutti i cani, si assicuri che il Suo abbia le vaccinazioni in regola.' },
      { title: 'Un cane alla volta', description: 'Ci occupiamo di un solo cane alla volta: niente confusione e niente attese in gabbia.', confirm: `Vi occupate di un solo cane alla volta? ${keep}` },
      area('toelettiamo cani'),
    ],
    cta: 'Prenoti ora',
    contactText: 'Ci parli del Suo cane, della razza e di quando vorrebbe venire.',
  },
  bakery: {
    tagline: 'Sfornato a {town}',
    intro: 'Pane, cornetti e torte per le feste di {company}, sfornati a {town}.',
    aboutTitle: 'Il nostro forno',
    about:
      '{company} è un panificio artigianale a {town}: pane con una bella crosta, cornetti sfogliati e torte per i giorni importanti.\n\nPassi a vedere cosa c’è oggi sul banco, oppure ci chiami e Le mettiamo da parte l’ordine. Ha un pane preferito? Ci chieda a che ora esce dal forno. Sta organizzando un compleanno, un matrimonio o una festa in ufficio? Ci dica la data, il numero di invitati e cosa ha in mente, e ne parliamo insieme.',
    servicesTitle: 'Dal nostro forno',
    services: [
      { title: 'Pane', description: 'Pane a lievito madre, di segale, ai semi e ciabatte.' },
      { title: 'Cornetti e dolci', description: 'Cornetti, brioche e dolci da forno, sfornati per il banco.' },
      { title: 'Torte per le feste', description: 'Torte di compleanno, di nozze e per le feste su ordinazione, decorate a tema.' },
      { title: 'Per bar e ristoranti', description: 'Pane e prodotti da forno per bar, negozi e ristoranti di {town}. Ci chieda cosa possiamo fornire.' },
    ],
    infoTitle: 'Venite a trovarci',
    info: [
      { title: 'Ordinazioni', description: 'Per torte e ordini grandi, ci chiami con la data: Le diremo con quanto anticipo ordinare.' },
      { title: 'Ingredienti e allergeni', description: 'Ci chieda ingredienti e allergeni di qualsiasi prodotto prima di acquistarlo.' },
      findUs,
    ],
    cta: 'Ordini al telefono',
    contactText: 'Chieda di una torta su ordinazione, di una fornitura per la Sua attività o di cosa c’è oggi sul banco.',
  },
  cafe: {
    tagline: 'Buon caffè e un’accoglienza calorosa a {town}',
    intro: '{company} è una caffetteria a {town}: caffè preparato con cura, colazione e pranzo, e un tavolo dove fermarsi un po’.',
    aboutTitle: 'La caffetteria',
    about:
      '{company} è una caffetteria a {town} per tutti: chi va presto al lavoro, i genitori dopo aver accompagnato i bambini a scuola, gli amici che si ritrovano e chi lavora al portatile.\n\nVenga per un caffè e qualcosa da mangiare, al tavolo o da asporto.',
    servicesTitle: 'Nel menu',
    services: [
      { title: 'Caffè', description: 'Espresso, caffè filtro e tutto quello che c’è in mezzo.' },
      { title: 'Colazione', description: 'Uova come le preferisce, toast, pancake e altro al mattino.' },
      { title: 'Pranzo', description: 'Zuppe, insalate e panini.' },
      { title: 'Torte e dolci', description: 'Torte, biscotti e dolci da forno da gustare con il caffè o da portare a casa.' },
    ],
    infoTitle: 'Venite a trovarci',
    info: [
      { title: 'Da asporto', description: 'Tutto il menu si può preparare da portare via.' },
      { title: 'Ingredienti e allergeni', description: 'Ci chieda ingredienti e allergeni di qualsiasi cosa nel menu.' },
      { title: 'Gruppi ed eventi', description: 'Ci chieda un tavolo per un gruppo o la caffetteria per un piccolo evento.' },
      findUs,
    ],
    cta: 'Ci chiami',
    contactText: 'Domande sul menu, un tavolo per un gruppo o un evento? Ci scriva.',
  },
  'food-truck': {
    tagline: 'Street food, cucinato al momento',
    intro: '{company} porta lo street food a {town}: ci trova in giro per la città, oppure può prenotare il truck per il Suo evento.',
    aboutTitle: 'Il food truck',
    about:
      '{company} è un food truck che gira per {town} e dintorni, con un menu breve di piatti preferiti cucinati al momento.\n\nCi trova all’ora di pranzo e ai mercati, oppure può prenotarci per un matrimonio, una festa, un pranzo aziendale o un festival.',
    servicesTitle: 'Cosa offriamo',
    services: [
      { title: 'Il nostro menu', description: 'Un menu breve di piatti preferiti, cucinati al momento.' },
      { title: 'Feste private', description: 'Matrimoni, compleanni e feste in giardino: parcheggiamo, cuciniamo e serviamo i Suoi ospiti.' },
      { title: 'Pranzi aziendali', description: 'Il pranzo per il Suo team, servito dal truck.' },
      { title: 'Mercati e festival', description: 'Ci cerchi ai mercati e ai festival intorno a {town}.' },
    ],
    infoTitle: 'Buono a sapersi',
    info: [
      { title: 'Dove trovarci', description: 'Dove siamo questa settimana lo scriviamo sulla nostra pagina social. Ci chiami se non ci trova.' },
      { title: 'Prenotare il truck', description: 'Ci dica data, luogo e numero di ospiti, e Le mandiamo un prezzo.' },
      { title: 'Ingredienti e allergeni', description: 'Ci chieda ingredienti e allergeni di ogni piatto prima di ordinare.' },
      { title: 'Pagamenti', description: 'Al truck accettiamo carte e pagamenti contactless.', confirm: `Accettate carte e pagamenti contactless? ${keep}` },
    ],
    cta: 'Prenoti il truck',
    contactText: 'Ci dica data, luogo e numero di ospiti del Suo evento.',
  },
  photographer: {
    tagline: 'Fotografie da conservare',
    intro: '{company} fotografa matrimoni, famiglie e aziende a {town} e dintorni: immagini naturali di momenti veri.',
    aboutTitle: 'Chi sono',
    about:
      '{company} è un fotografo con base a {town}: matrimoni, famiglie, ritratti e piccole aziende, in esterna o in studio.\n\nPrima di ogni servizio parliamo di ciò che conta per Lei; dopo riceve una galleria di foto ritoccate da scaricare, condividere e stampare.',
    servicesTitle: 'Fotografia',
    services: [
      { title: 'Matrimoni', description: 'Il racconto della Sua giornata, dai preparativi al primo ballo.' },
      { title: 'Famiglie e ritratti', description: 'Servizi rilassati a casa, all’aperto o in studio.' },
      { title: 'Aziende e ritratti', description: 'Ritratti professionali, foto del team e immagini del Suo lavoro per il sito e i social.' },
      { title: 'Eventi', description: 'Feste, inaugurazioni ed eventi locali, fotografati con discrezione.' },
    ],
    infoTitle: 'Buono a sapersi',
    info: [
      { title: 'Prenotazioni', description: 'Mi dica la data e il luogo: Le dirò se sono libero e quanto costa.' },
      { title: 'La Sua galleria', description: 'Mi chieda quando sarà pronta la Sua galleria: dipende dal tipo di servizio.' },
      { title: 'Stampe e album', description: 'Stampe e album si possono ordinare dalla galleria.', confirm: `Offrite stampe e album? ${keep}` },
      area('facciamo fotografie'),
    ],
    cta: 'Verifichi le date',
    contactText: 'Mi racconti i Suoi progetti, la data e il luogo.',
  },
  'personal-trainer': {
    tagline: 'Più forza, più benessere',
    intro: 'Personal training a {town} con {company}: un programma costruito sui Suoi obiettivi e sulla Sua settimana.',
    aboutTitle: 'Chi sono',
    about:
      '{company} offre personal training a {town} per persone di ogni età e livello di forma. Che voglia diventare più forte, perdere peso, prepararsi a una gara o muoversi senza dolore, costruiamo un programma intorno a Lei.\n\nCominciamo parlando dei Suoi obiettivi, della Sua salute e della Sua settimana, e saprà sempre perché fa ciò che fa.',
    servicesTitle: 'Allenamento',
    services: [
      { title: 'Allenamento individuale', description: 'Sedute pensate solo per Lei, in palestra, all’aperto o a casa.' },
      { title: 'Piccoli gruppi', description: 'Si alleni con due o tre amici: la stessa attenzione, il costo diviso.' },
      { title: 'Mangiare bene', description: 'Abitudini alimentari semplici e realistiche, adatte alla Sua vita e al Suo allenamento.' },
      { title: 'Coaching online', description: 'Un programma sempre con sé, con controlli regolari.' },
    ],
    infoTitle: 'Buono a sapersi',
    info: [
      { title: 'Un primo colloquio', description: 'Prima di allenarci parliamo dei Suoi obiettivi e della Sua settimana.' },
      { title: 'Trainer qualificato', description: 'Un personal trainer qualificato, con formazione di primo soccorso.', confirm: 'Ha una qualifica di personal trainer e una formazione di primo soccorso (BLSD)? Tenga questa scheda solo se è così, e indichi la qualifica.' },
      { title: 'Prezzi', description: 'Chieda delle sedute singole e dei pacchetti di sedute.' },
      area('alleniamo'),
    ],
    cta: 'Chiami e inizi',
    contactText: 'Mi racconti i Suoi obiettivi e quando può allenarsi.',
  },
  handyman: {
    tagline: 'Piccoli lavori e riparazioni a {town}',
    intro: 'Mensole, porte, montaggio mobili, piccole riparazioni e lavoretti: {company} sbriga la Sua lista a {town}.',
    aboutTitle: 'Chi è {company}',
    about:
      '{company} è un servizio di tuttofare a {town} per i lavori che non si trovano mai il tempo di fare: appendere quadri e mensole, sistemare porte che sfregano, montare mobili, stuccare i muri e rifare il silicone della vasca.\n\nPrepari la Sua lista: noi la sbrighiamo un lavoro alla volta, lasciando tutto in ordine.',
    servicesTitle: 'Lavori che facciamo',
    services: [
      { title: 'Riparazioni', description: 'Porte che sfregano, maniglie allentate, rubinetti che gocciolano e le altre piccole riparazioni di casa.' },
      { title: 'Montaggio e fissaggio', description: 'Mobili montati, mensole e TV fissate al muro, bastoni per tende e tapparelle installati.' },
      { title: 'Pareti e finiture', description: 'Buchi stuccati e carteggiati, silicone rifatto e piccole superfici ridipinte.' },
      { title: 'Lavori all’esterno', description: 'Grondaie pulite, pannelli di recinzione sostituiti, pedane in legno riparate e casette da giardino montate.' },
    ],
    infoTitle: 'Buono a sapersi',
    info: [
      pricing('la Sua lista di lavori'),
      { title: 'Prenotazioni', description: 'Prenoti un’ora, mezza giornata o una giornata intera per la Sua lista.' },
      { title: 'Assicurati', description: 'Abbiamo un’assicurazione di responsabilità civile per i lavori a casa Sua.', confirm: confirmInsured },
      area('facciamo riparazioni e piccoli lavori'),
    ],
    cta: 'Chiami ora',
    contactText: 'Ci mandi la Sua lista di lavori e quando Le fa comodo.',
  },
  painter: {
    tagline: 'Linee pulite, finiture che durano',
    intro: 'Tinteggiature interne ed esterne a {town}. {company} prepara ogni superficie e protegge la Sua casa mentre lavoriamo.',
    aboutTitle: 'Chi siamo',
    about:
      '{company} è un’impresa di tinteggiatura e decorazione a {town}. Dipingiamo soggiorni e camere, cucine e mobili, ingressi e vani scala, e anche facciate, recinzioni e pedane in legno.\n\nUna bella finitura è soprattutto preparazione: stuccare, carteggiare, dare il fondo e mascherare prima di verniciare. Copriamo pavimenti e mobili e controlliamo con Lei il lavoro finito.',
    servicesTitle: 'Servizi',
    services: [
      { title: 'Tinteggiatura interni', description: 'Pareti, soffitti, infissi e porte, con un aiuto nella scelta dei colori se lo desidera.' },
      { title: 'Tinteggiatura esterni', description: 'Facciate, infissi, finestre e porte preparati e dipinti per resistere alle intemperie.' },
      { title: 'Mobili della cucina', description: 'Ante laccate con una finitura liscia e resistente: una cucina che sembra nuova senza cambiarla.' },
      { title: 'Pedane e recinzioni', description: 'Pulite, riparate e impregnate o verniciate.' },
    ],
    infoTitle: 'Perché noi',
    info: [
      pricing('le stanze o le superfici'),
      { title: 'Lavoro pulito', description: 'Mobili spostati e coperti, pavimenti protetti e tutto pulito ogni giorno.' },
      { title: 'Garanzia', description: 'Se la nostra pittura si sfoglia o si crepa, torniamo a sistemarla.', confirm: confirmGuarantee },
      area('tinteggiamo case e locali'),
    ],
    cta: 'Chieda un prezzo',
    contactText: 'Ci dica quali stanze o superfici vuole far tinteggiare.',
  },
  roofer: {
    tagline: 'Tetti e grondaie a {town}',
    intro: 'Riparazioni di tetti, tetti nuovi e grondaie a {town}. {company} trova il problema, Glielo mostra e lo risolve.',
    aboutTitle: 'Chi è {company}',
    about:
      '{company} è un’impresa di coperture a {town}. Ripariamo infiltrazioni e danni da maltempo, rifacciamo tetti usurati e installiamo e puliamo grondaie su case e piccoli edifici.\n\nGuardiamo prima di fare il prezzo e Le mostriamo le foto di ciò che abbiamo trovato, così vede il problema con i Suoi occhi.',
    servicesTitle: 'Coperture',
    services: [
      { title: 'Riparazione tetti', description: 'Infiltrazioni, tegole spostate o rotte, scossaline e comignoli: troviamo il problema e lo ripariamo.' },
      { title: 'Tetti nuovi', description: 'Rifacimento completo del tetto in coppi, tegole o lamiera.' },
      { title: 'Grondaie', description: 'Grondaie e pluviali nuovi installati, quelli vecchi puliti e riparati.' },
      { title: 'Controllo del tetto', description: 'Un controllo del Suo tetto con foto, prima di comprare o vendere, o prima dell’inverno.' },
    ],
    infoTitle: 'Buono a sapersi',
    info: [
      pricing('il tetto'),
      { title: 'Danni da maltempo', description: 'Dopo un temporale ci chiami: mettiamo in sicurezza il tetto e Le forniamo le foto che chiede la Sua assicurazione.', confirm: `Fate interventi urgenti dopo il maltempo? ${keep}` },
      { title: 'Assicurati', description: 'Abbiamo un’assicurazione di responsabilità civile e lavoriamo in quota in sicurezza.', confirm: confirmInsured },
      area('ripariamo e rifacciamo tetti'),
    ],
    cta: 'Chiami ora',
    contactText: 'Ci parli dell’infiltrazione o del tetto che vuole rifare.',
  },
  'auto-repair': {
    tagline: 'La Sua officina a {town}',
    intro: 'Tagliandi, freni, pneumatici e riparazioni da {company} a {town}. La chiamiamo con il prezzo prima di fare il lavoro.',
    aboutTitle: 'L’officina',
    about:
      '{company} è un’officina indipendente a {town}: manutenzione e riparazione di auto e furgoni di tutte le marche.\n\nPorti la Sua auto per il tagliando, per un rumore strano o per una spia che non si spegne. La controlliamo, Le spieghiamo con parole semplici cosa abbiamo trovato e cosa può aspettare, e La chiamiamo con un prezzo prima di iniziare: decide Lei.',
    servicesTitle: 'Servizi',
    services: [
      { title: 'Tagliando', description: 'Tagliando secondo il piano della casa madre: olio, filtri, liquidi e controlli.' },
      { title: 'Freni e pneumatici', description: 'Pastiglie, dischi, liquido e pneumatici controllati e sostituiti.' },
      { title: 'Diagnosi', description: 'Spie accese e rumori strani individuati con la diagnosi elettronica.' },
      {
        title: 'Revisione',
        description: 'La revisione periodica dell’auto, e le riparazioni che servono per superarla.',
        confirm: `Siete un centro revisioni autorizzato? ${keep}`,
      },
    ],
    infoTitle: 'Buono a sapersi',
    info: [
      { title: 'Prezzi', description: 'La chiamiamo con il prezzo prima di ogni lavoro e non facciamo mai più di quanto concordato.' },
      { title: 'Appuntamenti', description: 'Chiami per prenotare e ci dica marca, modello e cosa fa l’auto.' },
      { title: 'Garanzia', description: 'Le nostre riparazioni sono garantite su ricambi e manodopera.', confirm: 'Date una garanzia sulle riparazioni? Tenga questa scheda solo se è così, e indichi per quanto tempo.' },
      findUs,
    ],
    cta: 'Prenoti ora',
    contactText: 'Ci dica marca, modello e cosa fa l’auto.',
  },
  tutor: {
    tagline: 'Prima la fiducia, poi i risultati',
    intro: 'Lezioni private a {town} e online con {company}: un aiuto paziente finché tutto diventa chiaro.',
    aboutTitle: 'Chi sono',
    about:
      '{company} offre lezioni private a studenti di {town} e online: matematica, italiano e scienze, dalle elementari alla maturità.\n\nOgni studente è diverso, quindi cominciamo trovando le lacune e il modo in cui impara meglio. Le lezioni sono tranquille, pazienti e pratiche, con tempo per le domande che in classe non si ha il coraggio di fare. I genitori sanno dopo ogni lezione come stanno andando le cose.',
    servicesTitle: 'Lezioni',
    services: [
      { title: 'Matematica', description: 'Dalle tabelline all’algebra e agli esercizi d’esame, spiegati passo per passo.' },
      { title: 'Italiano', description: 'Lettura, scrittura e temi, rafforzando grammatica e lessico strada facendo.' },
      { title: 'Scienze', description: 'Biologia, chimica e fisica rese comprensibili.' },
      { title: 'Preparazione agli esami', description: 'Piani di ripasso, prove degli anni passati e metodo prima dell’esame di terza media e della maturità.' },
    ],
    infoTitle: 'Buono a sapersi',
    info: [
      { title: 'Le lezioni', description: 'In presenza a {town} oppure online. Ci dica quando Suo figlio o Sua figlia è libero.' },
      { title: 'Prezzi', description: 'Chieda il prezzo di una lezione e come si svolge la prima.' },
      {
        title: 'Casellario giudiziale',
        description: 'Ho un certificato del casellario giudiziale aggiornato per lavorare con i minori.',
        confirm: `Ha un certificato del casellario giudiziale aggiornato? ${keep}`,
      },
      area('diamo lezioni'),
    ],
    cta: 'Prenoti una lezione',
    contactText: 'Mi dica la materia, la classe e cosa trova difficile Suo figlio o Sua figlia.',
  },
  bookkeeper: {
    tagline: 'Conti in ordine, scadenze senza ansia',
    intro: '{company} tiene la contabilità delle piccole imprese di {town}: registrazioni, paghe e numeri pronti per il Suo commercialista.',
    aboutTitle: 'Chi è {company}',
    about:
      '{company} è uno studio di tenuta contabilità per piccole imprese e professionisti di {town}. Registriamo entrate e uscite, riconciliamo i conti bancari, elaboriamo le paghe e prepariamo ciò che serve al Suo commercialista a fine anno.\n\nHa una sola persona di riferimento che conosce la Sua attività e, ogni mese, un quadro semplice di come sta andando.',
    servicesTitle: 'Servizi',
    services: [
      { title: 'Contabilità mensile', description: 'Entrate, uscite e conti bancari registrati e riconciliati ogni mese, nel gestionale che usa Lei.' },
      { title: 'Paghe', description: 'Buste paga e contributi elaborati nei tempi.' },
      { title: 'Liquidazioni IVA', description: 'Liquidazioni IVA preparate e inviate prima della scadenza.', confirm: `Preparate e inviate queste liquidazioni per i vostri clienti? ${keep}` },
      { title: 'Arretrati', description: 'Mesi di documenti arretrati messi in ordine, pronti per il Suo commercialista.' },
    ],
    infoTitle: 'Buono a sapersi',
    info: [
      { title: 'Un primo incontro', description: 'Cominciamo guardando insieme i Suoi documenti e parlando di ciò che Le serve.' },
      { title: 'Compensi', description: 'Ci chieda un canone mensile fisso per il lavoro di cui ha bisogno la Sua attività.' },
      { title: 'Riservatezza', description: 'I Suoi numeri restano riservati e non vengono mai condivisi senza il Suo consenso.' },
      area('teniamo la contabilità di piccole imprese'),
    ],
    cta: 'Ci chiami',
    contactText: 'Ci parli della Sua attività e di come tiene oggi i Suoi conti.',
  },
  other: {
    tagline: 'Vicini a Lei, a {town}',
    intro: '{company} è al servizio dei clienti di {town}. Ci contatti per parlare di ciò di cui ha bisogno.',
    aboutTitle: 'Chi siamo',
    about:
      '{company} è un’attività locale di {town}, al servizio delle persone e delle imprese di {town} e dintorni.\n\nAscoltiamo ciò di cui ha bisogno, Le diciamo con sincerità cosa possiamo fare e quanto costa, e poi ci mettiamo al lavoro. Se qualcosa non va, ce lo dica e vedremo insieme come sistemarlo. Ci chiami, ci scriva con il modulo qui sotto o ci trovi sulla nostra pagina social.',
    servicesTitle: 'Cosa facciamo',
    services: [
      { title: 'Consigli e prezzi', description: 'Ci dica di cosa ha bisogno: Le spieghiamo le possibilità e quanto costano.' },
      { title: 'Il nostro servizio di punta', description: 'Quello che facciamo meglio: cos’è, per chi è e cosa lo rende diverso. Ce lo chieda.' },
      { title: 'Clienti abituali', description: 'Chi torna da noi impara a conoscerci, e noi impariamo cosa gli serve.' },
    ],
    infoTitle: 'Buono a sapersi',
    info: [
      { title: 'Contatti', description: 'Ci chiami o ci scriva la Sua domanda, e ci dica quando e come è meglio contattarLa.' },
      findUs,
      { title: 'Pagamenti', description: 'Accettiamo contanti, carte e bonifico.', confirm: 'Quali pagamenti accettate? Modifichi questa scheda per dirlo, poi la mostri.' },
      area('lavoriamo'),
    ],
    cta: 'Chiami ora',
    contactText: 'Ci scriva la Sua domanda.',
  },
};
