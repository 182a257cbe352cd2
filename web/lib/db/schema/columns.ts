import { customType, pgEnum, timestamp } from 'drizzle-orm/pg-core'

/** Column types shared by several tables. */
export const localeEnum = pgEnum('locale', ['de', 'en'])

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** Set on insert and on every update made through Drizzle. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())

/** PostgreSQL `bytea` as a Node Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})
