import { describe, expect, it } from 'vitest'
import { croppedImage, imageUrl } from '../../web/lib/content/image'

/**
 * The site's image URLs for the local Content Lake: plain `/content-assets/…` paths, with the editor's
 * crop as `rect` (which the asset endpoint applies) and the displayed size of the cropped part.
 */
const asset = { _type: 'reference', _ref: `image-${'c'.repeat(40)}-640x480-png` }

describe('content image URLs', () => {
  it('are the asset’s path without parameters when nothing is cropped', () => {
    expect(imageUrl(asset)).toBe(`/content-assets/images/local/production/${'c'.repeat(40)}-640x480.png`)
    const plain = croppedImage({ asset, crop: null, hotspot: null, width: 640, height: 480 })
    expect(plain).toEqual({ source: asset, width: 640, height: 480 })
  })

  it('keep the crop as rect, in source pixels, with the cropped size', () => {
    const cropped = croppedImage({ asset, crop: { top: 0, bottom: 0.5, left: 0.5, right: 0 }, hotspot: { x: 0.7, y: 0.2, width: 0.2, height: 0.2 }, width: 640, height: 480 })
    expect(cropped).toMatchObject({ width: 320, height: 240 })
    expect(imageUrl(cropped.source)).toBe(`/content-assets/images/local/production/${'c'.repeat(40)}-640x480.png?rect=320,0,320,240`)
  })
})
