/**
 * Draws the seed's own images (no downloads): abstract, on-brand illustrations rendered from SVG with
 * sharp. Each image becomes a `sanity.imageAsset` document whose id follows Sanity's own scheme
 * (`image-<sha1>-<w>x<h>-png`), so the same ids are valid after an import into a hosted dataset.
 */
import { createHash } from 'node:crypto'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import * as lucide from 'lucide-react'
import sharp from 'sharp'
import type { IconName, SeedImage } from './contract'

export interface DrawnImage {
  asset: ImageAssetDocument
  /** file name inside the local asset folder */
  fileName: string
  png: Buffer
}

export interface ImageAssetDocument {
  _id: string
  _type: 'sanity.imageAsset'
  assetId: string
  sha1hash: string
  extension: 'png'
  mimeType: 'image/png'
  originalFilename: string
  size: number
  path: string
  url: string
  metadata: {
    _type: 'sanity.imageMetadata'
    dimensions: { _type: 'sanity.imageDimensions'; width: number; height: number; aspectRatio: number }
    hasAlpha: false
    isOpaque: true
  }
}

const PALETTES: [string, string, string][] = [
  ['#0f766e', '#134e4a', '#5eead4'],
  ['#1e3a8a', '#0f172a', '#93c5fd'],
  ['#7c2d12', '#431407', '#fdba74'],
  ['#4c1d95', '#1e1b4b', '#c4b5fd'],
  ['#065f46', '#022c22', '#6ee7b7'],
  ['#9f1239', '#4c0519', '#fda4af'],
  ['#155e75', '#083344', '#67e8f9'],
  ['#854d0e', '#422006', '#fde68a'],
]

/** A small deterministic pseudo-random generator, so every run draws the same pixels. */
function randomFrom(seed: string) {
  let state = createHash('sha1').update(seed).digest().readUInt32LE(0) || 1
  return () => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return ((state >>> 0) % 10_000) / 10_000
  }
}

function paletteFor(name: string) {
  const random = randomFrom(`palette:${name}`)
  return PALETTES[Math.floor(random() * PALETTES.length)]!
}

function iconSvg(icon: IconName, size: number, color: string) {
  const componentName = icon
    .split('-')
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('') as keyof typeof lucide
  const component = lucide[componentName] as lucide.LucideIcon | undefined
  if (!component) throw new Error(`Unknown icon ${icon}`)
  return renderToStaticMarkup(createElement(component, { size, color, strokeWidth: 1.25 }))
}

function portraitSvg(image: SeedImage) {
  const [main, dark, light] = paletteFor(image.name)
  const random = randomFrom(image.name)
  const hair = ['#1f2937', '#78350f', '#a16207', '#44403c', '#111827'][Math.floor(random() * 5)]
  const skin = ['#f5d0b5', '#e8b48f', '#c68c62', '#f1c9a5', '#8d5a3b'][Math.floor(random() * 5)]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${main}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  <circle cx="${560 + random() * 120}" cy="${140 + random() * 80}" r="${120 + random() * 60}" fill="${light}" opacity="0.18"/>
  <rect x="352" y="420" width="96" height="130" rx="30" fill="${skin}"/>
  <path d="M110 800c20-190 140-285 290-285s270 95 290 285z" fill="${light}"/>
  <circle cx="400" cy="330" r="150" fill="${skin}"/>
  <path d="M250 320c0-110 70-170 150-170s150 60 150 170c-30-60-80-90-150-90s-120 30-150 90z" fill="${hair}"/>
</svg>`
}

function coverSvg(image: SeedImage) {
  const [main, dark, light] = paletteFor(image.name)
  const random = randomFrom(image.name)
  const dots = Array.from({ length: 90 }, (_, index) => {
    const x = 80 + (index % 15) * 100
    const y = 80 + Math.floor(index / 15) * 140
    return `<circle cx="${x}" cy="${y}" r="${2 + random() * 3}" fill="${light}" opacity="${0.15 + random() * 0.35}"/>`
  }).join('')
  const bars = Array.from({ length: 6 }, (_, index) => {
    const height = 120 + random() * 380
    return `<rect x="${980 + index * 90}" y="${820 - height}" width="56" height="${height}" rx="10" fill="${light}" opacity="${0.25 + index * 0.1}"/>`
  }).join('')
  const icon = iconSvg(image.icon ?? 'sparkles', 320, '#ffffff')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${main}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
  <rect width="1600" height="900" fill="url(#bg)"/>${dots}${bars}
  <rect x="170" y="220" width="460" height="460" rx="96" fill="#ffffff" opacity="0.12"/>
  <g transform="translate(240 290)">${icon}</g>
</svg>`
}

function citySvg(image: SeedImage) {
  const [main, dark, light] = paletteFor(image.name)
  const random = randomFrom(image.name)
  let x = 0
  const buildings: string[] = []
  while (x < 1600) {
    const width = 60 + random() * 110
    const height = 160 + random() * 420
    buildings.push(`<rect x="${x}" y="${900 - height}" width="${width - 8}" height="${height}" fill="${dark}" opacity="${0.55 + random() * 0.4}"/>`)
    if (random() > 0.75) {
      buildings.push(`<polygon points="${x},${900 - height} ${x + (width - 8) / 2},${900 - height - 70} ${x + width - 8},${900 - height}" fill="${dark}" opacity="0.8"/>`)
    }
    x += width
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${main}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
  <rect width="1600" height="900" fill="url(#sky)"/>
  <circle cx="${300 + random() * 1000}" cy="${180 + random() * 120}" r="110" fill="#fff7ed" opacity="0.85"/>
  ${buildings.join('')}
</svg>`
}

const DRAW: Record<SeedImage['kind'], (image: SeedImage) => string> = {
  portrait: portraitSvg,
  cover: coverSvg,
  city: citySvg,
}

/**
 * Where an image asset lives: `path` is `<folder>/<file>` (`images/<project>/<dataset>/…`, as Sanity's),
 * `url` is `<assetBaseUrl>/<folder>/<file>`, absolute (`<SITE_URL>/content-assets/images/local/production/…`).
 */
export interface AssetLocation {
  folder: string
  assetBaseUrl: string
}

export async function drawImage(image: SeedImage, { folder, assetBaseUrl }: AssetLocation): Promise<DrawnImage> {
  const png = await sharp(Buffer.from(DRAW[image.kind](image)))
    .png({ compressionLevel: 9, palette: image.kind !== 'city' })
    .toBuffer()
  const { width = 0, height = 0 } = await sharp(png).metadata()
  const sha1 = createHash('sha1').update(png).digest('hex')
  const fileName = `${sha1}-${width}x${height}.png`
  return {
    fileName,
    png,
    asset: {
      _id: `image-${sha1}-${width}x${height}-png`,
      _type: 'sanity.imageAsset',
      assetId: sha1,
      sha1hash: sha1,
      extension: 'png',
      mimeType: 'image/png',
      originalFilename: `${image.name}.png`,
      size: png.length,
      path: `${folder}/${fileName}`,
      url: `${assetBaseUrl}/${folder}/${fileName}`,
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
        hasAlpha: false,
        isOpaque: true,
      },
    },
  }
}
