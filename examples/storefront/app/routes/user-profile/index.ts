import { redirect } from 'react-router'

/** `/user-profile` opens on the profile. */
export const loader = () => redirect('/user-profile/profile')
