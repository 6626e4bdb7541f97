import type { TradeId } from '../../../shared/trades';
import type { HeroLayout, ServiceStyle, ThemeName } from '../../../shared/website-fields';

/*
 * The starter kit of every trade /start offers (decision 0039): the words of a first website, its look
 * (theme, hero layout, services style, colours) and its pictures. `{company}` and `{town}` are filled in
 * from the form; `{{GB,IE:boilers|US,CA:water heaters|*:hot water systems}}` says it the way the site's
 * country does (kit-text.ts, which also spells for the US and Canada).
 *
 * The rule: the words never state a fact about the business that the owner did not give us — no
 * opening hours, guarantees, registrations or licences, insurance, parking, step-free access, allergen
 * handling, free quotes, response times or years in business. Where a trade's customers expect such a
 * fact, the kit writes the card and marks it with `confirm`: the question only the owner can answer.
 * Such a card stays off the published page until they say yes, and the first "Preview and publish"
 * lists it under "Check before you publish". Opening hours go in the Opening hours section, which a
 * kit switches on for trades with premises and which stays hidden until hours are entered.
 */

export interface StarterCard {
  title: string;
  description: string;
  /** The card's picture (trade-pictures.ts), for service cards; onboarding.test.ts checks each exists. */
  picture?: string;
  /** A claim only the owner can confirm: the question put to them. */
  confirm?: string;
}

export interface TradeKit {
  primaryColor: string;
  secondaryColor: string;
  theme: ThemeName;
  heroLayout: HeroLayout;
  servicesStyle: ServiceStyle;
  /** A trade with premises whose customers look for opening hours: the section is on, hidden until filled in. */
  hours?: boolean;
  tagline: string;
  /** The hero's text under the company name. */
  intro: string;
  aboutTitle: string;
  about: string;
  servicesTitle: string;
  /** 3–6 cards, each with its picture. */
  services: StarterCard[];
  infoTitle: string;
  /** 3–5 cards. */
  info: StarterCard[];
  /** The header and hero button, linked to the phone number. */
  cta: string;
  contactText: string;
}

/** The card every kit that travels to its customers has: where it works, said from what the owner told us (the town). */
const area = (what: string): StarterCard => ({
  title: 'Where we work',
  description: `We are based in {town} and ${what} in and around {town}. Not sure whether we come out to you? Call or send a message and ask.`,
});

/** How to get a price, as an invitation rather than a promise. */
const pricing = (what: string): StarterCard => ({
  title: 'Getting a price',
  description: `Tell us about ${what} by phone or with the form below, and we will talk you through the price before any work is booked.`,
});

const confirmGuarantee = 'Do you guarantee your work? Keep this card only if you do, and say for how long.';
const confirmFreeQuote = 'Do you give quotes or estimates free of charge? Keep this card only if you do.';
const confirmInsured = 'Do you have public liability insurance for this work? Keep this card only if you do.';

