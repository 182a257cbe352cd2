import { getDashboardFigures } from '../../web/lib/portal/queries'

/** The four figures of a customer's portal dashboard. */
export const getPortalCustomerFigures = (customerId: string) => getDashboardFigures(customerId)
