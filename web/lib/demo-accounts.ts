/**
 * The seed's demo accounts (`npm run seed`). Their credentials appear on the login page only while demo
 * mode is on, and they can sign in only then (web/lib/demo-mode.ts).
 */
export const DEMO_CUSTOMER = {
  email: 'kunde@demo.lokalsicht.de',
  password: 'Sauerteig-Demo-2026',
  name: 'Julia Becker',
} as const

export const DEMO_ADMIN = {
  email: 'admin@demo.lokalsicht.de',
  password: 'Buero-Demo-Admin-2026',
  name: 'Jonas Hartmann',
} as const
