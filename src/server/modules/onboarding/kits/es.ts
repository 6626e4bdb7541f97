import type { KitCard, LanguageKits } from './kit-words';

/*
 * Los kits en español (decisión 0063), escritos como los escribiría un negocio de España: de usted, con
 * las palabras del oficio (fontanero, presupuesto, ITV, gestoría) y sin afirmar nada que el dueño no haya
 * dicho (horarios, garantías, seguros, presupuestos gratis o años de experiencia, sin preguntar antes).
 */

const area = (what: string): KitCard => ({
  title: 'Dónde trabajamos',
  description: `Estamos en {town} y ${what} en {town} y alrededores. ¿No sabe si llegamos hasta su zona? Llámenos o escríbanos y pregúntenos.`,
});

const pricing = (what: string): KitCard => ({
  title: 'Su presupuesto',
  description: `Cuéntenos ${what} por teléfono o con el formulario de abajo y le explicaremos el precio antes de fijar el trabajo.`,
});

const keep = 'Mantenga esta tarjeta solo si es así.';
const confirmGuarantee = '¿Da garantía de su trabajo? Mantenga esta tarjeta solo si es así, e indique por cuánto tiempo.';
const confirmFreeQuote = `¿Sus presupuestos son gratuitos? ${keep}`;
const confirmInsured = `¿Tiene un seguro de responsabilidad civil para este trabajo? ${keep}`;
const findUs: KitCard = { title: 'Cómo llegar', description: 'Estamos en {town}. Llámenos si necesita indicaciones.' };

