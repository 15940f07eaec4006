import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { unwrap } from 'jotai/utils'
import { useEffect, useId, useState } from 'react'
import { sessionAtom } from '../../../../atoms/index'
import { readMappingsAtom, saveMappingsMutation } from '../../../../atoms/provisioning'
import { tokenRolesAtom } from '../../../../atoms/tenant-api-tokens'
import { useT } from '../../../i18n/index'
import {
  Button,
  Dialog,
  InlineAlert,
  Spinner,
  TextField,
  useErrorText,
  useStyles,
} from '../../../ui/index'
import { provisioningStyles } from './provisioning.styles'
import type { GroupMapping, ProvisioningConnection } from '../../../../api/provisioning'

const rolesLoadable = unwrap(tokenRolesAtom, () => undefined)

/** One group's row while it is edited (`key` keeps React's rows apart). */
interface Row extends GroupMapping {
  key: number
}

/** Props of {@link GroupMappingsDialog}. */
export interface GroupMappingsDialogProps {
  /** The connection whose mappings are shown; `null` keeps the dialog closed. */
  connection: ProvisioningConnection | null
  /** May change them (the write permission); else they are only read. */
  canWrite: boolean
  onClose: () => void
  onSaved: () => void
}

/**
 * Mounted with the connection's id as its key, so each connection starts from its own mappings.
 * Which roles the members of each group the directory pushes hold, by the group's name. Only roles
 * whose every permission the member holds are offered (the server's escalation guard refuses any
 * other with a sentence, shown here); a role already mapped beyond them stays, shown, unchangeable.
 */
