import { emptyWebsiteContent, type WebsiteContent } from '../shared/website';

/**
 * The built-in demo site (spec §1: "A sample site for an irrigation company"), shown at /example.
 * Its pictures live in public/sample/ and are served by the app at /sample/...; the schema only
 * accepts absolute http(s) image links, so callers pass the origin they are served from,
 * e.g. sampleWebsite(window.location.origin).
 */
export function sampleWebsite(assetBase: string): WebsiteContent {
  const base = assetBase.replace(/\/+$/, '');
  const img = (file: string) => `${base}/sample/${file}`;
  return {
    // Fields the demo does not use keep a new website's defaults.
    ...emptyWebsiteContent(),
    headerTitle: 'Green Valley Irrigation',
    companyName: 'Green Valley Irrigation',
    companyDescription:
      'Healthy lawns and gardens on less water. We design, install and look after sprinkler and drip systems for homes and small businesses across the Willow Creek valley.',
    aboutMeTitle: 'Family owned since 2009',
    aboutMe:
      "I'm Maria Alvarez. I started Green Valley Irrigation with one truck and a simple promise: show up on time, explain the options honestly and leave every yard better than we found it.\n\nToday our licensed crew of six installs and services more than 400 systems a year. We still answer our own phone, and every job comes with a written two-year workmanship warranty.",
    logo: img('logo.png'),
    serviceItemsTitle: 'Our Services',
    serviceItems: [
      {
        index: 0,
        title: 'Sprinkler installation',
        description:
          'Custom-designed systems with matched heads, so every corner of the lawn gets even coverage and nothing waters the driveway.',
        img: img('service-sprinklers.jpg'),
      },
      {
        index: 1,
        title: 'Drip irrigation',
        description:
          'Water goes straight to the roots of beds, shrubs and vegetable gardens, using up to 50% less than spray heads.',
        img: img('service-drip.jpg'),
      },
      {
        index: 2,
        title: 'Repairs and leak detection',
        description:
          'Broken heads, stuck valves, soggy spots or a water bill that suddenly jumped: we find the cause and fix it, usually on the first visit.',
        img: img('service-repairs.jpg'),
      },
      {
        index: 3,
        title: 'Winterization',
        description:
          'We blow out every line with compressed air before the first hard frost, so no pipe cracks over winter. Spring start-up included.',
        img: img('service-winterization.jpg'),
      },
      {
        index: 4,
        title: 'Smart controllers',
        description:
          'Weather-aware controllers skip watering when it rains and let you adjust every zone from your phone.',
        img: img('service-smart-controllers.jpg'),
      },
    ],
    otherTitle: 'Questions & Answers',
    otherItems: [
      {
        index: 0,
        title: 'What area do you serve?',
        description: 'Willow Creek, Maple Falls, Cedar Ridge and anywhere within 30 miles of our yard on Orchard Road.',
      },
      {
        index: 1,
        title: 'How much does a new sprinkler system cost?',
        description:
          'Most front and back yards come in between $2,800 and $4,500. We give you a fixed written quote after a free site visit.',
      },
      {
        index: 2,
        title: 'Which payment methods do you accept?',
        description: 'Cash, check and all major cards. Larger installs can be paid in two parts: half at start, half on completion.',
      },
      {
        index: 3,
        title: 'When should I book winterization?',
        description: 'Between mid-September and late October. Booked customers get a reminder before the first frost forecast.',
      },
      {
        index: 4,
        title: 'Is your work guaranteed?',
        description: 'Yes. Every installation has a two-year workmanship warranty, and parts carry the manufacturer’s warranty.',
      },
    ],
    email: 'hello@greenvalley-irrigation.example',
    phone: '(555) 014-2290',
    country: 'US',
    socialUrl: 'https://www.facebook.com/greenvalleyirrigation.example',
    owner: 'Maria Alvarez',
    addressFreeForm: '1820 Orchard Road\nWillow Creek, CA 95000',
    otherImg: img('about.jpg'),
    backgroundImg: img('hero.jpg'),
    enableSectionOne: true,
    enableSectionTwo: true,
    enableSectionThree: true,
    ctaText: 'Get a free quote',
    ctaLink: 'tel:+15550142290',
    ctaEnabled: true,
    primaryColor: '#EEF6EC',
    secondaryColor: '#1E6B3F',
    // Issue 13's sections, so the example and the benchmarks show them.
    enableGallery: true,
    galleryTitle: 'Recent work',
    gallery: [
      { index: 0, title: 'Matched sprinkler heads on a front lawn', description: '', img: img('service-sprinklers.jpg') },
      { index: 1, title: 'Drip lines in a vegetable bed', description: '', img: img('service-drip.jpg') },
      { index: 2, title: 'A valve box after repair', description: '', img: img('service-repairs.jpg') },
      { index: 3, title: 'A smart controller on a garage wall', description: '', img: img('service-smart-controllers.jpg') },
    ],
    enableReviews: true,
    reviewsTitle: 'What customers say',
    reviews: [
      { index: 0, title: 'Dana K., Willow Creek', description: 'They found the leak that two other companies missed, and our water bill dropped by a third.', stars: 5 },
      { index: 1, title: 'Sam P., Maple Falls', description: 'On time, tidy and honest about what we did not need. The drip system has been perfect all summer.', stars: 5 },
      { index: 2, title: 'The Ortiz family', description: 'Winterization booked in two minutes and a reminder before the frost. Easy.' },
    ],
    enableHours: true,
    hoursTitle: 'Opening hours',
    openingHours: [
      { opens: '08:00', closes: '17:00' },
      { opens: '08:00', closes: '17:00' },
      { opens: '08:00', closes: '17:00' },
      { opens: '08:00', closes: '17:00' },
      { opens: '08:00', closes: '16:00' },
      { opens: '09:00', closes: '12:00' },
      { opens: '', closes: '' },
    ],
    hoursNote: 'Closed on public holidays. Emergency repairs: call any time.',
    enableFindUs: true,
    findUsTitle: 'Find us',
    findUsText: 'Our yard is on Orchard Road, just past the Willow Creek fire station. Parking in front.',
    sectionOrder: ['about', 'services', 'gallery', 'reviews', 'info', 'hours', 'findus', 'contact'],
  };
}
