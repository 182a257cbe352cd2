/** The chat-app link (WhatsApp click-to-chat): a plain link, nothing loads before the visitor clicks. */
export function chatUrl(chatNumber: string | null | undefined): string | null {
  const digits = chatNumber?.replace(/\D/g, '')
  return digits ? `https://wa.me/${digits}` : null
}

interface Geo {
  lat?: number | null
  lng?: number | null
}

const hasPosition = (geo: Geo | null | undefined): geo is { lat: number; lng: number } =>
  typeof geo?.lat === 'number' && typeof geo.lng === 'number'

/** The location on openstreetmap.org (a link that opens the site in a new tab). */
export function osmViewUrl(geo: Geo | null | undefined): string | null {
  if (!hasPosition(geo)) return null
  return `https://www.openstreetmap.org/?mlat=${geo.lat}&mlon=${geo.lng}#map=17/${geo.lat}/${geo.lng}`
}

/**
 * OpenStreetMap's embeddable map around the location, with a marker on it. Only ever loaded after the
 * visitor's consent or click (components/consent/two-click-map.client.tsx).
 */
export function osmEmbedUrl(geo: Geo | null | undefined): string | null {
  if (!hasPosition(geo)) return null
  // About 1.1 km × 0.9 km around the marker in Berlin's latitude: the streets around the office.
  const bbox = [geo.lng - 0.008, geo.lat - 0.004, geo.lng + 0.008, geo.lat + 0.004].map((value) => value.toFixed(5)).join(',')
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${geo.lat},${geo.lng}`
}
