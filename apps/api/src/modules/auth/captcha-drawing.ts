import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

/**
 * Draws a CAPTCHA answer as outlines, never as text. The glyph outlines come from the font that
 * svg-captcha ships (loaded by the package itself); its own drawing is not used as is: it keeps
 * every glyph intact in an element of its own, in answer order, so the sequence of path commands
 * alone names each letter. Here every outline is flattened to straight segments with a random
 * number of steps, rotated, sheared, scaled and bent by a wave, and the contours of all glyphs
 * are shuffled into one path, under noise strokes of the same colour.
 */

interface PathCommand {
  type: string;
  x?: number;
  y?: number;
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
}
interface GlyphFont {
  charToGlyph(char: string): {
    getPath(x: number, y: number, size: number): { commands: PathCommand[] };
  };
}
type Point = [number, number];

const font = (svgCaptcha.options as unknown as { font: GlyphFont }).font;
const WIDTH = 180;
const HEIGHT = 60;

/** A uniform random number in [min, max), from the crypto generator. */
function random(min: number, max: number): number {
  return min + (randomInt(1_000_000) / 1_000_000) * (max - min);
}

function bezier(from: Point, controls: Point[], to: Point, t: number): Point {
  const points = [from, ...controls, to];
  while (points.length > 1) {
    for (let i = 0; i < points.length - 1; i += 1) {
      const [a, b] = [points[i]!, points[i + 1]!];
      points[i] = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
    }
    points.pop();
  }
  return points[0]!;
}

/** The glyph's contours as polygons; curves become 1 to 4 straight steps, at random. */
function contours(char: string, size: number): Point[][] {
  const result: Point[][] = [];
  let current: Point[] = [];
  for (const cmd of font.charToGlyph(char).getPath(0, 0, size).commands) {
    const to: Point = [cmd.x ?? 0, cmd.y ?? 0];
    const from = current[current.length - 1] ?? to;
    if (cmd.type === 'M') {
      if (current.length > 2) result.push(current);
      current = [to];
    } else if (cmd.type === 'L') current.push(to);
    else if (cmd.type === 'Q' || cmd.type === 'C') {
      const controls: Point[] = [[cmd.x1 ?? 0, cmd.y1 ?? 0]];
      if (cmd.type === 'C') controls.push([cmd.x2 ?? 0, cmd.y2 ?? 0]);
      const steps = randomInt(1, 5);
      for (let s = 1; s <= steps; s += 1) current.push(bezier(from, controls, to, s / steps));
    }
  }
  if (current.length > 2) result.push(current);
  return result;
}

/** Centres the glyph on (cx, cy), then rotates, shears and scales it by random amounts. */
function placeGlyph(polygons: Point[][], cx: number, cy: number): Point[][] {
  const all = polygons.flat();
  const mx = (Math.min(...all.map((p) => p[0])) + Math.max(...all.map((p) => p[0]))) / 2;
  const my = (Math.min(...all.map((p) => p[1])) + Math.max(...all.map((p) => p[1]))) / 2;
  const angle = (random(-28, 28) * Math.PI) / 180;
  const shear = random(-0.3, 0.3);
  const [sx, sy] = [random(0.85, 1.15), random(0.85, 1.15)];
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  return polygons.map((polygon) =>
    polygon.map(([x, y]): Point => {
      const [u, v] = [(x - mx + shear * (y - my)) * sx, (y - my) * sy];
      return [cx + u * cos - v * sin, cy + u * sin + v * cos];
    }),
  );
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

const fmt = (n: number) => n.toFixed(1);

export function drawCaptcha(text: string): string {
  const chars = [...text];
  const slot = (WIDTH - 20) / chars.length;
  const wave = { amplitude: random(2, 5), length: random(40, 80), phase: random(0, 2 * Math.PI) };
  const bend = ([x, y]: Point): Point => [
    x,
    y + wave.amplitude * Math.sin((x / wave.length) * 2 * Math.PI + wave.phase),
  ];
  const polygons = chars.flatMap((char, i) =>
    placeGlyph(
      contours(char, random(50, 58)),
      10 + slot * (i + 0.5) + random(-3, 3),
      HEIGHT / 2 + random(-5, 5),
    ),
  );
  const glyphs = shuffle(polygons)
    .map(
      (polygon) =>
        `M${polygon
          .map(bend)
          .map(([x, y]) => `${fmt(x)} ${fmt(y)}`)
          .join('L')}Z`,
    )
    .join('');
  const hue = randomInt(0, 360);
  const colour = `hsl(${hue},55%,30%)`;
  const noise = Array.from({ length: randomInt(3, 6) }, () => {
    const y = () => fmt(random(5, HEIGHT - 5));
    const d = `M${fmt(random(0, 20))} ${y()}C${fmt(random(40, 90))} ${y()} ${fmt(random(90, 140))} ${y()} ${fmt(random(160, WIDTH))} ${y()}`;
    return `<path d="${d}" stroke="${colour}" stroke-width="${fmt(random(1, 2.5))}" fill="none"/>`;
  });
  const paths = shuffle([`<path d="${glyphs}" fill="${colour}"/>`, ...noise]).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="CAPTCHA image"><rect width="100%" height="100%" fill="#f4f1ea"/>${paths}</svg>`;
}
