import { SignIn } from '../views/SignIn.jsx'

export const meta = () => [{ title: 'Sign in' }]

export default SignIn
