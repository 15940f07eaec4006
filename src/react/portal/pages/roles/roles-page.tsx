import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { permissionsBeyond } from '../../../../api/roles'
import { deleteRoleMutation, permissionsList, rolesList } from '../../../../atoms/roles'
import { addEnglish } from '../../../../i18n/index'
import { roles as rolesEnglish } from '../../../../i18n/messages/en'
import { useT } from '../../../i18n/index'
import {
  Badge,
  Button,
  DataTable,
  Panel,
  ToastProvider,
  usePermission,
  useStyles,
  useToast,
} from '../../../ui/index'
import { useHeldPermissions, useRemoval } from '../../use-removal'
import { RoleDialog } from './role-dialog'
import { rolesStyles } from './roles.styles'
import type { Role } from '../../../../api/index'
import type { DataColumn } from '../../../ui/index'

addEnglish(rolesEnglish)

/**
 * Roles and permissions: the account's roles (the vendor's shared ones read-only), create, edit
 * (name, description, default, permissions by category) and delete its own. What the signed-in
 * admin's permissions do not cover is marked before any request.
 */
function Roles() {
  const t = useT()
  const styles = useStyles(rolesStyles)
  const toast = useToast()
  const list = useAtomValue(rolesList.stateAtom)
  const catalogue = useAtomValue(permissionsList.stateAtom)
  const reload = useSetAtom(rolesList.reloadAtom)
  const reloadCatalogue = useSetAtom(permissionsList.reloadAtom)
  const held = useHeldPermissions()
  const removal = useRemoval(
    deleteRoleMutation,
    {
      title: t('roles.confirmDelete.title'),
      message: (name) => t('roles.confirmDelete.message', { name }),
      confirm: t('roles.delete'),
      failed: t('roles.deleteFailed'),
      removed: (name) => t('roles.deleted', { name }),
    },
    toast,
  )
  const [editing, setEditing] = useState<Role | 'new' | null>(null)
  const canWrite = usePermission('fe.secure.write.roles')
  const canDelete = usePermission('fe.secure.delete.roles')

  const columns: DataColumn<Role>[] = [
    {
      id: 'name',
      header: t('roles.column.name'),
      cell: (role) => (
        <span className={styles.name}>
          {role.name}
          <span className={styles.muted}>{role.key}</span>
        </span>
      ),
    },
    {
      id: 'description',
      header: t('roles.column.description'),
      fold: true,
      cell: (role) => role.description ?? '',
    },
    {
      id: 'permissions',
      header: t('roles.column.permissions'),
      nowrap: true,
      cell: (role) => t('roles.permissionCount', { count: role.permissions.length }),
    },
    {
      id: 'flags',
      header: t('roles.column.flags'),
      fold: true,
      cell: (role) => (
        <span className={styles.badges}>
          {role.isDefault ? <Badge tone="success">{t('roles.default')}</Badge> : null}
          {role.tenantId ? null : <Badge>{t('roles.shared')}</Badge>}
          {permissionsBeyond(role.permissions, catalogue.items, held).length > 0 ? (
            <Badge tone="warning">{t('roles.beyondBadge')}</Badge>
          ) : null}
        </span>
      ),
    },
  ]

  const actions = (role: Role) =>
    role.tenantId ? (
      <span className={styles.badges}>
        {canWrite ? (
          <Button
            variant="ghost"
            aria-label={t('roles.editLabel', { name: role.name })}
            onClick={() => setEditing(role)}
          >
            {t('roles.edit')}
          </Button>
        ) : null}
        {canDelete ? (
          <Button
            variant="ghost"
            aria-label={t('roles.deleteLabel', { name: role.name })}
            disabled={permissionsBeyond(role.permissions, catalogue.items, held).length > 0}
            onClick={() => removal.ask(role)}
          >
            {t('roles.delete')}
          </Button>
        ) : null}
      </span>
    ) : null

  return (
    <Panel
      title={t('roles.title')}
      subtitle={t('roles.subtitle')}
      part="roles"
      tools={
        canWrite ? (
          <Button onClick={() => setEditing('new')} disabled={catalogue.status !== 'ready'}>
            {t('roles.new')}
          </Button>
        ) : null
      }
    >
      {(titleId) => (
        <>
          <DataTable
            labelledBy={titleId}
            columns={columns}
            rows={list.items}
            rowKey={(role) => role.id}
            rowLabel={(role) => role.name}
            status={list.status === 'ready' && catalogue.status === 'error' ? 'error' : list.status}
            error={list.error?.status === 403 ? t('roles.forbidden') : t('roles.loadFailed')}
            onRetry={() => {
              void reload()
              void reloadCatalogue()
            }}
            empty={t('roles.empty')}
            rowActions={actions}
          />
          <RoleDialog
            key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
            role={editing}
            catalogue={catalogue.items}
            held={held}
            onClose={() => setEditing(null)}
            onSaved={(role) => {
              setEditing(null)
              toast(t('roles.saved', { name: role.name }))
            }}
          />
          {removal.dialog}
        </>
      )}
    </Panel>
  )
}

/** The portal's Roles and permissions page. */
export default function RolesPage() {
  return (
    <ToastProvider>
      <Roles />
    </ToastProvider>
  )
}
