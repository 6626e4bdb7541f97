import type { KitCard, LanguageKits } from './kit-words';

/*
 * Les kits en français (décision 0063), écrits comme un artisan ou un commerce de France les écrirait :
 * vouvoiement, mots du métier, rien que le propriétaire n'ait dit (pas d'horaires, de garanties,
 * d'assurances, de devis gratuits ni d'années d'expérience sans question posée d'abord).
 */

const area = (what: string): KitCard => ({
  title: 'Notre secteur',
  description: `Nous sommes installés à {town} et ${what} à {town} et dans les environs. Vous ne savez pas si nous nous déplaçons jusqu’à chez vous ? Appelez-nous ou écrivez-nous pour le savoir.`,
});

const pricing = (what: string): KitCard => ({
  title: 'Votre devis',
  description: `Décrivez-nous ${what} par téléphone ou avec le formulaire ci-dessous : nous vous expliquons le prix avant toute intervention.`,
});

const confirmGuarantee = 'Garantissez-vous votre travail ? Gardez cette carte seulement si c’est le cas, et indiquez pour combien de temps.';
const confirmFreeQuote = 'Vos devis sont-ils gratuits ? Gardez cette carte seulement si c’est le cas.';
const confirmInsured = 'Avez-vous une assurance responsabilité civile professionnelle pour ce travail ? Gardez cette carte seulement si c’est le cas.';
const findUs: KitCard = { title: 'Nous trouver', description: 'Nous sommes à {town}. Appelez-nous si vous cherchez le chemin.' };

