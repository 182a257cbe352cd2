/**
 * Demo mode shows what only a demo should show (the local mailbox now; demo credentials later). On by
 * default in the embedded setup (no DATABASE_URL), off with a real database; DEMO_MODE=true|false wins.
 */
export function isDemoMode(): boolean {
  const setting = process.env.DEMO_MODE?.toLowerCase()
  if (setting === 'true' || setting === '1') return true
  if (setting === 'false' || setting === '0') return false
  return !process.env.DATABASE_URL
}
