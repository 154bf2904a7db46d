import { Account } from '../../views/Account.jsx'

export const metadata = { title: 'Account' }

export default Account
