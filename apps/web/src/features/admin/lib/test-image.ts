// A small PNG built in code for the Settings tab's "Test upload": a pink five-petal flower on
// white, 64 × 64. Built by hand (zlib "stored" blocks, no compression) rather than drawn on a
// canvas so it needs no canvas support and is the same bytes everywhere.

const SIZE = 64;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

function u32(n: number): number[] {
  return [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
}

function chunk(type: string, data: Uint8Array): number[] {
  const typed = new Uint8Array([...type].map((ch) => ch.charCodeAt(0)).concat([...data]));
  return [...u32(data.length), ...typed, ...u32(crc32(typed))];
}

/** zlib stream of stored (uncompressed) blocks of at most 65535 bytes. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const out: number[] = [0x78, 0x01];
  for (let start = 0; start < raw.length || start === 0; start += 65535) {
    const block = raw.subarray(start, start + 65535);
    const final = start + 65535 >= raw.length ? 1 : 0;
    out.push(final, block.length & 0xff, block.length >>> 8, ~block.length & 0xff, (~block.length >>> 8) & 0xff, ...block);
    if (final) break;
  }
  out.push(...u32(adler32(raw)));
  return new Uint8Array(out);
}

/** The colour of pixel (x, y): petals around the middle, a yellow centre, white elsewhere. */
function pixel(x: number, y: number): [number, number, number] {
  const c = SIZE / 2;
  const dx = x + 0.5 - c;
  const dy = y + 0.5 - c;
  if (dx * dx + dy * dy < 49) return [251, 191, 36];
  for (let i = 0; i < 5; i++) {
    const angle = (i * 2 * Math.PI) / 5 - Math.PI / 2;
    const px = c + Math.cos(angle) * 15;
    const py = c + Math.sin(angle) * 15;
    if ((x + 0.5 - px) ** 2 + (y + 0.5 - py) ** 2 < 100) return [219, 39, 119];
  }
  return [255, 255, 255];
}

export function buildTestPng(): Uint8Array<ArrayBuffer> {
  // Each row: filter byte 0, then RGB triples.
  const raw = new Uint8Array(SIZE * (1 + SIZE * 3));
  let i = 0;
  for (let y = 0; y < SIZE; y++) {
    raw[i++] = 0;
    for (let x = 0; x < SIZE; x++) {
      const [r, g, b] = pixel(x, y);
      raw[i++] = r;
      raw[i++] = g;
      raw[i++] = b;
    }
  }
  const header = new Uint8Array([...u32(SIZE), ...u32(SIZE), 8, 2, 0, 0, 0]);
  return new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ...chunk('IHDR', header),
    ...chunk('IDAT', zlibStored(raw)),
    ...chunk('IEND', new Uint8Array()),
  ]);
}

export function buildTestImageFile(): File {
  return new File([buildTestPng()], 'phoolwari-upload-test.png', { type: 'image/png' });
}
