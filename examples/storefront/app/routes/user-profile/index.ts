import { redirect } from 'react-router'
import { shopPathFor } from '../../preferences.ts'
import type { Route } from './+types/index'

/** `/user-profile` opens on the profile. */
export const loader = ({ request }: Route.LoaderArgs) =>
  redirect(shopPathFor(request, '/user-profile/profile'))
