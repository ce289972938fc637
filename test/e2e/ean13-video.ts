// A camera picture for Chromium's fake capture device (`--use-file-for-fake-video-capture`): a
// Y4M video of one grey frame (Chromium loops it) showing an EAN-13 barcode, black bars on white
// with quiet zones, written at test time so no binary fixture is committed.
import { writeFile } from 'node:fs/promises';

// The digits' bar patterns (1 = a dark module): L and G on the left half, R on the right.
const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const R = L.map((p) => [...p].map((b) => (b === '1' ? '0' : '1')).join(''));
const G = R.map((p) => [...p].reverse().join(''));
/** Which left digits use G, by the first digit (it is encoded only in this choice). */
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

/** The 95 modules of an EAN-13 (guards included). */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code)) throw new Error(`not an EAN-13: ${code}`);
  const d = [...code].map(Number);
  const left = d.slice(1, 7).map((n, i) => (PARITY[d[0]][i] === 'G' ? G : L)[n]);
  const right = d.slice(7).map((n) => R[n]);
  return `101${left.join('')}01010${right.join('')}101`;
}

/** Writes a W×H Y4M (4:2:0) of one frame showing `code`; each module `module` pixels wide. */
export async function writeEan13Video(path: string, code: string, { width = 640, height = 480, module = 4 } = {}): Promise<void> {
  const modules = ean13Modules(code);
  const barsWidth = modules.length * module;
  const x0 = Math.floor((width - barsWidth) / 2);
  const y0 = Math.floor(height * 0.2);
  const y1 = Math.floor(height * 0.8);
  const luma = Buffer.alloc(width * height, 235); // white (video range)
  for (let y = y0; y < y1; y++) for (let m = 0; m < modules.length; m++) if (modules[m] === '1') luma.fill(16, y * width + x0 + m * module, y * width + x0 + (m + 1) * module);
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128); // no colour
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`);
  await writeFile(path, Buffer.concat([header, Buffer.from('FRAME\n'), luma, chroma, chroma]));
}
