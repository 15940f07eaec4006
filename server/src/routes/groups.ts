import { z } from '@hono/zod-openapi'
import { readGroupConfiguration, writeGroupConfiguration } from '../groups/configuration'
import { findGroup, listGroups } from '../groups/repository'
import {
  bulkGetSchema,
  createGroupSchema,
  groupConfigurationPatchSchema,
  groupConfigurationSchema,
  groupIdParam,
  groupRolesSchema,
  groupSchema,
  groupUsersSchema,
  relationsQuery,
  updateGroupSchema,
} from '../groups/schema'
import {
  addRolesToGroup,
  addUsersToGroup,
  createGroup,
  deleteGroup,
  removeRolesFromGroup,
  removeUsersFromGroup,
  updateGroup,
} from '../groups/write'
import { notFound } from '../http/api-error'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import type { AppDeps } from '../deps'

const tags = ['Groups']
const base = '/identity/resources/groups/v1'
const read = 'fe.secure.read.groups'
const write = 'fe.secure.write.groups'
const done = { 200: jsonResponse(z.object({}), 'Done') }
const scim = 'A group managed by SCIM (managedBy scim2) is read-only: 403.'

const memberRoute = (method: 'post' | 'delete', what: 'users' | 'roles') => ({
  method,
  path: `${base}/{groupId}/${what}`,
  permission: method === 'post' ? write : 'fe.secure.delete.groups',
  tags,
  summary: `${method === 'post' ? 'Adds' : 'Removes'} ${what} ${method === 'post' ? 'to' : 'from'} a group`,
  description:
    method === 'post'
      ? `${scim} The caller must hold every permission the group's roles give (403).`
      : `${scim} The account's last Admin stays one (400).`,
  responses: done,
})
const usersRoute = (method: 'post' | 'delete') =>
  tenantRoute({
    ...memberRoute(method, 'users'),
    request: { params: groupIdParam, body: jsonBody(groupUsersSchema) },
  })
const rolesRoute = (method: 'post' | 'delete') =>
  tenantRoute({
    ...memberRoute(method, 'roles'),
    request: { params: groupIdParam, body: jsonBody(groupRolesSchema) },
  })

/** Groups of the caller's tenant (wire §5.6). */
export const createGroupRoutes = (deps: AppDeps) => {
  const { db, config } = deps
  return createRouter()
    .openapi(
      tenantRoute({
        method: 'get',
        path: `${base}/config`,
        permission: read,
        tags,
        summary: "The account's groups configuration",
        responses: { 200: jsonResponse(groupConfigurationSchema, 'Configuration') },
      }),
      async (c) => c.json(await readGroupConfiguration(db, c.get('auth').tenantId), 200),
    )
    .openapi(
      tenantRoute({
        method: 'post',
        path: `${base}/config`,
        permission: write,
        tags,
        summary: 'Turns groups, or the roles they give, on or off',
        request: { body: jsonBody(groupConfigurationPatchSchema) },
        responses: { 200: jsonResponse(groupConfigurationSchema, 'Configuration') },
      }),
      async (c) => c.json(await writeGroupConfiguration(c, c.req.valid('json')), 200),
    )
    .openapi(
      tenantRoute({
        method: 'get',
        path: base,
        permission: read,
        tags,
        summary: "The account's groups, by name, with the relations asked for",
        request: { query: relationsQuery },
        responses: { 200: jsonResponse(z.array(groupSchema), 'Groups') },
      }),
      async (c) =>
        c.json(
          await listGroups(db, c.get('auth').tenantId, config.vendorId, {
            relations: c.req.valid('query')._groupsRelations,
          }),
          200,
        ),
    )
    .openapi(
      tenantRoute({
        method: 'post',
        path: `${base}/bulkGet`,
        permission: read,
        tags,
        summary: 'The groups of the given ids (ids of other accounts are left out)',
        request: { query: relationsQuery, body: jsonBody(bulkGetSchema) },
        responses: { 200: jsonResponse(z.array(groupSchema), 'Groups') },
      }),
      async (c) =>
        c.json(
          await listGroups(db, c.get('auth').tenantId, config.vendorId, {
            ids: c.req.valid('json').groupsIds.map((id) => id.toLowerCase()),
            relations: c.req.valid('query')._groupsRelations,
          }),
          200,
        ),
    )
    .openapi(
      tenantRoute({
        method: 'post',
        path: base,
        permission: write,
        tags,
        summary: 'Creates a group (name 1-100, description up to 500, colour #rrggbb)',
        request: { body: jsonBody(createGroupSchema) },
        responses: { 200: jsonResponse(groupSchema, 'The group') },
      }),
      async (c) => c.json(await createGroup(c, c.req.valid('json')), 200),
    )
    .openapi(
      tenantRoute({
        method: 'get',
        path: `${base}/{groupId}`,
        permission: read,
        tags,
        summary: 'One group of the account',
        request: { params: groupIdParam, query: relationsQuery },
        responses: { 200: jsonResponse(groupSchema, 'The group') },
      }),
      async (c) => {
        const { tenantId } = c.get('auth')
        const group = await findGroup(db, tenantId, c.req.valid('param').groupId)
        const [view] = await listGroups(db, tenantId, config.vendorId, {
          ids: [group.id],
          relations: c.req.valid('query')._groupsRelations,
        })
        if (!view) throw notFound('Group not found')
        return c.json(view, 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'patch',
        path: `${base}/{groupId}`,
        permission: write,
        tags,
        summary: "Changes a group's name, colour, description or metadata",
        description: scim,
        request: { params: groupIdParam, body: jsonBody(updateGroupSchema) },
        responses: done,
      }),
      async (c) => {
        await updateGroup(c, c.req.valid('param').groupId, c.req.valid('json'))
        return c.json({}, 200)
      },
    )
    .openapi(
      tenantRoute({
        method: 'delete',
        path: `${base}/{groupId}`,
        permission: 'fe.secure.delete.groups',
        tags,
        summary: 'Deletes a group; its members lose its roles',
        description: scim,
        request: { params: groupIdParam },
        responses: done,
      }),
      async (c) => {
        await deleteGroup(c, c.req.valid('param').groupId)
        return c.json({}, 200)
      },
    )
    .openapi(usersRoute('post'), async (c) => {
      await addUsersToGroup(c, c.req.valid('param').groupId, c.req.valid('json').userIds)
      return c.json({}, 200)
    })
    .openapi(usersRoute('delete'), async (c) => {
      await removeUsersFromGroup(c, c.req.valid('param').groupId, c.req.valid('json').userIds)
      return c.json({}, 200)
    })
    .openapi(rolesRoute('post'), async (c) => {
      await addRolesToGroup(c, c.req.valid('param').groupId, c.req.valid('json').roleIds)
      return c.json({}, 200)
    })
    .openapi(rolesRoute('delete'), async (c) => {
      await removeRolesFromGroup(c, c.req.valid('param').groupId, c.req.valid('json').roleIds)
      return c.json({}, 200)
    })
}
