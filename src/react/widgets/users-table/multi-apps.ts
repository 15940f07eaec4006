/**
 * The flag that shows the users' applications and their editor (spec 000 §6). A module of its own:
 * the member menu (a chunk of the team's dialogs) importing it from `late-columns.ts` pulled that lazy
 * chunk, and the columns it shares with the table's screen, into files of their own in the table's
 * first load.
 */
export const MULTI_APPS_FLAG = 'multi-apps-admin-portal'
