import { json } from '../http/exchange'
import type { Route } from '../route-table'

/**
 * What the hosted API offers around the content (upsells, announcements, telemetry, version checks,
 * scheduled publishing), answered as "nothing to show" so the Studio renders without them.
 */
export const housekeepingRoutes: Route[] = [
  // The Studio's protocol check (HTTP/2 or not) and the client's connectivity probe: no token sent.
  { method: 'GET', pattern: 'ping', anonymous: true, handler: async () => ({ status: 200, text: 'PONG', contentType: 'text/plain' }) },
  { method: 'GET', pattern: 'data/ping/:dataset', anonymous: true, handler: async () => json({ ok: true }) },
  // Telemetry is never granted: nothing leaves the machine.
  { method: 'GET', pattern: 'intake/telemetry-status', handler: async () => json({ status: 'denied' }) },
  { method: 'POST', pattern: 'intake/batch', handler: async () => json({ ok: true }) },
  { method: 'GET', pattern: 'journey/announcements', handler: async () => json([]) },
  // Upsell and trial dialogs: an empty answer means "none".
  { method: 'GET', pattern: 'journey/*', handler: async () => json(null) },
  { method: 'GET', pattern: 'help', handler: async () => json({}) },
  { method: 'GET', pattern: 'schedules/:projectId/:dataset', handler: async () => json({ schedules: [] }) },
]
