import { z } from 'zod'
import { contractsFor, type Contract } from '@case/http/contract'
import { idParams } from '@case/http/pathParams'
import { listNotificationsQuery, notificationPage, notificationSchema } from './notificationsApi'

const tags = ['notifications']
const contract = contractsFor({ tags })

export const listNotificationsContract = contract({
  method: 'GET',
  path: '/api/notifications',
  summary: 'Own notifications, newest first',
  query: listNotificationsQuery,
  responses: { 200: { description: 'A page of notifications', schema: notificationPage } },
})

export const markNotificationReadContract = contract({
  method: 'PUT',
  path: '/api/notifications/{id}/read',
  summary: 'Mark one own notification read',
  params: idParams,
  resource: 'Notification',
  responses: { 200: { description: 'The notification', schema: notificationSchema }, 404: { description: 'Unknown or not the caller’s' } },
})

export const markAllNotificationsReadContract = contract({
  method: 'PUT',
  path: '/api/notifications/read-all',
  summary: 'Mark all own notifications read',
  responses: { 200: { description: 'How many were marked', schema: z.object({ updated: z.number().int() }) } },
})

export const contracts: Contract[] = [listNotificationsContract, markNotificationReadContract, markAllNotificationsReadContract]
