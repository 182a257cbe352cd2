import type { ContentLakeError, ContentIdentity } from '../../web/lib/content-lake'

/** People and scripts that write in the content store tests. */
export const editor: ContentIdentity = { id: 'user-editor', name: 'Erika Editor', email: 'erika@example.com', role: 'editor' }
export const admin: ContentIdentity = { id: 'user-admin', name: 'Anton Admin', email: 'anton@example.com', role: 'administrator' }

/** The ContentLakeError a promise rejects with (fails the test if it resolves or throws anything else). */
export async function lakeError(promise: Promise<unknown>): Promise<ContentLakeError> {
  try {
    await promise
  } catch (error) {
    if ((error as Error).name === 'ContentLakeError') return error as ContentLakeError
    throw error
  }
  throw new Error('expected a ContentLakeError, the call succeeded')
}

/**
 * Opens a test database and connects (migrations run here, under the hook timeout, not in the first
 * test: opening PGlite on a busy machine takes a while).
 */
export async function openDatabase(database: { open: () => Promise<void> }): Promise<void> {
  await database.open()
  const { getDb } = await import('../../web/lib/db/client')
  await getDb()
}
