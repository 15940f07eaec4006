/**
 * The sentence of a start refused by the captcha policy (a 400 of the validation code), the same
 * from the server and the demo, so a screen can tell it from its own 400s (an unlock link that
 * is not valid, say).
 */
export const CAPTCHA_FAILED = 'The captcha check did not pass. Complete it and try again'
