/**
 * Next's image props list every configured width (16 of them, 32 w to 3840 w) in `srcSet` whenever
 * `sizes` is given, also for a 32 px avatar; each candidate is a ~110-byte optimizer URL, written once in
 * the HTML and once more in the RSC payload. This keeps the candidates a browser can pick for the
 * slots `sizes` describes: from the one that fills the smallest slot at 1× up to the one that fills the
 * largest at 3× (fixed px slots) or 2× (viewport-relative slots), at most 2048 w and no further than
 * the first candidate as wide as the image itself.
 *
 * `sizes` is read as Next writes it here: `(min-width: Npx) <length>, …, <length>`, lengths in px or vw,
 * largest media condition first. Anything else keeps the srcset as it is.
 */

const SMALLEST_VIEWPORT = 320
const LARGEST_VIEWPORT = 2560
const LARGEST_CANDIDATE = 2048

interface Slot {
  /** smallest and largest CSS px the slot can be wide */
  min: number
  max: number
  /** device pixel ratio the largest candidate is chosen for */
  dpr: number
}

export function slotsOf(sizes: string): Slot[] | null {
  const entries = sizes.split(',').map((entry) => entry.trim())
  const slots: Slot[] = []
  // Viewport width at which the previous (larger) condition starts: the upper bound of this entry's viewport.
  let viewportBelow = LARGEST_VIEWPORT
  for (const entry of entries) {
    const match = /^(?:\(min-width:\s*(\d+)px\)\s+)?(\d+(?:\.\d+)?)(px|vw)$/.exec(entry)
    if (!match) return null
    const [, minWidth, amount, unit] = match
    const viewportFrom = minWidth ? Number(minWidth) : SMALLEST_VIEWPORT
    const value = Number(amount)
    if (unit === 'px') slots.push({ min: value, max: value, dpr: 3 })
    else slots.push({ min: (value / 100) * viewportFrom, max: (value / 100) * viewportBelow, dpr: 2 })
    if (minWidth) viewportBelow = Number(minWidth)
  }
  return slots
}

/** The width in CSS px of a slot that `sizes` gives as one fixed length (`"32px"`), else null. */
export function fixedSlotWidth(sizes: string): number | null {
  const match = /^\s*(\d+)px\s*$/.exec(sizes)
  return match ? Number(match[1]) : null
}

/** The srcSet with the candidates `sizes` can use, and a `src` that is one of them. */
export function trimSrcSet(srcSet: string, sizes: string, intrinsicWidth: number): { srcSet: string; src: string } | null {
  const slots = slotsOf(sizes)
  const candidates = srcSet.split(', ').map((candidate) => {
    const [url, descriptor] = candidate.split(' ')
    return { url: url!, width: Number(descriptor?.replace(/w$/, '')), text: candidate }
  })
  if (!slots || candidates.some((candidate) => !Number.isFinite(candidate.width))) return null
  const smallest = Math.min(...slots.map((slot) => slot.min))
  // The optimizer does not enlarge: past the image's own width, every candidate is the same picture.
  const needed = Math.min(Math.max(...slots.map((slot) => slot.max * slot.dpr)), LARGEST_CANDIDATE, intrinsicWidth)
  const sorted = [...candidates].sort((a, b) => a.width - b.width)
  const fromIndex = Math.max(0, sorted.findIndex((candidate) => candidate.width >= smallest))
  let toIndex = sorted.findIndex((candidate) => candidate.width >= needed)
  if (toIndex === -1) toIndex = sorted.length - 1
  const kept = sorted.slice(fromIndex, Math.max(fromIndex, toIndex) + 1)
  return { srcSet: kept.map((candidate) => candidate.text).join(', '), src: kept.at(-1)!.url }
}
