// With the npm packages bundled, three quarters of a bundle's source map would describe their
// code, and with --enable-source-maps every thread parses and holds its bundle's map. Stack
// traces need our sources' lines; a package's frames are read well enough in the bundle itself
// (its whitespace minified, but its names kept and its lines short). So the map keeps the
// segments of our own files, and where a package's code begins it gets one segment with no
// source: Node maps a position through the nearest segment before it, and a frame whose segment
// has no source is printed as the bundle's line and column instead of as the last line of ours
// before it.
import { readFileSync, writeFileSync } from 'node:fs';

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUE = new Map([...DIGITS].map((digit, value) => [digit, value]));

/** A line of `mappings` as segments of relative values (base64 VLQ, as the v3 format says). */
function decodeLine(line) {
  const segments = [];
  for (const text of line.split(',')) {
    if (text === '') continue;
    const fields = [];
    let value = 0;
    let shift = 0;
    for (const digit of text) {
      const bits = VALUE.get(digit);
      if (bits === undefined) throw new Error(`source map: bad digit ${digit}`);
      value += (bits & 31) << shift;
      if (bits & 32) {
        shift += 5;
        continue;
      }
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
    segments.push(fields);
  }
  return segments;
}

function encode(fields) {
  let text = '';
  for (const field of fields) {
    let value = field < 0 ? (-field << 1) | 1 : field << 1;
    do {
      let digit = value & 31;
      value >>>= 5;
      if (value > 0) digit |= 32;
      text += DIGITS[digit];
    } while (value > 0);
  }
  return text;
}

/** Rewrites the source map at `path` to map our own sources only (see above). */
export function keepOwnMappings(path) {
  const map = JSON.parse(readFileSync(path, 'utf8'));
  const own = map.sources.map((source) => !source.split('/').includes('node_modules'));
  const sources = [];
  const sourceIndex = map.sources.map((source, i) => (own[i] ? sources.push(source) - 1 : -1));
  const names = [];
  const nameIndex = new Map();
  // Absolute values; the format stores each field relative to the last one (the column to the
  // last on its line).
  const read = { source: 0, line: 0, column: 0, name: 0 };
  const written = { source: 0, line: 0, column: 0, name: 0 };
  let mapped = false;
  const lines = map.mappings.split(';').map((line) => {
    const out = [];
    let column = 0;
    let writtenColumn = 0;
    for (const fields of decodeLine(line)) {
      column += fields[0];
      if (fields.length > 1) {
        read.source += fields[1];
        read.line += fields[2];
        read.column += fields[3];
        if (fields.length === 5) read.name += fields[4];
      }
      const source = fields.length > 1 ? sourceIndex[read.source] : -1;
      if (source === -1) {
        // A package's code (or code of no source): one segment without a source where it begins.
        if (mapped) {
          out.push(encode([column - writtenColumn]));
          writtenColumn = column;
        }
        mapped = false;
        continue;
      }
      const segment = [
        column - writtenColumn,
        source - written.source,
        read.line - written.line,
        read.column - written.column,
      ];
      if (fields.length === 5) {
        const name = map.names[read.name];
        if (!nameIndex.has(name)) nameIndex.set(name, names.push(name) - 1);
        segment.push(nameIndex.get(name) - written.name);
        written.name = nameIndex.get(name);
      }
      out.push(encode(segment));
      writtenColumn = column;
      Object.assign(written, { source, line: read.line, column: read.column });
      mapped = true;
    }
    return out.join(',');
  });
  const trimmed = { ...map, sources, names, mappings: lines.join(';') };
  writeFileSync(path, JSON.stringify(trimmed));
  return { sources: map.sources.length, kept: sources.length };
}
