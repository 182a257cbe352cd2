/** Words read per minute for the computed fallback (a common figure for online text). */
export const WORDS_PER_MINUTE = 200

export function countWords(text: string | null | undefined): number {
  return (text ?? '').split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/**
 * Reading time in whole minutes: the editor's figure from the CMS where it is set, otherwise
 * computed from the body's word count (at least one minute).
 */
export function readingTimeMinutes(fromCms: number | null | undefined, bodyText: string | null | undefined): number {
  if (fromCms && fromCms > 0) return Math.round(fromCms)
  return Math.max(1, Math.round(countWords(bodyText) / WORDS_PER_MINUTE))
}
