/** Signing in: each way, with what its form sends. */
export type SignInRequest =
  | { action: 'login'; body: { email: string; password: string } }
  | { action: 'confirmRegistration'; body: { email: string; code: string } }
  | { action: 'google'; body: { id_token: string } }
  | {
      action: 'resetPassword'
      body: { email: string; code: string; password: string; confirm_password: string }
    }

/** A sign-up: the server mails a code, and `confirmRegistration` with it makes the account. */
export interface Registration {
  user_name: string
  first_name: string
  last_name: string
  email: string
  phone: string
  password: string
  confirm_password: string
  accept_terms: true
}

/** A request waiting its turn or under way, with the id its answer is announced under. */
export type AuthRequest =
  | (SignInRequest & { id: string })
  | { id: string; action: 'forgotPassword'; email: string }
  | { id: string; action: 'register'; registration: Registration }

type SignInAction = SignInRequest['action']
export const SIGN_IN_ACTIONS: SignInAction[] = [
  'login',
  'confirmRegistration',
  'google',
  'resetPassword',
]

/** The request under way, if it is of one of the given actions. */
export const headOf = <A extends AuthRequest['action']>(
  context: { requests: readonly AuthRequest[] },
  ...actions: A[]
): Extract<AuthRequest, { action: A }> => {
  const head = context.requests[0]
  if (!head || !(actions as string[]).includes(head.action)) {
    throw new Error(`No ${actions.join(' or ')} request is under way`)
  }
  return head as Extract<AuthRequest, { action: A }>
}
