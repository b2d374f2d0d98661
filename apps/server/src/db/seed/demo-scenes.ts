import {
  type Background,
  camera,
  car,
  classroom,
  cleaning,
  codeScreen,
  desk,
  type Draw,
  flats,
  fridge,
  helmet,
  house,
  laptop,
  motorbike,
  onlineCourse,
  outdoors,
  type Paint,
  pgRoom,
  phone,
  plot,
  room,
  scooter,
  shop,
  splitAc,
  stage,
  table,
  tablet,
  toolbox,
  tv,
  washer,
  wheel,
} from './demo-drawings.ts';

/**
 * Demo photos: a simple drawn scene of the thing an ad offers (a fridge, a phone, a bike, a house, a classroom...),
 * in colours that vary per ad, with no words on it, so a demo listing looks like a listing and not like a
 * placeholder. Shapes only (no text, no filters), so librsvg draws one in milliseconds.
 */

export type Scene = { svg: string; width: number; height: number };
export type SceneSubject = { title: string; subcategory: string };

const MAINS = ['#1f4e79', '#9b2226', '#2d6a4f', '#3a3a3a', '#6d597a', '#bc6c25', '#0f766e', '#b5838d', '#386641', '#e9c46a'];
const ACCENTS = ['#f4a261', '#e76f51', '#90be6d', '#43aa8b', '#f9c74f', '#577590', '#ff8fab', '#8ecae6'];
const WALLS = ['#f1e3d3', '#e8eef2', '#f6eedf', '#e3ecdf', '#efe4ec', '#fdf0d5', '#e0e7ef'];
const FLOORS = ['#b08968', '#8d6e63', '#a3a3a3', '#c9a27c', '#7f5539', '#9c8f80'];

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)]!;

type Setting = { draw: Draw; background: Background; isUpright?: true };

const indoors = room();
const hall = room(false);
const street = outdoors();
const BY_SUBCATEGORY: Record<string, Setting> = {
  Houses: { draw: house, background: street },
  Flats: { draw: flats, background: street },
  PG: { draw: pgRoom, background: indoors },
  'Commercial Space': { draw: shop, background: street },
  Land: { draw: plot, background: outdoors('#9c7b55') },
  Mobiles: { draw: phone, background: table, isUpright: true },
  Laptops: { draw: laptop, background: table },
  Tablets: { draw: tablet, background: table, isUpright: true },
  'TV & Audio': { draw: tv, background: indoors },
  Appliances: { draw: fridge, background: indoors },
  Tuitions: { draw: classroom, background: hall },
  'Coaching Institutes': { draw: classroom, background: hall },
  Schools: { draw: classroom, background: hall },
  'Online Courses': { draw: onlineCourse, background: table },
  'Repair & Maintenance': { draw: toolbox, background: table },
  'Home Services': { draw: cleaning, background: indoors },
  'IT & Web': { draw: codeScreen, background: indoors },
  'Event Services': { draw: stage, background: hall },
  Cars: { draw: car, background: street },
  Bikes: { draw: motorbike, background: street },
  Scooters: { draw: scooter, background: street },
  'Auto Parts': { draw: wheel, background: table },
};

/** The scene for an ad: by what its title names where a subcategory covers several things, else by subcategory. */
function settingFor({ title, subcategory }: SceneSubject): Setting {
  const name = title.toLowerCase();
  if (subcategory === 'Appliances' && name.includes('washing machine')) return { draw: washer, background: indoors };
  if (subcategory === 'Appliances' && /\bac\b/.test(name)) return { draw: splitAc, background: indoors };
  if (subcategory === 'Commercial Space' && name.includes('office')) return { draw: desk, background: indoors };
  if (name.includes('helmet')) return { draw: helmet, background: table };
  if (name.includes('photograph')) return { draw: camera, background: table };
  return BY_SUBCATEGORY[subcategory] ?? { draw: desk, background: indoors };
}

/**
 * One photo of an ad. `random` is the ad's own seeded generator, so its colours stay the same on every seed.
 * Later photos come a little closer and from the side, as a seller's second and third shots do; a phone or a
 * tablet is photographed upright first (a portrait photo, as a real seller's would be), then lying on the table.
 */
export function demoScene(subject: SceneSubject, imageIndex: number, random: () => number): Scene {
  const paint: Paint = { main: pick(MAINS, random), accent: pick(ACCENTS, random), wall: pick(WALLS, random), floor: pick(FLOORS, random) };
  const { draw, background, isUpright } = settingFor(subject);
  const [width, height] = isUpright && imageIndex === 0 ? [900, 1200] : [1200, 900];
  const zoom = [1, 1.15, 1.3][imageIndex % 3]!;
  const shift = [0, -100, 90][imageIndex % 3]!;
  // Closer around where the things stand (the lower middle), so a closer shot keeps them whole.
  const [x, y] = [width / 2, height * 0.62];
  const view = `translate(${x + shift} ${y}) scale(${zoom}) translate(${-x} ${-y})`;
  // Drawn on a 900 x 1200 frame at full height; set down smaller, so a card's landscape crop of the photo still shows all of it.
  const fit = isUpright ? ` transform="translate(${width / 2} ${height * 0.55}) scale(0.62) translate(-450 -630)"` : '';
  return {
    width,
    height,
    svg:
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<g transform="${view}">${background(paint, width, height)}<g${fit}>${draw(paint)}</g></g></svg>`,
  };
}
