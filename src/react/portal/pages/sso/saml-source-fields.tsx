import { useId, useState } from 'react'
import { useT } from '../../../i18n/index'
import { FormField, InlineAlert, useStyles } from '../../../ui/index'
import { ssoStyles } from './sso-page.styles'
import type { SamlSource } from './add-saml-dialog'

/** The largest metadata file read (the server takes 512 KiB of XML). */
const MAX_FILE_BYTES = 512 * 1024

/** Props of {@link SamlSourceFields}. */
export interface SamlSourceFieldsProps {
  source: SamlSource
  /** What was typed by hand before (kept on the page until it has a domain). */
  draft: Record<string, string>
}

/** The fields of the chosen source of a SAML connection's settings. */
export function SamlSourceFields({ source, draft }: SamlSourceFieldsProps) {
  const styles = useStyles(ssoStyles)
  const t = useT()
  const id = useId()
  const [file, setFile] = useState<{ name: string; text: string } | null>(null)
  const [fileProblem, setFileProblem] = useState<string | null>(null)

  const read = (chosen: File | undefined) => {
    setFileProblem(null)
    setFile(null)
    if (!chosen) return
    if (chosen.size > MAX_FILE_BYTES) {
      setFileProblem(t('ssoPage.add.fileTooLarge'))
      return
    }
    chosen
      .text()
      .then((text) => setFile({ name: chosen.name, text }))
      .catch(() => setFileProblem(t('ssoPage.add.fileUnreadable')))
  }

  if (source === 'url')
    return (
      <>
        <FormField
          name="url"
          label={t('ssoPage.add.url')}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://idp.example.com/metadata"
          dir="ltr"
          data-autofocus=""
        />
        <p className={styles.hint}>{t('ssoPage.add.urlHint')}</p>
      </>
    )
  if (source === 'xml')
    return (
      <label className={styles.label} htmlFor={`${id}-xml`}>
        {t('ssoPage.add.xml')}
        <textarea
          id={`${id}-xml`}
          name="metadata"
          className={styles.textarea}
          spellCheck={false}
          dir="ltr"
        />
      </label>
    )
  if (source === 'file')
    return (
      <>
        <label className={styles.label} htmlFor={`${id}-file`}>
          {t('ssoPage.add.file')}
          <input
            id={`${id}-file`}
            type="file"
            accept=".xml,application/xml,text/xml,application/samlmetadata+xml"
            onChange={(event) => read(event.currentTarget.files?.[0])}
          />
        </label>
        <input type="hidden" name="file" value={file?.text ?? ''} />
        {file ? (
          <p className={styles.hint}>{t('ssoPage.add.fileRead', { name: file.name })}</p>
        ) : null}
        {fileProblem ? <InlineAlert>{fileProblem}</InlineAlert> : null}
      </>
    )
  return (
    <>
      <FormField
        name="domain"
        label={t('ssoPage.add.domain')}
        defaultValue={draft.domain ?? ''}
        placeholder="example.com"
        autoComplete="off"
        dir="ltr"
      />
      <p className={styles.hint}>{t('ssoPage.add.domainHint')}</p>
      <FormField
        name="ssoEndpoint"
        label={t('ssoPage.add.endpoint')}
        defaultValue={draft.ssoEndpoint ?? ''}
        type="url"
        autoComplete="off"
        dir="ltr"
      />
      <label className={styles.label} htmlFor={`${id}-certificate`}>
        {t('ssoPage.add.certificate')}
        <textarea
          id={`${id}-certificate`}
          name="publicCertificate"
          defaultValue={draft.publicCertificate ?? ''}
          className={styles.textarea}
          spellCheck={false}
          placeholder="-----BEGIN CERTIFICATE-----"
          dir="ltr"
        />
      </label>
      <label className={styles.check}>
        <input type="checkbox" name="signRequest" defaultChecked={draft.signRequest === 'on'} />
        {t('ssoPage.add.signRequest')}
      </label>
    </>
  )
}
