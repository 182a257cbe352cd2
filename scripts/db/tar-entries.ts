const BLOCK = 512

function field(header: Uint8Array, start: number, length: number): string {
  const bytes = header.subarray(start, start + length)
  const end = bytes.indexOf(0)
  return Buffer.from(end === -1 ? bytes : bytes.subarray(0, end)).toString('utf8')
}

function octal(header: Uint8Array, start: number, length: number): number {
  const text = field(header, start, length).trim()
  return /^[0-7]+$/.test(text) ? parseInt(text, 8) : Number.NaN
}

/** The header's checksum: the sum of its bytes with the checksum field itself counted as spaces. */
function checksumMatches(header: Uint8Array): boolean {
  let sum = 0
  for (let index = 0; index < BLOCK; index++) sum += index >= 148 && index < 156 ? 0x20 : header[index]!
  return sum === octal(header, 148, 8)
}

/**
 * The entry names of a tar archive (ustar), checking every header's checksum and that the data of
 * each entry and the end-of-archive block are there. Throws an Error saying what is wrong.
 */
export function tarEntryNames(tar: Uint8Array): string[] {
  const names: string[] = []
  let offset = 0
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK)
    if (header.every((byte) => byte === 0)) return names
    if (!checksumMatches(header)) throw new Error(`the tar header at byte ${offset} is damaged (checksum)`)
    const size = octal(header, 124, 12)
    if (!Number.isFinite(size)) throw new Error(`the tar header at byte ${offset} has no valid size`)
    const prefix = field(header, 345, 155)
    const name = field(header, 0, 100)
    names.push(prefix ? `${prefix}/${name}` : name)
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK
  }
  throw new Error(offset > tar.length ? 'the tar archive is cut off inside an entry' : 'the tar archive has no end marker')
}
