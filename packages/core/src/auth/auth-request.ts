import type {
  ConfirmRegistrationRequest,
  GoogleSignInRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
} from '../contract/auth-requests.ts'

/** What a sign-in form sends: the contract's request, less the guest cart the client adds. */
type FormBody<Request> = Omit<Request, 'uuid' | 'cart_merge'>

/** Signing in: each way, with what its form sends (the contract's requests). */
export type SignInRequest =
  | { action: 'login'; body: FormBody<LoginRequest> }
  | { action: 'confirmRegistration'; body: FormBody<ConfirmRegistrationRequest> }
  | { action: 'google'; body: FormBody<GoogleSignInRequest> }
  | { action: 'resetPassword'; body: ResetPasswordRequest }

/** A sign-up (the contract's request): the server mails a code, and `confirmRegistration` with it makes the account. */
export type Registration = RegisterRequest

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
