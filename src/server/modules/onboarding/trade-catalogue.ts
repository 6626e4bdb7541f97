import type { StockFamily } from '../../../shared/stock-images';
import type { TradeId } from '../../../shared/trades';

/*
 * The starter kit of every trade /start offers: the words of a first website, written by us for a
 * working business, with `{company}` and `{town}` filled in from the form. Colours are a light page
 * tone (primary) and a deep brand colour (secondary) that read well together; pictures come from
 * the trade family's shipped set (shared/stock-images.ts). Owners change all of it in the editor.
 */

export interface StarterCard {
  title: string;
  description: string;
}

export interface TradeKit {
  family: StockFamily;
  primaryColor: string;
  secondaryColor: string;
  tagline: string;
  /** The hero's text under the company name. */
  intro: string;
  aboutTitle: string;
  about: string;
  servicesTitle: string;
  /** 3–6 cards. */
  services: StarterCard[];
  infoTitle: string;
  /** 3–5 cards. */
  info: StarterCard[];
  /** The header and hero button, linked to the phone number. */
  cta: string;
  contactText: string;
}

const area = (what: string): StarterCard => ({
  title: 'Area we cover',
  description: `Based in {town}, we ${what} across {town} and the surrounding neighbourhoods. Not sure if you are in range? Call and ask — if we can't help, we'll tell you who can.`,
});