export const TRADE_CATALOGUE: Record<TradeId, TradeKit> = {
  plumber: {
    primaryColor: '#EEF6FB',
    secondaryColor: '#0B3A5B',
    theme: 'bold',
    heroLayout: 'phone',
    servicesStyle: 'icons',
    tagline: 'Your plumber in {town}',
    intro: 'Leaks, blocked drains, {{GB,IE:boilers|AU,NZ:hot water|*:water heaters}} and bathrooms in {town}. Call {company} and talk to the plumber who does the work.',
    aboutTitle: 'Your local plumber',
    about:
      '{company} is a plumbing business based in {town}, working in homes, rented flats and small shops: dripping taps and running toilets, burst pipes, {{GB,IE:boilers and radiators|AU,NZ:hot water systems|*:water heaters}} and complete bathroom refits.\n\nWhen you call, you talk to the person who does the work. We explain what is wrong in plain words and agree the price with you before we start.',
    servicesTitle: 'What we do',
    services: [
      { title: 'Leaks and repairs', picture: 'leaks', description: 'Dripping taps, running toilets, leaking pipes and valves found and fixed.' },
      { title: 'Blocked drains', picture: 'drains', description: 'Sinks, showers, toilets and outside drains cleared, with advice on keeping them flowing.' },
      {
        title: '{{GB,IE:Boilers and heating|AU,NZ:Hot water systems|*:Water heaters}}',
        picture: 'heating',
        description: '{{GB,IE:Boilers serviced, repaired and replaced, and radiators that will not warm up put right.|AU,NZ:Hot water systems repaired and replaced, electric, gas or heat pump.|*:Tank and tankless water heaters repaired, serviced and replaced.}}',
      },
      { title: 'Bathrooms and kitchens', picture: 'bathrooms', description: 'New taps, showers, sinks and complete bathroom refits, planned with you.' },
    ],
    infoTitle: 'Good to know',
    info: [
      pricing('the job'),
      {
        title: '{{GB:Gas Safe registered|IE:Registered Gas Installer|AU:Licensed plumber and gasfitter|NZ:Certifying plumber and gasfitter|*:Licensed plumber}}',
        description:
          '{{GB:We are on the Gas Safe Register, so we can work on your gas boiler and appliances. Ask to see our card.|IE:We are a Registered Gas Installer (RGII), so we can work on your gas boiler and appliances.|AU:We hold a plumbing and gasfitting licence in this state. Ask for our licence number.|NZ:We are registered with the Plumbers, Gasfitters and Drainlayers Board.|*:We are licensed to do plumbing work here. Ask for our licence number.}}',
        confirm:
          '{{GB:Are you on the Gas Safe Register? Keep this card only if you are.|IE:Are you a Registered Gas Installer (RGII)? Keep this card only if you are.|AU:Do you hold a plumbing and gasfitting licence? Keep this card only if you do.|NZ:Are you a registered certifying plumber and gasfitter? Keep this card only if you are.|*:Are you a licensed plumber where you work? Keep this card only if you are.}}',
      },
      { title: 'Emergency call-outs', description: 'A burst pipe or no water? Call us: we take emergency call-outs in {town}.', confirm: 'Do you take emergency call-outs? Keep this card only if you do.' },
      area('fix and fit plumbing'),
    ],
    cta: 'Call now',
    contactText: 'Tell us what is leaking, dripping or blocked and when suits you.',
  },
  electrician: {
    primaryColor: '#F3F4FA',
    secondaryColor: '#262C4D',
    theme: 'studio',
    heroLayout: 'phone',
    servicesStyle: 'icons',
    tagline: 'Electrical work in {town}, done safely',
    intro: 'From a new socket to a full rewire, {company} does electrical work in {town} neatly and safely, with the price agreed before we start.',
    aboutTitle: 'About us',
    about:
      '{company} is an electrical business serving homes and small businesses in {town}. We fit lighting and sockets, replace {{GB,IE:consumer units|AU,NZ:switchboards|*:electrical panels}}, install car chargers and track down the faults that keep tripping your power.\n\nWe test what we work on, tidy up as we go, and give you the paperwork for the work we do.',
    servicesTitle: 'Services',
    services: [
      { title: 'Fault finding', picture: 'faults', description: 'Trips that keep happening, flickering lights and dead sockets traced to the cause and repaired.' },
      { title: 'Lighting', picture: 'lighting', description: 'Indoor, outdoor and security lighting, planned with you and fitted neatly.' },
      {
        title: '{{GB,IE:Consumer units|AU,NZ:Switchboards|*:Panel upgrades}}',
        picture: 'fuse-board',
        description: '{{GB,IE:Old fuse boxes replaced with a modern consumer unit and the protection today’s rules ask for.|AU,NZ:Old switchboards replaced, with safety switches (RCDs) on your circuits.|*:Old fuse boxes and panels replaced and sized for the way your home uses power today.}}',
      },
      { title: 'Electric car chargers', picture: 'ev-charger', description: 'A home charger on its own circuit, with the checks your supply needs first.' },
    ],
    infoTitle: 'Why call us',
    info: [
      pricing('the work'),
      {
        title: '{{GB:Registered electrician|IE:Safe Electric registered|AU:Licensed electrician|NZ:Registered electrician|*:Licensed electrician}}',
        description:
          '{{GB:We are registered with a government-approved scheme, so we can certify our own work under Part P of the Building Regulations.|IE:We are a Safe Electric registered electrical contractor and certify the work we do.|AU:We hold an electrical contractor licence in this state and give you a certificate of compliance.|NZ:We are registered with the Electrical Workers Registration Board and certify our work.|*:We are licensed electricians and pull the permits your job needs.}}',
        confirm:
          '{{GB:Are you registered with a competent person scheme (NICEIC, NAPIT or similar)? Keep this card only if you are.|IE:Are you a Safe Electric registered contractor? Keep this card only if you are.|AU:Do you hold an electrical contractor licence? Keep this card only if you do.|NZ:Are you a registered electrical worker? Keep this card only if you are.|*:Are you a licensed electrician where you work? Keep this card only if you are.}}',
      },
      { title: 'Insured', description: 'We carry public liability insurance for the work we do in your home.', confirm: confirmInsured },
      area('do electrical work'),
    ],
    cta: 'Call now',
    contactText: 'Describe the job or the fault, and when you would like it done.',
  },
  landscaper: {
    primaryColor: '#F1F8EE',
    secondaryColor: '#1D4D2F',
    theme: 'friendly',
    heroLayout: 'photo',
    servicesStyle: 'cards',
    tagline: '{{US,CA:Yards|*:Gardens}} designed, built and cared for',
    intro: '{company} designs, builds and looks after {{US,CA:yards|*:gardens}} in {town}: lawns, planting, patios and paths that suit the way you use them.',
    aboutTitle: 'About {company}',
    about:
      '{company} is a landscaping business in {town}. We work on front and back {{US,CA:yards|*:gardens}} and the grounds of small businesses, from a tidy-up after the winter to a complete new design.\n\nWe start with a walk round to hear how you want to use the space, then draw up a plan and a price for you to think over.',
    servicesTitle: 'Our services',
    services: [
      { title: 'Garden design', picture: 'design', description: 'A plan drawn for your space, soil and budget, with planting that suits the light.' },
      { title: 'Lawns and planting', picture: 'planting', description: 'New turf or seed, beds and borders, trees and hedges planted at the right time of year.' },
      { title: 'Patios and paths', picture: 'patios', description: 'Paving, brick and gravel patios and paths laid on a proper base.' },
      { title: 'Seasonal care', picture: 'maintenance', description: 'Mowing, pruning, weeding and leaf clearing, regularly or when you need it.' },
    ],
    infoTitle: 'How we work',
    info: [
      { title: 'A visit first', description: 'We come and see the {{US,CA:yard|*:garden}}, listen to what you want and measure up, then send you a plan and a price.' },
      { title: 'Free estimates', description: 'There is no charge for our visit or the estimate that follows.', confirm: confirmFreeQuote },
      { title: 'Insured', description: 'We carry public liability insurance while we work on your property.', confirm: confirmInsured },
      area('design and look after {{US,CA:yards|*:gardens}}'),
    ],
    cta: 'Call for an estimate',
    contactText: 'Tell us about your {{US,CA:yard|*:garden}} and what you would like to change.',
  },
  irrigation: {
    primaryColor: '#EEF7F2',
    secondaryColor: '#17573A',
    theme: 'classic',
    heroLayout: 'split',
    servicesStyle: 'cards',
    tagline: 'Green lawns on less water',
    intro: '{company} designs, installs and repairs sprinkler and drip systems in {town}, so every part of your {{US,CA:yard|*:garden}} gets the water it needs.',
    aboutTitle: 'About us',
    about:
      '{company} looks after watering systems for homes and small businesses in {town}. We design new sprinkler and drip systems, repair broken heads and leaking valves, and set up controllers that water by the weather.\n\nWe check the pressure, plan the zones and match the heads, so the water goes on the plants and not the path.',
    servicesTitle: 'Services',
    services: [
      { title: 'Sprinkler systems', picture: 'sprinklers', description: 'Systems designed for your lawn, with matched heads so every corner is watered evenly.' },
      { title: 'Drip irrigation', picture: 'drip', description: 'Water straight to the roots of beds, shrubs and vegetable gardens.' },
      { title: 'Repairs', picture: 'repairs', description: 'Broken heads, leaking valves and dry patches found and fixed, on any make of system.' },
      { title: 'Smart controllers', picture: 'controllers', description: 'Controllers that skip watering when it rains, set from your phone.' },
    ],
    infoTitle: 'Good to know',
    info: [
      { title: 'Start and end of the season', description: 'We turn systems on in spring, test every zone and set the schedule, and shut them down before the frosts where winters are cold.' },
      pricing('your lawn and beds'),
      { title: 'Workmanship guarantee', description: 'We guarantee the systems we install.', confirm: confirmGuarantee },
      area('install and repair watering systems'),
    ],
    cta: 'Call now',
    contactText: 'Tell us about your {{US,CA:yard|*:garden}} and the system you have now, if any.',
  },
  'house-cleaner': {
    primaryColor: '#EEF8F6',
    secondaryColor: '#0F5252',
    theme: 'friendly',
    heroLayout: 'split',
    servicesStyle: 'icons',
    tagline: 'A clean home without lifting a finger',
    intro: '{company} cleans homes in {town}: every week, {{US,CA:every two weeks|*:every fortnight}} or just once, to a list you choose.',
    aboutTitle: 'About {company}',
    about:
      '{company} is a home cleaning service in {town}. We clean kitchens, bathrooms, bedrooms and living rooms, and take on the bigger jobs too: deep cleans, {{GB:end-of-tenancy cleans|AU:bond cleans|*:move-out cleans}} and the clean-up after building work.\n\nTell us how you like things done and what matters most to you, and we will work to your list.',
    servicesTitle: 'Cleaning services',
    services: [
      { title: 'Regular cleaning', picture: 'regular', description: 'Weekly or {{US,CA:every-other-week|*:fortnightly}} visits: kitchen, bathrooms, floors, dusting and beds, to the list you choose.' },
      { title: 'Deep cleaning', picture: 'deep-clean', description: 'Inside cupboards and appliances, behind furniture, skirting boards and grout.' },
      { title: '{{GB:End-of-tenancy cleans|AU:Bond cleans|*:Move-in and move-out cleans}}', picture: 'moving', description: 'An empty home cleaned from top to bottom for the next people, ready for the inspection.' },
      { title: 'After building work', picture: 'after-builders', description: 'Dust, paint spots and debris cleared away once the builders leave.' },
    ],
    infoTitle: 'Good to know',
    info: [
      pricing('the size of your home and how often you would like a clean'),
      { title: 'Supplies', description: 'Tell us if you would like us to use your own products, or fragrance-free ones.' },
      { title: 'Insured', description: 'We carry public liability insurance for the homes we clean.', confirm: confirmInsured },
      area('clean homes'),
    ],
    cta: 'Call to book',
    contactText: 'Tell us the size of your home and how often you would like a clean.',
  },
  'hair-salon': {
    primaryColor: '#FBF1F6',
    secondaryColor: '#5C2A4C',
    theme: 'elegant',
    heroLayout: 'split',
    servicesStyle: 'rows',
    hours: true,
    tagline: 'Cut, colour and style in {town}',
    intro: 'Cuts, colour and styling at {company} in {town}. Start with a chat about what you would like, and leave feeling like yourself, only better.',
    aboutTitle: 'Welcome to {company}',
    about:
      '{company} is an independent hair salon in {town}, cutting, colouring and styling every type and texture of hair.\n\nEvery appointment starts with a proper talk about what you want and how you wear your hair day to day, and we will tell you honestly what will work.',
    servicesTitle: 'Services',
    services: [
      { title: 'Cut and style', picture: 'cut', description: 'A cut shaped for your face and hair type, finished with a blow-dry and tips for styling at home.' },
      { title: '{{US:Color|*:Colour}}', picture: 'colour', description: 'All-over {{US:color|*:colour}}, root touch-ups and grey coverage, matched to you.' },
      { title: 'Highlights and balayage', picture: 'balayage', description: 'Soft, natural-looking highlights painted by hand, for {{US:color|*:colour}} that grows out gently.' },
      { title: 'Occasion styling', picture: 'occasion', description: 'Up-dos and styling for weddings, proms and parties.' },
    ],
    infoTitle: 'Visit us',
    info: [
      { title: 'Booking', description: 'Call or send a message to book. Tell us what you would like done, so we set aside the right time.' },
      { title: 'Patch tests', description: 'If you are new to us for {{US:color|*:colour}}, ask about a skin test before your appointment.' },
      { title: 'Prices', description: 'Prices depend on your hair and what you would like. Ask us and we will tell you before we start.' },
      { title: 'Where to find us', description: 'We are in {town}. Call if you need directions.' },
    ],
    cta: 'Call to book',
    contactText: 'Ask about an appointment, a price or a change of {{US:color|*:colour}}.',
  },
  barber: {
    primaryColor: '#F4F1EE',
    secondaryColor: '#2B2320',
    theme: 'bold',
    heroLayout: 'photo',
    servicesStyle: 'rows',
    hours: true,
    tagline: 'Sharp cuts and hot towel shaves in {town}',
    intro: '{company} is a barbershop in {town}: classic and modern cuts, beard trims and hot towel shaves, done properly.',
    aboutTitle: 'About the shop',
    about:
      '{company} cuts hair in {town} for people who want to look sharp without the fuss. Skin fades and scissor cuts, beard shaping and the old-fashioned hot towel shave.\n\nTake a seat and talk as much or as little as you like; we will tell you how to keep the cut looking good until next time.',
    servicesTitle: 'Services',
    services: [
      { title: 'Haircut', picture: 'haircut', description: 'Classic or modern, clippers or scissors, styled the way you wear it.' },
      { title: 'Skin fade', picture: 'fade', description: 'Clean, tight fades blended by hand, with a sharp line-up to finish.' },
      { title: 'Beard trim', picture: 'beard', description: 'Beard shaped, trimmed and lined up, with hot towel and oil.' },
      { title: 'Hot towel shave', picture: 'shave', description: 'A traditional straight-razor shave with hot towels and balm.' },
    ],
    infoTitle: 'Good to know',
    info: [
      { title: 'Walk-ins welcome', description: 'Walk in when we are open, or call ahead to book a time.', confirm: 'Do you take walk-ins? Keep this card only if you do.' },
      { title: 'Booking', description: 'Call to book your cut, or for a group before a wedding or a big night.' },
      { title: 'Prices', description: 'Ask us for our price list, by phone or at the shop.' },
      { title: 'Where to find us', description: 'We are in {town}. Call if you need directions.' },
    ],
    cta: 'Call now',
    contactText: 'Questions about a cut, a booking or a group visit? Send us a message.',
  },
  'nail-salon': {
    primaryColor: '#FCF1F5',
    secondaryColor: '#6B2748',
    theme: 'elegant',
    heroLayout: 'photo',
    servicesStyle: 'rows',
    hours: true,
    tagline: 'Beautiful nails, carefully done',
    intro: 'Manicures, pedicures, gel and nail art at {company} in {town}.',
    aboutTitle: 'About {company}',
    about:
      '{company} is a nail salon in {town}. We do everything from a quick tidy and polish to full gel sets and hand-painted nail art.\n\nTell us what you have in mind, or bring a picture, and we will take our time to get it right. We will talk you through the shapes, lengths and colours that suit your hands, and how to keep your nails looking good between visits.',
    servicesTitle: 'Treatments',
    services: [
      { title: 'Manicure', picture: 'manicure', description: 'Nails shaped, cuticles cared for and finished with the polish of your choice.' },
      { title: 'Pedicure', picture: 'pedicure', description: 'A warm foot soak, nail and cuticle care and polish.' },
      { title: 'Gel nails', picture: 'gel', description: 'Chip-resistant gel {{US:color|*:colour}}, set under a lamp and removed gently when you are ready.' },
      { title: 'Nail art', picture: 'nail-art', description: 'From one accent nail to detailed hand-painted designs. Bring a picture and we will make it yours.' },
    ],
    infoTitle: 'Visit us',
    info: [
      { title: 'Booking', description: 'Call or send a message to book, and tell us which treatment you would like.' },
      { title: 'Hygiene', description: 'Metal tools sterilised between clients, and files and buffers new for each person.', confirm: 'Do you sterilise metal tools and use new files for each client? Keep this card only if you do.' },
      { title: 'Gift vouchers', description: 'Treat someone: ask us about gift vouchers.', confirm: 'Do you sell gift vouchers? Keep this card only if you do.' },
      { title: 'Aftercare', description: 'Ask us how to look after your nails and cuticles between appointments, and how to take gel off without damaging your nails.' },
      { title: 'Where to find us', description: 'We are in {town}. Call if you need directions.' },
    ],
    cta: 'Call to book',
    contactText: 'Ask about a treatment, a price or a booking for a group.',
  },
  'dog-groomer': {
    primaryColor: '#FBF5EC',
    secondaryColor: '#5A3A12',
    theme: 'friendly',
    heroLayout: 'split',
    servicesStyle: 'cards',
    hours: true,
    tagline: 'Happy dogs, clean coats',
    intro: '{company} grooms dogs of every size in {town}: baths, haircuts, nails and ears, with plenty of patience.',
    aboutTitle: 'About us',
    about:
      '{company} is a dog grooming business in {town}. We groom every breed and size, from puppies on their first visit to nervous rescues and older dogs who need a little extra care.\n\nTell us about your dog when you book: what they are like with strangers, noise and being handled, and anything we should know.',
    servicesTitle: 'Grooming services',
    services: [
      { title: 'Full groom', picture: 'full-groom', description: 'Bath, dry, haircut to the breed standard or your style, nails and ears.' },
      { title: 'Bath and tidy', picture: 'bath', description: 'A bath, brush-out and tidy around the face, feet and tail between full grooms.' },
      { title: 'Puppy introduction', picture: 'puppy', description: 'A short, gentle first visit to get puppies used to the sounds and being handled.' },
      { title: 'Nails and ears', picture: 'nails', description: 'Nail clipping and ear cleaning on their own.' },
    ],
    infoTitle: 'Good to know',
    info: [
      { title: 'Prices', description: 'Prices depend on size, coat and condition. Ask us when you book.' },
      { title: 'Vaccinations', description: 'For every dog’s safety, please make sure yours is up to date with its vaccinations.' },
      { title: 'One dog at a time', description: 'We groom one dog at a time, so there is no crowd and no wait in a cage.', confirm: 'Do you groom one dog at a time? Keep this card only if you do.' },
      area('groom dogs'),
    ],
    cta: 'Call to book',
    contactText: 'Tell us about your dog, its breed and when you would like to come.',
  },
  bakery: {
    primaryColor: '#FDF4EA',
    secondaryColor: '#6B2E14',
    theme: 'friendly',
    heroLayout: 'photo',
    servicesStyle: 'cards',
    hours: true,
    tagline: 'Baked in {town}',
    intro: 'Bread, pastries and celebration cakes from {company}, baked in {town}.',
    aboutTitle: 'Our bakery',
    about:
      '{company} is an independent bakery in {town}: bread with a proper crust, flaky pastries and cakes for the days that matter.\n\nCome in and see what is on the shelves today, or call ahead and we will put your order aside. If you have a favourite loaf, ask us when it comes out of the oven. Planning a birthday, a wedding or an office party? Tell us the date, the number of guests and what you have in mind, and we will talk it through with you.',
    servicesTitle: 'From our ovens',
    services: [
      { title: 'Bread', picture: 'bread', description: 'Sourdough, rye, seeded and white loaves.' },
      { title: 'Pastries', picture: 'pastries', description: 'Croissants, buns and sweet pastries, baked for the counter.' },
      { title: 'Celebration cakes', picture: 'cakes', description: 'Birthday, wedding and party cakes made to order, decorated to your theme.' },
      { title: 'Wholesale', picture: 'wholesale', description: 'Bread and pastries for cafés, shops and restaurants in {town}. Ask us what we can supply.' },
    ],
    infoTitle: 'Visit us',
    info: [
      { title: 'Orders', description: 'For cakes and large orders, call us with the date and we will tell you how much notice we need.' },
      { title: 'Ingredients and allergens', description: 'Ask us about the ingredients and allergens in anything we bake before you buy.' },
      { title: 'Where to find us', description: 'We are in {town}. Call if you need directions.' },
    ],
    cta: 'Call to order',
    contactText: 'Ask about a cake order, a wholesale delivery or what is on the shelves today.',
  },
  cafe: {
    primaryColor: '#FAF3EC',
    secondaryColor: '#4A2615',
    theme: 'elegant',
    heroLayout: 'split',
    servicesStyle: 'cards',
    hours: true,
    tagline: 'Good coffee and a warm welcome in {town}',
    intro: '{company} is a café in {town}: coffee made with care, breakfast and lunch, and a table to sit and stay a while.',
    aboutTitle: 'About the café',
    about:
      '{company} is a café in {town} for everyone: early commuters, parents after the school run, friends catching up and people working from a laptop.\n\nCome in for a coffee and something to eat, or take it with you.',
    servicesTitle: 'On the menu',
    services: [
      { title: 'Coffee', picture: 'coffee', description: 'Espresso, filter and everything between.' },
      { title: 'Breakfast', picture: 'breakfast', description: 'Eggs your way, toast, pancakes and more in the morning.' },
      { title: 'Lunch', picture: 'lunch', description: 'Soups, salads and sandwiches.' },
      { title: 'Cakes and bakes', picture: 'cakes', description: 'Cakes, {{US,CA:cookies|*:biscuits}} and pastries to have with your coffee or take home.' },
    ],
    infoTitle: 'Visit us',
    info: [
      { title: '{{US,CA:Coffee to go|*:Takeaway}}', description: 'Everything on the menu can be made to take with you.' },
      { title: 'Ingredients and allergens', description: 'Ask us about the ingredients and allergens in anything on the menu.' },
      { title: 'Groups and events', description: 'Ask us about a table for a group or using the café for a small event.' },
      { title: 'Where to find us', description: 'We are in {town}. Call if you need directions.' },
    ],
    cta: 'Call us',
    contactText: 'Questions about the menu, a table for a group or an event? Send us a message.',
  },
  'food-truck': {
    primaryColor: '#FFF5EC',
    secondaryColor: '#8A2E0E',
    theme: 'bold',
    heroLayout: 'photo',
    servicesStyle: 'cards',
    tagline: 'Street food, cooked to order',
    intro: '{company} brings street food to {town}: find us out and about, or book the truck for your event.',
    aboutTitle: 'About the truck',
    about:
      '{company} is a food truck serving {town} and the area around it, with a short menu of favourites cooked to order.\n\nFind us at lunch spots and markets, or book us for a wedding, a party, an office lunch or a festival.',
    servicesTitle: 'What we offer',
    services: [
      { title: 'Street food menu', picture: 'menu', description: 'A short menu of favourites, cooked fresh to order.' },
      { title: 'Private parties', picture: 'parties', description: 'Weddings, birthdays and garden parties: we park up, cook and serve your guests.' },
      { title: 'Office catering', picture: 'catering', description: 'Lunch for your team, served from the truck.' },
      { title: 'Markets and festivals', picture: 'markets', description: 'Look out for us at markets and festivals around {town}.' },
    ],
    infoTitle: 'Good to know',
    info: [
      { title: 'Where to find us', description: 'Where we are this week is on our social page. Call if you cannot find us.' },
      { title: 'Booking the truck', description: 'Tell us the date, the place and how many guests, and we will send you a price.' },
      { title: 'Ingredients and allergens', description: 'Ask us about the ingredients and allergens in any dish before you order.' },
      { title: 'Paying', description: 'We take card and contactless payments at the truck.', confirm: 'Do you take card and contactless payments? Keep this card only if you do.' },
    ],
    cta: 'Call to book the truck',
    contactText: 'Tell us the date, place and number of guests for your event.',
  },
  photographer: {
    primaryColor: '#F4F4F2',
    secondaryColor: '#23262E',
    theme: 'studio',
    heroLayout: 'split',
    servicesStyle: 'cards',
    tagline: 'Photographs you will keep',
    intro: '{company} photographs weddings, families and businesses in {town} and beyond: natural pictures of real moments.',
    aboutTitle: 'About me',
    about:
      '{company} is a photographer based in {town}, photographing weddings, families, portraits and small businesses, on location or in the studio.\n\nBefore every shoot we talk about what matters to you; afterwards you receive an edited gallery to download, share and print.',
    servicesTitle: 'Photography',
    services: [
      { title: 'Weddings', picture: 'weddings', description: 'The story of your day, from getting ready to the first dance.' },
      { title: 'Families and portraits', picture: 'portraits', description: 'Relaxed sessions at home, outdoors or in the studio.' },
      { title: 'Business and headshots', picture: 'headshots', description: 'Headshots, team photos and pictures of your work for your website and social media.' },
      { title: 'Events', picture: 'events', description: 'Parties, launches and community events, photographed from the edge of the room.' },
    ],
    infoTitle: 'Good to know',
    info: [
      { title: 'Booking', description: 'Tell me the date and the place, and I will tell you whether I am free and what it costs.' },
      { title: 'Your gallery', description: 'Ask me when your edited gallery will be ready: it depends on the kind of shoot.' },
      { title: 'Prints and albums', description: 'Prints and albums can be ordered from your gallery.', confirm: 'Do you offer prints and albums? Keep this card only if you do.' },
      area('take photographs'),
    ],
    cta: 'Call to check dates',
    contactText: 'Tell me about your plans, the date and the place.',
  },
  'personal-trainer': {
    primaryColor: '#FEF4EE',
    secondaryColor: '#7A2B0B',
    theme: 'bold',
    heroLayout: 'split',
    servicesStyle: 'icons',
    tagline: 'Get stronger, feel better',
    intro: 'Personal training in {town} with {company}: a plan built around your goals and your week.',
    aboutTitle: 'About me',
    about:
      '{company} is personal training in {town} for people of every age and fitness level. Whether you want to get stronger, lose weight, train for an event or move without pain, we build a plan around you.\n\nWe start by talking about your goals, your health and your week, and you will always know why you are doing what you are doing.',
    servicesTitle: 'Training',
    services: [
      { title: 'One-to-one training', picture: 'one-to-one', description: 'Sessions planned for you alone, at the gym, outdoors or at home.' },
      { title: 'Small groups', picture: 'groups', description: 'Train with two or three friends: the same attention, a shared cost.' },
      { title: 'Eating well', picture: 'nutrition', description: 'Simple, realistic eating habits that fit your life and support your training.' },
      { title: 'Online coaching', picture: 'online', description: 'A programme in your pocket, with regular check-ins.' },
    ],
    infoTitle: 'Good to know',
    info: [
      { title: 'A first chat', description: 'We start with a conversation about your goals and your week before any training.' },
      { title: 'Qualified', description: 'A qualified personal trainer, with first aid training.', confirm: 'Are you a qualified personal trainer with first aid training? Keep this card only if you are, and name the qualification.' },
      { title: 'Prices', description: 'Ask about single sessions and packs of sessions.' },
      area('train people'),
    ],
    cta: 'Call to get started',
    contactText: 'Tell me about your goals and when you can train.',
  },
  handyman: {
    primaryColor: '#FAF5EF',
    secondaryColor: '#4A3020',
    theme: 'classic',
    heroLayout: 'phone',
    servicesStyle: 'icons',
    tagline: 'Odd jobs and repairs in {town}',
    intro: 'Shelves, doors, {{US,CA:furniture assembly|*:flat-pack}}, small repairs and odd jobs: {company} gets your list done in {town}.',
    aboutTitle: 'About {company}',
    about:
      '{company} is a handyman service in {town} for the jobs that never seem to get done: hanging pictures and shelves, fixing sticking doors, putting furniture together, patching walls and sealing baths.\n\nSave up your list and we will work through it, tidying up as we go.',
    servicesTitle: 'Jobs we do',
    services: [
      { title: 'Repairs', picture: 'repairs', description: 'Sticking doors, loose handles, dripping taps and the other small fixes around the house.' },
      { title: '{{US,CA:Assembly and mounting|*:Assembly and fitting}}', picture: 'assembly', description: 'Furniture assembled, shelves and TVs mounted, curtain rails and blinds put up.' },
      { title: 'Walls and finishes', picture: 'walls', description: 'Holes filled and sanded, sealant replaced and small areas painted.' },
      { title: 'Outdoor jobs', picture: 'outdoor', description: 'Gutters cleared, fence panels replaced, decks repaired and sheds put up.' },
    ],
    infoTitle: 'Good to know',
    info: [
      pricing('your list of jobs'),
      { title: 'Booking', description: 'Book an hour, half a day or a full day for your list.' },
      { title: 'Insured', description: 'We carry public liability insurance for work in your home.', confirm: confirmInsured },
      area('take on repairs and odd jobs'),
    ],
    cta: 'Call now',
    contactText: 'Send us your list of jobs and when suits you.',
  },
  painter: {
    primaryColor: '#F6F3EE',
    secondaryColor: '#3E3226',
    theme: 'studio',
    heroLayout: 'photo',
    servicesStyle: 'cards',
    tagline: 'Clean lines, lasting finishes',
    intro: 'Painting{{GB,IE: and decorating|*:}} inside and out in {town}. {company} prepares every surface and protects your home while we work.',
    aboutTitle: 'About us',
    about:
      '{company} is a {{GB,IE:painting and decorating|*:painting}} business in {town}. We paint living rooms and bedrooms, kitchens and cabinets, hallways and stairs, and the outside of houses, fences and decks.\n\nA good finish is mostly preparation: filling, sanding, priming and masking before the paint goes on. We cover your floors and furniture and walk round the finished job with you.',
    servicesTitle: 'Services',
    services: [
      { title: 'Interior painting', picture: 'interior', description: 'Walls, ceilings, woodwork and doors, with help choosing {{US:colors|*:colours}} if you want it.' },
      { title: 'Exterior painting', picture: 'exterior', description: '{{US,CA:Siding|*:Walls}}, trim, windows and doors prepared and painted to stand up to the weather.' },
      { title: 'Kitchen cabinets', picture: 'cabinets', description: 'Cabinets painted to a smooth, hard-wearing finish: a new-looking kitchen without a new kitchen.' },
      { title: 'Decks and fences', picture: 'fences', description: 'Cleaned, repaired and stained or painted.' },
    ],
    infoTitle: 'Why us',
    info: [
      pricing('the rooms or surfaces'),
      { title: 'Tidy work', description: 'Furniture moved and covered, floors protected and everything cleaned up each day.' },
      { title: 'Guarantee', description: 'If our paint peels or cracks, we come back and put it right.', confirm: confirmGuarantee },
      area('paint homes and businesses'),
    ],
    cta: 'Call for a price',
    contactText: 'Tell us which rooms or surfaces you would like painted.',
  },
  roofer: {
    primaryColor: '#F3F4F5',
    secondaryColor: '#33291F',
    theme: 'bold',
    heroLayout: 'phone',
    servicesStyle: 'cards',
    tagline: 'Roofs and {{NZ:spouting|*:gutters}} in {town}',
    intro: 'Roof repairs, new roofs and {{NZ:spouting|*:gutters}} in {town}. {company} finds the problem, shows you, and fixes it.',
    aboutTitle: 'About {company}',
    about:
      '{company} is a roofing business serving {town}. We repair leaks and storm damage, replace worn-out roofs, and fit and clear {{NZ:spouting|*:gutters}} on homes and small buildings.\n\nWe look before we price, and show you photos of what we found, so you see the problem for yourself.',
    servicesTitle: 'Roofing services',
    services: [
      { title: 'Roof repairs', picture: 'repairs', description: 'Leaks, {{US,CA:missing shingles|*:slipped or broken tiles}}, flashing and chimney problems found and fixed.' },
      { title: 'New roofs', picture: 'new-roof', description: 'Complete new roofs in {{US,CA:asphalt shingles, metal or tile|GB,IE:tiles, slate or flat roofing|*:tiles or metal}}.' },
      { title: '{{NZ:Spouting|*:Gutters}}', picture: 'gutters', description: 'New {{NZ:spouting|*:gutters}} and {{US,CA:downspouts|*:downpipes}} fitted, old ones cleared and repaired.' },
      { title: 'Roof checks', picture: 'inspections', description: 'A look over your roof with photos, before you buy or sell, or before the winter.' },
    ],
    infoTitle: 'Good to know',
    info: [
      pricing('the roof'),
      { title: 'Storm damage', description: 'After a storm, call us: we make roofs watertight and can give you the photos your insurer asks for.', confirm: 'Do you take emergency storm repairs? Keep this card only if you do.' },
      { title: 'Insured', description: 'We carry public liability insurance and work safely at height.', confirm: confirmInsured },
      area('repair and replace roofs'),
    ],
    cta: 'Call now',
    contactText: 'Tell us about the leak or the roof you would like replaced.',
  },
  'auto-repair': {
    primaryColor: '#F2F4F6',
    secondaryColor: '#1E2833',
    theme: 'classic',
    heroLayout: 'phone',
    servicesStyle: 'rows',
    hours: true,
    tagline: 'Car repairs in {town}',
    intro: 'Servicing, brakes, {{US,CA:tires|*:tyres}} and repairs at {company} in {town}. We call you with the price before we do the work.',
    aboutTitle: 'About the garage',
    about:
      '{company} is an independent {{US,CA:auto repair shop|*:garage}} in {town}, servicing and repairing cars and vans of every make.\n\nBring your car in for a service, a strange noise or a warning light that will not go off. We look at it, tell you in plain words what we found and what can wait, and call you with a price before we start, so you decide what happens next.',
    servicesTitle: 'Services',
    services: [
      { title: 'Servicing', picture: 'servicing', description: 'Servicing to your manufacturer’s schedule: oil, filters, fluids and checks.' },
      { title: 'Brakes and {{US,CA:tires|*:tyres}}', picture: 'brakes', description: 'Pads, discs, fluid and {{US,CA:tires|*:tyres}} checked and replaced.' },
      { title: 'Diagnostics', picture: 'diagnostics', description: 'Warning lights and strange noises traced with diagnostic equipment.' },
      {
        title: '{{GB:MOT tests|IE:NCT preparation|AU:Roadworthy checks|NZ:Warrant of Fitness|US:State inspections|*:Safety inspections}}',
        picture: 'inspections',
        description:
          '{{GB:MOT tests, and the repairs your car needs to pass.|IE:Your car checked and put right before its NCT.|AU:Roadworthy and safety checks, and the repairs your car needs to pass.|NZ:Warrant of Fitness inspections, and the repairs your car needs to pass.|*:Safety and emissions inspections, and the repairs your car needs to pass.}}',
        confirm: '{{GB:Are you an approved MOT testing station? Keep this card only if you are.|NZ:Are you an approved WoF inspector? Keep this card only if you are.|US:Are you a licensed state inspection station? Keep this card only if you are.|*:Do you carry out these inspections? Keep this card only if you do.}}',
      },
    ],
    infoTitle: 'Good to know',
    info: [
      { title: 'Prices', description: 'We call you with the price before any work and never do more than you agreed.' },
      { title: 'Booking', description: 'Call to book your car in, and tell us the make, the model and what it is doing.' },
      { title: 'Warranty', description: 'Our repairs come with a warranty on parts and labour.', confirm: 'Do you give a warranty on repairs? Keep this card only if you do, and say for how long.' },
      { title: 'Where to find us', description: 'We are in {town}. Call if you need directions.' },
    ],
    cta: 'Call to book',
    contactText: 'Tell us the make, the model and what the car is doing.',
  },
  tutor: {
    primaryColor: '#F1F5FB',
    secondaryColor: '#173456',
    theme: 'friendly',
    heroLayout: 'split',
    servicesStyle: 'icons',
    tagline: 'Confidence first, results follow',
    intro: 'One-to-one tutoring in {town} and online with {company}: patient help that makes things click.',
    aboutTitle: 'About me',
    about:
      '{company} offers private tutoring for school students in {town} and online: maths, English and science, from primary school to final exams.\n\nEvery student is different, so we start by finding the gaps and the way they learn best. Lessons are calm, patient and practical, with time for questions that feel too small to ask in class. Parents hear how things are going after each lesson.',
    servicesTitle: 'Tutoring',
    services: [
      { title: 'Maths', picture: 'maths', description: 'From times tables to algebra and exam questions, explained step by step.' },
      { title: 'English', picture: 'english', description: 'Reading, writing and essays, with grammar and vocabulary built up along the way.' },
      { title: 'Science', picture: 'science', description: 'Biology, chemistry and physics made understandable.' },
      {
        title: 'Exam preparation',
        picture: 'exams',
        description: 'Revision plans, past papers and exam technique before {{GB:GCSEs and A levels|IE:the Junior and Leaving Cert|AU:Year 12 exams|NZ:NCEA|US:finals and the SAT|*:final exams}}.',
      },
    ],
    infoTitle: 'Good to know',
    info: [
      { title: 'Lessons', description: 'In person in {town} or online. Tell us when your child is free.' },
      { title: 'Prices', description: 'Ask about the price of a lesson and what a first lesson involves.' },
      {
        title: '{{GB:DBS checked|IE:Garda vetted|AU:Working with Children Check|NZ:Police vetted|*:Background checked}}',
        description: '{{GB:I hold an enhanced DBS certificate.|IE:I am Garda vetted for work with children.|AU:I hold a current Working with Children Check.|NZ:I am police vetted for work with children.|*:I have passed a background check for work with children.}}',
        confirm: '{{GB:Do you hold an enhanced DBS certificate? Keep this card only if you do.|IE:Are you Garda vetted? Keep this card only if you are.|AU:Do you hold a current Working with Children Check? Keep this card only if you do.|NZ:Are you police vetted? Keep this card only if you are.|*:Have you passed a background check for work with children? Keep this card only if you have.}}',
      },
      area('tutor students'),
    ],
    cta: 'Call to arrange a lesson',
    contactText: 'Tell me the subject, the year and what your child finds hard.',
  },
  bookkeeper: {
    primaryColor: '#F2F5F9',
    secondaryColor: '#1B3350',
    theme: 'studio',
    heroLayout: 'split',
    servicesStyle: 'rows',
    tagline: 'Tidy books, calm tax season',
    intro: '{company} keeps the books for small businesses in {town}: bookkeeping, payroll and figures ready for your accountant.',
    aboutTitle: 'About {company}',
    about:
      '{company} is a bookkeeping business for small businesses and the self-employed in {town}. We record your income and expenses, reconcile your bank accounts, run payroll and prepare what your accountant needs at the end of the year.\n\nYou get one person who knows your business and a simple picture each month of where you stand.',
    servicesTitle: 'Services',
    services: [
      { title: 'Monthly bookkeeping', picture: 'books', description: 'Income, expenses and bank accounts recorded and reconciled every month, in the software you use.' },
      { title: 'Payroll', picture: 'payroll', description: '{{GB,IE:Payslips and PAYE submitted on time.|AU:Payslips and Single Touch Payroll reported on time.|NZ:Payslips and PAYE filed on time.|*:Payslips, deductions and payroll filings done on time.}}' },
      {
        title: '{{GB,IE:VAT returns|AU:BAS and GST|NZ:GST returns|CA:GST/HST returns|*:Sales tax returns}}',
        picture: 'tax',
        description: '{{GB,IE:VAT returns prepared and filed before the deadline.|AU:Your BAS prepared and lodged before the deadline.|NZ:GST returns prepared and filed before the deadline.|CA:GST/HST returns prepared and filed before the deadline.|*:Sales tax returns prepared and filed before the deadline.}}',
        confirm: '{{AU:Are you a registered BAS agent? Keep this card only if you are.|*:Do you prepare and file these returns for clients? Keep this card only if you do.}}',
      },
      { title: 'Catch-up bookkeeping', picture: 'catch-up', description: 'Months of missing records put in order, ready for your accountant.' },
    ],
    infoTitle: 'Good to know',
    info: [
      { title: 'A first meeting', description: 'We start by looking at your records together and talking about what you need.' },
      { title: 'Fees', description: 'Ask us about a fixed monthly fee for the work your business needs.' },
      { title: 'Confidential', description: 'Your figures are kept private and are never shared without your permission.' },
      area('keep the books for small businesses'),
    ],
    cta: 'Call us',
    contactText: 'Tell us about your business and how you keep your records today.',
  },
  other: {
    primaryColor: '#F3F5F9',
    secondaryColor: '#1F2A44',
    theme: 'classic',
    heroLayout: 'photo',
    servicesStyle: 'cards',
    tagline: 'Local and friendly, in {town}',
    intro: '{company} serves customers in {town}. Get in touch to talk about what you need.',
    aboutTitle: 'About us',
    about:
      '{company} is a local business based in {town}, working for the people and businesses of {town} and the area around it.\n\nWe listen to what you need, tell you honestly what we can do and what it costs, and then get on with it. If something is not quite right, tell us, and we will talk about how to put it right. Call us, send a message with the form below, or find us on our social page.',
    servicesTitle: 'What we do',
    services: [
      { title: 'Advice and prices', picture: 'advice', description: 'Tell us what you need and we will explain your options and what they cost.' },
      { title: 'Our main service', picture: 'service', description: 'The work we do best: what it is, who it is for and what makes ours different. Ask us about it.' },
      { title: 'Regular customers', picture: 'support', description: 'Customers who come back to us get to know us, and we get to know what they need.' },
    ],
    infoTitle: 'Good to know',
    info: [
      { title: 'Getting in touch', description: 'Call or send a message with your question, and tell us the best time and way to reach you.' },
      { title: 'Where to find us', description: 'We are in {town}. Call if you need directions.' },
      { title: 'Paying', description: 'We take cash, card and bank transfer.', confirm: 'Which ways can customers pay you? Change this card to say so, then show it.' },
      area('work'),
    ],
    cta: 'Call now',
    contactText: 'Send us a message with your question.',
  },
};
