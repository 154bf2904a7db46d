import { SignIn } from '../../views/SignIn.jsx'

export const metadata = { title: 'Sign in' }

export default SignIn
