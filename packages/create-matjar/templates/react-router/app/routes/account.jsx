import { Account } from '../views/Account.jsx'

export const meta = () => [{ title: 'Account' }]

export default Account
