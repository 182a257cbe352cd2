/**
 * The database schema: the one source of the tables and their TypeScript types, one file per area.
 * `npm run db:generate` writes a versioned SQL migration from changes here (web/lib/db/migrations);
 * the server and the seed apply pending migrations on start.
 */
export * from './columns'
export * from './site'
export * from './outbox'
export * from './auth'
export * from './customers'
export * from './invoices'
export * from './contracts'
export * from './quotes'
export * from './sepa'
export * from './admin'
export * from './content'
