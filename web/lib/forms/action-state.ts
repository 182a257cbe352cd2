/**
 * What a form's server action returns to the page (also without JavaScript, when the page is rendered
 * again with it): a status, one message for the form, one per field, and the non-secret values that
 * were sent so the fields keep them.
 */
export interface ActionState {
  status: 'idle' | 'invalid' | 'error' | 'success'
  message?: string
  fieldErrors?: Record<string, string>
  values?: Record<string, string>
}

export const IDLE: ActionState = { status: 'idle' }