export const FR: LanguageKits = {
  plumber: {
    tagline: 'Votre plombier à {town}',
    intro: 'Fuites, canalisations bouchées, chauffe-eau et salles de bains à {town}. Appelez {company} : vous parlez directement au plombier qui intervient.',
    aboutTitle: 'Votre plombier de proximité',
    about:
      '{company} est une entreprise de plomberie installée à {town}. Nous intervenons chez les particuliers, dans les appartements en location et les petits commerces : robinets qui gouttent, chasses d’eau qui fuient, tuyaux percés, chauffe-eau et rénovation complète de salle de bains.\n\nQuand vous appelez, vous avez directement au bout du fil la personne qui fera le travail. Nous vous expliquons la panne simplement et fixons le prix avec vous avant de commencer.',
    servicesTitle: 'Nos prestations',
    services: [
      { title: 'Fuites et dépannage', description: 'Robinets qui gouttent, chasses d’eau qui coulent, tuyaux et vannes qui fuient : recherche de fuite et réparation.' },
      { title: 'Débouchage', description: 'Éviers, douches, WC et évacuations extérieures débouchés, avec des conseils pour que ça s’écoule bien.' },
      { title: 'Chauffe-eau et chaudières', description: 'Chauffe-eau et chaudières entretenus, réparés ou remplacés, radiateurs qui ne chauffent plus remis en état.' },
      { title: 'Salles de bains et cuisines', description: 'Robinetterie, douches, éviers et rénovation complète de salle de bains, pensés avec vous.' },
    ],
    infoTitle: 'Bon à savoir',
    info: [
      pricing('l’intervention'),
      {
        title: 'Professionnel du gaz',
        description: 'Nous sommes habilités à intervenir sur vos installations et chaudières au gaz. Demandez-nous nos justificatifs.',
        confirm: 'Êtes-vous qualifié pour les installations gaz (par exemple PG ou Qualigaz) ? Gardez cette carte seulement si c’est le cas.',
      },
      { title: 'Dépannage en urgence', description: 'Une canalisation qui a cédé, plus d’eau ? Appelez-nous : nous intervenons en urgence à {town}.', confirm: 'Intervenez-vous en urgence ? Gardez cette carte seulement si c’est le cas.' },
      area('réalisons vos travaux de plomberie'),
    ],
    cta: 'Appelez-nous',
    contactText: 'Dites-nous ce qui fuit, goutte ou est bouché, et quand vous êtes disponible.',
  },
  electrician: {
    tagline: 'Votre électricien à {town}, en toute sécurité',
    intro: 'De la prise supplémentaire à la rénovation complète, {company} réalise vos travaux d’électricité à {town}, proprement et en sécurité, avec un prix fixé avant de commencer.',
    aboutTitle: 'Qui sommes-nous',
    about:
      '{company} est une entreprise d’électricité au service des particuliers et des petites entreprises de {town}. Nous posons éclairages et prises, remplaçons les tableaux électriques, installons les bornes de recharge et trouvons la cause des coupures à répétition.\n\nNous contrôlons ce que nous installons, laissons le chantier propre et vous remettons les documents des travaux réalisés.',
    servicesTitle: 'Prestations',
    services: [
      { title: 'Recherche de panne', description: 'Disjoncteur qui saute, lumières qui clignotent, prises mortes : nous trouvons la cause et réparons.' },
      { title: 'Éclairage', description: 'Éclairage intérieur, extérieur et de sécurité, étudié avec vous et posé avec soin.' },
      { title: 'Tableau électrique', description: 'Ancien tableau à fusibles remplacé par un tableau moderne, avec les protections demandées par la norme NF C 15-100.' },
      { title: 'Bornes de recharge', description: 'Une borne pour votre voiture électrique sur son propre circuit, après vérification de votre installation.' },
    ],
    infoTitle: 'Pourquoi nous appeler',
    info: [
      pricing('les travaux'),
      {
        title: 'Électricien qualifié',
        description: 'Nous sommes une entreprise qualifiée en électricité et vous remettons l’attestation de conformité visée par le Consuel quand elle est exigée.',
        confirm: 'Êtes-vous une entreprise qualifiée (par exemple Qualifelec) ? Gardez cette carte seulement si c’est le cas.',
      },
      { title: 'Assurés', description: 'Nous avons une assurance responsabilité civile professionnelle pour les travaux réalisés chez vous.', confirm: confirmInsured },
      area('réalisons vos travaux d’électricité'),
    ],
    cta: 'Appelez-nous',
    contactText: 'Décrivez les travaux ou la panne, et quand vous souhaitez l’intervention.',
  },
  landscaper: {
    tagline: 'Jardins conçus, créés et entretenus',
    intro: '{company} conçoit, aménage et entretient les jardins de {town} : pelouses, plantations, terrasses et allées adaptées à votre façon de vivre dehors.',
    aboutTitle: 'À propos de {company}',
    about:
      '{company} est un paysagiste installé à {town}. Nous travaillons sur les jardins de devant et de derrière et les espaces verts des petites entreprises, du grand nettoyage de printemps à la création complète.\n\nNous commençons par faire le tour du jardin avec vous pour comprendre comment vous voulez en profiter, puis nous vous proposons un plan et un devis à étudier tranquillement.',
    servicesTitle: 'Nos services',
    services: [
      { title: 'Conception de jardin', description: 'Un plan pensé pour votre terrain, votre sol et votre budget, avec des plantes adaptées à l’exposition.' },
      { title: 'Pelouses et plantations', description: 'Gazon en rouleau ou semé, massifs, arbres et haies plantés à la bonne saison.' },
      { title: 'Terrasses et allées', description: 'Terrasses et allées en dalles, pavés ou gravier, posées sur une base solide.' },
      { title: 'Entretien saisonnier', description: 'Tonte, taille, désherbage et ramassage des feuilles, régulièrement ou ponctuellement.' },
    ],
    infoTitle: 'Notre méthode',
    info: [
      { title: 'D’abord une visite', description: 'Nous venons voir le jardin, écoutons vos envies et prenons les mesures, puis vous envoyons un plan et un prix.' },
      { title: 'Devis gratuit', description: 'La visite et le devis qui suit ne vous coûtent rien.', confirm: confirmFreeQuote },
      { title: 'Assurés', description: 'Nous avons une assurance responsabilité civile professionnelle pendant nos travaux chez vous.', confirm: confirmInsured },
      area('créons et entretenons des jardins'),
    ],
    cta: 'Demandez un devis',
    contactText: 'Parlez-nous de votre jardin et de ce que vous aimeriez changer.',
  },
  irrigation: {
    tagline: 'Un gazon vert avec moins d’eau',
    intro: '{company} conçoit, installe et répare l’arrosage automatique et le goutte-à-goutte à {town}, pour que chaque coin de votre jardin reçoive l’eau dont il a besoin.',
    aboutTitle: 'Qui sommes-nous',
    about:
      '{company} s’occupe des systèmes d’arrosage des particuliers et des petites entreprises de {town}. Nous concevons de nouveaux réseaux d’arrosage automatique et de goutte-à-goutte, réparons les arroseurs cassés et les électrovannes qui fuient, et installons des programmateurs qui arrosent selon la météo.\n\nNous mesurons la pression, découpons les zones et choisissons les bons arroseurs : l’eau va sur les plantes, pas sur l’allée.',
    servicesTitle: 'Prestations',
    services: [
      { title: 'Arrosage automatique', description: 'Un réseau conçu pour votre pelouse, avec des arroseurs bien réglés pour arroser chaque coin de façon égale.' },
      { title: 'Goutte-à-goutte', description: 'L’eau directement au pied des massifs, des arbustes et du potager.' },
      { title: 'Réparations', description: 'Arroseurs cassés, électrovannes qui fuient et zones sèches : nous trouvons et réparons, quelle que soit la marque.' },
      { title: 'Programmateurs connectés', description: 'Des programmateurs qui sautent l’arrosage quand il pleut, réglables depuis votre téléphone.' },
    ],
    infoTitle: 'Bon à savoir',
    info: [
      { title: 'Mise en route et hivernage', description: 'Au printemps, nous remettons le réseau en service, testons chaque zone et réglons la programmation ; avant les gelées, nous le vidangeons.' },
      pricing('votre pelouse et vos massifs'),
      { title: 'Garantie de pose', description: 'Nous garantissons les systèmes que nous installons.', confirm: confirmGuarantee },
      area('installons et réparons les systèmes d’arrosage'),
    ],
    cta: 'Appelez-nous',
    contactText: 'Parlez-nous de votre jardin et, si vous en avez un, de votre arrosage actuel.',
  },
  'house-cleaner': {
    tagline: 'Une maison propre sans y penser',
    intro: '{company} fait le ménage chez vous à {town} : chaque semaine, tous les quinze jours ou ponctuellement, selon la liste que vous choisissez.',
    aboutTitle: 'À propos de {company}',
    about:
      '{company} est un service de ménage à domicile à {town}. Nous nettoyons cuisines, salles de bains, chambres et pièces à vivre, et nous nous chargeons aussi des gros travaux : grand ménage, nettoyage avant état des lieux et nettoyage de fin de chantier.\n\nDites-nous comment vous aimez que les choses soient faites et ce qui compte le plus pour vous : nous suivons votre liste.',
    servicesTitle: 'Nos prestations de ménage',
    services: [
      { title: 'Ménage régulier', description: 'Chaque semaine ou tous les quinze jours : cuisine, salles de bains, sols, poussière et lits, selon votre liste.' },
      { title: 'Grand ménage', description: 'L’intérieur des placards et de l’électroménager, derrière les meubles, les plinthes et les joints.' },
      { title: 'Avant état des lieux', description: 'Un logement vide nettoyé de fond en comble pour les prochains occupants, prêt pour l’état des lieux.' },
      { title: 'Fin de chantier', description: 'Poussière, taches de peinture et gravats enlevés une fois les artisans partis.' },
    ],
    infoTitle: 'Bon à savoir',
    info: [
      pricing('la surface de votre logement et le rythme souhaité'),
      { title: 'Produits', description: 'Dites-nous si vous préférez que nous utilisions vos propres produits, ou des produits sans parfum.' },
      { title: 'Assurés', description: 'Nous avons une assurance responsabilité civile professionnelle pour les logements que nous nettoyons.', confirm: confirmInsured },
      area('faisons le ménage'),
    ],
    cta: 'Appelez pour réserver',
    contactText: 'Indiquez-nous la surface de votre logement et à quel rythme vous souhaitez un ménage.',
  },
  'hair-salon': {
    tagline: 'Coupe, couleur et coiffage à {town}',
    intro: 'Coupes, couleurs et coiffages chez {company} à {town}. On commence par parler de vos envies, et vous repartez en vous sentant vous-même, en mieux.',
    aboutTitle: 'Bienvenue chez {company}',
    about:
      '{company} est un salon de coiffure indépendant à {town} : coupe, couleur et coiffage pour tous les types et toutes les textures de cheveux.\n\nChaque rendez-vous commence par un vrai échange sur ce que vous souhaitez et sur la façon dont vous vous coiffez au quotidien, et nous vous disons franchement ce qui vous ira.',
    servicesTitle: 'Prestations',
    services: [
      { title: 'Coupe et brushing', description: 'Une coupe adaptée à votre visage et à vos cheveux, finie par un brushing et des conseils pour vous coiffer chez vous.' },
      { title: 'Couleur', description: 'Couleur complète, retouche racines et couverture des cheveux blancs, dans la nuance qui vous va.' },
      { title: 'Mèches et balayage', description: 'Des mèches douces et naturelles peintes à la main, pour une couleur qui repousse en douceur.' },
      { title: 'Coiffures de fête', description: 'Chignons et coiffages pour les mariages, les soirées et les grandes occasions.' },
    ],
    infoTitle: 'Nous rendre visite',
    info: [
      { title: 'Rendez-vous', description: 'Appelez-nous ou écrivez-nous pour prendre rendez-vous. Précisez la prestation souhaitée pour que nous prévoyions le bon temps.' },
      { title: 'Test d’allergie', description: 'Si vous venez pour une première couleur chez nous, demandez un test cutané avant votre rendez-vous.' },
      { title: 'Tarifs', description: 'Le prix dépend de vos cheveux et de la prestation. Demandez-nous, nous vous le disons avant de commencer.' },
      findUs,
    ],
    cta: 'Prendre rendez-vous',
    contactText: 'Une question sur un rendez-vous, un tarif ou un changement de couleur ? Écrivez-nous.',
  },
  barber: {
    tagline: 'Coupes nettes et rasage à l’ancienne à {town}',
    intro: '{company} est un barbier à {town} : coupes classiques et modernes, taille de barbe et rasage à la serviette chaude, dans les règles de l’art.',
    aboutTitle: 'La boutique',
    about:
      '{company} coupe les cheveux à {town} pour ceux qui veulent être nets sans chichis : dégradés à blanc, coupes aux ciseaux, taille de barbe et rasage traditionnel à la serviette chaude.\n\nInstallez-vous, parlez autant ou aussi peu que vous voulez ; nous vous dirons comment garder votre coupe impeccable jusqu’à la prochaine fois.',
    servicesTitle: 'Prestations',
    services: [
      { title: 'Coupe homme', description: 'Classique ou moderne, à la tondeuse ou aux ciseaux, coiffée comme vous la portez.' },
      { title: 'Dégradé', description: 'Des dégradés nets et serrés, fondus à la main, finis par des contours précis.' },
      { title: 'Taille de barbe', description: 'Barbe taillée, dessinée et contours faits, avec serviette chaude et huile.' },
      { title: 'Rasage traditionnel', description: 'Un rasage au coupe-chou avec serviettes chaudes et baume.' },
    ],
    infoTitle: 'Bon à savoir',
    info: [
      { title: 'Sans rendez-vous', description: 'Passez pendant nos heures d’ouverture, ou appelez pour réserver un créneau.', confirm: 'Prenez-vous les clients sans rendez-vous ? Gardez cette carte seulement si c’est le cas.' },
      { title: 'Réservations', description: 'Appelez pour réserver votre coupe, ou pour un groupe avant un mariage ou une grande soirée.' },
      { title: 'Tarifs', description: 'Demandez-nous nos tarifs, par téléphone ou à la boutique.' },
      findUs,
    ],
    cta: 'Appelez-nous',
    contactText: 'Une question sur une coupe, une réservation ou une venue en groupe ? Écrivez-nous.',
  },
  'nail-salon': {
    tagline: 'De beaux ongles, faits avec soin',
    intro: 'Manucure, beauté des pieds, vernis semi-permanent et nail art chez {company} à {town}.',
    aboutTitle: 'À propos de {company}',
    about:
      '{company} est un institut d’onglerie à {town}. Nous faisons tout, de la simple pose de vernis au gainage complet et au nail art peint à la main.\n\nDites-nous ce que vous imaginez, ou montrez-nous une photo, et nous prendrons le temps qu’il faut. Nous vous conseillons sur les formes, les longueurs et les couleurs qui vont à vos mains, et sur l’entretien de vos ongles entre deux rendez-vous.',
    servicesTitle: 'Soins',
    services: [
      { title: 'Manucure', description: 'Ongles limés, cuticules soignées et vernis de votre choix pour finir.' },
      { title: 'Beauté des pieds', description: 'Un bain de pieds chaud, le soin des ongles et des cuticules, et le vernis.' },
      { title: 'Semi-permanent', description: 'Un vernis semi-permanent qui ne s’écaille pas, séché sous lampe et retiré en douceur quand vous le souhaitez.' },
      { title: 'Nail art', description: 'D’un seul ongle décoré à des motifs détaillés peints à la main. Apportez une photo, nous l’adaptons à vous.' },
    ],
    infoTitle: 'Nous rendre visite',
    info: [
      { title: 'Rendez-vous', description: 'Appelez-nous ou écrivez-nous pour prendre rendez-vous, en précisant le soin souhaité.' },
      { title: 'Hygiène', description: 'Instruments métalliques stérilisés entre chaque cliente, limes et polissoirs neufs pour chacune.', confirm: 'Stérilisez-vous vos instruments métalliques et utilisez-vous des limes neuves pour chaque cliente ? Gardez cette carte seulement si c’est le cas.' },
      { title: 'Cartes cadeaux', description: 'Faites plaisir : demandez-nous nos cartes cadeaux.', confirm: 'Vendez-vous des cartes cadeaux ? Gardez cette carte seulement si c’est le cas.' },
      { title: 'Après le soin', description: 'Demandez-nous comment prendre soin de vos ongles et cuticules entre deux rendez-vous, et comment retirer le semi-permanent sans abîmer l’ongle.' },
      findUs,
    ],
    cta: 'Prendre rendez-vous',
    contactText: 'Une question sur un soin, un tarif ou un rendez-vous à plusieurs ? Écrivez-nous.',
  },
  'dog-groomer': {
    tagline: 'Chiens heureux, poils soignés',
    intro: '{company} toilette les chiens de toutes tailles à {town} : bain, coupe, griffes et oreilles, avec beaucoup de patience.',
    aboutTitle: 'Qui sommes-nous',
    about:
      '{company} est un salon de toilettage canin à {town}. Nous toilettons toutes les races et toutes les tailles, du chiot qui vient pour la première fois au chien d’adoption craintif et au vieux chien qui demande un peu plus d’attention.\n\nParlez-nous de votre chien en prenant rendez-vous : comment il réagit aux inconnus, au bruit et aux manipulations, et tout ce que nous devons savoir.',
    servicesTitle: 'Toilettage',
    services: [
      { title: 'Toilettage complet', description: 'Bain, séchage, coupe selon le standard de la race ou à votre goût, griffes et oreilles.' },
      { title: 'Bain et finitions', description: 'Un bain, un démêlage et un coup de ciseaux autour de la tête, des pattes et de la queue entre deux toilettages.' },
      { title: 'Première visite du chiot', description: 'Une première visite courte et douce pour habituer le chiot aux bruits et aux manipulations.' },
      { title: 'Griffes et oreilles', description: 'Coupe des griffes et nettoyage des oreilles seuls.' },
    ],
    infoTitle: 'Bon à savoir',
    info: [
      { title: 'Tarifs', description: 'Le prix dépend de la taille, du poil et de son état. Demandez-nous en prenant rendez-vous.' },
      { title: 'Vaccins', description: 'Pour la sécurité de tous les chiens, merci de vérifier que les vaccins du vôtre sont à jour.' },
      { title: 'Un chien à la fois', description: 'Nous toilettons un seul chien à la fois : pas de foule, pas d’attente en cage.', confirm: 'Toilettez-vous un seul chien à la fois ? Gardez cette carte seulement si c’est le cas.' },
      area('toilettons les chiens'),
    ],
    cta: 'Prendre rendez-vous',
    contactText: 'Parlez-nous de votre chien, de sa race et du moment qui vous arrange.',
  },
  bakery: {
    tagline: 'Pétri et cuit à {town}',
    intro: 'Pains, viennoiseries et gâteaux de fête de {company}, cuits à {town}.',
    aboutTitle: 'Notre boulangerie',
    about:
      '{company} est une boulangerie artisanale à {town} : du pain à la croûte bien dorée, des viennoiseries feuilletées et des gâteaux pour les jours qui comptent.\n\nPassez voir ce qu’il y a en vitrine aujourd’hui, ou appelez-nous et nous vous mettons votre commande de côté. Vous avez un pain préféré ? Demandez-nous à quelle heure il sort du four. Un anniversaire, un mariage ou un pot au bureau en vue ? Donnez-nous la date, le nombre de personnes et vos idées, et nous en parlons ensemble.',
    servicesTitle: 'Sortis du four',
    services: [
      { title: 'Pains', description: 'Pain au levain, pain de seigle, pain aux graines et baguettes.' },
      { title: 'Viennoiseries', description: 'Croissants, pains au chocolat et brioches, cuits pour la vitrine.' },
      { title: 'Gâteaux de fête', description: 'Gâteaux d’anniversaire, de mariage et de fête sur commande, décorés selon votre thème.' },
      { title: 'Pour les commerces', description: 'Pains et viennoiseries pour les cafés, commerces et restaurants de {town}. Demandez-nous ce que nous pouvons livrer.' },
    ],
    infoTitle: 'Nous rendre visite',
    info: [
      { title: 'Commandes', description: 'Pour les gâteaux et les grosses commandes, appelez-nous avec la date : nous vous dirons combien de temps à l’avance commander.' },
      { title: 'Ingrédients et allergènes', description: 'Demandez-nous les ingrédients et les allergènes de nos produits avant d’acheter.' },
      findUs,
    ],
    cta: 'Commandez par téléphone',
    contactText: 'Une commande de gâteau, une livraison pour votre commerce ou une question sur la vitrine du jour ? Écrivez-nous.',
  },
  cafe: {
    tagline: 'Du bon café et un accueil chaleureux à {town}',
    intro: '{company} est un café à {town} : un café préparé avec soin, petit-déjeuner et déjeuner, et une table pour rester un moment.',
    aboutTitle: 'Le café',
    about:
      '{company} est un café à {town} ouvert à tous : ceux qui partent tôt au travail, les parents après l’école, les amis qui se retrouvent et ceux qui travaillent sur leur ordinateur.\n\nVenez prendre un café et un morceau, sur place ou à emporter.',
    servicesTitle: 'À la carte',
    services: [
      { title: 'Cafés', description: 'Expresso, café filtre et tout ce qu’il y a entre les deux.' },
      { title: 'Petit-déjeuner', description: 'Œufs comme vous les aimez, tartines, pancakes et plus encore le matin.' },
      { title: 'Déjeuner', description: 'Soupes, salades et sandwichs.' },
      { title: 'Gâteaux et douceurs', description: 'Gâteaux, biscuits et viennoiseries à déguster avec votre café ou à emporter.' },
    ],
    infoTitle: 'Nous rendre visite',
    info: [
      { title: 'À emporter', description: 'Tout ce qui est à la carte peut être préparé à emporter.' },
      { title: 'Ingrédients et allergènes', description: 'Demandez-nous les ingrédients et les allergènes de tout ce qui est à la carte.' },
      { title: 'Groupes et événements', description: 'Demandez-nous une table pour un groupe ou le café pour un petit événement.' },
      findUs,
    ],
    cta: 'Appelez-nous',
    contactText: 'Une question sur la carte, une table pour un groupe ou un événement ? Écrivez-nous.',
  },
  'food-truck': {
    tagline: 'Cuisine de rue, préparée minute',
    intro: '{company} fait goûter sa cuisine de rue à {town} : retrouvez-nous sur nos emplacements, ou réservez le camion pour votre événement.',
    aboutTitle: 'Le food truck',
    about:
      '{company} est un food truck qui sillonne {town} et ses environs, avec une courte carte de spécialités préparées minute.\n\nRetrouvez-nous le midi et sur les marchés, ou réservez-nous pour un mariage, une fête, un déjeuner d’entreprise ou un festival.',
    servicesTitle: 'Ce que nous proposons',
    services: [
      { title: 'Notre carte', description: 'Une courte carte de spécialités, préparées minute.' },
      { title: 'Fêtes privées', description: 'Mariages, anniversaires et fêtes au jardin : nous nous garons, cuisinons et servons vos invités.' },
      { title: 'Repas d’entreprise', description: 'Le déjeuner de votre équipe, servi depuis le camion.' },
      { title: 'Marchés et festivals', description: 'Retrouvez-nous sur les marchés et les festivals autour de {town}.' },
    ],
    infoTitle: 'Bon à savoir',
    info: [
      { title: 'Où nous trouver', description: 'Nos emplacements de la semaine sont sur notre page de réseau social. Appelez-nous si vous ne nous trouvez pas.' },
      { title: 'Réserver le camion', description: 'Donnez-nous la date, le lieu et le nombre d’invités, et nous vous envoyons un prix.' },
      { title: 'Ingrédients et allergènes', description: 'Demandez-nous les ingrédients et les allergènes de chaque plat avant de commander.' },
      { title: 'Paiement', description: 'Nous acceptons la carte bancaire et le sans contact au camion.', confirm: 'Acceptez-vous la carte bancaire et le sans contact ? Gardez cette carte seulement si c’est le cas.' },
    ],
    cta: 'Réservez le camion',
    contactText: 'Indiquez-nous la date, le lieu et le nombre d’invités de votre événement.',
  },
  photographer: {
    tagline: 'Des photos que vous garderez',
    intro: '{company} photographie mariages, familles et entreprises à {town} et au-delà : des images naturelles de vrais moments.',
    aboutTitle: 'Qui suis-je',
    about:
      '{company} est photographe à {town} : mariages, familles, portraits et petites entreprises, en extérieur ou en studio.\n\nAvant chaque séance, nous parlons de ce qui compte pour vous ; ensuite, vous recevez une galerie retouchée à télécharger, partager et imprimer.',
    servicesTitle: 'Photographie',
    services: [
      { title: 'Mariages', description: 'L’histoire de votre journée, des préparatifs à l’ouverture du bal.' },
      { title: 'Familles et portraits', description: 'Des séances détendues à la maison, en extérieur ou en studio.' },
      { title: 'Entreprises et portraits pro', description: 'Portraits professionnels, photos d’équipe et images de votre travail pour votre site et vos réseaux sociaux.' },
      { title: 'Événements', description: 'Fêtes, lancements et événements associatifs, photographiés avec discrétion.' },
    ],
    infoTitle: 'Bon à savoir',
    info: [
      { title: 'Réservation', description: 'Donnez-moi la date et le lieu : je vous dis si je suis disponible et quel est le tarif.' },
      { title: 'Votre galerie', description: 'Demandez-moi quand votre galerie sera prête : cela dépend du type de séance.' },
      { title: 'Tirages et albums', description: 'Tirages et albums peuvent être commandés depuis votre galerie.', confirm: 'Proposez-vous des tirages et des albums ? Gardez cette carte seulement si c’est le cas.' },
      area('faisons des photos'),
    ],
    cta: 'Vérifier mes dates',
    contactText: 'Parlez-moi de votre projet, de la date et du lieu.',
  },
  'personal-trainer': {
    tagline: 'Plus fort, mieux dans votre corps',
    intro: 'Coaching sportif à {town} avec {company} : un programme construit autour de vos objectifs et de votre semaine.',
    aboutTitle: 'Qui suis-je',
    about:
      '{company}, c’est du coaching sportif à {town} pour tous les âges et tous les niveaux. Que vous vouliez vous renforcer, perdre du poids, préparer une course ou bouger sans douleur, nous construisons un programme autour de vous.\n\nNous commençons par parler de vos objectifs, de votre santé et de votre emploi du temps, et vous saurez toujours pourquoi vous faites chaque exercice.',
    servicesTitle: 'Coaching',
    services: [
      { title: 'Coaching individuel', description: 'Des séances pensées pour vous seul, en salle, en plein air ou à domicile.' },
      { title: 'Petits groupes', description: 'Entraînez-vous à deux ou trois amis : la même attention, un coût partagé.' },
      { title: 'Bien manger', description: 'Des habitudes alimentaires simples et réalistes, adaptées à votre vie et à votre entraînement.' },
      { title: 'Coaching en ligne', description: 'Un programme dans votre poche, avec des points réguliers.' },
    ],
    infoTitle: 'Bon à savoir',
    info: [
      { title: 'Un premier échange', description: 'Avant tout entraînement, nous parlons de vos objectifs et de votre semaine.' },
      { title: 'Coach diplômé', description: 'Un coach sportif diplômé, formé aux premiers secours.', confirm: 'Êtes-vous coach diplômé (par exemple BPJEPS ou STAPS) et formé aux premiers secours ? Gardez cette carte seulement si c’est le cas, et nommez le diplôme.' },
      { title: 'Tarifs', description: 'Renseignez-vous sur les séances à l’unité et les carnets de séances.' },
      area('entraînons nos clients'),
    ],
    cta: 'Appelez pour commencer',
    contactText: 'Parlez-moi de vos objectifs et de vos disponibilités.',
  },
  handyman: {
    tagline: 'Petits travaux et réparations à {town}',
    intro: 'Étagères, portes, montage de meubles, petites réparations et bricolage : {company} s’occupe de votre liste à {town}.',
    aboutTitle: 'À propos de {company}',
    about:
      '{company} propose des petits travaux à domicile à {town}, pour tout ce qu’on remet toujours à plus tard : accrocher tableaux et étagères, réparer les portes qui frottent, monter des meubles, reboucher les murs et refaire les joints de baignoire.\n\nFaites votre liste, nous nous en occupons, et nous laissons tout propre derrière nous.',
    servicesTitle: 'Nos interventions',
    services: [
      { title: 'Réparations', description: 'Portes qui frottent, poignées qui bougent, robinets qui gouttent et autres petites réparations dans la maison.' },
      { title: 'Montage et fixation', description: 'Meubles montés, étagères et téléviseurs fixés au mur, tringles et stores posés.' },
      { title: 'Murs et finitions', description: 'Trous rebouchés et poncés, joints refaits et petites surfaces repeintes.' },
      { title: 'Travaux extérieurs', description: 'Gouttières nettoyées, panneaux de clôture remplacés, terrasses en bois réparées et abris de jardin montés.' },
    ],
    infoTitle: 'Bon à savoir',
    info: [
      pricing('votre liste de travaux'),
      { title: 'Réservation', description: 'Réservez une heure, une demi-journée ou une journée entière pour votre liste.' },
      { title: 'Assurés', description: 'Nous avons une assurance responsabilité civile professionnelle pour les travaux chez vous.', confirm: confirmInsured },
      area('faisons les réparations et petits travaux'),
    ],
    cta: 'Appelez-nous',
    contactText: 'Envoyez-nous votre liste de travaux et vos disponibilités.',
  },
  painter: {
    tagline: 'Des finitions nettes et durables',
    intro: 'Peinture intérieure et extérieure à {town}. {company} prépare chaque surface et protège votre intérieur pendant les travaux.',
    aboutTitle: 'Qui sommes-nous',
    about:
      '{company} est une entreprise de peinture et décoration à {town}. Nous peignons salons et chambres, cuisines et placards, entrées et cages d’escalier, ainsi que les façades, clôtures et terrasses en bois.\n\nUne belle finition, c’est surtout de la préparation : reboucher, poncer, appliquer la sous-couche et protéger avant de peindre. Nous protégeons vos sols et vos meubles et faisons le tour du chantier terminé avec vous.',
    servicesTitle: 'Prestations',
    services: [
      { title: 'Peinture intérieure', description: 'Murs, plafonds, boiseries et portes, avec de l’aide pour choisir les couleurs si vous le souhaitez.' },
      { title: 'Peinture extérieure', description: 'Façades, menuiseries, fenêtres et portes préparées et peintes pour résister aux intempéries.' },
      { title: 'Meubles de cuisine', description: 'Façades de cuisine repeintes avec une finition lisse et résistante : une cuisine qui a l’air neuve sans en changer.' },
      { title: 'Terrasses et clôtures', description: 'Nettoyées, réparées, puis lasurées ou peintes.' },
    ],
    infoTitle: 'Pourquoi nous',
    info: [
      pricing('les pièces ou les surfaces'),
      { title: 'Chantier propre', description: 'Meubles déplacés et protégés, sols couverts et tout nettoyé chaque soir.' },
      { title: 'Garantie', description: 'Si notre peinture s’écaille ou se fissure, nous revenons la reprendre.', confirm: confirmGuarantee },
      area('peignons maisons et locaux'),
    ],
    cta: 'Demandez un prix',
    contactText: 'Dites-nous quelles pièces ou surfaces vous souhaitez faire peindre.',
  },
  roofer: {
    tagline: 'Toitures et gouttières à {town}',
    intro: 'Réparations de toiture, toitures neuves et gouttières à {town}. {company} trouve le problème, vous le montre et le répare.',
    aboutTitle: 'À propos de {company}',
    about:
      '{company} est une entreprise de couverture à {town}. Nous réparons les fuites et les dégâts de tempête, refaisons les toitures usées, et posons et nettoyons les gouttières des maisons et petits bâtiments.\n\nNous regardons avant de chiffrer et vous montrons en photos ce que nous avons trouvé : vous voyez le problème par vous-même.',
    servicesTitle: 'Couverture',
    services: [
      { title: 'Réparation de toiture', description: 'Fuites, tuiles glissées ou cassées, solins et cheminées : nous trouvons et réparons.' },
      { title: 'Toiture neuve', description: 'Réfection complète de toiture en tuiles, ardoises ou zinc.' },
      { title: 'Gouttières', description: 'Gouttières et descentes neuves posées, anciennes nettoyées et réparées.' },
      { title: 'Diagnostic de toiture', description: 'Un contrôle de votre toit avec photos, avant d’acheter ou de vendre, ou avant l’hiver.' },
    ],
    infoTitle: 'Bon à savoir',
    info: [
      pricing('votre toiture'),
      { title: 'Dégâts de tempête', description: 'Après une tempête, appelez-nous : nous mettons votre toit hors d’eau et pouvons vous fournir les photos que demande votre assureur.', confirm: 'Intervenez-vous en urgence après une tempête ? Gardez cette carte seulement si c’est le cas.' },
      { title: 'Assurés', description: 'Nous avons une assurance responsabilité civile et une garantie décennale, et travaillons en sécurité en hauteur.', confirm: 'Avez-vous une assurance responsabilité civile professionnelle et une garantie décennale ? Gardez cette carte seulement si c’est le cas.' },
      area('réparons et refaisons les toitures'),
    ],
    cta: 'Appelez-nous',
    contactText: 'Parlez-nous de la fuite ou de la toiture que vous souhaitez refaire.',
  },
  'auto-repair': {
    tagline: 'Réparation auto à {town}',
    intro: 'Entretien, freins, pneus et réparations chez {company} à {town}. Nous vous appelons avec le prix avant d’intervenir.',
    aboutTitle: 'Le garage',
    about:
      '{company} est un garage indépendant à {town} : entretien et réparation des voitures et utilitaires de toutes marques.\n\nAmenez votre voiture pour une révision, un bruit bizarre ou un voyant qui ne s’éteint pas. Nous regardons, vous expliquons simplement ce que nous avons trouvé et ce qui peut attendre, et vous appelons avec un prix avant de commencer : c’est vous qui décidez.',
    servicesTitle: 'Prestations',
    services: [
      { title: 'Révision', description: 'Révision selon le carnet du constructeur : vidange, filtres, niveaux et contrôles.' },
      { title: 'Freins et pneus', description: 'Plaquettes, disques, liquide et pneus contrôlés et remplacés.' },
      { title: 'Diagnostic', description: 'Voyants allumés et bruits suspects recherchés avec la valise de diagnostic.' },
      {
        title: '{{BE:Contrôle technique|CH:Expertise MFK|*:Contrôle technique}}',
        description: '{{CH:Votre véhicule préparé pour l’expertise, et les réparations nécessaires pour la réussir.|*:Votre voiture préparée pour le contrôle technique, et les réparations nécessaires pour le passer.}}',
        confirm: 'Préparez-vous les véhicules au contrôle technique ? Gardez cette carte seulement si c’est le cas.',
      },
    ],
    infoTitle: 'Bon à savoir',
    info: [
      { title: 'Prix', description: 'Nous vous appelons avec le prix avant toute intervention et ne faisons jamais plus que ce qui est convenu.' },
      { title: 'Rendez-vous', description: 'Appelez pour prendre rendez-vous, en précisant la marque, le modèle et ce que fait la voiture.' },
      { title: 'Garantie', description: 'Nos réparations sont garanties, pièces et main-d’œuvre.', confirm: 'Garantissez-vous vos réparations ? Gardez cette carte seulement si c’est le cas, et indiquez pour combien de temps.' },
      findUs,
    ],
    cta: 'Prendre rendez-vous',
    contactText: 'Indiquez-nous la marque, le modèle et ce que fait la voiture.',
  },
  tutor: {
    tagline: 'La confiance d’abord, les résultats suivent',
    intro: 'Cours particuliers à {town} et en ligne avec {company} : une aide patiente pour que tout devienne clair.',
    aboutTitle: 'Qui suis-je',
    about:
      '{company} propose des cours particuliers aux élèves de {town} et en ligne : maths, français et sciences, du primaire au bac.\n\nChaque élève est différent : nous commençons par repérer les lacunes et la façon dont il apprend le mieux. Les cours sont calmes, patients et concrets, avec du temps pour les questions qu’on n’ose pas poser en classe. Les parents ont un retour après chaque cours.',
    servicesTitle: 'Cours',
    services: [
      { title: 'Mathématiques', description: 'Des tables de multiplication à l’algèbre et aux sujets d’examen, expliqués pas à pas.' },
      { title: 'Français', description: 'Lecture, rédaction et dissertation, en renforçant grammaire et vocabulaire au passage.' },
      { title: 'Sciences', description: 'SVT, physique et chimie rendues compréhensibles.' },
      { title: 'Préparation aux examens', description: 'Planning de révisions, annales et méthode avant {{BE:le CEB et le CESS|CH:la maturité|*:le brevet et le bac}}.' },
    ],
    infoTitle: 'Bon à savoir',
    info: [
      { title: 'Les cours', description: 'À {town} ou en ligne. Dites-nous quand votre enfant est disponible.' },
      { title: 'Tarifs', description: 'Renseignez-vous sur le prix d’un cours et le déroulement du premier.' },
      {
        title: 'Casier judiciaire vierge',
        description: 'Je peux vous présenter un extrait de casier judiciaire récent.',
        confirm: 'Pouvez-vous présenter un extrait de casier judiciaire récent ? Gardez cette carte seulement si c’est le cas.',
      },
      area('donnons des cours'),
    ],
    cta: 'Appelez pour un cours',
    contactText: 'Indiquez-moi la matière, la classe et ce que votre enfant trouve difficile.',
  },
  bookkeeper: {
    tagline: 'Des comptes tenus, des échéances sereines',
    intro: '{company} tient la comptabilité des petites entreprises de {town} : saisie, paie et chiffres prêts pour votre expert-comptable.',
    aboutTitle: 'À propos de {company}',
    about:
      '{company} est un cabinet de tenue de comptabilité pour les petites entreprises et les indépendants de {town}. Nous saisissons vos recettes et vos dépenses, rapprochons vos comptes bancaires, préparons la paie et ce dont votre expert-comptable a besoin en fin d’exercice.\n\nVous avez un seul interlocuteur qui connaît votre entreprise, et chaque mois une vue simple de votre situation.',
    servicesTitle: 'Prestations',
    services: [
      { title: 'Tenue mensuelle', description: 'Recettes, dépenses et comptes bancaires saisis et rapprochés chaque mois, dans le logiciel que vous utilisez.' },
      { title: 'Paie', description: '{{BE:Fiches de paie et déclarations sociales à temps.|CH:Fiches de salaire et décomptes des charges sociales à temps.|*:Bulletins de paie et DSN à temps.}}' },
      { title: 'Déclarations de TVA', description: 'Déclarations de TVA préparées et déposées avant l’échéance.', confirm: 'Préparez-vous et déposez-vous ces déclarations pour vos clients ? Gardez cette carte seulement si c’est le cas.' },
      { title: 'Remise à jour', description: 'Des mois de pièces en retard remis en ordre, prêts pour votre expert-comptable.' },
    ],
    infoTitle: 'Bon à savoir',
    info: [
      { title: 'Un premier rendez-vous', description: 'Nous commençons par regarder vos pièces ensemble et par parler de vos besoins.' },
      { title: 'Honoraires', description: 'Demandez-nous un forfait mensuel adapté au travail dont votre entreprise a besoin.' },
      { title: 'Confidentialité', description: 'Vos chiffres restent privés et ne sont jamais communiqués sans votre accord.' },
      area('tenons la comptabilité des petites entreprises'),
    ],
    cta: 'Appelez-nous',
    contactText: 'Parlez-nous de votre entreprise et de la façon dont vous tenez vos comptes aujourd’hui.',
  },
  other: {
    tagline: 'Proche de vous, à {town}',
    intro: '{company} est au service de ses clients à {town}. Contactez-nous pour parler de ce dont vous avez besoin.',
    aboutTitle: 'Qui sommes-nous',
    about:
      '{company} est une entreprise locale installée à {town}, au service des habitants et des entreprises de {town} et des environs.\n\nNous écoutons ce dont vous avez besoin, vous disons franchement ce que nous pouvons faire et ce que cela coûte, puis nous nous mettons au travail. Si quelque chose ne va pas, dites-le-nous et nous verrons ensemble comment y remédier. Appelez-nous, écrivez-nous avec le formulaire ci-dessous ou retrouvez-nous sur notre page de réseau social.',
    servicesTitle: 'Nos services',
    services: [
      { title: 'Conseils et prix', description: 'Dites-nous ce dont vous avez besoin : nous vous expliquons les possibilités et leur coût.' },
      { title: 'Notre service principal', description: 'Ce que nous faisons le mieux : ce que c’est, pour qui, et ce qui nous distingue. Demandez-nous.' },
      { title: 'Clients fidèles', description: 'Les clients qui reviennent apprennent à nous connaître, et nous apprenons ce dont ils ont besoin.' },
    ],
    infoTitle: 'Bon à savoir',
    info: [
      { title: 'Nous contacter', description: 'Appelez-nous ou écrivez-nous avec votre question, en indiquant le meilleur moment et le meilleur moyen de vous joindre.' },
      findUs,
      { title: 'Paiement', description: 'Nous acceptons les espèces, la carte bancaire et le virement.', confirm: 'Quels moyens de paiement acceptez-vous ? Modifiez cette carte en conséquence, puis affichez-la.' },
      area('travaillons'),
    ],
    cta: 'Appelez-nous',
    contactText: 'Écrivez-nous avec votre question.',
  },
};
