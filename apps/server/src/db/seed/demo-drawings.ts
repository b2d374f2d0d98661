/** The things demo photos show, drawn with a few shapes each on a 1200 x 900 canvas (phone and tablet: 900 x 1200). */

export type Paint = { main: string; accent: string; wall: string; floor: string };
export type Draw = (p: Paint) => string;
export type Background = (p: Paint, width: number, height: number) => string;

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"/>`;
const circle = (cx: number, cy: number, r: number, fill: string) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
const path = (d: string, fill: string, stroke = 'none', width = 0) =>
  `<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
const shadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx / 9}" fill="#000" fill-opacity="0.18"/>`;

/** Indoors: a wall, a floor and (unless it is a hall) a window letting in light. */
export const room =
  (hasWindow = true): Background =>
  (p, width, height) =>
    rect(0, 0, width, height * 0.71, p.wall) +
    rect(0, height * 0.71, width, height * 0.29, p.floor) +
    rect(0, height * 0.7, width, 14, '#fff') +
    (hasWindow ? rect(90, 110, 240, 300, '#cfe8f7', 8) + path('M210 110 V410 M90 260 H330', 'none', '#fff', 10) : '');
/** Outdoors: sky, sun, a tree, and a road (or bare earth, for a plot). */
export const outdoors =
  (ground = '#6b6b6b'): Background =>
  (_p, width, height) =>
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7ec8e3"/><stop offset="1" stop-color="#dff3fb"/></linearGradient></defs>` +
    rect(0, 0, width, height, 'url(#sky)') +
    circle(width - 160, 140, 60, '#ffd166') +
    rect(0, height * 0.73, width, height * 0.27, '#7a9a5a') +
    rect(0, height * 0.84, width, height * 0.16, ground) +
    rect(120, height * 0.52, 24, height * 0.22, '#6b4f3a') +
    circle(132, height * 0.49, 80, '#4f772d');
/** A table top against a wall, for small things. */
export const table: Background = (p, width, height) =>
  rect(0, 0, width, height, p.wall) + rect(0, height * 0.62, width, height * 0.38, p.floor) + rect(0, height * 0.62, width, 18, '#5c4033');

export const house: Draw = (p) =>
  rect(380, 380, 460, 300, p.wall) +
  path('M350 390 L610 200 L870 390 Z', p.main) +
  rect(570, 520, 90, 160, p.accent, 6) +
  rect(420, 450, 110, 90, '#cfe8f7', 4) +
  rect(700, 450, 110, 90, '#cfe8f7', 4) +
  rect(720, 230, 40, 90, p.main);
export const flats: Draw = (p) => {
  let windows = '';
  for (let row = 0; row < 6; row++) for (let col = 0; col < 4; col++) windows += rect(440 + col * 85, 190 + row * 75, 50, 45, '#cfe8f7', 3);
  return (
    rect(410, 160, 360, 520, p.wall) +
    rect(400, 140, 380, 30, p.main) +
    windows +
    rect(560, 610, 60, 70, p.accent) +
    rect(800, 330, 200, 350, p.main)
  );
};
export const pgRoom: Draw = (p) =>
  rect(420, 480, 560, 170, p.main, 16) +
  rect(420, 400, 40, 250, '#6b4f3a', 6) +
  rect(480, 450, 150, 70, '#fff', 30) +
  rect(640, 470, 340, 90, p.accent, 14) +
  rect(1010, 520, 110, 130, '#6b4f3a', 6) +
  rect(1045, 430, 40, 90, '#ffd166', 10);
export const shop: Draw = (p) => {
  let shutter = '';
  for (let y = 360; y < 650; y += 26) shutter += path(`M400 ${y} H800`, 'none', '#8d99ae', 6);
  return rect(340, 220, 520, 460, p.wall) + rect(360, 230, 480, 100, p.main, 8) + rect(400, 350, 400, 300, '#adb5bd') + shutter;
};
export const plot: Draw = (p) => {
  let posts = '';
  for (let x = 260; x <= 960; x += 70) posts += rect(x, 560, 14, 110, '#6b4f3a');
  return (
    rect(250, 590, 730, 10, '#6b4f3a') +
    posts +
    circle(900, 470, 70, '#4f772d') +
    rect(890, 500, 20, 170, '#6b4f3a') +
    rect(560, 600, 40, 60, p.accent)
  );
};
export const desk: Draw = (p) =>
  rect(380, 520, 640, 26, '#6b4f3a') +
  rect(420, 546, 20, 200, '#6b4f3a') +
  rect(960, 546, 20, 200, '#6b4f3a') +
  rect(560, 330, 300, 180, '#222', 10) +
  rect(575, 345, 270, 150, p.accent, 4) +
  rect(690, 510, 40, 14, '#222') +
  rect(880, 430, 60, 90, p.main, 8) +
  circle(910, 400, 50, '#4f772d') +
  rect(200, 450, 24, 300, p.main, 10) +
  rect(200, 600, 160, 26, p.main, 10) +
  rect(336, 600, 24, 150, p.main, 10);
