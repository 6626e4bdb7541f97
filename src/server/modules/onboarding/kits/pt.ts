import type { KitCard, LanguageKits } from './kit-words';

/*
 * Os kits em português (decisão 0063), escritos como os escreveria um negócio em Portugal: trata-se o
 * cliente na terceira pessoa (“Ligue-nos”, “a sua casa”), com as palavras do ofício (canalizador,
 * orçamento, inspeção, explicações, contabilista certificado) e sem afirmar nada que o dono não tenha
 * dito (horários, garantias, seguros, orçamentos grátis, anos de experiência) sem lhe perguntar primeiro.
 */

const area = (what: string): KitCard => ({
  title: 'Onde trabalhamos',
  description: `Estamos sediados em {town} e ${what} em {town} e arredores. Não sabe se chegamos até si? Ligue-nos ou envie uma mensagem e pergunte.`,
});

const pricing = (what: string): KitCard => ({
  title: 'O seu orçamento',
  description: `Fale-nos d${what} por telefone ou pelo formulário abaixo e explicamos-lhe o preço antes de marcar o trabalho.`,
});

const keep = 'Mantenha este cartão apenas se for verdade.';
const confirmGuarantee = 'Dá garantia do seu trabalho? Mantenha este cartão apenas se for verdade, e diga por quanto tempo.';
const confirmFreeQuote = `Os seus orçamentos são gratuitos? ${keep}`;
const confirmInsured = `Tem seguro de responsabilidade civil para este trabalho? ${keep}`;
const findUs: KitCard = { title: 'Onde estamos', description: 'Estamos em {town}. Ligue-nos se precisar de indicações.' };

