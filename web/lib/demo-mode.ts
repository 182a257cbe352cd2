import 'server-only'
import { env } from '@/lib/env'

/**
 * Demo mode shows what only a demo should show (the local mailbox, the demo accounts' credentials on
 * the login page). On by default in the embedded setup (no DATABASE_URL), off with a real database;
 * DEMO_MODE=true|false wins.
 */
export function isDemoMode(): boolean {
  return env.DEMO_MODE ?? !env.DATABASE_URL
}

function demoModeSetExplicitly(): boolean {
  return env.DEMO_MODE === true
}

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost)$/

export function isLoopback(address: string): boolean {
  return LOOPBACK.test(address)
}

/**
 * The seed's demo accounts are not a way in: they sign in only while demo mode is on, and from another
 * machine than this one only when demo mode was switched on explicitly (DEMO_MODE=true).
 */
export function demoAccountsMaySignIn(clientAddress: string): boolean {
  if (!isDemoMode()) return false
  return demoModeSetExplicitly() || isLoopback(clientAddress)
}
