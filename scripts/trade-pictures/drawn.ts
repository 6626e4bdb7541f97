/*
 * Objects the emoji set does not have, drawn here in the same 32-unit box and the same flat style
 * (plain fills, a darker shade for the side, a lighter one for the highlight), so a scene can place
 * them exactly like an emoji. Our own work, under the repository's licence.
 */

export type Drawn = (c: DrawColours) => string;

/** The trade's colours a drawing may use for its own paint (a boiler is white whatever the trade; a van is the brand's). */
export interface DrawColours {
  brand: string;
  brandDark: string;
  accent: string;
}

const r = (x: number, y: number, w: number, h: number, fill: string, rx = 0) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"/>`;
const c = (x: number, y: number, radius: number, fill: string) => `<circle cx="${x}" cy="${y}" r="${radius}" fill="${fill}"/>`;
const p = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;
const s = (d: string, stroke: string, width: number, extra = '') => `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;

export const DRAWN: Record<string, Drawn> = {
  /** A wall-hung combination boiler (or water heater) with its display and pipes. */
  boiler: () =>
    r(7, 2, 18, 23, '#F4F6F8', 3) + r(7, 20, 18, 5, '#DCE1E7', 0) + r(10, 6, 12, 5, '#2F3B4C', 1.5) + c(13, 8.5, 1.2, '#5BD38A') + r(15.5, 7.6, 5, 1.8, '#7FB7E8', 0.9) +
    c(12, 15.5, 2, '#C9D1DA') + c(20, 15.5, 2, '#C9D1DA') + c(12, 15.5, 0.8, '#7A8796') + c(20, 15.5, 0.8, '#7A8796') +
    s('M10 25v4M14 25v5M18 25v5M22 25v4', '#B87333', 1.6),
  /** A fuse board / consumer unit / breaker panel with a row of switches, one tripped. */
  fuseBoard: () =>
    r(4, 5, 24, 21, '#E9EDF2', 2.5) + r(4, 5, 24, 4, '#CBD3DD', 2.5) + r(6.5, 11, 19, 11, '#FFFFFF', 1) +
    [0, 1, 2, 3, 4, 5].map((i) => r(7.8 + i * 3, 13, 2.2, 7, i === 3 ? '#E5484D' : '#3B4656', 0.6) + r(8.1 + i * 3, i === 3 ? 17 : 14, 1.6, 2.4, '#F4F6F8', 0.4)).join('') +
    c(26, 7, 0.8, '#5BD38A'),
  /** A home car charger on its post, cable curled. */
  evCharger: (k) =>
    r(11, 2, 10, 16, k.brandDark, 3) + r(13, 5, 6, 4, '#9FE3C0', 1) + c(16, 13, 1.6, '#F4F6F8') + r(14.5, 18, 3, 12, '#5D6B7A', 1) +
    s('M19 13c5 0 7 3 6 7s-4 5-7 6', '#26303B', 1.8) + r(16.5, 24.5, 4, 3, '#26303B', 1),
  /** A pop-up sprinkler head throwing arcs of water. */
  sprinkler: () =>
    s('M16 18C10 8 4 8 1 14M16 18C22 8 28 8 31 14M16 18C13 10 9 6 6 7M16 18C19 10 23 6 26 7', '#5AB8F0', 1.3, ' stroke-dasharray="2 1.6"') +
    c(3, 17, 0.9, '#7FCBF5') + c(29, 17, 0.9, '#7FCBF5') + c(8, 11, 0.8, '#7FCBF5') + c(24, 11, 0.8, '#7FCBF5') +
    r(13.5, 18, 5, 7, '#3A4A5C', 1.2) + r(12, 24, 8, 2.4, '#26303B', 1) + p('M2 27c6-2 22-2 28 0v3H2z', '#5DAA4B'),
  /** A drip line along a bed, a drop at each plant. */
  dripLine: () =>
    p('M1 26c8-2 22-2 30 0v5H1z', '#8B5A3C') + s('M1 22c6 1 10-1 15 0s9 1 15 0', '#2E3A46', 1.5) +
    [6, 16, 26].map((x) => p(`M${x} 23.3c-1 1.6-1.4 2.4-1.4 3a1.4 1.4 0 0 0 2.8 0c0-.6-.4-1.4-1.4-3z`, '#4FB3F0') + s(`M${x} 21c0-4-3-6-5-7M${x} 21c0-5 3-8 6-9`, '#3E9B4F', 1.6)).join(''),
  /** A garden plan on paper. */
  gardenPlan: () =>
    r(3, 4, 26, 24, '#FFFDF7', 1.5) + s('M3 11h26M3 18h26M3 25h26M10 4v24M17 4v24M24 4v24', '#D8E6F2', 0.5) +
    p('M6 8c3-2 7-1 8 2s-2 6-5 5-5-4-3-7z', '#8DCB7A') + c(22, 10, 3.2, '#4E9E5E') + c(24, 22, 2.6, '#4E9E5E') + p('M5 20h14v5H5z', '#D8C3A5') + s('M12 15c4 0 6 2 9 2', '#B89B72', 1.2),
  /** Square paving slabs laid in a path, seen from above at an angle. */
  paving: () =>
    p('M2 30 10 14h14l6 16z', '#C8BBA8') +
    s('M6 22h21.5M4 26h25M12 14l-2 16M17 14v16M22 14l2 16', '#A89A86', 0.8) + p('M10 14h14l-1-2H11z', '#8FC07E'),
  /** A rake, for autumn leaves. */
  rake: () => s('M24 3 10 25', '#A0703F', 2) + p('M4 22l10 6 1.5-2.5-10-6z', '#66727F') + s('M5 24l-2 3M7.5 25.5l-2 3M10 27l-2 3M12.5 28.5l-2 3', '#66727F', 1),
  /** A lever valve on a length of pipe. */
  valve: () => r(2, 16, 28, 6, '#B87333', 1) + r(11, 13, 10, 12, '#D9A441', 2) + r(15, 6, 2, 8, '#5D6B7A', 1) + r(9, 4, 14, 3.4, '#E5484D', 1.7) + r(2, 16, 28, 1.6, '#D6925A', 0.8),
  /** A round salon mirror on its stand. */
  mirror: (k) => c(16, 12, 10.5, k.accent) + c(16, 12, 8.5, '#DCEFF7') + p('M10 9c2-3 5-4 7-3l-8 8c-.6-2-.4-3.5 1-5z', '#FFFFFF') + r(15, 22, 2, 6, k.brandDark, 1) + r(10, 28, 12, 2.2, k.brandDark, 1.1),
  /** A hair dryer. */
  hairDryer: (k) => r(4, 6, 15, 10, k.brand, 5) + c(19, 11, 5.5, k.brandDark) + c(19, 11, 3, '#EDEFF2') + r(1, 8.5, 4, 5, '#3B4656', 1) + p('M10 15h5l-2 13a2 2 0 0 1-4 0z', k.brand) + s('M12 28c0 2 2 3 4 2', '#3B4656', 1),
  /** A colour bowl and tint brush, with swatches. */
  colourBowl: (k) =>
    p('M4 17h20a10 8 0 0 1-20 0z', '#2F3B4C') + p('M5 17h18a9 4 0 0 1-18 0z', k.accent) + s('M18 15 29 3', '#2F3B4C', 1.8) + p('M27.5 2.5l2 2-2.3 1.3-1-1z', '#CFD6DE'),
  /** A fan of hair swatches, dark to light. */
  swatches: () =>
    ['#3B2418', '#6B3E26', '#A0522D', '#C98B4A', '#E8C27A', '#F3DFA8'].map((col, i) => `<g transform="rotate(${-30 + i * 12} 16 28)">${p('M14.5 28V6a1.5 1.5 0 0 1 3 0v22z', col)}</g>`).join('') + c(16, 28, 2, '#8A94A3'),
  /** Long hair painted from dark roots to light ends (balayage), seen from behind. */
  balayage: () =>
    `<defs><linearGradient id="bal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4A2C1D"/><stop offset=".45" stop-color="#8A5A35"/><stop offset="1" stop-color="#F0CF8E"/></linearGradient></defs>` +
    p('M16 2c6 0 9 5 9 11 0 7 2 11 4 17H3c2-6 4-10 4-17 0-6 3-11 9-11z', 'url(#bal)') +
    s('M12 8c-1 7 0 13-3 20M16 6v22M20 8c1 7 0 13 3 20', '#F6DDA6', 0.8, ' opacity=".6"'),
  /** A barber's chair. */
  barberChair: (k) =>
    r(9, 3, 14, 12, k.brand, 3) + r(7, 14, 18, 5, k.brandDark, 2) + r(5, 12, 4, 2.4, '#CFD6DE', 1) + r(23, 12, 4, 2.4, '#CFD6DE', 1) + r(14.5, 19, 3, 6, '#9AA5B1', 1) + r(9, 25, 14, 3, '#6B7785', 1.5) + r(10, 20, 12, 1.8, '#CFD6DE', 0.9),
  /** Hair clippers. */
  clippers: () => `<g transform="rotate(-35 16 16)">${r(11, 4, 10, 22, '#2F3B4C', 4) + r(11, 2, 10, 4, '#CFD6DE', 1) + s('M12 2v-1.5M14 2v-1.5M16 2v-1.5M18 2v-1.5M20 2v-1.5', '#9AA5B1', 0.7) + r(13, 11, 6, 2, '#5BD38A', 1) + s('M16 26v5', '#2F3B4C', 1.4)}</g>`,
  /** Rolled hot towels in a stack. */
  towels: () =>
    [[10, 22], [22, 22], [16, 13]].map(([x, y]) => c(x!, y!, 6, '#F4F6F8') + s(`M${x! + 3.5} ${y}a3.5 3.5 0 1 1-3.5-3.5a2 2 0 1 1 0 4`, '#CBD3DD', 1)).join('') + s('M14 5c0-2 2-2 2-4M19 6c0-2 2-2 2-4', '#CBD3DD', 1),
  /** A shaving brush. */
  shavingBrush: () => p('M10 6c0-3 12-3 12 0l-2 10h-8z', '#F4F1EA') + p('M11 15h10l-1 3h-8z', '#D6CFC2') + r(12, 18, 8, 11, '#6B3E26', 2) + r(12, 20, 8, 1.6, '#8A5A35'),
  /** A foot bath with bubbles. */
  footBath: (k) => p('M3 16h26l-3 12H6z', k.accent) + p('M3 16h26v2H3z', k.brandDark) + c(8, 13, 2.5, '#E6F5FC') + c(13, 11, 3, '#E6F5FC') + c(19, 12.5, 2.2, '#E6F5FC') + c(24, 13, 2.8, '#E6F5FC'),
  /** A UV nail lamp. */
  uvLamp: () =>
    `<defs><radialGradient id="uv" cx=".5" cy="1" r=".8"><stop offset="0" stop-color="#C6A8FF"/><stop offset="1" stop-color="#7B4BD6" stop-opacity="0"/></radialGradient></defs>` +
    p('M3 27c0-10 6-17 13-17s13 7 13 17z', '#F4F6F8') + p('M7 27c0-7 4-12 9-12s9 5 9 12z', 'url(#uv)') + r(2, 27, 28, 3, '#CBD3DD', 1.5) + r(13, 13, 6, 1.6, '#7B4BD6', 0.8),
  /** False nails fanned out, each painted with a design: a nail-art sample wheel. */
  nailTips: (k) =>
    [k.brand, '#F4F6F8', k.accent, k.brandDark, '#F7C6D9'].map((col, i) => {
      const art = [c(16, 9, 1.1, '#F4F6F8'), c(16, 8, 1.2, k.brand) + c(16, 12, 0.9, k.accent), s('M14.6 7h2.8M14.6 10h2.8M14.6 13h2.8', '#FFFFFF', 0.6), p('M16 6l.8 1.8 1.8.3-1.3 1.2.3 1.8-1.6-.9-1.6.9.3-1.8-1.3-1.2 1.8-.3z', '#F6C443'), c(15, 9, 0.8, k.brand) + c(17, 11, 0.8, k.brandDark)][i]!;
      return `<g transform="rotate(${-44 + i * 22} 16 28)">${p('M16 3c2.2 0 3.2 2.5 3.2 5.5V17a3.2 3.2 0 0 1-6.4 0V8.5C12.8 5.5 13.8 3 16 3z', col) + art + r(15.4, 17, 1.2, 11, '#CFD6DE', 0.6)}</g>`;
    }).join('') + c(16, 28, 2.2, '#8A94A3'),
  /** Pet nail clippers. */
  petClippers: () => `<g transform="rotate(20 16 16)">${p('M12 4l4 10 4-10a3 3 0 0 0-8 0z', '#CFD6DE') + r(10, 14, 5, 15, '#E5484D', 2.5) + r(17, 14, 5, 15, '#E5484D', 2.5) + c(16, 14, 1.6, '#5D6B7A')}</g>`,
  /** An espresso machine pouring into a cup, its steam wand and portafilter. */
  espresso: (k) =>
    r(3, 3, 26, 7, k.brandDark, 2.5) + r(4, 10, 24, 14, '#CFD6DE', 1) + r(4, 24, 24, 4, '#5D6B7A', 1.5) + r(3, 28, 26, 2, '#3B4656', 1) +
    r(13, 10, 6, 3.5, '#8A94A3', 1) + r(8, 12.5, 16, 2, '#3B4656', 1) + r(2, 12.8, 7, 1.4, '#3B4656', 0.7) + s('M25 11v9', '#8A94A3', 1) +
    s('M15 14.5v4M17 14.5v4', '#6B3E26', 0.9) + p('M12 19h8v4a2 2 0 0 1-2 2h-4a2 2 0 0 1-2-2z', '#FFFFFF') + p('M20 20h1.5a1.5 1.5 0 0 1 0 3H20', '#FFFFFF') + r(12.5, 19.6, 7, 1.4, '#8A5A35', 0.6) +
    c(8, 6.5, 1.6, '#F4F6F8') + c(13, 6.5, 1.6, '#F4F6F8') + c(24, 6.5, 1, '#5BD38A'),
  /** A street-food van with its hatch open under an awning. */
  foodTruck: (k) =>
    r(1, 8, 30, 17, k.brand, 3) + r(1, 8, 30, 3, k.brandDark, 3) + r(5, 13, 16, 7, '#FFE9B8', 1) + r(6.5, 15, 4, 5, '#F28C38', 0.8) + r(12, 15.5, 4, 4.5, '#F6C443', 0.8) +
    [0, 1, 2, 3].map((i) => p(`M${4 + i * 4.5} 10.5h4.5l-1 3h-2.5z`, i % 2 ? '#FFFFFF' : k.accent)).join('') +
    r(23, 12, 6, 8, '#BFE3F5', 1) + r(1, 22, 30, 3, k.brandDark, 1) + c(8, 26, 3.4, '#26303B') + c(8, 26, 1.3, '#9AA5B1') + c(24, 26, 3.4, '#26303B') + c(24, 26, 1.3, '#9AA5B1'),
  /** A string of festoon lights. */
  stringLights: (k) =>
    s('M0 6c8 8 24 8 32 0', '#3B4656', 0.6) + [3, 8, 13, 19, 24, 29].map((x, i) => c(x, 6 + Math.sin((x / 32) * Math.PI) * 5.4 + 1.6, 1.5, [k.accent, '#F6C443', '#FF8A5B', '#9FE3C0'][i % 4]!)).join(''),
  /** A market stall with a striped awning. */
  marketStall: (k) =>
    [0, 1, 2, 3, 4].map((i) => p(`M${2 + i * 5.6} 6h5.6v6a2.8 2.8 0 0 1-5.6 0z`, i % 2 ? '#FFFFFF' : k.brand)).join('') + r(3, 13, 2, 16, '#8A5A35') + r(27, 13, 2, 16, '#8A5A35') + r(2, 20, 28, 4, '#C98B4A', 1) + c(8, 18, 2, '#F28C38') + c(13, 18, 2, '#F6C443') + c(19, 18, 2, '#E5484D'),
  /** Printed photos spread out. */
  prints: (k) =>
    `<g transform="rotate(-10 10 16)">${r(2, 6, 14, 16, '#FFFFFF', 1) + r(3.5, 7.5, 11, 10, k.accent) + p('M3.5 17.5l4-5 3 3 2-2 2 4z', k.brandDark)}</g>` +
    `<g transform="rotate(8 22 16)">${r(15, 8, 14, 16, '#FFFFFF', 1) + r(16.5, 9.5, 11, 10, '#9FD3F5') + c(24, 12.5, 1.6, '#FFE08A') + p('M16.5 19.5l5-6 6 6z', '#4E9E5E')}</g>`,
  /** A framed head-and-shoulders portrait. */
  headshot: (k) => r(5, 3, 22, 26, '#FFFFFF', 1.5) + r(7.5, 5.5, 17, 21, k.accent) + c(16, 13, 4.2, '#F2C7A5') + p('M8.5 26.5c0-5 3-8 7.5-8s7.5 3 7.5 8z', k.brandDark) + p('M14.5 18.5h3l-1.5 5z', '#FFFFFF'),
  /** A kettlebell. */
  kettlebell: (k) => s('M10 14c0-7 12-7 12 0', '#2F3B4C', 3) + c(16, 20, 9, '#2F3B4C') + c(13, 17, 2, '#56637A') + r(12, 19, 8, 3, k.accent, 1.5),
  /** A dumbbell. */
  dumbbell: (k) => r(9, 14.5, 14, 3, '#8A94A3', 1.5) + r(4, 9, 5, 14, k.brandDark, 1.5) + r(23, 9, 5, 14, k.brandDark, 1.5) + r(1.5, 11.5, 3, 9, k.brand, 1.2) + r(27.5, 11.5, 3, 9, k.brand, 1.2),
  /** A fence run. */
  fence: (k) => r(0, 13, 32, 3, k.brandDark) + r(0, 22, 32, 3, k.brandDark) + [1, 7.5, 14, 20.5, 27].map((x) => p(`M${x} 8l2.5-3 2.5 3v22h-5z`, k.brand)).join(''),
  /** A paint roller with fresh paint. */
  roller: (k) => r(5, 4, 20, 8, k.brand, 4) + r(7, 5, 16, 2, '#FFFFFF', 1) + s('M25 8h3v8H16v5', '#5D6B7A', 1.6) + r(14, 20, 4, 10, '#2F3B4C', 1.5),
  /** A tin of paint with the lid off. */
  paintTin: (k) => p('M5 10h22v17a3 3 0 0 1-3 3H8a3 3 0 0 1-3-3z', '#CFD6DE') + `<ellipse cx="16" cy="10" rx="11" ry="3" fill="${k.brand}"/>` + r(5, 16, 22, 7, '#FFFFFF') + r(9, 18, 14, 3, k.accent, 1) + s('M5 10c0-6 22-6 22 0', '#8A94A3', 0.9),
  /** Kitchen cabinets, one door fresh-painted. */
  cabinets: (k) =>
    r(2, 4, 28, 10, '#E7E2D8', 1) + r(2, 17, 28, 13, '#E7E2D8', 1) + r(3, 5, 8.5, 8, k.brand, 0.8) + r(12, 5, 8.5, 8, '#F4F1EA', 0.8) + r(21, 5, 8, 8, '#F4F1EA', 0.8) +
    r(3, 18, 12.5, 11, k.brand, 0.8) + r(16.5, 18, 12.5, 11, '#F4F1EA', 0.8) + r(13.5, 21, 0.8, 4, '#8A94A3') + r(18, 21, 0.8, 4, '#8A94A3') + r(1, 15, 30, 2, '#8A94A3', 0.5),
  /** A slope of roof tiles in rows, one slipped out of place. */
  roofTiles: (k) =>
    p('M1 29 7 4h24l-6 25z', k.brandDark) +
    [0, 1, 2, 3, 4].map((row) => {
      const y = 5 + row * 5;
      const x0 = 7 - row * 1.2;
      return [0, 1, 2, 3, 4].map((col) => (row === 2 && col === 2 ? '' : p(`M${x0 + col * 4.8} ${y}h4.6v3.6a2.3 1.6 0 0 1-4.6 0z`, (row + col) % 3 === 0 ? k.accent : k.brand))).join('');
    }).join('') +
    `<g transform="rotate(24 19 22)">${p('M16.5 19h4.6v3.6a2.3 1.6 0 0 1-4.6 0z', k.brand)}</g>`,
  /** A house gable with a tiled roof. */
  house: (k) =>
    p('M4 14 16 4l12 10v15H4z', '#F4EDE2') + p('M1 15 16 2l15 13-2.2 2.2L16 6 3.2 17.2z', k.brand) + r(13, 20, 6, 9, k.brandDark, 1) + r(7, 17, 5, 4.5, '#BFE3F5', 0.6) + r(20, 17, 5, 4.5, '#BFE3F5', 0.6) + r(21, 4, 3, 6, '#9B5A3C'),
  /** The corner of a house: the roof's edge, the gutter under it and the downpipe, rain running off. */
  gutter: (k) =>
    r(4, 10, 20, 20, '#F4EDE2') + p('M0 4h26l4 4H2z', k.brand) + p('M2 8h28v2H2z', k.brandDark) + p('M3 10h26a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3z', '#9AA5B1') +
    r(25, 12, 3, 16, '#9AA5B1', 0.8) + p('M23 27h6v2.5h-6z', '#7A8796') + r(8, 16, 7, 6, '#BFE3F5', 0.6) +
    s('M8 14v3M14 14v4M20 14v3', '#4FB3F0', 0.8, ' stroke-dasharray="1.2 1.2"') + p('M26.5 30.5c-.7 1-1 1.6-1 2a1 1 0 0 0 2 0c0-.4-.3-1-1-2z', '#4FB3F0'),
  /** A car raised on a two-post lift. */
  carLift: (k) =>
    r(1, 4, 3, 26, '#5D6B7A', 1) + r(28, 4, 3, 26, '#5D6B7A', 1) + r(3, 17, 26, 1.6, '#F6C443') +
    p('M5 15l3-6h14l4 6h1a1 1 0 0 1 1 1v2H4v-2a1 1 0 0 1 1-1z', k.brand) + r(9, 10, 5, 4, '#BFE3F5', 0.6) + r(16, 10, 5, 4, '#BFE3F5', 0.6) + c(9, 18.5, 2.6, '#26303B') + c(23, 18.5, 2.6, '#26303B') + r(0, 29, 32, 3, '#8A94A3'),
  /** A brake disc and calliper. */
  brakeDisc: (k) => c(16, 16, 13, '#9AA5B1') + c(16, 16, 11, '#B8C1CB') + c(16, 16, 5, '#6B7785') + [0, 72, 144, 216, 288].map((a) => c(16 + 3 * Math.cos((a * Math.PI) / 180), 16 + 3 * Math.sin((a * Math.PI) / 180), 0.8, '#3B4656')).join('') + p('M22 5a13 13 0 0 1 6 9l-4 1a9 9 0 0 0-4-6z', k.accent),
  /** A blackboard with sums drawn on it (shapes, no font). */
  blackboard: () =>
    r(1, 3, 30, 22, '#8A5A35', 1.5) + r(2.5, 4.5, 27, 19, '#23433A', 1) +
    s('M5 9h4M7 7v4M12 9h4M20 8l3 3M23 8l-3 3M5 17h4M5 19h4M12 16l3 4 4-7M22 18h5', '#EAF2EE', 0.9) + r(8, 25, 16, 2, '#8A5A35', 0.6) + r(11, 24, 4, 1.2, '#F4F6F8', 0.5),
  /** An office desk with a screen. */
  desk: (k) => r(1, 20, 30, 2.5, '#A0703F', 0.8) + r(3, 22.5, 2, 8, '#8A5A35') + r(27, 22.5, 2, 8, '#8A5A35') + r(8, 6, 16, 11, '#2F3B4C', 1.2) + r(9.2, 7.2, 13.6, 8.6, '#E6F0FA', 0.6) + r(15, 17, 2, 3, '#5D6B7A') + r(11, 10, 3, 4, k.accent) + r(15, 9, 3, 5, k.brand) + r(19, 11, 2.5, 3, k.accent),
  /** A shop front with an awning. */
  shopFront: (k) =>
    r(2, 8, 28, 22, '#F4EDE2', 1) + [0, 1, 2, 3, 4].map((i) => p(`M${2 + i * 5.6} 5h5.6v4a2.8 2.8 0 0 1-5.6 0z`, i % 2 ? '#FFFFFF' : k.brand)).join('') + r(4, 14, 12, 10, '#BFE3F5', 1) + r(19, 14, 8, 16, k.brandDark, 1) + c(25, 22, 0.7, '#F6C443') + r(2, 28, 28, 2, '#CFC5B6'),
  /** A clipboard with a checklist. */
  checklist: (k) => r(6, 4, 20, 26, '#A0703F', 2) + r(8, 7, 16, 21, '#FFFFFF', 1) + r(12, 2.5, 8, 4, '#9AA5B1', 1) + [0, 1, 2].map((i) => s(`M10 ${12 + i * 5}l1.5 1.5 2.5-3`, k.brand, 1) + r(16, 11.6 + i * 5, 6, 1.4, '#CFD6DE', 0.7)).join(''),
  /** A diagnostic read-out: a laptop-free tablet with a waveform. */
  diagnostics: (k) => r(3, 5, 26, 20, '#2F3B4C', 2.5) + r(5, 7, 22, 16, '#0F1B26', 1) + s('M6 16h4l2-5 3 9 2-6 2 3h7', '#5BD38A', 1.1) + c(24, 10, 1.3, k.accent) + r(11, 25, 10, 2, '#5D6B7A', 1) + s('M16 27v3', '#26303B', 1.5),
  /** A page of figures with a bar chart. */
  report: (k) => r(6, 3, 20, 26, '#FFFFFF', 1.5) + r(9, 7, 10, 1.5, '#8A94A3', 0.7) + r(9, 21, 3, 4, k.accent) + r(13.5, 17, 3, 8, k.brand) + r(18, 13, 3, 12, k.brandDark) + s('M9 11h14', '#CFD6DE', 1),
  /** A basin on its pedestal with a mixer tap running, and the trap beneath. */
  sink: () =>
    r(3, 12, 26, 5, '#F4F6F8', 2.5) + p('M5 17h22l-3 6H8z', '#DCE1E7') + r(13, 23, 6, 8, '#E9EDF2', 1) + s('M16 23v3c0 2 3 2 3 0', '#B8C1CB', 1.4) +
    r(14.5, 5, 3, 7, '#B8C1CB', 1.2) + p('M15 5h10a2 2 0 0 1 2 2v1h-3V8h-9z', '#CFD6DE') + r(11, 9, 3, 1.6, '#E5484D', 0.8) + r(18, 9, 3, 1.6, '#4FB3F0', 0.8) +
    s('M25.5 9v2.2', '#7FCBF5', 1.2, ' stroke-dasharray="1 1"') + p('M25.5 12.6c-.8 1-1.1 1.6-1.1 2a1.1 1.1 0 0 0 2.2 0c0-.4-.3-1-1.1-2z', '#4FB3F0'),
  /** A wall plate with a light switch and a socket with a plug going in. */
  socket: (k) =>
    r(2, 7, 28, 17, '#F4F6F8', 2.5) + r(2, 21, 28, 3, '#DCE1E7', 1.5) + r(5, 10, 10, 10, '#E9EDF2', 1.5) + r(17, 10, 10, 10, '#E9EDF2', 1.5) +
    r(8, 11.5, 4, 7, '#FFFFFF', 1) + r(8, 11.5, 4, 3.5, '#DCE1E7', 1) +
    r(18.5, 12, 7, 7, k.brandDark, 1.5) + s('M22 19v6c0 3-3 4-6 5', k.brandDark, 1.6) + r(24, 11, 1.4, 2.4, '#5BD38A', 0.5),
  /** Three bottles of nail polish in a row. */
  polishBottles: (k) =>
    [[6, k.brand], [16, k.accent], [26, k.brandDark]].map(([x, col]) => {
      const cx = x as number;
      return r(cx - 1.8, 4, 3.6, 9, '#2F3B4C', 1) + r(cx - 4.5, 12, 9, 16, col as string, 3) + r(cx - 3, 14, 2, 9, '#FFFFFF', 1).replace('/>', ' fill-opacity=".45"/>');
    }).join(''),
  /** A wicker basket of fresh loaves and a baguette. */
  breadBasket: () =>
    p('M6 8.5c2-5 8-6 10-2-5-1-8 0-10 2z', '#E9B870') + `<g transform="rotate(-28 20 10)">${r(10, 6, 20, 5, '#D99A4E', 2.5) + s('M14 8.5h1.5M18 8.5h1.5M22 8.5h1.5M26 8.5h1.5', '#F3CF93', 0.9)}</g>` +
    `<ellipse cx="11" cy="15" rx="7.5" ry="5" fill="#C7823F"/><ellipse cx="21.5" cy="14.5" rx="7" ry="4.6" fill="#D99A4E"/>` + s('M8 13.5l2 1.5M11.5 12.5l2 1.6M19 12.6l1.8 1.6M22.5 12l1.8 1.6', '#F3CF93', 0.9) +
    p('M3 16h26l-2.5 12a2.5 2.5 0 0 1-2.5 2H8a2.5 2.5 0 0 1-2.5-2z', '#B8834F') + s('M4 19.5h24M5 23h22M6 26.5h20', '#8E6236', 1) + s('M9 16l-1 14M14 16v14M18 16v14M23 16l1 14', '#8E6236', 0.6),
  /** A pendant lamp on its flex, the bulb lit. */
  pendant: (k) => s('M16 -60V8', '#3B4656', 0.7) + p('M9 16c0-5 3-8 7-8s7 3 7 8z', k.brandDark) + c(16, 18, 3.4, '#FFE08A') + c(16, 18, 6, '#FFE08A').replace('/>', ' fill-opacity=".25"/>'),
  /** A folding straight razor, open. */
  straightRazor: () => `<g transform="rotate(-30 16 16)">${r(3, 15, 15, 4, '#6B3E26', 2) + c(17, 17, 1.2, '#CFD6DE') + p('M17 14.5h11.5c.8 0 1.2.6 1 1.3l-1 3.2H17z', '#DCE1E7') + s('M18 14.8h10.5', '#FFFFFF', 0.6)}</g>`,
  /** A car tyre on its wheel. */
  tyre: () => c(16, 16, 14, '#26303B') + c(16, 16, 9, '#9AA5B1') + c(16, 16, 7.5, '#CFD6DE') + c(16, 16, 2.4, '#5D6B7A') + [0, 72, 144, 216, 288].map((a) => `<g transform="rotate(${a} 16 16)">${r(15, 9, 2, 5, '#8A94A3', 1)}</g>`).join('') + s('M5 10l2 1M4 16h2.4M5 22l2-1M27 10l-2 1M28 16h-2.4M27 22l-2-1', '#3B4656', 1),
  /** A dripping pipe joint. */
  leakyPipe: () =>
    r(1, 8, 13, 6, '#B87333', 1) + r(18, 8, 13, 6, '#B87333', 1) + r(12, 6.5, 8, 9, '#D9A441', 1.5) + r(1, 8, 13, 1.4, '#D6925A', 0.7) +
    p('M16 17c-1.6 2.4-2.4 3.8-2.4 5a2.4 2.4 0 0 0 4.8 0c0-1.2-.8-2.6-2.4-5z', '#4FB3F0') + p('M21 23c-1 1.5-1.5 2.3-1.5 3a1.5 1.5 0 0 0 3 0c0-.7-.5-1.5-1.5-3z', '#7FCBF5') + c(11, 27.5, 1, '#7FCBF5'),
};
