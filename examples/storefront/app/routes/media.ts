import { forwardPicture } from '../media.server.ts'
import type { Route } from './+types/media'

// `/media/*`: the API's pictures from the shop's own origin (see media.server.ts).
export const loader = ({ request }: Route.LoaderArgs) => forwardPicture(request)
