import type { TradeId } from '../../src/shared/trades';
import type { Palette, SceneKind } from './scenes';

/*
 * What every trade picture shows (decision 0039 has the table): the setting and the objects in it.
 * An object is `e:<name>` (Fluent Emoji Flat, MIT, © Microsoft) or `d:<name>` (drawn.ts, ours), placed
 * by its centre and size in the picture's own units: cards are 640 × 400, heroes 1600 × 1000, and the
 * surface objects stand on starts at 74 % of the height.
 */

/** [object, centre x, centre y, size, rotation in degrees] */
export type Placed = [string, number, number, number, number?];

export interface PictureSpec {
  scene: SceneKind;
  items: Placed[];
  /** One sentence for the decision record's table: what the picture shows. */
  shows: string;
}

export interface TradeArt {
  palette: Palette;
  pictures: Record<string, PictureSpec>;
}

/** A card's usual arrangement: the main object in the middle, two smaller ones beside it on the surface. */
const trio = (main: string, left: string, right: string, shows: string, scene: SceneKind = 'counter'): PictureSpec => ({
  scene,
  shows,
  items: [
    [left, 150, 236, 128],
    [right, 490, 236, 128],
    [main, 320, 200, 196],
  ],
});
const duo = (a: string, b: string, shows: string, scene: SceneKind = 'counter'): PictureSpec => ({
  scene,
  shows,
  items: [
    [b, 428, 230, 146],
    [a, 250, 200, 196],
  ],
});
/** A hero's arrangement: a cluster on the surface in the middle and right, one object on the wall above it. */
const hero = (shows: string, scene: SceneKind, main: string, left: string, right: string, wall: string, extra?: string): PictureSpec => ({
  scene,
  shows,
  items: [
    [wall, 1180, 250, 210],
    [left, 790, 630, 240],
    [right, 1380, 630, 250],
    [main, 1080, 560, 380],
    ...(extra ? ([[extra, 470, 660, 170]] as Placed[]) : []),
  ],
});

const pal = (wall: string, wall2: string, surface: string, surfaceDark: string, brand: string, brandDark: string, accent: string): Palette => ({ wall, wall2, surface, surfaceDark, brand, brandDark, accent });

