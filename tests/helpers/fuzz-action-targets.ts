import * as adminApiTokens from '../../web/screens/admin/api-token-actions'
import * as customerDetail from '../../web/screens/admin/customer-actions'
import * as newCustomer from '../../web/screens/admin/new-customer-actions'
import * as adminInvoices from '../../web/screens/admin/invoice-actions'
import * as adminLeads from '../../web/screens/admin/lead-actions'
import * as adminOutbox from '../../web/screens/admin/outbox-actions'
import * as adminProjects from '../../web/screens/admin/project-actions'
import * as adminContracts from '../../web/screens/admin/contract-actions'
import * as adminQuotes from '../../web/screens/admin/quote-actions'
import * as adminDirectDebits from '../../web/screens/admin/direct-debit-actions'
import * as portalContracts from '../../web/screens/portal/contract-actions'
import * as portalQuotes from '../../web/screens/portal/quote-actions'
import * as adminReviews from '../../web/screens/admin/review-actions'
import * as adminUsers from '../../web/screens/admin/user-actions'
import * as settings from '../../web/screens/portal/settings-actions'
import * as forgotPassword from '../../web/screens/account/forgot-password-actions'
import * as register from '../../web/screens/account/register-actions'
import * as resetPassword from '../../web/screens/account/reset-password-actions'
import * as signOut from '../../web/lib/auth/sign-out-action'
import { IDLE } from '../../web/lib/forms/action-state'
import type { Identity } from './fuzz-route-targets'

/** What calling an action came to: the state it returned, Next's redirect, or an error Next would answer with a 500. */
export type ActionOutcome =
  | { kind: 'state'; status: string; message?: string; fieldErrors?: Record<string, string> }
  | { kind: 'redirect'; location: string }
  | { kind: 'threw'; error: string }

export type ActionTarget = {
  /** The 'use server' file, relative to the repository root, and the exported action. */
  file: string
  name: string
  /** Calls the action with what a client sent as its form (anything: Next decodes the client's arguments). */
  call: (form: unknown) => Promise<unknown>
  /** The form's fields (each gets odd values). */
  fields: readonly string[]
  /** The first identity gets every case, the others a sample. */
  identities: readonly Identity[]
  /** The designed answer when it is not a refusal (a redirect to the login for a signed-out visitor). */
  accepts?: (outcome: ActionOutcome, identity: Identity) => boolean
}

type FormAction = (state: typeof IDLE, formData: FormData) => Promise<unknown>

const ADMIN = ['admin', 'anonymous', 'customer'] as const
const toLogin = (outcome: ActionOutcome, identity: Identity) => identity === 'anonymous' && outcome.kind === 'redirect' && /^\/(en\/)?login\?next=/.test(outcome.location)

function target(file: string, module: Record<string, unknown>, name: string, fields: readonly string[], identities: readonly Identity[], accepts?: ActionTarget['accepts']): ActionTarget {
  const action = module[name] as FormAction
  return { file, name, call: (form) => action(IDLE, form as FormData), fields, identities, accepts }
}

const CUSTOMER_FIELDS = ['name', 'company', 'email', 'phone', 'street', 'postalCode', 'city', 'country', 'vatId', 'language']
const DRAFT_FIELDS = ['id', 'customerId', 'description', 'language', 'servicePeriodStart', 'servicePeriodEnd', 'vatRate', 'paymentTermDays', 'lines.0.description', 'lines.0.quantity', 'lines.0.unit', 'lines.0.unitPrice']
const PROJECT_FIELDS = ['id', 'customerId', 'name', 'description', 'status', 'progress', 'startDate', 'deadline', 'notify', 'milestones.0.title', 'milestones.0.dueDate', 'milestones.0.done', 'milestones.0.doneOn']

const CONTRACT_FIELDS = ['customerId', 'serviceId', 'description', 'monthlyPrice', 'vatRate', 'startDate', 'minimumTermMonths', 'noticePeriodMonths', 'billingDay']
const QUOTE_FIELDS = ['id', 'customerId', 'leadId', 'title', 'note', 'validUntil', 'startDate', 'vatRate', 'items.0.serviceId', 'items.0.description', 'items.0.billing', 'items.0.quantity', 'items.0.unitPrice', 'items.0.term']
const contractsFile = 'web/screens/admin/contract-actions.ts'
const quotesFile = 'web/screens/admin/quote-actions.ts'
const portalContractsFile = 'web/screens/portal/contract-actions.ts'

const customersId = 'web/screens/admin/customer-actions.ts'
const invoicesFile = 'web/screens/admin/invoice-actions.ts'
const leadsFile = 'web/screens/admin/lead-actions.ts'
const settingsFile = 'web/screens/portal/settings-actions.ts'
const usersFile = 'web/screens/admin/user-actions.ts'
const apiTokensFile = 'web/screens/admin/api-token-actions.ts'