export const codeScreen: Draw = (p) => {
  let lines = '';
  for (let i = 0; i < 7; i++) lines += rect(600 + (i % 3) * 20, 365 + i * 18, 80 + ((i * 47) % 120), 8, i % 2 ? '#8ecae6' : '#f9c74f', 3);
  return desk({ ...p, accent: '#1e1e2e' }) + lines;
};
export const phone: Draw = (p) =>
  shadow(450, 1080, 230) +
  rect(250, 200, 400, 860, '#111', 50) +
  `<defs><linearGradient id="scr" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.accent}"/><stop offset="1" stop-color="${p.main}"/></linearGradient></defs>` +
  rect(272, 222, 356, 816, 'url(#scr)', 36) +
  rect(400, 240, 100, 22, '#111', 11) +
  circle(450, 560, 70, '#fff').replace('/>', ' fill-opacity="0.35"/>');
export const tablet: Draw = (p) =>
  shadow(450, 1030, 330) + rect(150, 240, 600, 780, '#222', 40) + rect(180, 270, 540, 720, p.accent, 14) + circle(450, 630, 90, p.main);
export const laptop: Draw = (p) =>
  shadow(600, 700, 380) +
  rect(340, 230, 520, 340, '#2b2d42', 18) +
  rect(362, 252, 476, 296, p.accent, 6) +
  path('M260 600 L340 570 H860 L940 600 Z', '#8d99ae') +
  rect(260, 600, 680, 20, '#6c757d', 6);
export const onlineCourse: Draw = (p) => laptop(p) + path('M570 340 L570 460 L670 400 Z', '#fff');
export const tv: Draw = (p) =>
  rect(360, 560, 480, 90, '#6b4f3a', 8) +
  rect(330, 220, 540, 320, '#111', 12) +
  rect(345, 235, 510, 290, p.accent, 4) +
  path('M345 470 L520 330 L640 430 L720 370 L855 480 V525 H345 Z', p.main) +
  rect(590, 540, 20, 20, '#111') +
  rect(220, 400, 80, 250, '#222', 10) +
  rect(900, 400, 80, 250, '#222', 10) +
  circle(260, 560, 26, '#555') +
  circle(940, 560, 26, '#555');
export const fridge: Draw = (p) =>
  shadow(600, 760, 200) +
  rect(450, 120, 300, 640, p.main, 24) +
  path('M450 340 H750', 'none', '#000', 4) +
  rect(700, 200, 14, 100, '#ddd', 7) +
  rect(700, 400, 14, 160, '#ddd', 7);
export const washer: Draw = (p) =>
  shadow(600, 760, 220) +
  rect(420, 300, 360, 460, '#f8f9fa', 24) +
  rect(420, 300, 360, 80, '#dee2e6', 24) +
  circle(600, 560, 130, '#adb5bd') +
  circle(600, 560, 100, p.accent) +
  circle(700, 340, 16, p.main);
export const splitAc: Draw = (p) =>
  rect(380, 180, 520, 150, '#f8f9fa', 30) +
  rect(420, 280, 440, 18, '#ced4da', 9) +
  circle(850, 220, 8, p.accent) +
  path('M480 340 q40 60 0 120 M640 340 q40 60 0 120 M800 340 q40 60 0 120', 'none', '#8ecae6', 8);
export const classroom: Draw = () => {
  let desks = '';
  for (const x of [200, 520, 840])
    desks += rect(x, 640, 180, 24, '#6b4f3a') + rect(x + 20, 664, 14, 100, '#6b4f3a') + rect(x + 146, 664, 14, 100, '#6b4f3a');
  return (
    rect(240, 120, 720, 380, '#6b4f3a', 10) +
    rect(260, 140, 680, 340, '#2f5d50', 4) +
    path('M320 220 H560 M320 290 H640 M320 360 H500 M700 400 L790 210 L880 400 Z', 'none', '#e9f5db', 8) +
    desks
  );
};
export const toolbox: Draw = (p) =>
  shadow(600, 760, 300) +
  rect(330, 480, 540, 280, p.main, 16) +
  rect(330, 480, 540, 60, p.accent, 16) +
  path('M500 480 V420 H700 V480', 'none', '#333', 22) +
  path('M860 360 L1040 180', 'none', '#6c757d', 34) +
  circle(1050, 170, 40, '#6c757d') +
  circle(1050, 170, 18, p.wall);
