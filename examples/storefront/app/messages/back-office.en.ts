/**
 * The reference shop's back office (`/back-office`), for the shop's staff.
 */
const en = {
  intro:
    'For the shop’s staff. Move an order through its statuses: once delivered, its customer earns points, can rate it and open its invoice.',
  token: 'Staff token',
  tokenHint: 'The API’s ADMIN_TOKEN (npm start prints it).',
  open: 'Open the back office',
  close: 'Close the back office',
  wrongToken: 'That is not the staff token.',
  off: 'The back office is off: the API has no ADMIN_TOKEN. Set one (at least 16 characters) and restart it.',
  orders: 'Latest orders',
  noOrders: 'No orders yet.',
  moveTo: 'Move {number} to',
  move: 'Move',
  finished: 'Nothing further',
  guest: 'Guest',
  moved: 'Order {number} is now: {status}.',
  unknownStatus: 'An order cannot move to that status.',
}

export type BackOfficeMessageKey = keyof typeof en

export default en
