import { burner, cloth } from './home-goods.ts'
import type { Draw } from './object-parts.ts'
import { bottle, giftbox, jar, pouch, tin, vial } from './packaging.ts'
import { bowl, cups, flask, pot, tray } from './tableware.ts'

/** The things the seed photographs: one per kind of product. */
export type ObjectKind =
  | 'pouch'
  | 'tin'
  | 'jar'
  | 'vial'
  | 'bottle'
  | 'tray'
  | 'burner'
  | 'pot'
  | 'flask'
  | 'cups'
  | 'cloth'
  | 'bowl'
  | 'giftbox'

/** How wide each kind is for its height, so a scene can place and shadow it before drawing. */
export const ASPECT: Record<ObjectKind, number> = {
  pouch: 0.72,
  tin: 0.62,
  jar: 0.74,
  vial: 0.5,
  bottle: 0.52,
  tray: 1.55,
  burner: 0.72,
  pot: 0.95,
  flask: 0.4,
  cups: 1.7,
  cloth: 1.35,
  bowl: 1.45,
  giftbox: 1.1,
}

export const DRAW: Record<ObjectKind, Draw> = {
  pouch,
  tin,
  jar,
  vial,
  bottle,
  tray,
  burner,
  pot,
  flask,
  cups,
  cloth,
  bowl,
  giftbox,
}