export const ES: LanguageKits = {
  plumber: {
    tagline: 'Su fontanero en {town}',
    intro: 'Fugas, atascos, calentadores, termos y baños en {town}. Llame a {company} y hable con el fontanero que hace el trabajo.',
    aboutTitle: 'Su fontanero de confianza',
    about:
      '{company} es una empresa de fontanería de {town} que trabaja en viviendas, pisos de alquiler y pequeños comercios: grifos que gotean, cisternas que pierden agua, tuberías rotas, calentadores, termos y reformas de baño completas.\n\nCuando llama, habla con la persona que hará el trabajo. Le explicamos la avería con palabras claras y acordamos el precio con usted antes de empezar.',
    servicesTitle: 'Qué hacemos',
    services: [
      { title: 'Fugas y reparaciones', description: 'Grifos que gotean, cisternas que no paran, tuberías y llaves de paso que pierden: localizamos la fuga y la reparamos.' },
      { title: 'Desatascos', description: 'Fregaderos, duchas, inodoros y desagües exteriores desatascados, con consejos para que no vuelva a pasar.' },
      { title: 'Calentadores y calderas', description: 'Calentadores, termos y calderas revisados, reparados y sustituidos, y radiadores que no calientan puestos a punto.' },
      { title: 'Baños y cocinas', description: 'Grifería, platos de ducha, lavabos y reformas de baño completas, planificadas con usted.' },
    ],
    infoTitle: 'Conviene saber',
    info: [
      pricing('el trabajo'),
      {
        title: 'Instalador de gas habilitado',
        description: 'Estamos habilitados para trabajar en su caldera y sus aparatos de gas. Pídanos el carné de instalador.',
        confirm: `¿Es instalador de gas habilitado? ${keep}`,
      },
      { title: 'Urgencias', description: '¿Una tubería reventada o se ha quedado sin agua? Llámenos: atendemos urgencias en {town}.', confirm: `¿Atiende urgencias? ${keep}` },
      area('hacemos trabajos de fontanería'),
    ],
    cta: 'Llame ahora',
    contactText: 'Cuéntenos qué gotea, pierde agua o está atascado, y cuándo le viene bien.',
  },
  electrician: {
    tagline: 'Electricidad en {town}, con seguridad',
    intro: 'Desde un enchufe nuevo hasta una instalación completa, {company} hace trabajos de electricidad en {town} con limpieza y seguridad, con el precio acordado antes de empezar.',
    aboutTitle: 'Quiénes somos',
    about:
      '{company} es una empresa de electricidad para viviendas y pequeños negocios de {town}. Instalamos iluminación y enchufes, cambiamos cuadros eléctricos, montamos puntos de recarga para coches eléctricos y buscamos las averías que hacen saltar los diferenciales.\n\nComprobamos lo que instalamos, lo dejamos todo recogido y le entregamos la documentación de los trabajos realizados.',
    servicesTitle: 'Servicios',
    services: [
      { title: 'Averías', description: 'Diferenciales que saltan, luces que parpadean y enchufes que no funcionan: buscamos la causa y la reparamos.' },
      { title: 'Iluminación', description: 'Iluminación interior, exterior y de seguridad, pensada con usted y bien instalada.' },
      { title: 'Cuadros eléctricos', description: 'Cuadros antiguos sustituidos por uno nuevo con las protecciones que pide el reglamento.' },
      { title: 'Puntos de recarga', description: 'Un cargador para su coche eléctrico en su propio circuito, tras revisar su instalación.' },
    ],
    infoTitle: 'Por qué llamarnos',
    info: [
      pricing('el trabajo'),
      {
        title: 'Instalador autorizado',
        description: 'Somos instaladores electricistas autorizados y tramitamos el boletín eléctrico cuando hace falta.',
        confirm: `¿Es empresa instaladora habilitada en baja tensión? ${keep}`,
      },
      { title: 'Con seguro', description: 'Tenemos seguro de responsabilidad civil para los trabajos que hacemos en su casa.', confirm: confirmInsured },
      area('hacemos instalaciones eléctricas'),
    ],
    cta: 'Llame ahora',
    contactText: 'Descríbanos el trabajo o la avería, y cuándo le gustaría que lo hiciéramos.',
  },
  landscaper: {
    tagline: 'Jardines diseñados, creados y cuidados',
    intro: '{company} diseña, crea y mantiene jardines en {town}: césped, plantas, terrazas y caminos pensados para el uso que usted les da.',
    aboutTitle: 'Sobre {company}',
    about:
      '{company} es una empresa de jardinería y paisajismo de {town}. Trabajamos en jardines de viviendas y zonas verdes de pequeños negocios, desde la limpieza de final de invierno hasta un diseño completamente nuevo.\n\nEmpezamos recorriendo el jardín con usted para saber cómo quiere disfrutarlo, y después le preparamos un plano y un presupuesto para que lo piense con calma.',
    servicesTitle: 'Nuestros servicios',
    services: [
      { title: 'Diseño de jardines', description: 'Un plano pensado para su espacio, su suelo y su presupuesto, con plantas adecuadas a la luz.' },
      { title: 'Césped y plantación', description: 'Césped en tepe o sembrado, parterres, árboles y setos plantados en la época adecuada.' },
      { title: 'Terrazas y caminos', description: 'Terrazas y caminos de losa, adoquín o grava, asentados sobre una buena base.' },
      { title: 'Mantenimiento', description: 'Siega, poda, desbroce y recogida de hojas, de forma periódica o cuando lo necesite.' },
    ],
    infoTitle: 'Cómo trabajamos',
    info: [
      { title: 'Primero, una visita', description: 'Vamos a ver el jardín, escuchamos lo que quiere y tomamos medidas; después le enviamos un plano y un precio.' },
      { title: 'Presupuesto gratuito', description: 'La visita y el presupuesto posterior no le cuestan nada.', confirm: confirmFreeQuote },
      { title: 'Con seguro', description: 'Tenemos seguro de responsabilidad civil mientras trabajamos en su propiedad.', confirm: confirmInsured },
      area('diseñamos y cuidamos jardines'),
    ],
    cta: 'Pida presupuesto',
    contactText: 'Háblenos de su jardín y de lo que le gustaría cambiar.',
  },
  irrigation: {
    tagline: 'Césped verde con menos agua',
    intro: '{company} diseña, instala y repara riego por aspersión y por goteo en {town}, para que cada rincón de su jardín reciba el agua que necesita.',
    aboutTitle: 'Quiénes somos',
    about:
      '{company} se ocupa del riego de viviendas y pequeños negocios de {town}. Diseñamos instalaciones nuevas de aspersión y goteo, reparamos aspersores rotos y electroválvulas que pierden, y programamos controladores que riegan según el tiempo.\n\nMedimos la presión, planificamos los sectores y elegimos los aspersores para que el agua caiga en las plantas y no en el camino.',
    servicesTitle: 'Servicios',
    services: [
      { title: 'Riego por aspersión', description: 'Instalaciones diseñadas para su césped, con aspersores bien combinados para regar cada rincón por igual.' },
      { title: 'Riego por goteo', description: 'El agua directamente a las raíces de parterres, arbustos y huerto.' },
      { title: 'Reparaciones', description: 'Aspersores rotos, electroválvulas que pierden y zonas secas: lo localizamos y lo reparamos, sea cual sea la marca.' },
      { title: 'Programadores inteligentes', description: 'Programadores que no riegan cuando llueve, ajustados desde el móvil.' },
    ],
    infoTitle: 'Conviene saber',
    info: [
      { title: 'Puesta en marcha y cierre', description: 'En primavera ponemos el riego en marcha, probamos cada sector y ajustamos la programación; donde hiela, lo vaciamos antes del invierno.' },
      pricing('su césped y sus parterres'),
      { title: 'Garantía de instalación', description: 'Garantizamos las instalaciones que montamos.', confirm: confirmGuarantee },
      area('instalamos y reparamos sistemas de riego'),
    ],
    cta: 'Llame ahora',
    contactText: 'Háblenos de su jardín y del riego que tiene ahora, si lo tiene.',
  },
  'house-cleaner': {
    tagline: 'Su casa limpia sin mover un dedo',
    intro: '{company} limpia viviendas en {town}: cada semana, cada quince días o una sola vez, según la lista que usted elija.',
    aboutTitle: 'Sobre {company}',
    about:
      '{company} es un servicio de limpieza de hogares en {town}. Limpiamos cocinas, baños, dormitorios y salones, y también nos encargamos de los trabajos grandes: limpiezas a fondo, limpieza para entregar el piso y limpieza de fin de obra.\n\nDíganos cómo le gusta que se hagan las cosas y qué es lo más importante para usted, y trabajaremos según su lista.',
    servicesTitle: 'Servicios de limpieza',
    services: [
      { title: 'Limpieza periódica', description: 'Cada semana o cada quince días: cocina, baños, suelos, polvo y camas, según su lista.' },
      { title: 'Limpieza a fondo', description: 'Dentro de armarios y electrodomésticos, detrás de los muebles, rodapiés y juntas.' },
      { title: 'Entrega de llaves', description: 'Una vivienda vacía limpia de arriba abajo para los siguientes inquilinos, lista para la entrega.' },
      { title: 'Fin de obra', description: 'Polvo, manchas de pintura y restos retirados cuando se van los operarios.' },
    ],
    infoTitle: 'Conviene saber',
    info: [
      pricing('el tamaño de su vivienda y cada cuánto quiere la limpieza'),
      { title: 'Productos', description: 'Díganos si prefiere que usemos sus productos, o productos sin perfume.' },
      { title: 'Con seguro', description: 'Tenemos seguro de responsabilidad civil para las viviendas que limpiamos.', confirm: confirmInsured },
      area('limpiamos viviendas'),
    ],
    cta: 'Llame y reserve',
    contactText: 'Díganos el tamaño de su vivienda y cada cuánto quiere una limpieza.',
  },
  'hair-salon': {
    tagline: 'Corte, color y peinado en {town}',
    intro: 'Cortes, color y peinados en {company}, en {town}. Empezamos hablando de lo que le gustaría, y sale sintiéndose usted, pero mejor.',
    aboutTitle: 'Bienvenidos a {company}',
    about:
      '{company} es una peluquería independiente en {town}: cortamos, teñimos y peinamos todo tipo de cabello y textura.\n\nCada cita empieza con una buena conversación sobre lo que quiere y cómo se peina en el día a día, y le decimos con sinceridad qué le va a funcionar.',
    servicesTitle: 'Servicios',
    services: [
      { title: 'Corte y peinado', description: 'Un corte pensado para su cara y su tipo de pelo, con secado y consejos para peinarse en casa.' },
      { title: 'Color', description: 'Tinte completo, retoque de raíz y cobertura de canas, a su medida.' },
      { title: 'Mechas y balayage', description: 'Mechas suaves y naturales pintadas a mano, para un color que crece con naturalidad.' },
      { title: 'Recogidos y eventos', description: 'Recogidos y peinados para bodas, graduaciones y fiestas.' },
    ],
    infoTitle: 'Visítenos',
    info: [
      { title: 'Citas', description: 'Llame o escríbanos para pedir cita. Díganos qué quiere hacerse para reservar el tiempo justo.' },
      { title: 'Prueba de alergia', description: 'Si es su primer color con nosotros, pregunte por la prueba de sensibilidad antes de la cita.' },
      { title: 'Precios', description: 'El precio depende de su pelo y de lo que quiera hacerse. Pregúntenos y se lo diremos antes de empezar.' },
      findUs,
    ],
    cta: 'Pida cita',
    contactText: 'Pregunte por una cita, un precio o un cambio de color.',
  },
  barber: {
    tagline: 'Cortes precisos y afeitado a navaja en {town}',
    intro: '{company} es una barbería en {town}: cortes clásicos y modernos, arreglo de barba y afeitado con toalla caliente, bien hechos.',
    aboutTitle: 'La barbería',
    about:
      '{company} corta el pelo en {town} a quien quiere ir bien arreglado sin complicaciones: degradados a cero y cortes a tijera, arreglo de barba y el afeitado clásico a navaja con toalla caliente.\n\nSiéntese y hable tanto o tan poco como quiera; le diremos cómo mantener el corte hasta la próxima vez.',
    servicesTitle: 'Servicios',
    services: [
      { title: 'Corte de pelo', description: 'Clásico o moderno, a máquina o a tijera, peinado como usted lo lleva.' },
      { title: 'Degradado', description: 'Degradados limpios y ceñidos, difuminados a mano, con un perfilado preciso para acabar.' },
      { title: 'Arreglo de barba', description: 'Barba perfilada, recortada y definida, con toalla caliente y aceite.' },
      { title: 'Afeitado a navaja', description: 'Un afeitado tradicional a navaja con toallas calientes y bálsamo.' },
    ],
    infoTitle: 'Conviene saber',
    info: [
      { title: 'Sin cita', description: 'Venga cuando estemos abiertos, o llame antes para reservar hora.', confirm: `¿Atiende sin cita previa? ${keep}` },
      { title: 'Reservas', description: 'Llame para reservar su corte, o para un grupo antes de una boda o una gran noche.' },
      { title: 'Precios', description: 'Pídanos la lista de precios, por teléfono o en la barbería.' },
      findUs,
    ],
    cta: 'Llame ahora',
    contactText: '¿Preguntas sobre un corte, una reserva o una visita en grupo? Escríbanos.',
  },
  'nail-salon': {
    tagline: 'Uñas bonitas, hechas con mimo',
    intro: 'Manicura, pedicura, semipermanente y nail art en {company}, en {town}.',
    aboutTitle: 'Sobre {company}',
    about:
      '{company} es un salón de uñas en {town}. Hacemos de todo, desde un limado y esmaltado rápido hasta uñas de gel completas y nail art pintado a mano.\n\nCuéntenos qué tiene en mente, o traiga una foto, y nos tomaremos el tiempo necesario. Le aconsejamos sobre las formas, largos y colores que favorecen a sus manos, y sobre cómo cuidar sus uñas entre visitas.',
    servicesTitle: 'Tratamientos',
    services: [
      { title: 'Manicura', description: 'Uñas limadas, cutículas cuidadas y el esmalte que usted elija.' },
      { title: 'Pedicura', description: 'Un baño de pies templado, cuidado de uñas y cutículas, y esmaltado.' },
      { title: 'Semipermanente', description: 'Esmalte semipermanente que no se descascarilla, curado con lámpara y retirado con cuidado cuando usted quiera.' },
      { title: 'Nail art', description: 'Desde una uña decorada hasta diseños detallados pintados a mano. Traiga una foto y lo hacemos suyo.' },
    ],
    infoTitle: 'Visítenos',
    info: [
      { title: 'Citas', description: 'Llame o escríbanos para pedir cita y díganos qué tratamiento quiere.' },
      { title: 'Higiene', description: 'Instrumental metálico esterilizado entre clientas, y limas y pulidores nuevos para cada una.', confirm: `¿Esteriliza el instrumental metálico y usa limas nuevas para cada clienta? ${keep}` },
      { title: 'Tarjetas regalo', description: 'Haga un regalo: pregúntenos por las tarjetas regalo.', confirm: `¿Vende tarjetas regalo? ${keep}` },
      { title: 'Cuidados después', description: 'Pregúntenos cómo cuidar uñas y cutículas entre citas, y cómo retirar el semipermanente sin dañar la uña.' },
      findUs,
    ],
    cta: 'Pida cita',
    contactText: 'Pregunte por un tratamiento, un precio o una cita para varias personas.',
  },
  'dog-groomer': {
    tagline: 'Perros felices, pelo cuidado',
    intro: '{company} es una peluquería canina en {town} para perros de todos los tamaños: baño, corte, uñas y oídos, con mucha paciencia.',
    aboutTitle: 'Quiénes somos',
    about:
      '{company} es una peluquería canina en {town}. Atendemos todas las razas y tamaños, desde cachorros en su primera visita hasta perros adoptados asustadizos y perros mayores que necesitan un poco más de cuidado.\n\nHáblenos de su perro al pedir cita: cómo reacciona ante desconocidos, el ruido y la manipulación, y cualquier cosa que debamos saber.',
    servicesTitle: 'Servicios de peluquería',
    services: [
      { title: 'Peluquería completa', description: 'Baño, secado, corte según el estándar de la raza o a su gusto, uñas y oídos.' },
      { title: 'Baño y arreglo', description: 'Baño, cepillado y arreglo de cara, patas y cola entre peluquerías completas.' },
      { title: 'Primera visita del cachorro', description: 'Una primera visita corta y tranquila para que el cachorro se acostumbre a los ruidos y a que lo toquen.' },
      { title: 'Uñas y oídos', description: 'Corte de uñas y limpieza de oídos por separado.' },
    ],
    infoTitle: 'Conviene saber',
    info: [
      { title: 'Precios', description: 'El precio depende del tamaño, el pelo y su estado. Pregúntenos al pedir cita.' },
      { title: 'Vacunas', description: 'Por la seguridad de todos los perros, compruebe que el suyo tiene las vacunas al día.' },
      { title: 'Un perro cada vez', description: 'Atendemos a un solo perro cada vez: sin aglomeraciones ni esperas en jaula.', confirm: `¿Atiende a un solo perro cada vez? ${keep}` },
      area('cuidamos perros'),
    ],
    cta: 'Pida cita',
    contactText: 'Háblenos de su perro, su raza y cuándo le gustaría venir.',
  },
  bakery: {
    tagline: 'Horneado en {town}',
    intro: 'Pan, bollería y tartas de celebración de {company}, horneados en {town}.',
    aboutTitle: 'Nuestro obrador',
    about:
      '{company} es una panadería artesana en {town}: pan con buena corteza, bollería hojaldrada y tartas para los días importantes.\n\nPase a ver qué hay hoy en el mostrador, o llámenos y le apartamos su pedido. ¿Tiene un pan favorito? Pregúntenos a qué hora sale del horno. ¿Prepara un cumpleaños, una boda o una celebración en la oficina? Díganos la fecha, el número de invitados y lo que tiene en mente, y lo hablamos con usted.',
    servicesTitle: 'De nuestro horno',
    services: [
      { title: 'Pan', description: 'Pan de masa madre, de centeno, de semillas y barras.' },
      { title: 'Bollería', description: 'Cruasanes, napolitanas y bollería dulce, horneados para el mostrador.' },
      { title: 'Tartas de celebración', description: 'Tartas de cumpleaños, boda y fiesta por encargo, decoradas a su gusto.' },
      { title: 'Para hostelería', description: 'Pan y bollería para cafeterías, tiendas y restaurantes de {town}. Pregúntenos qué podemos servirle.' },
    ],
    infoTitle: 'Visítenos',
    info: [
      { title: 'Encargos', description: 'Para tartas y pedidos grandes, llámenos con la fecha y le diremos con cuánta antelación necesitamos el encargo.' },
      { title: 'Ingredientes y alérgenos', description: 'Pregúntenos por los ingredientes y alérgenos de cualquier producto antes de comprarlo.' },
      findUs,
    ],
    cta: 'Haga su encargo',
    contactText: 'Pregunte por un encargo de tarta, un reparto para su negocio o lo que hay hoy en el mostrador.',
  },
  cafe: {
    tagline: 'Buen café y un trato cercano en {town}',
    intro: '{company} es una cafetería en {town}: café preparado con cuidado, desayunos y comidas, y una mesa para quedarse un rato.',
    aboutTitle: 'La cafetería',
    about:
      '{company} es una cafetería en {town} para todo el mundo: quien sale temprano a trabajar, padres y madres después de dejar a los niños en el colegio, amigos que se ponen al día y quien trabaja con el portátil.\n\nVenga a tomar un café y algo de comer, aquí o para llevar.',
    servicesTitle: 'En la carta',
    services: [
      { title: 'Café', description: 'Espresso, café de filtro y todo lo que hay entre medias.' },
      { title: 'Desayunos', description: 'Huevos a su gusto, tostadas, tortitas y más por la mañana.' },
      { title: 'Comidas', description: 'Sopas, ensaladas y bocadillos.' },
      { title: 'Tartas y dulces', description: 'Tartas, galletas y bollería para acompañar el café o llevar a casa.' },
    ],
    infoTitle: 'Visítenos',
    info: [
      { title: 'Para llevar', description: 'Todo lo de la carta se puede preparar para llevar.' },
      { title: 'Ingredientes y alérgenos', description: 'Pregúntenos por los ingredientes y alérgenos de cualquier cosa de la carta.' },
      { title: 'Grupos y eventos', description: 'Pregúntenos por una mesa para un grupo o por la cafetería para un evento pequeño.' },
      findUs,
    ],
    cta: 'Llámenos',
    contactText: '¿Preguntas sobre la carta, una mesa para un grupo o un evento? Escríbanos.',
  },
  'food-truck': {
    tagline: 'Comida callejera, hecha al momento',
    intro: '{company} lleva la comida callejera a {town}: búsquenos por la ciudad o reserve el food truck para su evento.',
    aboutTitle: 'El food truck',
    about:
      '{company} es un food truck que recorre {town} y sus alrededores, con una carta corta de platos favoritos hechos al momento.\n\nEncuéntrenos a mediodía y en mercados, o resérvenos para una boda, una fiesta, una comida de empresa o un festival.',
    servicesTitle: 'Qué ofrecemos',
    services: [
      { title: 'Nuestra carta', description: 'Una carta corta de platos favoritos, cocinados al momento.' },
      { title: 'Fiestas privadas', description: 'Bodas, cumpleaños y fiestas en el jardín: aparcamos, cocinamos y atendemos a sus invitados.' },
      { title: 'Comidas de empresa', description: 'La comida de su equipo, servida desde el food truck.' },
      { title: 'Mercados y festivales', description: 'Búsquenos en mercados y festivales de {town} y alrededores.' },
    ],
    infoTitle: 'Conviene saber',
    info: [
      { title: 'Dónde encontrarnos', description: 'Dónde estamos esta semana lo contamos en nuestra página de redes sociales. Llámenos si no nos encuentra.' },
      { title: 'Reservar el food truck', description: 'Díganos la fecha, el lugar y el número de invitados, y le enviaremos un precio.' },
      { title: 'Ingredientes y alérgenos', description: 'Pregúntenos por los ingredientes y alérgenos de cada plato antes de pedir.' },
      { title: 'Formas de pago', description: 'En el food truck aceptamos tarjeta y pago sin contacto.', confirm: `¿Acepta tarjeta y pago sin contacto? ${keep}` },
    ],
    cta: 'Reserve el food truck',
    contactText: 'Díganos la fecha, el lugar y el número de invitados de su evento.',
  },
  photographer: {
    tagline: 'Fotografías para toda la vida',
    intro: '{company} fotografía bodas, familias y negocios en {town} y más allá: imágenes naturales de momentos reales.',
    aboutTitle: 'Sobre mí',
    about:
      '{company} es fotógrafo en {town}: bodas, familias, retratos y pequeños negocios, en exteriores o en estudio.\n\nAntes de cada sesión hablamos de lo que es importante para usted; después recibe una galería editada para descargar, compartir e imprimir.',
    servicesTitle: 'Fotografía',
    services: [
      { title: 'Bodas', description: 'La historia de su día, desde los preparativos hasta el primer baile.' },
      { title: 'Familias y retratos', description: 'Sesiones relajadas en casa, al aire libre o en el estudio.' },
      { title: 'Empresas y retratos', description: 'Retratos profesionales, fotos de equipo e imágenes de su trabajo para su web y redes sociales.' },
      { title: 'Eventos', description: 'Fiestas, presentaciones y eventos del barrio, fotografiados con discreción.' },
    ],
    infoTitle: 'Conviene saber',
    info: [
      { title: 'Reservas', description: 'Dígame la fecha y el lugar, y le diré si estoy libre y cuánto cuesta.' },
      { title: 'Su galería', description: 'Pregúnteme cuándo estará lista su galería: depende del tipo de sesión.' },
      { title: 'Copias y álbumes', description: 'Puede pedir copias y álbumes desde su galería.', confirm: `¿Ofrece copias impresas y álbumes? ${keep}` },
      area('hacemos fotografías'),
    ],
    cta: 'Consulte fechas',
    contactText: 'Cuénteme sus planes, la fecha y el lugar.',
  },
  'personal-trainer': {
    tagline: 'Más fuerza, mejor sensación',
    intro: 'Entrenamiento personal en {town} con {company}: un plan hecho a partir de sus objetivos y de su semana.',
    aboutTitle: 'Sobre mí',
    about:
      '{company} ofrece entrenamiento personal en {town} para personas de cualquier edad y forma física. Tanto si quiere ganar fuerza, perder peso, preparar una carrera o moverse sin dolor, construimos un plan a su medida.\n\nEmpezamos hablando de sus objetivos, su salud y su semana, y siempre sabrá por qué hace lo que hace.',
    servicesTitle: 'Entrenamiento',
    services: [
      { title: 'Entrenamiento individual', description: 'Sesiones pensadas solo para usted, en el gimnasio, al aire libre o en casa.' },
      { title: 'Grupos reducidos', description: 'Entrene con dos o tres amigos: la misma atención, el coste compartido.' },
      { title: 'Comer bien', description: 'Hábitos de alimentación sencillos y realistas que encajan en su vida y apoyan su entrenamiento.' },
      { title: 'Entrenamiento online', description: 'Un plan en el bolsillo, con seguimiento periódico.' },
    ],
    infoTitle: 'Conviene saber',
    info: [
      { title: 'Una primera charla', description: 'Antes de entrenar hablamos de sus objetivos y de su semana.' },
      { title: 'Entrenador titulado', description: 'Entrenador personal titulado, con formación en primeros auxilios.', confirm: '¿Tiene titulación como entrenador personal y formación en primeros auxilios? Mantenga esta tarjeta solo si es así, e indique la titulación.' },
      { title: 'Precios', description: 'Pregunte por sesiones sueltas y bonos de sesiones.' },
      area('entrenamos a nuestros clientes'),
    ],
    cta: 'Llame y empiece',
    contactText: 'Cuénteme sus objetivos y cuándo puede entrenar.',
  },
  handyman: {
    tagline: 'Reparaciones y chapuzas en {town}',
    intro: 'Baldas, puertas, montaje de muebles, pequeñas reparaciones y todo lo pendiente: {company} se encarga de su lista en {town}.',
    aboutTitle: 'Sobre {company}',
    about:
      '{company} es un servicio de manitas en {town} para esos trabajos que nunca se hacen: colgar cuadros y baldas, arreglar puertas que rozan, montar muebles, tapar agujeros y cambiar la silicona de la bañera.\n\nApunte todo en una lista y nosotros la vamos haciendo, dejándolo todo recogido.',
    servicesTitle: 'Trabajos que hacemos',
    services: [
      { title: 'Reparaciones', description: 'Puertas que rozan, manillas sueltas, grifos que gotean y otros arreglos pequeños de la casa.' },
      { title: 'Montaje y colgado', description: 'Muebles montados, baldas y televisores colgados, barras de cortina y estores instalados.' },
      { title: 'Paredes y acabados', description: 'Agujeros tapados y lijados, silicona renovada y pequeñas superficies pintadas.' },
      { title: 'Trabajos exteriores', description: 'Canalones limpios, paneles de valla cambiados, tarimas reparadas y casetas montadas.' },
    ],
    infoTitle: 'Conviene saber',
    info: [
      pricing('su lista de trabajos'),
      { title: 'Reservas', description: 'Reserve una hora, media jornada o una jornada completa para su lista.' },
      { title: 'Con seguro', description: 'Tenemos seguro de responsabilidad civil para trabajos en su casa.', confirm: confirmInsured },
      area('hacemos reparaciones y pequeños trabajos'),
    ],
    cta: 'Llame ahora',
    contactText: 'Envíenos su lista de trabajos y cuándo le viene bien.',
  },
  painter: {
    tagline: 'Líneas limpias, acabados duraderos',
    intro: 'Pintura de interiores y exteriores en {town}. {company} prepara cada superficie y protege su casa mientras trabajamos.',
    aboutTitle: 'Quiénes somos',
    about:
      '{company} es una empresa de pintura y decoración en {town}. Pintamos salones y dormitorios, cocinas y muebles de cocina, entradas y escaleras, y también fachadas, vallas y tarimas.\n\nUn buen acabado es sobre todo preparación: plastecer, lijar, imprimar y encintar antes de pintar. Protegemos suelos y muebles y revisamos con usted el trabajo terminado.',
    servicesTitle: 'Servicios',
    services: [
      { title: 'Pintura de interiores', description: 'Paredes, techos, carpintería y puertas, con ayuda para elegir colores si la quiere.' },
      { title: 'Pintura de exteriores', description: 'Fachadas, carpintería exterior, ventanas y puertas preparadas y pintadas para aguantar la intemperie.' },
      { title: 'Muebles de cocina', description: 'Frentes de cocina lacados con un acabado liso y resistente: una cocina como nueva sin cambiarla.' },
      { title: 'Tarimas y vallas', description: 'Limpiadas, reparadas y barnizadas o pintadas.' },
    ],
    infoTitle: 'Por qué nosotros',
    info: [
      pricing('las habitaciones o superficies'),
      { title: 'Trabajo limpio', description: 'Muebles movidos y tapados, suelos protegidos y todo recogido cada día.' },
      { title: 'Garantía', description: 'Si nuestra pintura se desconcha o se agrieta, volvemos a arreglarlo.', confirm: confirmGuarantee },
      area('pintamos viviendas y locales'),
    ],
    cta: 'Pida precio',
    contactText: 'Díganos qué habitaciones o superficies quiere pintar.',
  },
  roofer: {
    tagline: 'Tejados y canalones en {town}',
    intro: 'Reparación de tejados, tejados nuevos y canalones en {town}. {company} encuentra el problema, se lo enseña y lo arregla.',
    aboutTitle: 'Sobre {company}',
    about:
      '{company} es una empresa de tejados en {town}. Reparamos goteras y daños por temporal, renovamos cubiertas desgastadas, e instalamos y limpiamos canalones en viviendas y edificios pequeños.\n\nMiramos antes de presupuestar y le enseñamos fotos de lo que encontramos, para que vea el problema con sus propios ojos.',
    servicesTitle: 'Servicios de tejados',
    services: [
      { title: 'Reparación de tejados', description: 'Goteras, tejas movidas o rotas, remates y chimeneas: lo localizamos y lo reparamos.' },
      { title: 'Tejados nuevos', description: 'Cubiertas nuevas completas de teja, pizarra o chapa.' },
      { title: 'Canalones', description: 'Canalones y bajantes nuevos instalados, y los viejos limpiados y reparados.' },
      { title: 'Revisión de tejados', description: 'Una revisión de su tejado con fotos, antes de comprar o vender, o antes del invierno.' },
    ],
    infoTitle: 'Conviene saber',
    info: [
      pricing('su tejado'),
      { title: 'Daños por temporal', description: 'Después de un temporal, llámenos: dejamos el tejado estanco y le damos las fotos que le pida su aseguradora.', confirm: `¿Atiende reparaciones urgentes tras un temporal? ${keep}` },
      { title: 'Con seguro', description: 'Tenemos seguro de responsabilidad civil y trabajamos en altura con seguridad.', confirm: confirmInsured },
      area('reparamos y renovamos tejados'),
    ],
    cta: 'Llame ahora',
    contactText: 'Cuéntenos dónde está la gotera o qué tejado quiere renovar.',
  },
  'auto-repair': {
    tagline: 'Su taller mecánico en {town}',
    intro: 'Revisiones, frenos, neumáticos y reparaciones en {company}, en {town}. Le llamamos con el precio antes de hacer el trabajo.',
    aboutTitle: 'El taller',
    about:
      '{company} es un taller mecánico independiente en {town}: mantenimiento y reparación de coches y furgonetas de todas las marcas.\n\nTraiga su coche para una revisión, un ruido raro o un testigo que no se apaga. Lo miramos, le contamos con palabras claras qué hemos encontrado y qué puede esperar, y le llamamos con un precio antes de empezar: usted decide.',
    servicesTitle: 'Servicios',
    services: [
      { title: 'Revisiones', description: 'Mantenimiento según el plan del fabricante: aceite, filtros, líquidos y comprobaciones.' },
      { title: 'Frenos y neumáticos', description: 'Pastillas, discos, líquido y neumáticos revisados y cambiados.' },
      { title: 'Diagnosis', description: 'Testigos encendidos y ruidos extraños localizados con la máquina de diagnosis.' },
      {
        title: 'Pre-ITV',
        description: 'Su coche revisado antes de pasar la ITV, con las reparaciones que necesita para pasarla.',
        confirm: `¿Prepara coches para la ITV? ${keep}`,
      },
    ],
    infoTitle: 'Conviene saber',
    info: [
      { title: 'Precios', description: 'Le llamamos con el precio antes de cualquier trabajo y nunca hacemos más de lo acordado.' },
      { title: 'Citas', description: 'Llame para pedir cita y díganos la marca, el modelo y qué le pasa al coche.' },
      { title: 'Garantía', description: 'Nuestras reparaciones tienen garantía de piezas y mano de obra.', confirm: '¿Da garantía de sus reparaciones? Mantenga esta tarjeta solo si es así, e indique por cuánto tiempo.' },
      findUs,
    ],
    cta: 'Pida cita',
    contactText: 'Díganos la marca, el modelo y qué le pasa al coche.',
  },
  tutor: {
    tagline: 'Primero la confianza, luego los resultados',
    intro: 'Clases particulares en {town} y online con {company}: ayuda paciente hasta que todo encaja.',
    aboutTitle: 'Sobre mí',
    about:
      '{company} da clases particulares a estudiantes de {town} y online: matemáticas, lengua y ciencias, desde primaria hasta bachillerato.\n\nCada estudiante es distinto, así que empezamos por encontrar las lagunas y la manera en que aprende mejor. Las clases son tranquilas, pacientes y prácticas, con tiempo para las preguntas que da vergüenza hacer en clase. Las familias saben después de cada clase cómo va todo.',
    servicesTitle: 'Clases',
    services: [
      { title: 'Matemáticas', description: 'De las tablas de multiplicar al álgebra y los problemas de examen, paso a paso.' },
      { title: 'Lengua', description: 'Lectura, redacción y comentarios de texto, reforzando gramática y vocabulario.' },
      { title: 'Ciencias', description: 'Biología, química y física explicadas para entenderlas.' },
      { title: 'Preparación de exámenes', description: 'Planes de estudio, exámenes de otros años y técnica antes de {{MX:el examen de admisión|*:la EBAU (Selectividad)}}.' },
    ],
    infoTitle: 'Conviene saber',
    info: [
      { title: 'Las clases', description: 'Presenciales en {town} u online. Díganos cuándo tiene tiempo su hijo o hija.' },
      { title: 'Precios', description: 'Pregunte por el precio de una clase y cómo es la primera.' },
      {
        title: 'Certificado de delitos sexuales',
        description: 'Tengo el certificado negativo del Registro Central de Delincuentes Sexuales para trabajar con menores.',
        confirm: `¿Tiene el certificado negativo de delitos de naturaleza sexual? ${keep}`,
      },
      area('damos clases'),
    ],
    cta: 'Llame y reserve clase',
    contactText: 'Dígame la asignatura, el curso y qué le cuesta a su hijo o hija.',
  },
  bookkeeper: {
    tagline: 'Cuentas en orden, trimestres tranquilos',
    intro: '{company} lleva la contabilidad de pequeñas empresas y autónomos de {town}: contabilidad, nóminas y números listos para su asesor.',
    aboutTitle: 'Sobre {company}',
    about:
      '{company} es un servicio de contabilidad para pequeñas empresas y autónomos de {town}. Registramos sus ingresos y gastos, conciliamos sus cuentas bancarias, hacemos las nóminas y preparamos lo que su asesor necesita al cierre del ejercicio.\n\nTendrá una sola persona que conoce su negocio y, cada mes, una imagen sencilla de cómo está.',
    servicesTitle: 'Servicios',
    services: [
      { title: 'Contabilidad mensual', description: 'Ingresos, gastos y cuentas bancarias registrados y conciliados cada mes, en el programa que usted use.' },
      { title: 'Nóminas', description: 'Nóminas y seguros sociales presentados a tiempo.' },
      { title: 'IVA trimestral', description: 'Declaraciones de IVA (modelo 303) preparadas y presentadas antes del plazo.', confirm: `¿Prepara y presenta estas declaraciones para sus clientes? ${keep}` },
      { title: 'Poner al día', description: 'Meses de papeles atrasados ordenados, listos para su asesor.' },
    ],
    infoTitle: 'Conviene saber',
    info: [
      { title: 'Una primera reunión', description: 'Empezamos revisando juntos su documentación y hablando de lo que necesita.' },
      { title: 'Honorarios', description: 'Pregúntenos por una cuota mensual fija según el trabajo que necesite su negocio.' },
      { title: 'Confidencialidad', description: 'Sus números son privados y nunca se comparten sin su permiso.' },
      area('llevamos la contabilidad de pequeñas empresas'),
    ],
    cta: 'Llámenos',
    contactText: 'Háblenos de su negocio y de cómo lleva hoy sus cuentas.',
  },
  other: {
    tagline: 'Cercanos y de confianza, en {town}',
    intro: '{company} atiende a sus clientes en {town}. Póngase en contacto con nosotros para hablar de lo que necesita.',
    aboutTitle: 'Quiénes somos',
    about:
      '{company} es un negocio local de {town}, al servicio de vecinos y empresas de {town} y alrededores.\n\nEscuchamos lo que necesita, le decimos con sinceridad qué podemos hacer y cuánto cuesta, y nos ponemos manos a la obra. Si algo no está del todo bien, díganoslo y hablaremos de cómo arreglarlo. Llámenos, escríbanos con el formulario de abajo o visítenos en nuestra página de redes sociales.',
    servicesTitle: 'Qué hacemos',
    services: [
      { title: 'Consejo y precios', description: 'Díganos qué necesita y le explicaremos las opciones y lo que cuestan.' },
      { title: 'Nuestro servicio principal', description: 'Lo que mejor hacemos: qué es, para quién es y qué lo hace diferente. Pregúntenos.' },
      { title: 'Clientes habituales', description: 'Quien repite nos conoce, y nosotros conocemos lo que necesita.' },
    ],
    infoTitle: 'Conviene saber',
    info: [
      { title: 'Contacto', description: 'Llame o escríbanos con su pregunta, y díganos cuándo y cómo es mejor contactar con usted.' },
      findUs,
      { title: 'Formas de pago', description: 'Aceptamos efectivo, tarjeta y transferencia.', confirm: '¿Qué formas de pago acepta? Cambie esta tarjeta para decirlo y luego muéstrela.' },
      area('trabajamos'),
    ],
    cta: 'Llame ahora',
    contactText: 'Escríbanos con su pregunta.',
  },
};
