/**
 * Sanity's asset naming: an image `image-<sha1>-<w>x<h>-<ext>` is the file `<sha1>-<w>x<h>.<ext>`, a
 * file `file-<sha1>-<ext>` is `<sha1>.<ext>`. The name holds the content hash, so a URL never changes
 * its bytes (immutable caching) and the same bytes uploaded twice are the same asset.
 */
export type AssetKind = 'image' | 'file'

const IMAGE_FILE = /^([0-9a-f]{40})-(\d{1,5})x(\d{1,5})\.([a-z0-9]{1,10})$/
const PLAIN_FILE = /^([0-9a-f]{40})\.([a-z0-9]{1,10})$/

export function imageAssetId(sha1: string, width: number, height: number, extension: string): string {
  return `image-${sha1}-${width}x${height}-${extension}`
}

export function fileAssetId(sha1: string, extension: string): string {
  return `file-${sha1}-${extension}`
}

/** The file name of an asset id (`image-…` → `<sha1>-<w>x<h>.<ext>`, `file-…` → `<sha1>.<ext>`), or null. */
export function assetFileName(assetId: string): string | null {
  const image = /^image-([0-9a-f]{40})-(\d{1,5}x\d{1,5})-([a-z0-9]{1,10})$/.exec(assetId)
  if (image) return `${image[1]}-${image[2]}.${image[3]}`
  const file = /^file-([0-9a-f]{40})-([a-z0-9]{1,10})$/.exec(assetId)
  return file ? `${file[1]}.${file[2]}` : null
}

/** The asset id a URL's file name stands for (`…/images/<project>/<dataset>/<file>`), or null when it names none. */
export function assetIdOfFile(kind: AssetKind, fileName: string): string | null {
  if (kind === 'image') {
    const match = IMAGE_FILE.exec(fileName)
    return match ? imageAssetId(match[1]!, Number(match[2]), Number(match[3]), match[4]!) : null
  }
  const match = PLAIN_FILE.exec(fileName)
  return match ? fileAssetId(match[1]!, match[2]!) : null
}

/** `images` / `files`: the folder of a kind in paths and URLs. */
export const assetFolder = (kind: AssetKind) => (kind === 'image' ? 'images' : 'files')