export const PT: LanguageKits = {
  plumber: {
    tagline: 'O seu canalizador em {town}',
    intro: 'Fugas, entupimentos, esquentadores, termoacumuladores e casas de banho em {town}. Ligue para {company} e fale com o canalizador que faz o trabalho.',
    aboutTitle: 'O seu canalizador de bairro',
    about:
      '{company} é uma empresa de canalização de {town} que trabalha em moradias, apartamentos arrendados e pequenas lojas: torneiras a pingar, autoclismos a correr, canos rebentados, esquentadores, termoacumuladores e remodelações completas de casas de banho.\n\nQuando liga, fala com a pessoa que vai fazer o trabalho. Explicamos a avaria em palavras simples e combinamos o preço consigo antes de começar.',
    servicesTitle: 'O que fazemos',
    services: [
      { title: 'Fugas e reparações', description: 'Torneiras a pingar, autoclismos a correr, canos e válvulas com fugas: encontramos e reparamos.' },
      { title: 'Desentupimentos', description: 'Lava-loiças, bases de duche, sanitas e esgotos exteriores desentupidos, com conselhos para não voltar a acontecer.' },
      { title: 'Esquentadores e caldeiras', description: 'Esquentadores, termoacumuladores e caldeiras revistos, reparados e substituídos, e radiadores frios a aquecer de novo.' },
      { title: 'Casas de banho e cozinhas', description: 'Torneiras, bases de duche, lavatórios e remodelações completas, planeadas consigo.' },
    ],
    infoTitle: 'Bom saber',
    info: [
      pricing('o trabalho'),
      {
        title: 'Técnico de gás credenciado',
        description: 'Somos credenciados para trabalhar no seu esquentador, caldeira e aparelhos a gás. Peça-nos a credencial.',
        confirm: `É técnico de gás credenciado pela DGEG? ${keep}`,
      },
      { title: 'Urgências', description: 'Um cano rebentado ou sem água? Ligue-nos: atendemos urgências em {town}.', confirm: `Atende urgências? ${keep}` },
      area('fazemos trabalhos de canalização'),
    ],
    cta: 'Ligue já',
    contactText: 'Diga-nos o que está a pingar, a verter ou entupido, e quando lhe dá jeito.',
  },
  electrician: {
    tagline: 'Eletricidade em {town}, com segurança',
    intro: 'Da nova tomada à instalação completa, {company} faz trabalhos de eletricidade em {town} com cuidado e segurança, a um preço combinado antes de começar.',
    aboutTitle: 'Quem somos',
    about:
      '{company} é uma empresa de eletricidade para casas e pequenos negócios de {town}. Montamos iluminação e tomadas, substituímos quadros elétricos, instalamos carregadores para carros elétricos e descobrimos as avarias que fazem disparar o diferencial.\n\nTestamos o que instalamos, deixamos tudo arrumado e entregamos-lhe a documentação dos trabalhos feitos.',
    servicesTitle: 'Serviços',
    services: [
      { title: 'Deteção de avarias', description: 'Disjuntores que disparam, luzes a piscar e tomadas sem corrente: encontramos a causa e reparamos.' },
      { title: 'Iluminação', description: 'Iluminação interior, exterior e de segurança, pensada consigo e bem instalada.' },
      { title: 'Quadros elétricos', description: 'Quadros antigos substituídos por um quadro moderno, com as proteções que as regras de hoje exigem.' },
      { title: 'Carregadores elétricos', description: 'Um carregador para o seu carro elétrico num circuito próprio, depois de verificar a sua instalação.' },
    ],
    infoTitle: 'Porquê nós',
    info: [
      pricing('os trabalhos'),
      {
        title: 'Técnico credenciado',
        description: 'Somos técnicos responsáveis credenciados e tratamos da certificação da instalação quando é necessária.',
        confirm: `É técnico responsável por instalações elétricas credenciado pela DGEG? ${keep}`,
      },
      { title: 'Com seguro', description: 'Temos seguro de responsabilidade civil para os trabalhos em sua casa.', confirm: confirmInsured },
      area('fazemos trabalhos de eletricidade'),
    ],
    cta: 'Ligue já',
    contactText: 'Descreva o trabalho ou a avaria, e quando gostaria que fosse feito.',
  },
  landscaper: {
    tagline: 'Jardins pensados, construídos e cuidados',
    intro: '{company} desenha, constrói e mantém jardins em {town}: relvados, plantações, pátios e caminhos à medida da forma como os usa.',
    aboutTitle: 'Sobre {company}',
    about:
      '{company} é uma empresa de jardinagem e paisagismo de {town}. Trabalhamos em jardins de moradias e espaços verdes de pequenos negócios, desde a limpeza depois do inverno até um projeto totalmente novo.\n\nComeçamos com uma volta pelo jardim consigo, para perceber como o quer usar, e depois preparamos um projeto e um orçamento para pensar com calma.',
    servicesTitle: 'Os nossos serviços',
    services: [
      { title: 'Projeto de jardim', description: 'Um projeto pensado para o seu espaço, o seu solo e o seu orçamento, com plantas adequadas à exposição solar.' },
      { title: 'Relvados e plantações', description: 'Relva em tapete ou semeada, canteiros, árvores e sebes plantados na altura certa do ano.' },
      { title: 'Pátios e caminhos', description: 'Pátios e caminhos em lajes, calçada ou gravilha, assentes numa boa base.' },
      { title: 'Manutenção', description: 'Corte de relva, podas, mondas e recolha de folhas, com regularidade ou quando precisar.' },
    ],
    infoTitle: 'Como trabalhamos',
    info: [
      { title: 'Primeiro, uma visita', description: 'Vamos ver o jardim, ouvimos o que pretende e tiramos medidas; depois enviamos-lhe um projeto e um preço.' },
      { title: 'Orçamento gratuito', description: 'A visita e o orçamento que se segue não lhe custam nada.', confirm: confirmFreeQuote },
      { title: 'Com seguro', description: 'Temos seguro de responsabilidade civil enquanto trabalhamos na sua propriedade.', confirm: confirmInsured },
      area('cuidamos de jardins'),
    ],
    cta: 'Peça um orçamento',
    contactText: 'Fale-nos do seu jardim e do que gostaria de mudar.',
  },
  irrigation: {
    tagline: 'Relva verde com menos água',
    intro: '{company} projeta, instala e repara sistemas de rega por aspersão e gota a gota em {town}, para que cada canto do seu jardim receba a água de que precisa.',
    aboutTitle: 'Quem somos',
    about:
      '{company} trata dos sistemas de rega de moradias e pequenos negócios de {town}. Projetamos novos sistemas de aspersão e gota a gota, reparamos aspersores partidos e electroválvulas com fugas, e programamos controladores que regam conforme o tempo.\n\nMedimos a pressão, planeamos os setores e escolhemos os aspersores certos, para que a água vá para as plantas e não para o passeio.',
    servicesTitle: 'Serviços',
    services: [
      { title: 'Rega por aspersão', description: 'Sistemas desenhados para o seu relvado, com aspersores combinados para regar cada canto por igual.' },
      { title: 'Rega gota a gota', description: 'Água diretamente nas raízes de canteiros, arbustos e hortas.' },
      { title: 'Reparações', description: 'Aspersores partidos, electroválvulas com fugas e zonas secas: encontramos e reparamos, em sistemas de qualquer marca.' },
      { title: 'Programadores inteligentes', description: 'Programadores que não regam quando chove, ajustados a partir do telemóvel.' },
    ],
    infoTitle: 'Bom saber',
    info: [
      { title: 'Início e fim da época', description: 'Na primavera ligamos o sistema, testamos cada setor e acertamos a programação; onde há geada, esvaziamo-lo antes do inverno.' },
      pricing('o seu relvado e canteiros'),
      { title: 'Garantia da instalação', description: 'Damos garantia dos sistemas que instalamos.', confirm: confirmGuarantee },
      area('instalamos e reparamos sistemas de rega'),
    ],
    cta: 'Ligue já',
    contactText: 'Fale-nos do seu jardim e do sistema de rega que tem agora, se tiver.',
  },
  'house-cleaner': {
    tagline: 'A casa limpa sem mexer uma palha',
    intro: '{company} limpa casas em {town}: todas as semanas, de quinze em quinze dias ou só uma vez, segundo a lista que escolher.',
    aboutTitle: 'Sobre {company}',
    about:
      '{company} é um serviço de limpeza doméstica em {town}. Limpamos cozinhas, casas de banho, quartos e salas, e tratamos também dos trabalhos maiores: limpezas profundas, limpezas de fim de arrendamento e limpezas pós-obra.\n\nDiga-nos como gosta que as coisas sejam feitas e o que é mais importante para si, e trabalhamos segundo a sua lista.',
    servicesTitle: 'Serviços de limpeza',
    services: [
      { title: 'Limpeza regular', description: 'Todas as semanas ou de quinze em quinze dias: cozinha, casas de banho, chão, pó e camas, segundo a sua lista.' },
      { title: 'Limpeza profunda', description: 'Dentro de armários e eletrodomésticos, atrás dos móveis, rodapés e juntas.' },
      { title: 'Fim de arrendamento', description: 'Uma casa vazia limpa de cima a baixo para os próximos moradores, pronta para a entrega.' },
      { title: 'Limpeza pós-obra', description: 'Pó, salpicos de tinta e restos retirados quando os empreiteiros saem.' },
    ],
    infoTitle: 'Bom saber',
    info: [
      pricing('o tamanho da sua casa e de quantas limpezas precisa'),
      { title: 'Produtos', description: 'Diga-nos se prefere que usemos os seus produtos, ou produtos sem perfume.' },
      { title: 'Com seguro', description: 'Temos seguro de responsabilidade civil para as casas que limpamos.', confirm: confirmInsured },
      area('limpamos casas'),
    ],
    cta: 'Ligue e marque',
    contactText: 'Diga-nos o tamanho da sua casa e com que frequência quer uma limpeza.',
  },
  'hair-salon': {
    tagline: 'Corte, cor e penteado em {town}',
    intro: 'Cortes, coloração e penteados no salão {company}, em {town}. Começamos por conversar sobre o que gostaria, e sai a sentir-se a mesma pessoa, só que melhor.',
    aboutTitle: 'Bem-vindo ao nosso salão',
    about:
      '{company} é um cabeleireiro independente em {town}: cortamos, pintamos e penteamos todos os tipos e texturas de cabelo.\n\nCada marcação começa com uma boa conversa sobre o que pretende e como usa o cabelo no dia a dia, e dizemos-lhe com franqueza o que vai resultar.',
    servicesTitle: 'Serviços',
    services: [
      { title: 'Corte e brushing', description: 'Um corte pensado para o seu rosto e tipo de cabelo, com brushing e dicas para pentear em casa.' },
      { title: 'Coloração', description: 'Coloração completa, retoque de raiz e cobertura de brancos, à sua medida.' },
      { title: 'Madeixas e balayage', description: 'Madeixas suaves e naturais pintadas à mão, para uma cor que cresce com leveza.' },
      { title: 'Penteados para cerimónias', description: 'Apanhados e penteados para casamentos, bailes de finalistas e festas.' },
    ],
    infoTitle: 'Visite-nos',
    info: [
      { title: 'Marcações', description: 'Ligue ou envie uma mensagem para marcar. Diga-nos o que gostaria de fazer, para reservarmos o tempo certo.' },
      { title: 'Teste de alergia', description: 'Se é a primeira vez que faz coloração connosco, peça um teste de sensibilidade antes da marcação.' },
      { title: 'Preços', description: 'O preço depende do seu cabelo e do que pretende. Pergunte-nos e dizemos-lhe antes de começar.' },
      findUs,
    ],
    cta: 'Marque já',
    contactText: 'Pergunte por uma marcação, um preço ou uma mudança de cor.',
  },
  barber: {
    tagline: 'Cortes certeiros e barba à navalha em {town}',
    intro: '{company} é uma barbearia em {town}: cortes clássicos e modernos, aparo de barba e barba à navalha com toalha quente, bem feitos.',
    aboutTitle: 'A barbearia',
    about:
      '{company} corta cabelo em {town} a quem quer andar bem arranjado sem complicações: degradês rentes e cortes à tesoura, barba desenhada e a clássica barba à navalha com toalha quente.\n\nSente-se e converse o que quiser; dizemos-lhe como manter o corte em forma até à próxima.',
    servicesTitle: 'Serviços',
    services: [
      { title: 'Corte de cabelo', description: 'Clássico ou moderno, à máquina ou à tesoura, penteado como o usa.' },
      { title: 'Degradê', description: 'Degradês limpos e curtos, esbatidos à mão, com contornos bem definidos para acabar.' },
      { title: 'Aparo de barba', description: 'Barba desenhada, aparada e contornada, com toalha quente e óleo.' },
      { title: 'Barba à navalha', description: 'Uma barba tradicional à navalha com toalhas quentes e bálsamo.' },
    ],
    infoTitle: 'Bom saber',
    info: [
      { title: 'Sem marcação', description: 'Apareça quando estivermos abertos, ou ligue antes para reservar hora.', confirm: `Atende sem marcação? ${keep}` },
      { title: 'Marcações', description: 'Ligue para marcar o seu corte, ou para um grupo antes de um casamento ou de uma grande noite.' },
      { title: 'Preços', description: 'Peça-nos a tabela de preços, por telefone ou na barbearia.' },
      findUs,
    ],
    cta: 'Ligue já',
    contactText: 'Dúvidas sobre um corte, uma marcação ou uma visita em grupo? Envie-nos uma mensagem.',
  },
  'nail-salon': {
    tagline: 'Unhas bonitas, feitas com cuidado',
    intro: 'Manicure, pedicure, verniz gel e nail art no salão {company}, em {town}.',
    aboutTitle: 'Sobre {company}',
    about:
      '{company} é um salão de unhas em {town}. Fazemos de tudo, desde limar e pintar rapidamente até unhas de gel completas e nail art pintada à mão.\n\nDiga-nos o que tem em mente, ou traga uma fotografia, e dedicamos o tempo que for preciso. Aconselhamos as formas, os comprimentos e as cores que ficam bem às suas mãos, e como manter as unhas bonitas entre visitas.',
    servicesTitle: 'Tratamentos',
    services: [
      { title: 'Manicure', description: 'Unhas limadas, cutículas tratadas e o verniz da sua escolha a terminar.' },
      { title: 'Pedicure', description: 'Um banho de pés morno, tratamento de unhas e cutículas, e verniz.' },
      { title: 'Verniz gel', description: 'Verniz gel que não lasca, seco na lâmpada e retirado com cuidado quando quiser.' },
      { title: 'Nail art', description: 'De uma unha decorada a desenhos detalhados pintados à mão. Traga uma fotografia e tornamo-la sua.' },
    ],
    infoTitle: 'Visite-nos',
    info: [
      { title: 'Marcações', description: 'Ligue ou envie uma mensagem para marcar, e diga-nos que tratamento pretende.' },
      { title: 'Higiene', description: 'Instrumentos de metal esterilizados entre clientes, limas e polidores novos para cada pessoa.', confirm: `Esteriliza os instrumentos de metal e usa limas novas para cada cliente? ${keep}` },
      { title: 'Vales de oferta', description: 'Ofereça a alguém: pergunte-nos pelos vales de oferta.', confirm: `Vende vales de oferta? ${keep}` },
      { title: 'Cuidados depois', description: 'Pergunte-nos como cuidar das unhas e cutículas entre marcações, e como tirar o gel sem estragar a unha.' },
      findUs,
    ],
    cta: 'Marque já',
    contactText: 'Pergunte por um tratamento, um preço ou uma marcação para várias pessoas.',
  },
  'dog-groomer': {
    tagline: 'Cães felizes, pelo tratado',
    intro: '{company} trata de cães de todos os tamanhos em {town}: banho, tosquia, unhas e orelhas, com muita paciência.',
    aboutTitle: 'Quem somos',
    about:
      '{company} é um salão de banhos e tosquias para cães em {town}. Tratamos todas as raças e tamanhos, desde cachorros na primeira visita a cães adotados mais medrosos e cães mais velhos que precisam de um pouco mais de cuidado.\n\nFale-nos do seu cão quando marcar: como reage a estranhos, ao barulho e a ser mexido, e tudo o que devamos saber.',
    servicesTitle: 'Banhos e tosquias',
    services: [
      { title: 'Tratamento completo', description: 'Banho, secagem, tosquia segundo o padrão da raça ou ao seu gosto, unhas e orelhas.' },
      { title: 'Banho e acabamento', description: 'Banho, escovagem e acabamento à volta da cara, patas e cauda entre tratamentos completos.' },
      { title: 'Primeira visita do cachorro', description: 'Uma primeira visita curta e calma para habituar o cachorro aos sons e ao toque.' },
      { title: 'Unhas e orelhas', description: 'Corte de unhas e limpeza de orelhas, também em separado.' },
    ],
    infoTitle: 'Bom saber',
    info: [
      { title: 'Preços', description: 'O preço depende do tamanho, do pelo e do seu estado. Pergunte-nos quando marcar.' },
      { title: 'Vacinas', description: 'Pela segurança de todos os cães, confirme que o seu tem as vacinas em dia.' },
      { title: 'Um cão de cada vez', description: 'Tratamos de um só cão de cada vez: sem confusão e sem esperas numa jaula.', confirm: `Trata de um só cão de cada vez? ${keep}` },
      area('tratamos de cães'),
    ],
    cta: 'Marque já',
    contactText: 'Fale-nos do seu cão, da raça e de quando gostaria de vir.',
  },
  bakery: {
    tagline: 'Cozido em {town}',
    intro: 'Pão, pastelaria e bolos de festa da padaria {company}, cozidos em {town}.',
    aboutTitle: 'A nossa padaria',
    about:
      '{company} é uma padaria artesanal em {town}: pão com boa côdea, pastelaria folhada e bolos para os dias que contam.\n\nVenha ver o que há hoje no balcão, ou ligue-nos e guardamos a sua encomenda. Tem um pão preferido? Pergunte-nos a que horas sai do forno. Está a preparar um aniversário, um casamento ou uma festa no escritório? Diga-nos a data, o número de convidados e o que tem em mente, e falamos consigo.',
    servicesTitle: 'Do nosso forno',
    services: [
      { title: 'Pão', description: 'Pão de fermentação natural, de centeio, com sementes, broa e carcaças.' },
      { title: 'Pastelaria', description: 'Croissants, pastéis e bolos de pastelaria, cozidos para o balcão.' },
      { title: 'Bolos de festa', description: 'Bolos de aniversário, de casamento e de festa por encomenda, decorados ao seu gosto.' },
      { title: 'Para revenda', description: 'Pão e pastelaria para cafés, lojas e restaurantes de {town}. Pergunte-nos o que podemos fornecer.' },
    ],
    infoTitle: 'Visite-nos',
    info: [
      { title: 'Encomendas', description: 'Para bolos e encomendas grandes, ligue-nos com a data e dizemos-lhe com quanta antecedência precisamos.' },
      { title: 'Ingredientes e alergénios', description: 'Pergunte-nos pelos ingredientes e alergénios de qualquer produto antes de comprar.' },
      findUs,
    ],
    cta: 'Encomende por telefone',
    contactText: 'Pergunte por uma encomenda de bolo, uma entrega para o seu negócio ou o que há hoje no balcão.',
  },
  cafe: {
    tagline: 'Bom café e boa companhia em {town}',
    intro: '{company} é um café em {town}: café feito com cuidado, pequeno-almoço e almoço, e uma mesa para ficar um bocado.',
    aboutTitle: 'O café',
    about:
      '{company} é um café em {town} para toda a gente: quem sai cedo para o trabalho, pais depois de deixarem os filhos na escola, amigos que põem a conversa em dia e quem trabalha no portátil.\n\nVenha tomar um café e comer qualquer coisa, cá ou para levar.',
    servicesTitle: 'Na ementa',
    services: [
      { title: 'Café', description: 'Expresso, café de filtro e tudo o que há pelo meio.' },
      { title: 'Pequeno-almoço', description: 'Ovos a seu gosto, torradas, panquecas e mais, de manhã.' },
      { title: 'Almoço', description: 'Sopas, saladas e sandes.' },
      { title: 'Bolos e doces', description: 'Bolos, bolachas e pastelaria para acompanhar o café ou levar para casa.' },
    ],
    infoTitle: 'Visite-nos',
    info: [
      { title: 'Para levar', description: 'Tudo o que está na ementa pode ser preparado para levar.' },
      { title: 'Ingredientes e alergénios', description: 'Pergunte-nos pelos ingredientes e alergénios de tudo o que está na ementa.' },
      { title: 'Grupos e eventos', description: 'Pergunte-nos por uma mesa para um grupo ou pelo café para um pequeno evento.' },
      findUs,
    ],
    cta: 'Ligue-nos',
    contactText: 'Dúvidas sobre a ementa, uma mesa para um grupo ou um evento? Envie-nos uma mensagem.',
  },
  'food-truck': {
    tagline: 'Comida de rua, feita na hora',
    intro: '{company} leva comida de rua a {town}: encontre-nos pela cidade ou reserve a carrinha para o seu evento.',
    aboutTitle: 'A roulotte',
    about:
      '{company} é uma roulotte de comida que anda por {town} e arredores, com uma ementa curta de pratos favoritos feitos na hora.\n\nEncontre-nos à hora de almoço e nos mercados, ou reserve-nos para um casamento, uma festa, um almoço de empresa ou um festival.',
    servicesTitle: 'O que oferecemos',
    services: [
      { title: 'A nossa ementa', description: 'Uma ementa curta de pratos favoritos, feitos na hora.' },
      { title: 'Festas privadas', description: 'Casamentos, aniversários e festas no jardim: estacionamos, cozinhamos e servimos os seus convidados.' },
      { title: 'Almoços de empresa', description: 'O almoço da sua equipa, servido a partir da roulotte.' },
      { title: 'Mercados e festivais', description: 'Procure-nos nos mercados e festivais à volta de {town}.' },
    ],
    infoTitle: 'Bom saber',
    info: [
      { title: 'Onde nos encontrar', description: 'Onde estamos esta semana está na nossa página nas redes sociais. Ligue-nos se não nos encontrar.' },
      { title: 'Reservar a roulotte', description: 'Diga-nos a data, o local e o número de convidados, e enviamos-lhe um preço.' },
      { title: 'Ingredientes e alergénios', description: 'Pergunte-nos pelos ingredientes e alergénios de cada prato antes de pedir.' },
      { title: 'Pagamentos', description: 'Na roulotte aceitamos cartão e pagamentos contactless.', confirm: `Aceita cartão e pagamentos contactless? ${keep}` },
    ],
    cta: 'Reserve a roulotte',
    contactText: 'Diga-nos a data, o local e o número de convidados do seu evento.',
  },
  photographer: {
    tagline: 'Fotografias para guardar',
    intro: '{company} fotografa casamentos, famílias e empresas em {town} e não só: imagens naturais de momentos verdadeiros.',
    aboutTitle: 'Sobre mim',
    about:
      '{company} é fotógrafo em {town}: casamentos, famílias, retratos e pequenas empresas, no exterior ou em estúdio.\n\nAntes de cada sessão falamos do que é importante para si; depois recebe uma galeria editada para descarregar, partilhar e imprimir.',
    servicesTitle: 'Fotografia',
    services: [
      { title: 'Casamentos', description: 'A história do seu dia, dos preparativos à primeira dança.' },
      { title: 'Famílias e retratos', description: 'Sessões descontraídas em casa, ao ar livre ou em estúdio.' },
      { title: 'Empresas e retratos', description: 'Retratos profissionais, fotografias de equipa e do seu trabalho para o site e as redes sociais.' },
      { title: 'Eventos', description: 'Festas, lançamentos e eventos locais, fotografados com discrição.' },
    ],
    infoTitle: 'Bom saber',
    info: [
      { title: 'Reservas', description: 'Diga-me a data e o local, e eu digo-lhe se estou livre e quanto custa.' },
      { title: 'A sua galeria', description: 'Pergunte-me quando fica pronta a sua galeria: depende do tipo de sessão.' },
      { title: 'Impressões e álbuns', description: 'Impressões e álbuns podem ser encomendados a partir da galeria.', confirm: `Oferece impressões e álbuns? ${keep}` },
      area('fazemos fotografia'),
    ],
    cta: 'Veja as datas livres',
    contactText: 'Fale-me dos seus planos, da data e do local.',
  },
  'personal-trainer': {
    tagline: 'Mais força, mais bem-estar',
    intro: 'Treino personalizado em {town} com {company}: um plano feito à volta dos seus objetivos e da sua semana.',
    aboutTitle: 'Sobre mim',
    about:
      '{company} é treino personalizado em {town} para pessoas de todas as idades e níveis de forma. Quer ganhar força, perder peso, preparar uma prova ou mexer-se sem dores, construímos um plano à sua volta.\n\nComeçamos por falar dos seus objetivos, da sua saúde e da sua semana, e vai saber sempre porque faz o que faz.',
    servicesTitle: 'Treino',
    services: [
      { title: 'Treino individual', description: 'Sessões pensadas só para si, no ginásio, ao ar livre ou em casa.' },
      { title: 'Pequenos grupos', description: 'Treine com dois ou três amigos: a mesma atenção, o custo dividido.' },
      { title: 'Comer bem', description: 'Hábitos alimentares simples e realistas, que encaixam na sua vida e apoiam o treino.' },
      { title: 'Treino online', description: 'Um plano no bolso, com acompanhamento regular.' },
    ],
    infoTitle: 'Bom saber',
    info: [
      { title: 'Uma primeira conversa', description: 'Antes de treinar, falamos dos seus objetivos e da sua semana.' },
      { title: 'Treinador certificado', description: 'Um personal trainer certificado, com formação em primeiros socorros.', confirm: 'Tem título profissional de treinador e formação em primeiros socorros? Mantenha este cartão apenas se for verdade, e indique a certificação.' },
      { title: 'Preços', description: 'Pergunte por sessões avulsas e pacotes de sessões.' },
      area('treinamos pessoas'),
    ],
    cta: 'Ligue e comece',
    contactText: 'Fale-me dos seus objetivos e de quando pode treinar.',
  },
  handyman: {
    tagline: 'Pequenas reparações em {town}',
    intro: 'Prateleiras, portas, montagem de móveis, pequenas reparações e biscates: {company} trata da sua lista em {town}.',
    aboutTitle: 'Sobre {company}',
    about:
      '{company} é um serviço de pequenas reparações em {town} para os trabalhos que nunca chegam a ser feitos: pendurar quadros e prateleiras, acertar portas que prendem, montar móveis, tapar buracos e refazer o silicone da banheira.\n\nFaça a sua lista e nós tratamos dela, deixando tudo arrumado.',
    servicesTitle: 'Trabalhos que fazemos',
    services: [
      { title: 'Reparações', description: 'Portas que prendem, puxadores soltos, torneiras a pingar e outros pequenos arranjos da casa.' },
      { title: 'Montagem e fixação', description: 'Móveis montados, prateleiras e televisões fixadas, varões e estores instalados.' },
      { title: 'Paredes e acabamentos', description: 'Buracos tapados e lixados, silicone refeito e pequenas superfícies pintadas.' },
      { title: 'Trabalhos exteriores', description: 'Caleiras limpas, painéis de vedação trocados, decks reparados e casotas de jardim montadas.' },
    ],
    infoTitle: 'Bom saber',
    info: [
      pricing('a sua lista de trabalhos'),
      { title: 'Marcações', description: 'Marque uma hora, meio dia ou um dia inteiro para a sua lista.' },
      { title: 'Com seguro', description: 'Temos seguro de responsabilidade civil para trabalhos em sua casa.', confirm: confirmInsured },
      area('fazemos reparações e pequenos trabalhos'),
    ],
    cta: 'Ligue já',
    contactText: 'Envie-nos a sua lista de trabalhos e quando lhe dá jeito.',
  },
  painter: {
    tagline: 'Linhas limpas, acabamentos que duram',
    intro: 'Pinturas interiores e exteriores em {town}. {company} prepara cada superfície e protege a sua casa enquanto trabalhamos.',
    aboutTitle: 'Quem somos',
    about:
      '{company} é uma empresa de pinturas em {town}. Pintamos salas e quartos, cozinhas e armários, entradas e escadas, e também fachadas, vedações e decks.\n\nUm bom acabamento é sobretudo preparação: barrar, lixar, aplicar primário e proteger com fita antes de pintar. Cobrimos o chão e os móveis e revemos consigo o trabalho terminado.',
    servicesTitle: 'Serviços',
    services: [
      { title: 'Pintura interior', description: 'Paredes, tetos, madeiras e portas, com ajuda na escolha das cores se quiser.' },
      { title: 'Pintura exterior', description: 'Fachadas, caixilharias, janelas e portas preparadas e pintadas para aguentar o tempo.' },
      { title: 'Móveis de cozinha', description: 'Frentes de cozinha pintadas com um acabamento liso e resistente: uma cozinha como nova, sem trocar de cozinha.' },
      { title: 'Decks e vedações', description: 'Limpos, reparados e envernizados ou pintados.' },
    ],
    infoTitle: 'Porquê nós',
    info: [
      pricing('as divisões ou superfícies'),
      { title: 'Trabalho limpo', description: 'Móveis afastados e tapados, chão protegido e tudo limpo ao fim de cada dia.' },
      { title: 'Garantia', description: 'Se a nossa tinta descascar ou estalar, voltamos e corrigimos.', confirm: confirmGuarantee },
      area('pintamos casas e espaços comerciais'),
    ],
    cta: 'Peça um preço',
    contactText: 'Diga-nos que divisões ou superfícies quer pintar.',
  },
  roofer: {
    tagline: 'Telhados e caleiras em {town}',
    intro: 'Reparação de telhados, telhados novos e caleiras em {town}. {company} encontra o problema, mostra-lho e resolve-o.',
    aboutTitle: 'Sobre {company}',
    about:
      '{company} é uma empresa de telhados em {town}. Reparamos infiltrações e estragos de temporais, substituímos telhados gastos e instalamos e limpamos caleiras em moradias e pequenos edifícios.\n\nVemos antes de orçamentar e mostramos-lhe fotografias do que encontrámos, para que veja o problema com os seus próprios olhos.',
    servicesTitle: 'Serviços de telhados',
    services: [
      { title: 'Reparação de telhados', description: 'Infiltrações, telhas deslocadas ou partidas, rufos e chaminés: encontramos e reparamos.' },
      { title: 'Telhados novos', description: 'Telhados novos completos em telha cerâmica, painel sandwich ou chapa.' },
      { title: 'Caleiras', description: 'Caleiras e tubos de queda novos instalados, e os antigos limpos e reparados.' },
      { title: 'Inspeção do telhado', description: 'Uma inspeção ao seu telhado com fotografias, antes de comprar ou vender, ou antes do inverno.' },
    ],
    infoTitle: 'Bom saber',
    info: [
      pricing('o telhado'),
      { title: 'Estragos de temporal', description: 'Depois de um temporal, ligue-nos: tornamos o telhado estanque e damos-lhe as fotografias que a sua seguradora pede.', confirm: `Atende reparações urgentes depois de temporais? ${keep}` },
      { title: 'Com seguro', description: 'Temos seguro de responsabilidade civil e trabalhamos em altura em segurança.', confirm: confirmInsured },
      area('reparamos e substituímos telhados'),
    ],
    cta: 'Ligue já',
    contactText: 'Fale-nos da infiltração ou do telhado que quer substituir.',
  },
  'auto-repair': {
    tagline: 'A sua oficina em {town}',
    intro: 'Revisões, travões, pneus e reparações na oficina {company}, em {town}. Ligamos-lhe com o preço antes de fazer o trabalho.',
    aboutTitle: 'A oficina',
    about:
      '{company} é uma oficina independente em {town}: manutenção e reparação de carros e carrinhas de todas as marcas.\n\nTraga o seu carro para uma revisão, um barulho estranho ou uma luz de aviso que não se apaga. Vemos o carro, explicamos em palavras simples o que encontrámos e o que pode esperar, e ligamos-lhe com um preço antes de começar: é o senhor ou a senhora quem decide.',
    servicesTitle: 'Serviços',
    services: [
      { title: 'Revisões', description: 'Revisão segundo o plano da marca: óleo, filtros, líquidos e verificações.' },
      { title: 'Travões e pneus', description: 'Pastilhas, discos, líquido e pneus verificados e substituídos.' },
      { title: 'Diagnóstico', description: 'Luzes de aviso e barulhos estranhos identificados com máquina de diagnóstico.' },
      {
        title: 'Preparação para a inspeção',
        description: 'O seu carro verificado antes da inspeção periódica, com as reparações de que precisa para passar.',
        confirm: `Prepara carros para a inspeção periódica? ${keep}`,
      },
    ],
    infoTitle: 'Bom saber',
    info: [
      { title: 'Preços', description: 'Ligamos-lhe com o preço antes de qualquer trabalho e nunca fazemos mais do que o combinado.' },
      { title: 'Marcações', description: 'Ligue para marcar e diga-nos a marca, o modelo e o que o carro está a fazer.' },
      { title: 'Garantia', description: 'As nossas reparações têm garantia de peças e mão de obra.', confirm: 'Dá garantia das suas reparações? Mantenha este cartão apenas se for verdade, e diga por quanto tempo.' },
      findUs,
    ],
    cta: 'Marque já',
    contactText: 'Diga-nos a marca, o modelo e o que o carro está a fazer.',
  },
  tutor: {
    tagline: 'Primeiro a confiança, depois os resultados',
    intro: 'Explicações individuais em {town} e online com {company}: ajuda paciente até tudo fazer sentido.',
    aboutTitle: 'Sobre mim',
    about:
      '{company} dá explicações a alunos de {town} e online: Matemática, Português e Ciências, do 1.º ciclo ao secundário.\n\nCada aluno é diferente, por isso começamos por encontrar as dificuldades e a forma como aprende melhor. As aulas são calmas, pacientes e práticas, com tempo para as perguntas que não se fazem na turma. Os pais sabem depois de cada aula como estão a correr as coisas.',
    servicesTitle: 'Explicações',
    services: [
      { title: 'Matemática', description: 'Da tabuada à álgebra e aos exercícios de exame, explicados passo a passo.' },
      { title: 'Português', description: 'Leitura, escrita e composições, com gramática e vocabulário pelo caminho.' },
      { title: 'Ciências', description: 'Biologia, Química e Física explicadas de forma clara.' },
      { title: 'Preparação para exames', description: 'Planos de estudo, exames de anos anteriores e técnica antes das provas finais e dos exames nacionais.' },
    ],
    infoTitle: 'Bom saber',
    info: [
      { title: 'As aulas', description: 'Presenciais em {town} ou online. Diga-nos quando o seu filho ou a sua filha tem disponibilidade.' },
      { title: 'Preços', description: 'Pergunte pelo preço de uma aula e como funciona a primeira.' },
      {
        title: 'Registo criminal',
        description: 'Tenho um certificado de registo criminal atualizado para trabalhar com menores.',
        confirm: `Tem um certificado de registo criminal atualizado para trabalhar com menores? ${keep}`,
      },
      area('damos explicações'),
    ],
    cta: 'Marque uma aula',
    contactText: 'Diga-me a disciplina, o ano e o que custa mais ao seu filho ou à sua filha.',
  },
  bookkeeper: {
    tagline: 'Contas em dia, prazos sem sustos',
    intro: '{company} trata da contabilidade de pequenos negócios em {town}: lançamentos, salários e números prontos para o seu contabilista certificado.',
    aboutTitle: 'Sobre {company}',
    about:
      '{company} é um serviço de apoio à contabilidade para pequenos negócios e trabalhadores independentes de {town}. Lançamos as suas receitas e despesas, reconciliamos as contas bancárias, processamos salários e preparamos o que o seu contabilista precisa no fecho do ano.\n\nTem uma só pessoa que conhece o seu negócio e, todos os meses, uma imagem simples de como está.',
    servicesTitle: 'Serviços',
    services: [
      { title: 'Contabilidade mensal', description: 'Receitas, despesas e contas bancárias lançadas e reconciliadas todos os meses, no programa que usa.' },
      { title: 'Salários', description: 'Recibos de vencimento, Segurança Social e declaração mensal de remunerações a tempo.' },
      { title: 'Declarações de IVA', description: 'Declarações periódicas de IVA preparadas e entregues dentro do prazo.', confirm: `Prepara e entrega estas declarações pelos seus clientes (como contabilista certificado)? ${keep}` },
      { title: 'Pôr em dia', description: 'Meses de documentos em atraso organizados, prontos para o seu contabilista.' },
    ],
    infoTitle: 'Bom saber',
    info: [
      { title: 'Uma primeira reunião', description: 'Começamos por ver os seus documentos consigo e falar do que precisa.' },
      { title: 'Honorários', description: 'Pergunte-nos por uma avença mensal para o trabalho de que o seu negócio precisa.' },
      { title: 'Confidencialidade', description: 'Os seus números ficam privados e nunca são partilhados sem a sua autorização.' },
      area('tratamos da contabilidade de pequenos negócios'),
    ],
    cta: 'Ligue-nos',
    contactText: 'Fale-nos do seu negócio e de como organiza hoje os seus documentos.',
  },
  other: {
    tagline: 'Perto de si, em {town}',
    intro: '{company} serve clientes em {town}. Contacte-nos para falar do que precisa.',
    aboutTitle: 'Quem somos',
    about:
      '{company} é um negócio local de {town}, ao serviço das pessoas e das empresas de {town} e arredores.\n\nOuvimos o que precisa, dizemos-lhe com franqueza o que podemos fazer e quanto custa, e depois pomos mãos à obra. Se alguma coisa não estiver bem, diga-nos e vemos juntos como resolver. Ligue-nos, envie uma mensagem pelo formulário abaixo ou encontre-nos na nossa página nas redes sociais.',
    servicesTitle: 'O que fazemos',
    services: [
      { title: 'Conselhos e preços', description: 'Diga-nos o que precisa e explicamos-lhe as opções e quanto custam.' },
      { title: 'O nosso serviço principal', description: 'O que fazemos melhor: o que é, para quem é e o que o torna diferente. Pergunte-nos.' },
      { title: 'Clientes habituais', description: 'Quem volta fica a conhecer-nos, e nós ficamos a conhecer o que precisa.' },
    ],
    infoTitle: 'Bom saber',
    info: [
      { title: 'Contacto', description: 'Ligue ou envie uma mensagem com a sua pergunta, e diga-nos a melhor altura e forma de o contactar.' },
      findUs,
      { title: 'Pagamentos', description: 'Aceitamos numerário, cartão, MB WAY e transferência.', confirm: 'Que formas de pagamento aceita? Altere este cartão para o dizer, e depois mostre-o.' },
      area('trabalhamos'),
    ],
    cta: 'Ligue já',
    contactText: 'Envie-nos uma mensagem com a sua pergunta.',
  },
};