export function GroupMappingsDialog({
  connection,
  canWrite,
  onClose,
  onSaved,
}: GroupMappingsDialogProps) {
  const styles = useStyles(provisioningStyles)
  const t = useT()
  const store = useStore()
  const errorText = useErrorText()
  const read = useSetAtom(readMappingsAtom)
  const save = useSetAtom(saveMappingsMutation.runAtom)
  const roles = useAtomValue(rolesLoadable)
  const user = useAtomValue(sessionAtom).user
  const hintId = useId()
  const [rows, setRows] = useState<Row[] | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [invalid, setInvalid] = useState<Record<number, string>>({})
  const [saving, setSaving] = useState(false)
  const id = connection?.id

  useEffect(() => {
    if (!id) return
    let live = true
    read(id).then(
      (mappings) => live && setRows(mappings.map((mapping, key) => ({ ...mapping, key }))),
      () => live && setFailure(t('provisioning.mappings.loadFailed')),
    )
    return () => {
      live = false
    }
  }, [id, read, t])

  const held = new Set(user?.permissions.map((permission) => permission.id) ?? [])
  const grantable = (roleId: string) => {
    const role = roles?.find((candidate) => candidate.id === roleId)
    return user?.superUser === true || (role?.permissions.every((p) => held.has(p)) ?? false)
  }
  const change = (key: number, edit: (row: Row) => Row) =>
    setRows((current) => current?.map((row) => (row.key === key ? edit(row) : row)) ?? null)

  const submit = async () => {
    if (!id || !rows) return
    const errors: Record<number, string> = {}
    const seen = new Set<string>()
    for (const row of rows) {
      const name = row.group.trim().toLowerCase()
      if (name === '') errors[row.key] = t('provisioning.mappings.groupRequired')
      else if (seen.has(name)) errors[row.key] = t('provisioning.mappings.groupTwice')
      seen.add(name)
    }
    setInvalid(errors)
    if (Object.keys(errors).length > 0) return
    setSaving(true)
    const mappings = rows.map(({ group, roleIds }) => ({ group: group.trim(), roleIds }))
    const saved = await save({ id, mappings })
    setSaving(false)
    if (saved) onSaved()
    else {
      const { error } = store.get(saveMappingsMutation.stateAtom)
      setFailure(errorText(error, t('provisioning.mappings.saveFailed')))
    }
  }

  const roleName = (roleId: string) => roles?.find((role) => role.id === roleId)?.name ?? roleId
  const body = () => {
    if (failure && rows === null) return <InlineAlert>{failure}</InlineAlert>
    if (rows === null || roles === undefined)
      return (
        <p className={styles.hint} role="status">
          <Spinner /> {t('provisioning.mappings.loading')}
        </p>
      )
    if (!canWrite) {
      return rows.length === 0 ? (
        <p className={styles.note}>{t('provisioning.mappings.empty')}</p>
      ) : (
        <dl className={styles.facts}>
          {rows.map((row) => (
            <div key={row.key}>
              <dt>{row.group}</dt>
              <dd>{row.roleIds.map(roleName).join(', ') || t('provisioning.mappings.noRoles')}</dd>
            </div>
          ))}
        </dl>
      )
    }
    return (
      <>
        {rows.length === 0 ? (
          <p className={styles.note}>{t('provisioning.mappings.empty')}</p>
        ) : null}
        {rows.map((row, index) => (
          <fieldset key={row.key} className={`${styles.fieldset} ${styles.mapping}`}>
            <legend>{t('provisioning.mappings.groupLegend', { n: index + 1 })}</legend>
            <TextField
              label={t('provisioning.mappings.group')}
              value={row.group}
              maxLength={100}
              autoComplete="off"
              error={invalid[row.key] ?? null}
              onChange={(event) => {
                const group = event.currentTarget.value
                change(row.key, (r) => ({ ...r, group }))
              }}
            />
            {(roles ?? [])
              .filter((role) => grantable(role.id) || row.roleIds.includes(role.id))
              .map((role) => (
                <label key={role.id} className={styles.check}>
                  <input
                    type="checkbox"
                    checked={row.roleIds.includes(role.id)}
                    disabled={!grantable(role.id)}
                    aria-describedby={grantable(role.id) ? undefined : hintId}
                    onChange={(event) => {
                      const on = event.currentTarget.checked
                      change(row.key, (r) => ({
                        ...r,
                        roleIds: on
                          ? [...r.roleIds, role.id]
                          : r.roleIds.filter((other) => other !== role.id),
                      }))
                    }}
                  />
                  {role.name}
                </label>
              ))}
            <div className={styles.actions}>
              <Button
                variant="ghost"
                aria-label={t('provisioning.mappings.removeLabel', {
                  group: row.group || index + 1,
                })}
                onClick={() =>
                  setRows((current) => current?.filter((r) => r.key !== row.key) ?? null)
                }
              >
                {t('provisioning.mappings.remove')}
              </Button>
            </div>
          </fieldset>
        ))}
        <p id={hintId} className={styles.hint}>
          {t('provisioning.mappings.hint')}
        </p>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() =>
              setRows((current) => [
                ...(current ?? []),
                {
                  key: Math.max(0, ...(current ?? []).map((r) => r.key + 1)),
                  group: '',
                  roleIds: [],
                },
              ])
            }
          >
            {t('provisioning.mappings.add')}
          </Button>
        </div>
        {failure ? <InlineAlert>{failure}</InlineAlert> : null}
      </>
    )
  }

  return (
    <Dialog
      open={connection !== null}
      busy={saving}
      title={t('provisioning.mappings.title', { name: connection?.connectionName ?? '' })}
      onClose={onClose}
      actions={
        canWrite ? (
          <>
            <Button variant="secondary" onClick={onClose} disabled={saving}>
              {t('provisioning.cancel')}
            </Button>
            <Button onClick={() => void submit()} loading={saving} disabled={rows === null}>
              {t('provisioning.mappings.save')}
            </Button>
          </>
        ) : (
          <Button onClick={onClose}>{t('provisioning.close')}</Button>
        )
      }
    >
      <div className={styles.form}>
        <p className={styles.hint}>{t('provisioning.mappings.intro')}</p>
        {body()}
      </div>
    </Dialog>
  )
}
