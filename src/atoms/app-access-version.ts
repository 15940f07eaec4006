import { atom } from 'jotai/vanilla'

/**
 * Counts the assignment changes made here: the users table's applications column reads again
 * after each. Its own module, so the table's first load carries this atom and nothing else of
 * the applications feature.
 */
export const appAccessVersionAtom = atom(0)