export const cleaning: Draw = (p) =>
  path('M420 480 H640 L610 760 H450 Z', p.main) +
  rect(500, 200, 18, 420, '#6b4f3a') +
  path('M460 600 H560 L580 680 H440 Z', p.accent) +
  rect(760, 450, 100, 310, p.accent, 20) +
  rect(780, 380, 60, 80, '#333', 8);
export const stage: Draw = (p) => {
  let balloons = '';
  for (const [x, y, c] of [
    [300, 250, p.accent],
    [380, 200, p.main],
    [820, 230, p.accent],
    [900, 280, p.main],
    [860, 170, '#ffd166'],
  ] as const) {
    balloons += path(`M${x} ${y + 60} q-10 120 10 240`, 'none', '#999', 3) + `<ellipse cx="${x}" cy="${y}" rx="45" ry="58" fill="${c}"/>`;
  }
  let lights = '';
  for (let x = 80; x < 1200; x += 90) lights += circle(x, 70 + Math.round(Math.sin(x / 90) * 20), 14, '#ffd166');
  return (
    rect(150, 150, 900, 420, '#3d2c4f', 8) +
    path('M0 60 Q600 130 1200 60', 'none', '#fff', 3) +
    lights +
    rect(200, 560, 800, 100, p.main, 8) +
    rect(480, 470, 240, 90, '#f8f9fa', 10) +
    balloons
  );
};
export const camera: Draw = (p) =>
  shadow(600, 720, 280) +
  rect(360, 380, 480, 320, '#222', 30) +
  rect(420, 330, 140, 70, '#222', 12) +
  circle(600, 540, 120, '#444') +
  circle(600, 540, 80, p.accent) +
  circle(760, 430, 18, p.main);
export const car: Draw = (p) =>
  shadow(600, 790, 380) +
  path('M250 720 V620 Q260 580 320 570 L420 470 Q440 450 480 450 H760 Q800 450 830 480 L920 570 Q960 575 970 610 V720 Z', p.main) +
  path('M450 560 L500 485 H620 V560 Z M650 560 V485 H760 L830 560 Z', '#cfe8f7') +
  circle(380, 730, 68, '#222') +
  circle(380, 730, 32, '#adb5bd') +
  circle(840, 730, 68, '#222') +
  circle(840, 730, 32, '#adb5bd') +
  rect(930, 610, 40, 24, '#ffd166', 6);
export const motorbike: Draw = (p) =>
  shadow(600, 800, 340) +
  circle(380, 700, 100, '#222') +
  circle(380, 700, 55, '#adb5bd') +
  circle(830, 700, 100, '#222') +
  circle(830, 700, 55, '#adb5bd') +
  path('M380 700 L520 560 H720 L830 700', 'none', '#555', 18) +
  path('M500 540 Q560 470 660 480 L700 560 H520 Z', p.main) +
  rect(470, 500, 130, 30, '#222', 12) +
  path('M720 560 L770 440 M740 440 H820', 'none', '#333', 14) +
  circle(800, 470, 22, '#ffd166');
export const scooter: Draw = (p) =>
  shadow(600, 800, 320) +
  circle(400, 720, 80, '#222') +
  circle(400, 720, 40, '#adb5bd') +
  circle(820, 720, 80, '#222') +
  circle(820, 720, 40, '#adb5bd') +
  path('M330 690 Q340 560 470 560 H560 L600 660 H760 L780 480 L820 470 L860 690 Z', p.main) +
  rect(420, 520, 170, 40, '#222', 16) +
  path('M780 480 L760 380 M720 380 H820', 'none', '#333', 14);
export const wheel: Draw = (p) => {
  let spokes = '';
  for (let a = 0; a < 5; a++) {
    const angle = (a * 2 * Math.PI) / 5;
    spokes += path(
      `M600 480 L${Math.round(600 + 120 * Math.cos(angle))} ${Math.round(480 + 120 * Math.sin(angle))}`,
      'none',
      '#ced4da',
      34,
    );
  }
  return shadow(600, 760, 260) + circle(600, 480, 250, '#222') + circle(600, 480, 160, '#adb5bd') + spokes + circle(600, 480, 36, p.main);
};
export const helmet: Draw = (p) =>
  shadow(600, 740, 260) +
  path('M360 700 Q340 360 600 330 Q860 360 840 700 Z', p.main) +
  path('M470 470 Q600 430 800 480 L810 580 Q640 560 470 590 Z', '#222') +
  path('M360 700 H840', 'none', '#333', 20);
