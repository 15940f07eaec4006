import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { toApiError } from '../../../../api/index'
import { sessionAtom } from '../../../../atoms/index'
import { loadUsernameAtom, saveProfileAtom, usernameAtom } from '../../../../atoms/profile'
import { useT } from '../../../i18n/index'
import { Button, InlineAlert, Spinner, useStyles, useToast } from '../../../ui/index'
import { PageSection } from '../../page-frame'
import { useFieldAppearance } from '../../portal-context'
import { DetailsForm } from './details-form'
import { PictureField } from './picture-field'
import { profileFailure } from './profile-failure'
import { profileStyles } from './profile.styles'
import type { FormFailure, FormValues } from '../../../ui/index'
import type { DetailField, DetailValues } from './details-form'

/** The metadata JSON text as an object (anything else reads as empty, and is replaced on save). */
const metadataOf = (text: string | undefined): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(text ?? '{}')
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}
const textOf = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * Personal details: the picture, then name, username, address and job title, each shown as the
 * host's field appearance says (hidden, viewOnly, edit). Saves only what changed.
 */
export function DetailsSection() {
  const t = useT()
  const styles = useStyles(profileStyles)
  const toast = useToast()
  const user = useAtomValue(sessionAtom).user
  const username = useAtomValue(usernameAtom)
  const loadUsername = useSetAtom(loadUsernameAtom)
  const save = useSetAtom(saveProfileAtom)
  const appearance: Record<DetailField, ReturnType<typeof useFieldAppearance>> = {
    name: useFieldAppearance('profile', 'name'),
    username: useFieldAppearance('profile', 'username'),
    address: useFieldAppearance('profile', 'address'),
    jobTitle: useFieldAppearance('profile', 'jobTitle'),
  }
  const needsUsername = appearance.username !== 'hidden'
  const signedIn = user !== null

  useEffect(() => {
    if (signedIn && needsUsername && username.status === 'idle') void loadUsername()
  }, [signedIn, needsUsername, username.status, loadUsername])

  const metadata = metadataOf(user?.metadata)
  const saved: DetailValues = {
    name: user?.name ?? '',
    username: username.username ?? '',
    address: textOf(metadata.address),
    jobTitle: textOf(metadata.jobTitle),
  }
  const editable = (field: DetailField) => appearance[field] === 'edit'

  const submit = async (values: FormValues): Promise<FormFailure | null> => {
    const changed = (field: DetailField) =>
      editable(field) && (values[field] ?? '').trim() !== saved[field].trim()
    const metadataChanged = changed('address') || changed('jobTitle')
    try {
      await save({
        ...(changed('name') ? { name: (values.name ?? '').trim() } : {}),
        ...(changed('username') ? { username: (values.username ?? '').trim() } : {}),
        ...(metadataChanged
          ? {
              metadata: JSON.stringify({
                ...metadata,
                ...(editable('address') ? { address: (values.address ?? '').trim() } : {}),
                ...(editable('jobTitle') ? { jobTitle: (values.jobTitle ?? '').trim() } : {}),
              }),
            }
          : {}),
      })
      toast(t('profile.details.saved'))
      return null
    } catch (error) {
      return profileFailure(toApiError(error), ['name', 'username', 'address', 'jobTitle'], t)
    }
  }

  // Only the first read holds the form back: a later one (after a refused change) keeps what was typed.
  const waiting = needsUsername && !username.loaded && username.status !== 'error'
  const failed = needsUsername && !username.loaded && username.status === 'error'
  return (
    <PageSection
      title={t('profile.details.title')}
      subtitle={t('profile.details.subtitle')}
      part="profile-details"
    >
      <PictureField />
      {waiting ? (
        <p className={styles.status} role="status">
          <Spinner /> {t('profile.details.loading')}
        </p>
      ) : null}
      {failed ? (
        <InlineAlert>
          {t('profile.details.loadFailed')}{' '}
          <Button variant="ghost" onClick={() => void loadUsername()}>
            {t('profile.retry')}
          </Button>
        </InlineAlert>
      ) : null}
      {!waiting && !failed ? (
        <DetailsForm saved={saved} appearance={appearance} onSubmit={submit} />
      ) : null}
    </PageSection>
  )
}
