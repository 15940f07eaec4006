import { EmailText } from './email-text'

/**
 * How to reach a person, as a list shows it: their email, or for an account signed up with a
 * phone number only, the number, always left to right (an E.164 number reads the same in Hebrew).
 */
export function ContactText({
  email,
  phoneNumber,
}: {
  email: string | null
  phoneNumber?: string | undefined
}) {
  return email === null ? <span dir="ltr">{phoneNumber}</span> : <EmailText email={email} />
}
