/**
 * How an audit description names the person who acted: their email, or, for an account signed up
 * with a phone number only, their name (which sign-up fills with the number when none is given),
 * or their id. A template literal would print a missing email as "null".
 */
export const actorName = (who: {
  email: string | null
  name?: string | undefined
  sub?: string | undefined
  id?: string | undefined
}): string => who.email ?? (who.name?.trim() || who.sub || who.id || 'someone')
