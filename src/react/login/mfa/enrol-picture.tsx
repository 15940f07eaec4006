import { useT } from '../../i18n/index'
import { useStyles } from '../../ui/index'
import { CopyButton } from './copy-button'
import { mfaStyles } from './mfa.styles'

/** Props of {@link EnrolPicture}: what the server sent to add an authenticator app. */
export interface EnrolPictureProps {
  /** The QR code's image; empty when the server sends the key only (the demo). */
  qrCode: string
  secret?: string
  /** The account the app will hold (the picture's alt text). */
  email: string
}

/** The QR code to scan and the key to type instead, with its copy button: an app's enrolment. */
export function EnrolPicture({ qrCode, secret, email }: EnrolPictureProps) {
  const t = useT()
  const own = useStyles(mfaStyles)
  return (
    <>
      {qrCode ? (
        <>
          <p className={own.step}>{t('mfa.enrol.scan')}</p>
          <img
            className={own.qr}
            src={qrCode}
            alt={t('mfa.enrol.qrAlt', { email })}
            width={180}
            height={180}
          />
        </>
      ) : null}
      {secret ? (
        <div className={own.secret}>
          <p className={own.step}>{t('mfa.enrol.manual')}</p>
          <code className={own.code}>{secret}</code>
          <CopyButton
            text={secret.replace(/\s/g, '')}
            label={t('mfa.enrol.copy')}
            done={t('mfa.enrol.copied')}
          />
        </div>
      ) : null}
    </>
  )
}
