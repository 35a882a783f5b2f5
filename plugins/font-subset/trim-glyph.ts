/**
 * Takes `trim` font units off both side bearings of one glyph of a TrueType font (glyf outlines, as subset-font writes
 * with `targetFormat: "truetype"`), so it sets closer to its neighbours: the advance loses twice the trim, and the
 * outline moves left by one. Only what that needs is touched (the glyph's metrics in hmtx, its box and first point in
 * glyf), and the checksums are written again. A glyph it cannot change in place (one sharing its advance with the
 * glyphs after it, a composite, an empty one, a first point whose encoding would have to grow) is refused with an
 * error, rather than cut wrong.
 */
export function trimSideBearings(font: Uint8Array, glyph: number, trim: number): Uint8Array {
  if (!Number.isInteger(trim) || trim <= 0) throw new Error(`trimSideBearings: the trim must be a positive integer`);
  const bytes = font.slice();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = tableDirectory(view);
  const table = (tag: string) => {
    const found = tables.get(tag);
    if (!found) throw new Error(`trimSideBearings: the font has no ${tag} table`);
    return found;
  };

  const numberOfHMetrics = view.getUint16(table("hhea").offset + 34);
  if (glyph >= numberOfHMetrics) {
    throw new Error(`trimSideBearings: glyph ${glyph} shares its advance with the glyphs after it`);
  }
  const metric = table("hmtx").offset + 4 * glyph;
  const advance = view.getUint16(metric);
  const leftBearing = view.getInt16(metric + 2);

  const longOffsets = view.getInt16(table("head").offset + 50) === 1;
  const loca = table("loca").offset;
  const locaAt = (index: number) =>
    longOffsets ? view.getUint32(loca + 4 * index) : 2 * view.getUint16(loca + 2 * index);
  const start = table("glyf").offset + locaAt(glyph);
  if (locaAt(glyph + 1) === locaAt(glyph)) throw new Error(`trimSideBearings: glyph ${glyph} has no outline`);
  const contours = view.getInt16(start);
  if (contours < 0) throw new Error(`trimSideBearings: glyph ${glyph} is a composite`);
  const xMin = view.getInt16(start + 2);
  const xMax = view.getInt16(start + 6);
  const rightBearing = advance - xMax;
  if (trim >= Math.min(leftBearing, rightBearing, xMin)) {
    throw new Error(
      `trimSideBearings: glyph ${glyph}'s bearings (${leftBearing}, ${rightBearing}) are no wider than ${trim}`,
    );
  }

  // The points are stored as steps from the one before, the first from x = 0: moving the first moves them all.
  const endPoints = start + 10;
  const instructionsLength = view.getUint16(endPoints + 2 * contours);
  const flags = endPoints + 2 * contours + 2 + instructionsLength;
  const firstFlag = view.getUint8(flags);
  const xCoordinates = flagsEnd(view, flags, view.getUint16(endPoints + 2 * (contours - 1)) + 1);
  const X_SHORT = 0x02;
  const X_SAME_OR_POSITIVE = 0x10;
  if (firstFlag & X_SHORT) {
    const step = view.getUint8(xCoordinates) * (firstFlag & X_SAME_OR_POSITIVE ? 1 : -1);
    const moved = step - trim;
    if (moved < 0 || !(firstFlag & X_SAME_OR_POSITIVE)) {
      throw new Error(`trimSideBearings: glyph ${glyph}'s first point cannot move in its one-byte step`);
    }
    view.setUint8(xCoordinates, moved);
  } else if (firstFlag & X_SAME_OR_POSITIVE) {
    throw new Error(`trimSideBearings: glyph ${glyph}'s first point stands at x = 0 with no step to change`);
  } else {
    view.setInt16(xCoordinates, view.getInt16(xCoordinates) - trim);
  }
  view.setInt16(start + 2, xMin - trim);
  view.setInt16(start + 6, xMax - trim);
  view.setUint16(metric, advance - 2 * trim);
  view.setInt16(metric + 2, leftBearing - trim);

  writeChecksums(view, tables);
  return bytes;
}

interface TableRecord {
  record: number;
  offset: number;
  length: number;
}

function tableDirectory(view: DataView): Map<string, TableRecord> {
  const tables = new Map<string, TableRecord>();
  const count = view.getUint16(4);
  for (let index = 0; index < count; index++) {
    const record = 12 + 16 * index;
    const tag = String.fromCharCode(...[0, 1, 2, 3].map((byte) => view.getUint8(record + byte)));
    tables.set(tag, { record, offset: view.getUint32(record + 8), length: view.getUint32(record + 12) });
  }
  return tables;
}

/** Where the x coordinates start: after the flags, each of which may say how many times it repeats. */
function flagsEnd(view: DataView, flags: number, points: number): number {
  const REPEAT = 0x08;
  let at = flags;
  for (let read = 0; read < points;) {
    const flag = view.getUint8(at++);
    let times = 1;
    if (flag & REPEAT) times += view.getUint8(at++);
    read += times;
  }
  return at;
}

/** The sum of a run of big-endian 32-bit words, as the font's checksums count them, the last word padded with 0. */
function checksum(view: DataView, offset: number, length: number): number {
  let sum = 0;
  for (let at = offset; at < offset + length; at += 4) {
    let word = 0;
    for (let byte = 0; byte < 4; byte++)
      word = word * 256 + (at + byte < offset + length ? view.getUint8(at + byte) : 0);
    sum = (sum + word) >>> 0;
  }
  return sum;
}

function writeChecksums(view: DataView, tables: Map<string, TableRecord>) {
  const head = tables.get("head")!;
  const adjustment = head.offset + 8;
  view.setUint32(adjustment, 0);
  for (const { record, offset, length } of tables.values()) view.setUint32(record + 4, checksum(view, offset, length));
  view.setUint32(adjustment, (0xb1b0afba - checksum(view, 0, view.byteLength)) >>> 0);
}