export const TRADE_ART: Record<TradeId, TradeArt> = {
  plumber: {
    palette: pal('#E6F3FB', '#C5E2F4', '#8FB1C8', '#6F93AC', '#1B6FA8', '#0B3A5B', '#6CC3E8'),
    pictures: {
      hero: hero('A tiled bathroom: a basin with its tap running, a plumber’s toolbox, a plunger, a wrench and a shower on the wall', 'tiles', 'd:sink', 'e:toolbox', 'e:plunger', 'e:shower', 'e:wrench'),
      leaks: trio('d:leakyPipe', 'e:wrench', 'e:bucket', 'A pipe joint dripping water, a wrench and a bucket to catch the drips'),
      drains: duo('e:toilet', 'e:plunger', 'A toilet and a plunger', 'tiles'),
      heating: { scene: 'tiles', shows: 'A wall-hung boiler (water heater) with its pipes, a flame and a thermometer', items: [['e:thermometer', 500, 220, 120], ['e:fire', 150, 240, 110], ['d:boiler', 320, 190, 210]] },
      bathrooms: trio('e:bathtub', 'e:shower', 'e:soap', 'A new bathroom: a bath, a shower head and soap', 'tiles'),
    },
  },
  electrician: {
    palette: pal('#EEF0FA', '#D6DAF0', '#9AA3C7', '#7780A8', '#3A4380', '#262C4D', '#F2B632'),
    pictures: {
      hero: hero('A wall socket with a plug going in, a glowing light bulb, a fuse board, a bolt of electricity and a toolbox', 'counter', 'd:socket', 'e:light-bulb', 'd:fuseBoard', 'e:high-voltage', 'e:toolbox'),
      faults: trio('e:electric-plug', 'e:magnifying-glass-tilted-left', 'e:high-voltage', 'A plug being checked with a magnifying glass, a spark beside it'),
      lighting: { scene: 'counter', shows: 'Three pendant lamps hanging on their flexes, lit', items: [['d:pendant', 160, 120, 200], ['d:pendant', 480, 150, 200], ['d:pendant', 320, 170, 260]] },
      'fuse-board': duo('d:fuseBoard', 'e:high-voltage', 'A fuse board (consumer unit, breaker panel) with one switch tripped'),
      'ev-charger': duo('e:automobile', 'd:evCharger', 'A car beside a home car charger on its post'),
    },
  },
  landscaper: {
    palette: pal('#E9F5E6', '#B9DDB0', '#5FAE54', '#3F8A3B', '#2F7A45', '#1D4D2F', '#A7D37C'),
    pictures: {
      hero: hero('A garden under a blue sky: trees, a flower bed of tulips and sunflowers, a potted plant and a new sapling', 'garden', 'e:deciduous-tree', 'e:tulip', 'e:sunflower', 'e:sun-behind-small-cloud', 'e:potted-plant'),
      design: trio('d:gardenPlan', 'e:pencil', 'e:seedling', 'A garden plan on paper with a pencil and a seedling', 'desk'),
      planting: trio('e:tulip', 'e:seedling', 'e:sunflower', 'New planting: tulips, a seedling and a sunflower on the lawn', 'garden'),
      patios: duo('d:paving', 'e:potted-plant', 'A path of paving slabs with a potted plant', 'garden'),
      maintenance: trio('d:rake', 'e:fallen-leaf', 'e:maple-leaf', 'A rake and autumn leaves on the lawn', 'garden'),
    },
  },
  irrigation: {
    palette: pal('#E6F4F2', '#B8E0D2', '#5FAE54', '#3F8A3B', '#17573A', '#0F3D29', '#6CC3E8'),
    pictures: {
      hero: hero('A green lawn watered by two pop-up sprinklers throwing arcs of water, a fir tree behind, a rain cloud above', 'garden', 'e:evergreen-tree', 'd:sprinkler', 'd:sprinkler', 'e:sun-behind-rain-cloud', 'd:dripLine'),
      sprinklers: { scene: 'garden', shows: 'A pop-up sprinkler watering the lawn', items: [['e:droplet', 520, 250, 90], ['d:sprinkler', 300, 200, 300]] },
      drip: duo('d:dripLine', 'e:leafy-green', 'A drip line giving each plant a drop of water', 'garden'),
      repairs: trio('d:valve', 'e:wrench', 'e:sweat-droplets', 'A leaking valve on a pipe with a wrench'),
      controllers: trio('e:mobile-phone', 'e:sun-behind-rain-cloud', 'e:timer-clock', 'A phone controlling the watering, with the weather and a timer'),
    },
  },
  'house-cleaner': {
    palette: pal('#E7F6F4', '#C2E8E3', '#D9C7AE', '#BFA98B', '#2A8C8A', '#0F5252', '#9FE3D9'),
    pictures: {
      hero: hero('A clean living room: a sofa and lamp, a broom, a bucket and sponge, sparkles on the wall', 'counter', 'e:couch-and-lamp', 'e:bucket', 'e:broom', 'e:sparkles', 'e:sponge'),
      regular: trio('e:broom', 'e:basket', 'e:sparkles', 'A broom, a laundry basket and sparkles'),
      'deep-clean': trio('e:sponge', 'e:bucket', 'e:bubbles', 'A sponge, a bucket and soap bubbles'),
      moving: trio('e:package', 'e:key', 'e:house', 'Moving boxes, a house key and a house'),
      'after-builders': trio('e:building-construction', 'e:broom', 'e:wastebasket', 'Building work finished: a crane, a broom and a bin for the rubble'),
    },
  },
  'hair-salon': {
    palette: pal('#FBEFF5', '#F1D3E3', '#D8B4C6', '#B98FA5', '#8E4A73', '#5C2A4C', '#E7A9C6'),
    pictures: {
      hero: hero('A salon: a round mirror on its stand, a client having her hair cut, a hair dryer, scissors and sparkles', 'salon', 'd:mirror', 'e:woman-getting-haircut', 'd:hairDryer', 'e:sparkles', 'e:scissors'),
      cut: trio('e:woman-getting-haircut', 'e:scissors', 'e:hair-pick', 'A client having her hair cut, scissors and a comb', 'salon'),
      colour: duo('d:swatches', 'd:colourBowl', 'Hair colour swatches from dark to light and a tint bowl with its brush', 'salon'),
      balayage: duo('d:balayage', 'e:sparkles', 'Long hair painted from dark roots to light ends (balayage)', 'salon'),
      occasion: trio('e:person-with-veil', 'e:bouquet', 'e:ribbon', 'A bride’s styled hair and veil, a bouquet and a ribbon', 'salon'),
    },
  },
  barber: {
    palette: pal('#F3EDE6', '#DCCFC1', '#8A6B55', '#6B4F3D', '#7A2E22', '#2B2320', '#C9A86B'),
    pictures: {
      hero: hero('A barbershop: a barber’s chair, a barber’s pole, clippers, scissors and a straight razor', 'counter', 'd:barberChair', 'd:clippers', 'd:straightRazor', 'e:barber-pole', 'e:scissors'),
      haircut: duo('e:man-getting-haircut', 'e:scissors', 'A man having his hair cut, with scissors'),
      fade: duo('d:clippers', 'e:barber-pole', 'Hair clippers for a fade and a barber’s pole'),
      beard: duo('e:man-beard', 'e:scissors', 'A man with a trimmed beard and scissors'),
      shave: trio('d:straightRazor', 'd:towels', 'd:shavingBrush', 'A straight razor, rolled hot towels and a shaving brush'),
    },
  },
  'nail-salon': {
    palette: pal('#FDEEF3', '#F6D0DD', '#E2B7C7', '#C994A8', '#B0306A', '#6B2748', '#F7A8C8'),
    pictures: {
      hero: hero('A nail bar: three bottles of polish, a UV lamp, painted nail tips and flowers', 'salon', 'd:polishBottles', 'd:uvLamp', 'd:nailTips', 'e:cherry-blossom', 'e:hibiscus'),
      manicure: duo('e:nail-polish', 'e:cherry-blossom', 'A hand having its nails painted, with a blossom', 'salon'),
      pedicure: duo('d:footBath', 'e:foot', 'A warm foot bath with bubbles and a foot', 'salon'),
      gel: duo('d:uvLamp', 'e:nail-polish', 'A UV lamp that sets gel polish and a polished hand', 'salon'),
      'nail-art': duo('d:nailTips', 'e:gem-stone', 'Five nail tips painted with designs and a gem', 'salon'),
    },
  },
  'dog-groomer': {
    palette: pal('#FBF3E6', '#F0DDBE', '#C9A27A', '#A8825B', '#A0682A', '#5A3A12', '#F3B967'),
    pictures: {
      hero: hero('A grooming salon: a poodle fresh from a groom, a dog in a bath of bubbles, a bone and paw prints', 'tiles', 'e:poodle', 'e:bathtub', 'e:dog', 'e:paw-prints', 'e:bone'),
      'full-groom': trio('e:dog', 'e:scissors', 'e:sparkles', 'A freshly groomed dog, scissors and sparkles', 'tiles'),
      bath: trio('e:bathtub', 'e:bubbles', 'e:soap', 'A bath full of bubbles and the soap', 'tiles'),
      puppy: trio('e:dog-face', 'e:bone', 'e:red-heart', 'A puppy’s face, a bone and a heart'),
      nails: duo('d:petClippers', 'e:paw-prints', 'Pet nail clippers and paw prints'),
    },
  },
  bakery: {
    palette: pal('#FDF1E4', '#F3D9BD', '#B9835A', '#94633F', '#A24E25', '#6B2E14', '#F0A872'),
    pictures: {
      hero: hero('A bakery counter: a basket of fresh loaves, a birthday cake, croissants, a cupcake and wheat on the shelf', 'shelves', 'd:breadBasket', 'e:croissant', 'e:birthday-cake', 'e:sheaf-of-rice', 'e:cupcake'),
      bread: trio('e:bread', 'e:baguette-bread', 'e:sheaf-of-rice', 'A loaf of bread, baguettes and a sheaf of wheat'),
      pastries: trio('e:croissant', 'e:pretzel', 'e:bagel', 'A croissant, a pretzel and a bagel'),
      cakes: trio('e:birthday-cake', 'e:cupcake', 'e:party-popper', 'A birthday cake with candles, a cupcake and a party popper'),
      wholesale: { scene: 'street', shows: 'A delivery van on the street with a loaf and baguettes ready to go', items: [['e:bread', 500, 260, 110], ['e:baguette-bread', 560, 215, 90], ['e:delivery-truck', 280, 205, 230]] },
    },
  },
  cafe: {
    palette: pal('#F7EEE6', '#E8D4C2', '#9C6B4E', '#7A4F37', '#6F3A22', '#4A2615', '#E0A458'),
    pictures: {
      hero: hero('A café counter: an espresso machine, a cup of coffee, a croissant and a slice of cake', 'shelves', 'd:espresso', 'e:hot-beverage', 'e:shortcake', 'e:window', 'e:croissant'),
      coffee: duo('e:hot-beverage', 'd:espresso', 'A cup of coffee beside an espresso machine'),
      breakfast: trio('e:pancakes', 'e:cooking', 'e:bacon', 'Pancakes, a fried egg in the pan and bacon'),
      lunch: trio('e:sandwich', 'e:green-salad', 'e:pot-of-food', 'A sandwich, a salad and a bowl of soup'),
      cakes: trio('e:shortcake', 'e:cookie', 'e:cupcake', 'A slice of cake, a cookie and a cupcake'),
    },
  },
  'food-truck': {
    palette: pal('#FFF1E3', '#FAD9B8', '#9AA5B1', '#7A8796', '#D1461B', '#8A2E0E', '#F6C443'),
    pictures: {
      hero: {
        scene: 'street',
        shows: 'A street-food van with its hatch open under festoon lights, a taco and a burger',
        items: [['d:stringLights', 1120, 180, 520], ['e:taco', 1420, 640, 200], ['e:hamburger', 760, 650, 190], ['d:foodTruck', 1090, 540, 440]],
      },
      menu: trio('e:taco', 'e:hamburger', 'e:french-fries', 'A taco, a burger and fries'),
      parties: { scene: 'street', shows: 'A party under festoon lights: a party popper and glasses raised', items: [['d:stringLights', 320, 90, 420], ['e:clinking-glasses', 450, 235, 140], ['e:party-popper', 240, 220, 180]] },
      catering: trio('e:takeout-box', 'e:office-building', 'e:bento-box', 'Lunch boxes for an office'),
      markets: trio('d:marketStall', 'e:hot-dog', 'e:balloon', 'A market stall with a striped awning, a hot dog and a balloon', 'street'),
    },
  },
  photographer: {
    palette: pal('#EEEFF2', '#D3D6DD', '#7F8797', '#5E6676', '#4A5162', '#23262E', '#C9A86B'),
    pictures: {
      hero: hero('A photographer’s studio: a camera, printed photos, a framed portrait, a film strip and a flash', 'studio', 'e:camera', 'd:prints', 'e:camera-with-flash', 'e:framed-picture', 'e:film-frames'),
      weddings: trio('e:ring', 'e:wedding', 'e:bouquet', 'A wedding ring, a chapel and a bouquet', 'studio'),
      portraits: duo('e:framed-picture', 'e:people-hugging', 'A framed picture and two people hugging', 'studio'),
      headshots: trio('d:headshot', 'e:briefcase', 'e:necktie', 'A framed head-and-shoulders portrait, a briefcase and a tie', 'studio'),
      events: trio('e:camera-with-flash', 'e:party-popper', 'e:balloon', 'A camera flashing at a party', 'studio'),
    },
  },
  'personal-trainer': {
    palette: pal('#FEF0E7', '#F9D5C0', '#8C96A6', '#6C7687', '#C2410C', '#7A2B0B', '#FB923C'),
    pictures: {
      hero: hero('A gym floor: a person lifting weights, a kettlebell, dumbbells and a stopwatch', 'counter', 'e:person-lifting-weights', 'd:kettlebell', 'd:dumbbell', 'e:stopwatch', 'e:running-shoe'),
      'one-to-one': trio('e:flexed-biceps', 'e:person-lifting-weights', 'd:kettlebell', 'A flexed arm, a person lifting weights and a kettlebell'),
      groups: trio('e:person-running', 'e:person-biking', 'e:person-cartwheeling', 'A small group training: running, cycling and a cartwheel'),
      nutrition: trio('e:green-salad', 'e:red-apple', 'e:avocado', 'A salad, an apple and an avocado'),
      online: trio('e:laptop', 'e:mobile-phone', 'e:chart-increasing', 'A laptop and a phone with a rising progress chart', 'desk'),
    },
  },
  handyman: {
    palette: pal('#F7EFE6', '#E8D5BF', '#B08962', '#8E6A47', '#8A5A36', '#4A3020', '#E0A458'),
    pictures: {
      hero: { scene: 'counter', shows: 'A workshop: a toolbox, a hammer, a saw, a screwdriver and a ladder', items: [['e:ladder', 1400, 480, 520], ['e:hammer', 790, 630, 240], ['e:carpentry-saw', 1200, 640, 220], ['e:screwdriver', 470, 660, 170], ['e:toolbox', 1010, 560, 380]] },
      repairs: trio('e:door', 'e:hammer', 'e:nut-and-bolt', 'A door, a hammer and a nut and bolt'),
      assembly: trio('e:package', 'e:screwdriver', 'e:framed-picture', 'A flat-pack box, a screwdriver and a picture to hang'),
      walls: trio('e:brick', 'e:paintbrush', 'd:paintTin', 'A brick wall, a paintbrush and a tin of paint'),
      outdoor: duo('d:fence', 'e:carpentry-saw', 'A garden fence and a saw', 'garden'),
    },
  },
  painter: {
    palette: pal('#F3EFE9', '#E2D9CC', '#B7A58E', '#97856E', '#2E7D8C', '#3E3226', '#F2B632'),
    pictures: {
      hero: hero('A room being painted: an open tin of paint, a roller with fresh paint, a ladder, a colour palette and a brush', 'counter', 'd:paintTin', 'd:roller', 'e:ladder', 'e:artist-palette', 'e:paintbrush'),
      interior: duo('d:roller', 'e:couch-and-lamp', 'A paint roller and a sofa with a lamp'),
      exterior: trio('e:house', 'e:ladder', 'e:paintbrush', 'A house, a ladder and a paintbrush', 'garden'),
      cabinets: duo('d:cabinets', 'e:paintbrush', 'Kitchen cabinets with fresh-painted doors and a brush'),
      fences: duo('d:fence', 'd:paintTin', 'A garden fence and a tin of stain', 'garden'),
    },
  },
  roofer: {
    palette: pal('#EDF0F3', '#D2D9E0', '#8D99A6', '#6E7B89', '#B5533C', '#33291F', '#D9785E'),
    pictures: {
      hero: hero('A house with a tiled roof, a ladder, roof tiles, a hammer and a rain cloud', 'garden', 'd:house', 'e:ladder', 'd:roofTiles', 'e:cloud-with-rain', 'e:hammer'),
      repairs: duo('d:roofTiles', 'e:hammer', 'Roof tiles with one slipped, and a hammer'),
      'new-roof': trio('e:building-construction', 'd:house', 'd:roofTiles', 'A crane lifting a new roof: the house and its new tiles', 'garden'),
      gutters: duo('d:gutter', 'e:cloud-with-rain', 'The corner of a house: a gutter under the roof edge and a downpipe, in the rain'),
      inspections: trio('d:checklist', 'e:magnifying-glass-tilted-left', 'd:house', 'A roof checklist, a magnifying glass and a house'),
    },
  },
  'auto-repair': {
    palette: pal('#EEF1F4', '#D5DBE2', '#8E98A4', '#6E7884', '#3C5A7C', '#1E2833', '#E4572E'),
    pictures: {
      hero: hero('A garage: a car raised on a lift, a tyre, a wrench, an oil drum and a warning light', 'garage', 'd:carLift', 'e:oil-drum', 'd:tyre', 'e:warning', 'e:wrench'),
      servicing: trio('e:oil-drum', 'e:wrench', 'e:automobile', 'Oil, a wrench and a car', 'garage'),
      brakes: duo('d:brakeDisc', 'd:tyre', 'A brake disc and calliper, and a tyre', 'garage'),
      diagnostics: duo('d:diagnostics', 'e:warning', 'A diagnostic read-out and a warning light', 'garage'),
      inspections: trio('d:checklist', 'e:automobile', 'e:check-mark-button', 'A test checklist, a car and a tick', 'garage'),
    },
  },
  tutor: {
    palette: pal('#EAF1FA', '#CFDDF0', '#B58B63', '#946B47', '#2E5C8A', '#173456', '#F2B632'),
    pictures: {
      hero: hero('A study desk: a blackboard of sums, a pile of books, a pencil, a graduation cap and an abacus', 'desk', 'e:books', 'e:abacus', 'e:graduation-cap', 'd:blackboard', 'e:pencil'),
      maths: trio('d:blackboard', 'e:abacus', 'e:triangular-ruler', 'A blackboard of sums, an abacus and a set square', 'desk'),
      english: trio('e:open-book', 'e:fountain-pen', 'e:memo', 'An open book, a fountain pen and a written page', 'desk'),
      science: trio('e:microscope', 'e:test-tube', 'e:atom-symbol', 'A microscope, a test tube and an atom', 'desk'),
      exams: trio('e:memo', 'e:alarm-clock', 'e:graduation-cap', 'An exam paper, an alarm clock and a graduation cap', 'desk'),
    },
  },
  bookkeeper: {
    palette: pal('#EBF0F6', '#D0DAE7', '#9CA9BA', '#7C899A', '#2E5C8A', '#1B3350', '#8FB3D9'),
    pictures: {
      hero: hero('A bookkeeper’s desk: a screen of figures, a ledger, receipts, a bar chart and a calendar', 'desk', 'd:desk', 'e:ledger', 'e:bar-chart', 'e:spiral-calendar', 'e:receipt'),
      books: trio('e:ledger', 'e:receipt', 'e:spiral-calendar', 'A ledger, receipts and a calendar', 'desk'),
      payroll: trio('e:page-facing-up', 'e:busts-in-silhouette', 'e:coin', 'A payslip, a team and a coin', 'desk'),
      tax: trio('d:report', 'e:classical-building', 'e:check-mark-button', 'A return with its figures, the tax office and a tick', 'desk'),
      'catch-up': trio('e:card-index-dividers', 'e:receipt', 'e:hourglass-not-done', 'Files in order, a pile of receipts and an hourglass', 'desk'),
    },
  },
  other: {
    palette: pal('#EEF1F7', '#D5DCEA', '#A3AEC2', '#8390A6', '#4B5E8C', '#1F2A44', '#F2C14E'),
    pictures: {
      hero: hero('A friendly shop front with an awning, a handshake, a star and a speech balloon', 'street', 'd:shopFront', 'e:handshake', 'e:glowing-star', 'e:speech-balloon'),
      advice: duo('e:speech-balloon', 'e:memo', 'A speech balloon and a written quote'),
      service: duo('e:glowing-star', 'e:hammer-and-wrench', 'A star and tools: the work done well'),
      support: duo('e:handshake', 'e:spiral-calendar', 'A handshake and a calendar'),
    },
  },
};