export const TRADE_CATALOGUE: Record<TradeId, TradeKit> = {
  plumber: {
    family: 'water',
    primaryColor: '#F1F7FB',
    secondaryColor: '#0B3A5B',
    tagline: 'Licensed plumbing in {town}',
    intro: 'Leaks, blocked drains and new bathrooms fixed properly the first time. {company} gives you a clear price before any work starts, and we clean up before we leave.',
    aboutTitle: 'Your local plumber',
    about:
      '{company} is a plumbing business based in {town}. We look after homes, rentals and small shops: dripping taps and running toilets, burst pipes, water heaters and complete bathroom refits.\n\nYou talk to the person who does the work. We turn up in the time window we give you, explain what is wrong in plain words, and give you a fixed price before we pick up a tool. Every repair is guaranteed for a year.',
    servicesTitle: 'What we do',
    services: [
      { title: 'Leaks and repairs', description: 'Dripping taps, running toilets, leaking pipes and valves found and fixed, usually in a single visit with parts from the van.' },
      { title: 'Blocked drains', description: 'Sinks, showers, toilets and outside drains cleared with the right equipment, and advice on how to keep them flowing.' },
      { title: 'Water heaters', description: 'Repair, service and replacement of tank and tankless water heaters, with the old unit taken away and recycled.' },
      { title: 'Bathrooms and kitchens', description: 'New fixtures, showers and full bathroom refits, planned with you and finished on the day we agreed.' },
    ],
    infoTitle: 'Good to know',
    info: [
      { title: 'Emergency call-outs', description: 'Burst pipe or no water? Call us first. We keep time free every day for emergencies in {town}.' },
      { title: 'Clear pricing', description: 'You get a fixed quote before work starts. No call-out surprises and no charge for a quote on larger jobs.' },
      { title: 'Licensed and insured', description: 'Fully licensed, insured and guaranteed: every repair we make is covered for twelve months.' },
      area('repair and install plumbing'),
    ],
    cta: 'Call now',
    contactText: 'Tell us what is leaking, dripping or blocked and when suits you. We reply the same day.',
  },
  electrician: {
    family: 'power',
    primaryColor: '#F5F6FB',
    secondaryColor: '#262C4D',
    tagline: 'Safe, tidy electrical work in {town}',
    intro: 'From a new socket to a full rewire, {company} does electrical work safely, neatly and to code, with a written quote before we start.',
    aboutTitle: 'About us',
    about:
      '{company} is an electrical contractor serving homes and small businesses in {town}. We install lighting, sockets, panels and EV chargers, find faults that trip your breakers, and rewire older homes.\n\nElectrical work should be done once and done right. We test everything we touch, leave the place as clean as we found it, and give you the paperwork your insurer and inspector need.',
    servicesTitle: 'Services',
    services: [
      { title: 'Fault finding', description: 'Breakers that keep tripping, flickering lights or dead sockets traced to the cause and repaired safely.' },
      { title: 'Lighting', description: 'Indoor, outdoor and security lighting designed with you and installed neatly, with dimmers and smart switches if you like.' },
      { title: 'Panel upgrades', description: 'Old fuse boxes replaced with modern panels and surge protection, sized for the way your home uses power today.' },
      { title: 'EV chargers', description: 'Home car chargers installed on their own circuit, with load checks and the permit handled for you.' },
    ],
    infoTitle: 'Why choose us',
    info: [
      { title: 'Licensed and insured', description: 'Licensed electricians, fully insured, with every job tested and certified when it is finished.' },
      { title: 'Written quotes', description: 'A clear, written price before work starts, so you know exactly what you pay for.' },
      { title: 'Opening hours', description: 'Monday to Friday 7:30 to 5:30, Saturday mornings by appointment, and emergency call-outs any day.' },
      area('do electrical work'),
    ],
    cta: 'Call now',
    contactText: 'Describe the job or the fault and we will get back to you with a time and a price.',
  },
  landscaper: {
    family: 'garden',
    primaryColor: '#F3F8F1',
    secondaryColor: '#1D4D2F',
    tagline: 'Gardens that look after themselves',
    intro: '{company} designs, builds and maintains gardens in {town}: lawns, planting, patios and paths that look good all year and are easy to keep.',
    aboutTitle: 'About {company}',
    about:
      '{company} is a landscaping business in {town}. We work on front yards, back gardens and the grounds of small businesses, from a tidy-up after a long winter to a complete new design.\n\nWe start with a walk round your garden to hear how you want to use it, then draw up a plan and a fixed price. Our crew keeps the site tidy while we work and shows you how to look after what we planted.',
    servicesTitle: 'Our services',
    services: [
      { title: 'Garden design', description: 'A plan drawn for your space, soil and budget, with planting that suits the light and the local climate.' },
      { title: 'Lawns and planting', description: 'New turf or seed, beds and borders, trees and hedges planted at the right time of year.' },
      { title: 'Patios and paths', description: 'Stone, brick and gravel patios, paths and edging laid on a proper base so they stay level.' },
      { title: 'Seasonal maintenance', description: 'Regular mowing, pruning, weeding and leaf clearing, weekly, monthly or when you need it.' },
    ],
    infoTitle: 'How we work',
    info: [
      { title: 'Free estimate', description: 'We visit, listen, measure and send a written estimate within a few days, at no cost.' },
      { title: 'Season planning', description: 'Spring and autumn book up early. Call in good time for planting and new lawns.' },
      { title: 'Fully insured', description: 'Our crew is insured and careful around your home, your neighbours and your pets.' },
      area('design and look after gardens'),
    ],
    cta: 'Call for an estimate',
    contactText: 'Tell us about your garden and what you would like to change. We will arrange a visit.',
  },
  irrigation: {
    family: 'garden',
    primaryColor: '#F0F7F2',
    secondaryColor: '#17573A',
    tagline: 'Green lawns on less water',
    intro: '{company} designs, installs and repairs sprinkler and drip systems in {town}, so every part of your garden gets the water it needs and nothing is wasted.',
    aboutTitle: 'About us',
    about:
      '{company} looks after irrigation for homes and small businesses in {town}. We design new sprinkler and drip systems, repair broken heads and leaking valves, and set up controllers that water by the weather.\n\nA good system saves water and money. We check the pressure, plan the zones and match the heads so coverage is even. Every installation comes with a written warranty and a yearly check-up.',
    servicesTitle: 'Services',
    services: [
      { title: 'Sprinkler installation', description: 'Custom-designed systems with matched heads, so every corner of the lawn is watered evenly and the driveway stays dry.' },
      { title: 'Drip irrigation', description: 'Water straight to the roots of beds, shrubs and vegetable gardens, using up to half the water of spray heads.' },
      { title: 'Repairs', description: 'Broken heads, leaking valves and dead zones found and fixed, on systems we installed or not.' },
      { title: 'Smart controllers', description: 'Weather-based controllers that skip watering when it rains, controlled from your phone.' },
    ],
    infoTitle: 'Good to know',
    info: [
      { title: 'Spring start-up', description: 'We turn systems on, test every zone and set the schedule for the season.' },
      { title: 'Winterising', description: 'Lines blown out before the first frost, so pipes and valves survive the winter.' },
      { title: 'Warranty', description: 'Two years on our workmanship and the manufacturer warranty on every part we fit.' },
      area('install and service irrigation'),
    ],
    cta: 'Call now',
    contactText: 'Tell us about your yard and your current system, if you have one. We reply within a day.',
  },
  'house-cleaner': {
    family: 'clean',
    primaryColor: '#F1F9F8',
    secondaryColor: '#0F5252',
    tagline: 'A clean home without lifting a finger',
    intro: '{company} cleans homes in {town} weekly, every two weeks or once, with the same trusted cleaner each visit and a checklist you can change.',
    aboutTitle: 'About {company}',
    about:
      '{company} is a home cleaning service in {town}. We clean kitchens, bathrooms, bedrooms and living rooms top to bottom, and take on the bigger jobs too: deep cleans, move-out cleans and the tidy-up after building work.\n\nYou get the same cleaner every visit, someone who learns how you like things done. We bring our own supplies, including fragrance-free ones on request, and if anything is missed we come back and put it right for free.',
    servicesTitle: 'Cleaning services',
    services: [
      { title: 'Regular cleaning', description: 'Weekly or fortnightly visits covering kitchen, bathrooms, floors, dusting and beds, to the checklist you choose.' },
      { title: 'Deep cleaning', description: 'Inside cupboards and appliances, behind furniture, skirting boards and grout: the whole home from top to bottom.' },
      { title: 'Move-in and move-out', description: 'An empty home cleaned for the next owner or tenant, ready for the inspection and the deposit.' },
      { title: 'After building work', description: 'Dust, paint spots and debris cleared away once the builders leave, so you can move back in.' },
    ],
    infoTitle: 'Good to know',
    info: [
      { title: 'Pricing', description: 'A fixed price per visit based on the size of your home, agreed before the first clean.' },
      { title: 'Insured and vetted', description: 'Every cleaner is background-checked, trained and insured, so you can hand over a key with confidence.' },
      { title: 'Satisfaction guarantee', description: 'Not happy with something? Tell us within a day and we come back to clean it again, free.' },
      area('clean homes'),
    ],
    cta: 'Call to book',
    contactText: 'Tell us the size of your home and how often you would like a clean. We will send a price.',
  },
  'hair-salon': {
    family: 'beauty',
    primaryColor: '#FBF4F8',
    secondaryColor: '#5C2A4C',
    tagline: 'Hair you will love, in the heart of {town}',
    intro: 'Cuts, colour and styling at {company}, a friendly salon in {town}. Take your time with a consultation first, and leave feeling like yourself, only better.',
    aboutTitle: 'Welcome to {company}',
    about:
      '{company} is an independent hair salon in {town}. Our stylists are trained in cutting, colour and styling for every type and texture of hair, and we keep up with the latest techniques without forgetting the classics.\n\nEvery appointment starts with a proper chat about what you want and how you live with your hair day to day. We use quality products that are kind to hair and scalp, and we will tell you honestly what will work.',
    servicesTitle: 'Services',
    services: [
      { title: 'Cut and style', description: 'A cut shaped for your face and your hair type, finished with a blow-dry and tips for styling at home.' },
      { title: 'Colour', description: 'All-over colour, root touch-ups and grey coverage, matched to your skin tone and tested first.' },
      { title: 'Highlights and balayage', description: 'Soft, natural-looking highlights painted by hand for colour that grows out gracefully.' },
      { title: 'Occasion styling', description: 'Up-dos and styling for weddings, proms and parties, with a trial appointment beforehand.' },
    ],
    infoTitle: 'Visit us',
    info: [
      { title: 'Opening hours', description: 'Tuesday to Saturday, 9:00 to 6:00, late evenings on Thursday until 8:00.' },
      { title: 'Appointments', description: 'Book by phone or drop in. New colour clients need a quick patch test 48 hours before.' },
      { title: 'Prices', description: 'Prices depend on hair length and the stylist. Ask us and we will give you a clear price before we start.' },
      { title: 'Where to find us', description: 'In the centre of {town}, with parking close by and step-free access.' },
    ],
    cta: 'Call to book',
    contactText: 'Ask about an appointment, a price or a colour change. We reply as soon as we are between clients.',
  },
  barber: {
    family: 'beauty',
    primaryColor: '#F5F3F1',
    secondaryColor: '#2B2320',
    tagline: 'Sharp cuts and hot towel shaves in {town}',
    intro: '{company} is a traditional barbershop in {town}: classic and modern cuts, beard trims and hot towel shaves, done properly and without the rush.',
    aboutTitle: 'About the shop',
    about:
      '{company} has been cutting hair in {town} for people who want to look sharp without the fuss. We do skin fades and scissor cuts, beard shaping and the old-fashioned hot towel shave.\n\nWalk in or book ahead, take a seat and talk as much or as little as you like. We take our time on every cut, and we will tell you how to keep it looking good until next time.',
    servicesTitle: 'Services',
    services: [
      { title: 'Haircut', description: 'Classic or modern, clipper or scissors, finished with a neck shave and styled the way you wear it.' },
      { title: 'Skin fade', description: 'Clean, tight fades blended by hand, with a sharp line-up to finish.' },
      { title: 'Beard trim', description: 'Beard shaped, trimmed and lined up, with hot towel and oil to leave it soft.' },
      { title: 'Hot towel shave', description: 'A traditional straight-razor shave with hot towels and balm: the most relaxing twenty minutes of your week.' },
    ],
    infoTitle: 'Good to know',
    info: [
      { title: 'Opening hours', description: 'Monday to Friday 9:00 to 7:00, Saturday 8:00 to 4:00. Closed Sundays.' },
      { title: 'Walk-ins welcome', description: 'Walk in any time we are open, or call ahead to book and skip the wait.' },
      { title: 'Kids and seniors', description: 'Children under twelve and seniors get a reduced price every day of the week.' },
      { title: 'Where to find us', description: 'On the main street in {town}, a short walk from the bus stop.' },
    ],
    cta: 'Call now',
    contactText: 'Questions about a cut, a booking or a group visit before a wedding? Send us a message.',
  },
  'nail-salon': {
    family: 'beauty',
    primaryColor: '#FCF3F6',
    secondaryColor: '#6B2748',
    tagline: 'Beautiful nails, carefully done',
    intro: 'Manicures, pedicures, gel and nail art at {company} in {town}. Clean tools, a relaxed chair and nails that last.',
    aboutTitle: 'About {company}',
    about:
      '{company} is a nail salon in {town}. Our technicians do everything from a quick tidy and polish to full gel sets and hand-painted nail art.\n\nHygiene comes first: every tool is cleaned and sterilised between clients, and files and buffers are new for each person. We use quality, long-wearing products, and we take our time so your nails look good for weeks.',
    servicesTitle: 'Treatments',
    services: [
      { title: 'Manicure', description: 'Nails shaped, cuticles cared for, hands massaged and finished with the polish of your choice.' },
      { title: 'Pedicure', description: 'A warm foot soak, exfoliation, nail and cuticle care and polish: your feet will thank you.' },
      { title: 'Gel nails', description: 'Chip-resistant gel colour that stays glossy for two to three weeks, removed gently when you are ready.' },
      { title: 'Nail art', description: 'From a simple accent nail to detailed hand-painted designs. Bring a picture and we will make it yours.' },
    ],
    infoTitle: 'Visit us',
    info: [
      { title: 'Opening hours', description: 'Monday to Saturday, 10:00 to 7:00. Sundays by appointment before holidays.' },
      { title: 'Appointments', description: 'Call to book your time, or walk in and we will fit you in when a chair is free.' },
      { title: 'Hygiene', description: 'Sterilised metal tools, new files for every client and clean foot baths after every pedicure.' },
      { title: 'Gift cards', description: 'Treat someone: gift cards for any amount or treatment, available in the salon.' },
    ],
    cta: 'Call to book',
    contactText: 'Ask about a treatment, a price or a booking for a group. We reply between appointments.',
  },
  'dog-groomer': {
    family: 'pets',
    primaryColor: '#FBF6EE',
    secondaryColor: '#5A3A12',
    tagline: 'Happy dogs, clean coats',
    intro: '{company} grooms dogs of every size in {town}, calmly and gently. Baths, haircuts, nails and ears, with plenty of patience and treats.',
    aboutTitle: 'About us',
    about:
      '{company} is a dog grooming salon in {town}. We groom every breed and size, from puppies on their first visit to nervous rescues and older dogs who need a little extra care.\n\nWe groom one dog at a time, so there is no barking crowd and no long wait in a cage. Your dog gets a calm space, gentle handling and breaks when needed, and you get a call when they are ready to go home.',
    servicesTitle: 'Grooming services',
    services: [
      { title: 'Full groom', description: 'Bath, blow-dry, haircut to breed standard or your style, nails, ears and a finishing spritz.' },
      { title: 'Bath and tidy', description: 'A deep-clean bath, brush-out and tidy around the face, feet and tail between full grooms.' },
      { title: 'Puppy introduction', description: 'A short, gentle first visit to get puppies used to the sounds, the table and being handled.' },
      { title: 'Nails and ears', description: 'Nail clipping and ear cleaning, no appointment needed for a quick visit.' },
    ],
    infoTitle: 'Good to know',
    info: [
      { title: 'Opening hours', description: 'Monday to Friday, 8:30 to 5:00, with drop-off from 8:30 and collection by 5:00.' },
      { title: 'Prices', description: 'Prices depend on size, coat and condition. We give you a price when you book.' },
      { title: 'Vaccinations', description: 'For everyone\'s safety we ask that dogs are up to date with their vaccinations.' },
      area('groom dogs'),
    ],
    cta: 'Call to book',
    contactText: 'Tell us about your dog, its breed and when you would like to come. We will find a time.',
  },
  bakery: {
    family: 'food',
    primaryColor: '#FDF6F0',
    secondaryColor: '#6B2E14',
    tagline: 'Baked fresh in {town} every morning',
    intro: 'Bread, pastries and celebration cakes from {company}, baked by hand in {town} every day from flour, butter and time.',
    aboutTitle: 'Our bakery',
    about:
      '{company} is an independent bakery in {town}. Our bakers start before dawn so the shelves are full when the doors open: slow-fermented sourdough, crusty loaves, flaky croissants and seasonal cakes.\n\nWe bake in small batches with good flour, real butter and no shortcuts. What is not sold at the end of the day goes to a local food bank. Come early for the best choice, or call ahead and we will set your order aside.',
    servicesTitle: 'From our ovens',
    services: [
      { title: 'Bread', description: 'Sourdough, rye, seeded and white loaves, slow-fermented for flavour and a proper crust.' },
      { title: 'Pastries', description: 'Croissants, cinnamon buns and fruit Danishes, laminated by hand and baked fresh each morning.' },
      { title: 'Celebration cakes', description: 'Birthday, wedding and party cakes made to order, decorated to your theme.' },
      { title: 'Wholesale', description: 'Fresh bread and pastries delivered to cafés, shops and restaurants in {town} every morning.' },
    ],
    infoTitle: 'Visit us',
    info: [
      { title: 'Opening hours', description: 'Tuesday to Saturday 7:00 to 3:00, Sunday 8:00 to 1:00, or until we sell out.' },
      { title: 'Orders', description: 'Cake orders need three days\' notice. Call us to order bread or pastries for the next day.' },
      { title: 'Allergies', description: 'We bake with wheat, dairy, eggs and nuts. Ask us about ingredients — we are happy to help.' },
      { title: 'Where to find us', description: 'In the centre of {town}. Follow the smell of fresh bread.' },
    ],
    cta: 'Call to order',
    contactText: 'Ask about a cake order, a wholesale delivery or what is fresh today.',
  },
  cafe: {
    family: 'food',
    primaryColor: '#FBF5EF',
    secondaryColor: '#4A2615',
    tagline: 'Good coffee and a warm welcome in {town}',
    intro: '{company} is a neighbourhood café in {town}: carefully made coffee, breakfast and lunch cooked fresh, and a table to sit and stay a while.',
    aboutTitle: 'About the café',
    about:
      '{company} is a café in {town} for everyone: early commuters, parents after the school run, friends catching up and people who work from a laptop.\n\nWe serve coffee from a local roaster, made by baristas who care about it, alongside breakfast and lunch cooked fresh in our kitchen. There are always vegetarian choices, plant milks at no extra cost, and cakes baked every morning.',
    servicesTitle: 'On the menu',
    services: [
      { title: 'Coffee', description: 'Espresso, filter and everything between, from beans roasted locally and brewed with care.' },
      { title: 'Breakfast', description: 'Eggs your way, granola, toasted sourdough and pancakes, served all morning.' },
      { title: 'Lunch', description: 'Soups, salads and toasted sandwiches made fresh each day, with a vegetarian choice every day.' },
      { title: 'Cakes and pastries', description: 'Home-baked cakes, cookies and pastries to enjoy with your coffee or take home.' },
    ],
    infoTitle: 'Visit us',
    info: [
      { title: 'Opening hours', description: 'Monday to Friday 7:00 to 4:00, weekends 8:00 to 4:00.' },
      { title: 'Where to find us', description: 'In the heart of {town}, with seating inside and out, and room for prams and wheelchairs.' },
      { title: 'Private events', description: 'The café is available for small parties and meetings after hours. Ask us for details.' },
      { title: 'Dogs welcome', description: 'Well-behaved dogs are welcome, with water bowls and treats on the counter.' },
    ],
    cta: 'Call us',
    contactText: 'Questions about the menu, a table for a group or a private event? Send us a message.',
  },
  'food-truck': {
    family: 'food',
    primaryColor: '#FFF6EE',
    secondaryColor: '#8A2E0E',
    tagline: 'Street food, cooked to order',
    intro: '{company} brings fresh, made-to-order street food to {town}: find us at markets and lunch spots, or book the truck for your event.',
    aboutTitle: 'About the truck',
    about:
      '{company} is a food truck serving {town} and the area around it. We cook everything to order from fresh ingredients, with a short menu we do really well and specials that change with the season.\n\nDuring the week you will find us at lunch spots and markets; at weekends we cater weddings, parties, office events and festivals. We bring the truck, the food and the staff, and leave your venue spotless.',
    servicesTitle: 'What we offer',
    services: [
      { title: 'Street food menu', description: 'A short menu of favourites cooked fresh to order, with vegetarian and gluten-free choices.' },
      { title: 'Private events', description: 'Weddings, birthdays and garden parties: we park up, cook and serve your guests.' },
      { title: 'Corporate catering', description: 'Lunch for your team at the office, served hot from the truck at a fixed price per person.' },
      { title: 'Markets and festivals', description: 'Find us at markets and festivals around {town} through the season.' },
    ],
    infoTitle: 'Good to know',
    info: [
      { title: 'Where to find us', description: 'Our weekly schedule of locations around {town} is on our social page. Call if you cannot find us.' },
      { title: 'Event booking', description: 'Book events early, especially for summer weekends. We need space to park and a level surface.' },
      { title: 'Payment', description: 'We take cards and contactless payments at the truck, and invoice events.' },
      { title: 'Allergies', description: 'Ask us about ingredients in any dish. We keep a full allergen list on the truck.' },
    ],
    cta: 'Call to book the truck',
    contactText: 'Tell us the date, place and number of guests for your event and we will send a quote.',
  },
  photographer: {
    family: 'camera',
    primaryColor: '#F5F5F3',
    secondaryColor: '#23262E',
    tagline: 'Photographs you will keep for life',
    intro: '{company} photographs weddings, families and businesses in {town} and beyond: natural, honest pictures of real moments.',
    aboutTitle: 'About me',
    about:
      '{company} is a photography studio based in {town}. I photograph weddings, families, portraits and small businesses, on location or in the studio.\n\nMy style is relaxed and natural: I give gentle direction when it helps, and otherwise let the day happen. Before every shoot we talk about what matters to you, and afterwards you receive a carefully edited gallery to download, share and print.',
    servicesTitle: 'Photography',
    services: [
      { title: 'Weddings', description: 'From getting ready to the first dance, the whole story of your day told in natural, unposed pictures.' },
      { title: 'Families and portraits', description: 'Relaxed sessions at home, in the park or in the studio, with time for children to be themselves.' },
      { title: 'Business and headshots', description: 'Headshots, team photos and pictures of your work for your website, menus and social media.' },
      { title: 'Events', description: 'Parties, launches and community events photographed quietly from the edge of the room.' },
    ],
    infoTitle: 'Good to know',
    info: [
      { title: 'Booking', description: 'Weddings book up to a year ahead; portrait sessions usually within a few weeks. A deposit secures your date.' },
      { title: 'Delivery', description: 'Your edited gallery arrives within two weeks for portraits and six weeks for weddings.' },
      { title: 'Prints and albums', description: 'Professional prints and handmade albums are available to order from every gallery.' },
      area('photograph people and businesses'),
    ],
    cta: 'Call to check dates',
    contactText: 'Tell me about your plans, the date and the place. I will reply with availability and prices.',
  },
  'personal-trainer': {
    family: 'fitness',
    primaryColor: '#FEF6F1',
    secondaryColor: '#7A2B0B',
    tagline: 'Get stronger, feel better',
    intro: 'Personal training in {town} with {company}: a plan built around your goals and your week, and a coach who keeps you on track.',
    aboutTitle: 'About me',
    about:
      '{company} is personal training in {town} for people of every age and fitness level. Whether you want to lose weight, get stronger, train for an event or move without pain, we build a plan around you.\n\nWe start with a free consultation to talk about your goals, your health and your schedule. Every session is planned, every result is tracked, and you will always know why you are doing what you are doing.',
    servicesTitle: 'Training',
    services: [
      { title: 'One-to-one training', description: 'Sessions planned for you alone, at the gym, in the park or at your home.' },
      { title: 'Small group sessions', description: 'Train with two or three friends: the same attention, shared cost and more fun.' },
      { title: 'Nutrition coaching', description: 'Simple, realistic eating habits that fit your life and support your training.' },
      { title: 'Online coaching', description: 'A programme in your pocket with weekly check-ins, for when you train on your own.' },
    ],
    infoTitle: 'Good to know',
    info: [
      { title: 'Free consultation', description: 'A first meeting of 30 minutes to talk about your goals, at no cost and no obligation.' },
      { title: 'Pricing', description: 'Single sessions and packs of ten, with a lower price per session the more you book.' },
      { title: 'Qualified and insured', description: 'A certified personal trainer with first aid training and full insurance.' },
      { title: 'Sessions', description: 'Early mornings, lunchtimes and evenings, Monday to Saturday.' },
    ],
    cta: 'Call for a free consultation',
    contactText: 'Tell me about your goals and when you can train. I will get back to you within a day.',
  },
  handyman: {
    family: 'home',
    primaryColor: '#FAF5F0',
    secondaryColor: '#4A3020',
    tagline: 'No job too small in {town}',
    intro: 'Shelves, doors, flat-pack, small repairs and odd jobs: {company} gets your to-do list done in {town}, on time and tidily.',
    aboutTitle: 'About {company}',
    about:
      '{company} is a handyman service in {town} for the jobs that never seem to get done. Hanging pictures and shelves, fixing sticking doors, assembling furniture, patching walls, replacing taps and sealing baths.\n\nSave up your list and book a half day or a full day: we bring the tools and materials, work through everything in order, and tidy up before we go. You pay a fair hourly rate agreed in advance.',
    servicesTitle: 'Jobs we do',
    services: [
      { title: 'Repairs', description: 'Sticking doors, loose handles, broken fences, dripping taps and the other small fixes around the house.' },
      { title: 'Assembly and fitting', description: 'Flat-pack furniture assembled, shelves and TVs mounted securely, curtain rails and blinds fitted.' },
      { title: 'Walls and finishes', description: 'Holes patched and sanded, silicone replaced, tiles regrouted and small areas painted.' },
      { title: 'Outdoor jobs', description: 'Gutters cleared, fence panels replaced, decks repaired and sheds put up.' },
    ],
    infoTitle: 'Good to know',
    info: [
      { title: 'Pricing', description: 'A fair hourly rate or a fixed price per job, agreed before we start. No hidden charges.' },
      { title: 'Booking', description: 'Book an hour, half a day or a full day. Most jobs can be done within the week.' },
      { title: 'Insured', description: 'Fully insured for work in your home, with a guarantee on every job.' },
      area('take on repairs and odd jobs'),
    ],
    cta: 'Call now',
    contactText: 'Send us your to-do list and we will tell you how long it takes and what it costs.',
  },
  painter: {
    family: 'home',
    primaryColor: '#F7F4EF',
    secondaryColor: '#3E3226',
    tagline: 'Clean lines, lasting finishes',
    intro: 'Interior and exterior painting in {town}. {company} prepares every surface properly, protects your home and leaves a finish that lasts.',
    aboutTitle: 'About us',
    about:
      '{company} is a painting and decorating business in {town}. We paint living rooms and bedrooms, kitchens and cabinets, hallways and staircases, and the outside of houses, fences and decks.\n\nA good finish is mostly preparation: filling, sanding, priming and masking before a drop of paint goes on. We cover your floors and furniture, keep the work area tidy every evening, and walk round the finished job with you before we call it done.',
    servicesTitle: 'Services',
    services: [
      { title: 'Interior painting', description: 'Walls, ceilings, woodwork and doors painted with care, with colours advised if you want a second opinion.' },
      { title: 'Exterior painting', description: 'Siding, trim, windows and doors prepared and painted to stand up to the weather.' },
      { title: 'Cabinet painting', description: 'Kitchen cabinets sprayed or brushed to a smooth, hard-wearing finish, for a new kitchen at a fraction of the cost.' },
      { title: 'Decks and fences', description: 'Cleaned, repaired and stained or painted, so they look good and last longer.' },
    ],
    infoTitle: 'Why us',
    info: [
      { title: 'Free quote', description: 'We visit, look at the surfaces and send a detailed written quote, at no cost.' },
      { title: 'Tidy work', description: 'Furniture moved and covered, floors protected and everything cleaned up each day.' },
      { title: 'Guarantee', description: 'Two years on our workmanship: if paint peels or cracks, we come back and fix it.' },
      area('paint homes and businesses'),
    ],
    cta: 'Call for a free quote',
    contactText: 'Tell us which rooms or surfaces you want painted and we will arrange a visit.',
  },
  roofer: {
    family: 'home',
    primaryColor: '#F4F4F2',
    secondaryColor: '#33291F',
    tagline: 'A roof you do not have to think about',
    intro: 'Roof repairs, replacements and gutters in {town}. {company} finds the leak, fixes it properly and shows you photos of the work.',
    aboutTitle: 'About {company}',
    about:
      '{company} is a roofing contractor serving {town}. We repair leaks and storm damage, replace worn-out roofs, and install and clean gutters on homes and small commercial buildings.\n\nWe inspect before we quote and show you photos of what we found, so you see the problem for yourself. Our crew works safely, protects your garden and driveway, and leaves no nails or debris behind.',
    servicesTitle: 'Roofing services',
    services: [
      { title: 'Roof repairs', description: 'Leaks, missing shingles or tiles, flashing and chimney problems found and fixed before they spread.' },
      { title: 'Roof replacement', description: 'Complete new roofs in asphalt, metal or tile, with a warranty on materials and workmanship.' },
      { title: 'Gutters', description: 'New gutters and downpipes installed, old ones cleaned, repaired and fitted with guards.' },
      { title: 'Inspections', description: 'A full roof check with photos, for buyers, sellers or peace of mind before winter.' },
    ],
    infoTitle: 'Good to know',
    info: [
      { title: 'Storm damage', description: 'After a storm, call us: we make the roof watertight fast and help with your insurance claim.' },
      { title: 'Free estimate', description: 'We inspect and send you a written estimate with photos, at no cost.' },
      { title: 'Licensed and insured', description: 'Licensed, insured and trained to work safely at height.' },
      area('repair and replace roofs'),
    ],
    cta: 'Call now',
    contactText: 'Tell us about the leak or the roof you want replaced. We will arrange an inspection.',
  },
  'auto-repair': {
    family: 'auto',
    primaryColor: '#F3F5F7',
    secondaryColor: '#1E2833',
    tagline: 'Honest car repairs in {town}',
    intro: 'Servicing, brakes, diagnostics and repairs for every make at {company} in {town}. We call you with a price before any work is done.',
    aboutTitle: 'About the garage',
    about:
      '{company} is an independent garage in {town}. Our mechanics service and repair cars, vans and light trucks of every make, using modern diagnostic equipment and quality parts.\n\nWe explain what your car needs and what can wait, and we call you with a price before we start. Most servicing is done the same day, and every repair carries a twelve-month parts and labour warranty.',
    servicesTitle: 'Services',
    services: [
      { title: 'Servicing', description: 'Scheduled servicing to the manufacturer\'s schedule, keeping your warranty valid, for less than the dealer.' },
      { title: 'Brakes and tyres', description: 'Pads, discs, fluid and tyres checked, replaced and balanced while you wait.' },
      { title: 'Diagnostics', description: 'Warning lights and strange noises traced with modern diagnostic equipment and an experienced ear.' },
      { title: 'Inspections', description: 'Safety and emissions inspections, with small faults fixed on the spot so you pass first time.' },
    ],
    infoTitle: 'Good to know',
    info: [
      { title: 'Opening hours', description: 'Monday to Friday 8:00 to 6:00, Saturday 8:00 to 12:00.' },
      { title: 'Clear estimates', description: 'We call you with a price before any work, and never do more than you agreed.' },
      { title: 'Warranty', description: 'Twelve months or 12,000 miles on parts and labour for every repair.' },
      { title: 'Where to find us', description: 'In {town}, with free parking and a waiting room with coffee and Wi-Fi.' },
    ],
    cta: 'Call to book',
    contactText: 'Tell us the make, the model and what the car is doing. We will give you a time and a price.',
  },
  tutor: {
    family: 'office',
    primaryColor: '#F2F6FB',
    secondaryColor: '#173456',
    tagline: 'Confidence first, grades follow',
    intro: 'One-to-one tutoring in {town} and online with {company}: patient help in maths, English and science that makes things click.',
    aboutTitle: 'About me',
    about:
      '{company} offers private tutoring for school students in {town} and online. I help with maths, English and science, from primary school to final exams.\n\nEvery student is different, so we start by finding the gaps and the way they learn best. Lessons are calm, patient and practical, with short progress notes for parents after each session. Most students feel more confident within a few weeks — and their marks follow.',
    servicesTitle: 'Tutoring',
    services: [
      { title: 'Maths', description: 'From times tables to algebra and exam questions, explained step by step until it makes sense.' },
      { title: 'English', description: 'Reading, writing and essay skills, with grammar and vocabulary built up along the way.' },
      { title: 'Science', description: 'Biology, chemistry and physics made understandable, with practice for tests and exams.' },
      { title: 'Exam preparation', description: 'Revision plans, past papers and exam technique in the months before the big day.' },
    ],
    infoTitle: 'Good to know',
    info: [
      { title: 'Lesson times', description: 'After school on weekdays and Saturday mornings, in person or online.' },
      { title: 'Prices', description: 'A set price per hour, with a free first lesson to see if we are a good fit.' },
      { title: 'Safe and checked', description: 'Background-checked and experienced with children of every age and ability.' },
      area('tutor students'),
    ],
    cta: 'Call to arrange a lesson',
    contactText: 'Tell me the subject, the year and what your child finds hard. I will suggest a plan.',
  },
  bookkeeper: {
    family: 'office',
    primaryColor: '#F3F6FA',
    secondaryColor: '#1B3350',
    tagline: 'Tidy books, calm tax season',
    intro: '{company} keeps the books for small businesses in {town}: bookkeeping, payroll and tax-ready accounts, so you can get on with your work.',
    aboutTitle: 'About {company}',
    about:
      '{company} is a bookkeeping practice for small businesses and the self-employed in {town}. We record your income and expenses, reconcile your bank accounts, run payroll and prepare everything your accountant needs at year end.\n\nYou get one named bookkeeper who knows your business, a fixed monthly fee and a simple report each month showing where you stand. No jargon, no shoebox of receipts in April.',
    servicesTitle: 'Services',
    services: [
      { title: 'Monthly bookkeeping', description: 'Income, expenses and bank accounts recorded and reconciled every month in the software you use.' },
      { title: 'Payroll', description: 'Payslips, deductions and filings done on time, for one employee or twenty.' },
      { title: 'Sales tax returns', description: 'Returns prepared and filed before the deadline, with the figures checked twice.' },
      { title: 'Catch-up bookkeeping', description: 'Months of missing records put in order, so you are ready for your accountant or an inspection.' },
    ],
    infoTitle: 'Good to know',
    info: [
      { title: 'Fixed monthly fee', description: 'One price per month based on the size of your business. No surprise invoices.' },
      { title: 'Free first meeting', description: 'An hour to look at your records and talk about what you need, at no cost.' },
      { title: 'Confidential', description: 'Your figures are kept private and secure, and are never shared without your permission.' },
      area('keep the books for small businesses'),
    ],
    cta: 'Call for a free meeting',
    contactText: 'Tell us about your business and how you keep your records today. We will reply within a day.',
  },
  other: {
    family: 'general',
    primaryColor: '#F4F6FA',
    secondaryColor: '#1F2A44',
    tagline: 'Local, reliable, friendly',
    intro: '{company} serves customers in {town} with care and attention. Get in touch to talk about what you need — we are happy to help.',
    aboutTitle: 'About us',
    about:
      '{company} is a local business based in {town}. We know our customers by name, and most of our work comes from people who were recommended by a neighbour or a friend.\n\nWe keep things simple: we listen to what you need, tell you honestly what we can do and what it costs, and then do it well and on time. If something is not right, we put it right.',
    servicesTitle: 'What we do',
    services: [
      { title: 'Advice and quotes', description: 'Tell us what you need and we will explain your options and send a clear price, at no cost.' },
      { title: 'Our main service', description: 'Describe the work you do best here: what it is, who it is for and what makes yours different.' },
      { title: 'Ongoing support', description: 'Regular customers get priority booking and a service that gets better the longer we work together.' },
    ],
    infoTitle: 'Good to know',
    info: [
      { title: 'Opening hours', description: 'Monday to Friday, 9:00 to 5:00. Call outside these hours and we will call you back.' },
      { title: 'Payment', description: 'Cash, card and bank transfer accepted. Larger jobs are invoiced on completion.' },
      area('work'),
    ],
    cta: 'Call now',
    contactText: 'Send us a message with your question and we will get back to you within one working day.',
  },
};
