import { z } from 'zod'
import { defineContract, type Contract } from '@case/http/contract'
import { idParams } from '@case/http/pathParams'
import { listNotificationsQuery, notificationPage, notificationSchema } from './notificationsApi'

const tags = ['notifications']

export const listNotificationsContract = defineContract({
  method: 'GET',
  path: '/api/notifications',
  summary: 'Own notifications, newest first',
  tags,
  auth: 'bearer',
  query: listNotificationsQuery,
  responses: { 200: { description: 'A page of notifications', schema: notificationPage } },
})

export const markNotificationReadContract = defineContract({
  method: 'PUT',
  path: '/api/notifications/{id}/read',
  summary: 'Mark one own notification read',
  tags,
  auth: 'bearer',
  params: idParams,
  resource: 'Notification',
  responses: { 200: { description: 'The notification', schema: notificationSchema }, 404: { description: 'Unknown or not the caller’s' } },
})

export const markAllNotificationsReadContract = defineContract({
  method: 'PUT',
  path: '/api/notifications/read-all',
  summary: 'Mark all own notifications read',
  tags,
  auth: 'bearer',
  responses: { 200: { description: 'How many were marked', schema: z.object({ updated: z.number().int() }) } },
})

export const contracts: Contract[] = [listNotificationsContract, markNotificationReadContract, markAllNotificationsReadContract]
