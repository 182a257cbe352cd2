import { runTool, toolConnection } from './postgres-tools'

/**
 * pg_dump in its custom format (-Fc: compressed, restored selectively and by pg_restore only) of the
 * whole database DATABASE_URL points at: every schema with its data, the content_* tables with the
 * studio's documents, transactions and uploaded image bytes included. pg_dump reads one consistent
 * snapshot, so the app may keep running meanwhile. `-w`: fail instead of asking for a password.
 */
export async function dumpPostgres(databaseUrl: string, temporaryFile: string): Promise<void> {
  const { url, env } = toolConnection(databaseUrl)
  await runTool('pg_dump', ['--format=custom', '--no-password', `--file=${temporaryFile}`, `--dbname=${url}`], env, 'pg_dump could not back up the database')
}
