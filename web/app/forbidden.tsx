/** A root boundary that never shows (no layout above the admin's calls forbidden() or unauthorized()): see not-found.tsx. */
export default function RootForbidden() {
  return null
}