export const actionTargets: readonly ActionTarget[] = [
  target(customersId, customerDetail, 'updateCustomerAction', ['id', ...CUSTOMER_FIELDS], ADMIN),
  target(customersId, customerDetail, 'inviteCustomerAction', ['id'], ADMIN),
  target(customersId, customerDetail, 'toggleLoginAction', ['id', 'disabled'], ADMIN),
  target('web/screens/admin/new-customer-actions.ts', newCustomer, 'createCustomerAction', [...CUSTOMER_FIELDS, 'invite'], ADMIN),
  target(invoicesFile, adminInvoices, 'saveDraftAction', DRAFT_FIELDS, ADMIN),
  target(invoicesFile, adminInvoices, 'issueAction', ['id'], ADMIN),
  target(invoicesFile, adminInvoices, 'deleteDraftAction', ['id'], ADMIN),
  target(invoicesFile, adminInvoices, 'markPaidAction', ['id', 'paidOn'], ADMIN),
  target(invoicesFile, adminInvoices, 'reminderAction', ['id'], ADMIN),
  target(invoicesFile, adminInvoices, 'cancelAction', ['id'], ADMIN),
  target(leadsFile, adminLeads, 'leadStatusAction', ['id', 'status'], ADMIN),
  target(leadsFile, adminLeads, 'leadNoteAction', ['id', 'note'], ADMIN),
  target(leadsFile, adminLeads, 'convertLeadAction', ['id'], ADMIN),
  // Takes no input: erasing the expired leads is what any form asks for (there are none in the test database).
  target(leadsFile, adminLeads, 'eraseLeadsAction', [], ['anonymous', 'customer', 'admin'], (outcome, identity) => identity === 'admin' && outcome.kind === 'state' && outcome.status === 'success'),
  target('web/screens/admin/outbox-actions.ts', adminOutbox, 'retryMessageAction', ['id'], ADMIN),
  target('web/screens/admin/project-actions.ts', adminProjects, 'saveProjectAction', PROJECT_FIELDS, ADMIN),
  target('web/screens/admin/review-actions.ts', adminReviews, 'moderateReviewAction', ['id', 'decision'], ADMIN),
  target(contractsFile, adminContracts, 'createContractAction', CONTRACT_FIELDS, ADMIN),
  target(contractsFile, adminContracts, 'pauseContractAction', ['id'], ADMIN),
  target(contractsFile, adminContracts, 'resumeContractAction', ['id'], ADMIN),
  target(contractsFile, adminContracts, 'endContractAction', ['id', 'endDate'], ADMIN),
  // Takes no input: a collection run is made of whatever is pending (nothing in the fuzz database).
  target('web/screens/admin/direct-debit-actions.ts', adminDirectDebits, 'exportRunAction', [], ['anonymous', 'customer', 'admin']),
  target(quotesFile, adminQuotes, 'saveQuoteAction', QUOTE_FIELDS, ADMIN),
  target(quotesFile, adminQuotes, 'sendQuoteAction', ['id'], ADMIN),
  target(quotesFile, adminQuotes, 'reviseQuoteAction', ['id'], ADMIN),
  target(quotesFile, adminQuotes, 'withdrawQuoteAction', ['id'], ADMIN),
  target(portalContractsFile, portalContracts, 'giveNoticeAction', ['id'], ['customer', 'anonymous'], toLogin),
  target(portalContractsFile, portalContracts, 'grantMandateAction', ['scheme', 'accountHolder', 'iban', 'bic', 'confirm'], ['customer', 'anonymous'], toLogin),
  target(portalContractsFile, portalContracts, 'revokeMandateAction', [], ['customer', 'anonymous'], toLogin),
  target('web/screens/portal/quote-actions.ts', portalQuotes, 'decideQuoteAction', ['id', 'version', 'hash', 'decision', 'confirm', 'reason'], ['customer', 'anonymous'], toLogin),
  target(usersFile, adminUsers, 'inviteStaffAction', ['name', 'email', 'role', 'language'], ADMIN),
  target(usersFile, adminUsers, 'toggleStaffAction', ['id', 'disabled'], ADMIN),
  target(apiTokensFile, adminApiTokens, 'createApiTokenAction', ['label', 'role', 'lifetime'], ADMIN),
  target(apiTokensFile, adminApiTokens, 'revokeApiTokenAction', ['id'], ADMIN),
  target(settingsFile, settings, 'updateProfileAction', ['name', 'company', 'phone', 'address', 'city', 'postalCode', 'language'], ['customer', 'anonymous'], toLogin),
  target(settingsFile, settings, 'changePasswordAction', ['currentPassword', 'password', 'confirmPassword'], ['customer', 'anonymous'], toLogin),
  target(settingsFile, settings, 'changeEmailAction', ['newEmail', 'currentPassword'], ['customer', 'anonymous'], toLogin),
  target(settingsFile, settings, 'revokeSessionAction', ['sessionId'], ['customer', 'anonymous'], toLogin),
  target(settingsFile, settings, 'deleteAccountAction', ['currentPassword', 'confirmation'], ['customer', 'anonymous'], toLogin),
  target('web/screens/account/forgot-password-actions.ts', forgotPassword, 'forgotPasswordAction', ['email'], ['anonymous']),
  target('web/screens/account/register-actions.ts', register, 'registerAction', ['name', 'email', 'password', 'confirmPassword', 'company', 'phone', 'address', 'city', 'postalCode', 'agreeToTerms', 'next'], ['anonymous']),
  target('web/screens/account/reset-password-actions.ts', resetPassword, 'resetPasswordAction', ['token', 'password', 'confirmPassword'], ['anonymous']),
  {
    file: 'web/lib/auth/sign-out-action.ts',
    name: 'signOutAction',
    call: (form) => signOut.signOutAction(form as FormData),
    fields: [],
    identities: ['anonymous'],
    // Signing out needs no input: whatever was sent, the visitor lands on the home page.
    accepts: (outcome) => outcome.kind === 'redirect' && /^\/(en)?$/.test(outcome.location),
  },
]
