/** Where logout leads by default (spec §2, §4); `afterLogoutPath` names your own page. */
export const AFTER_LOGOUT_PATH = '/auth?page=register'
