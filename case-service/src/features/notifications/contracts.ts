import { z } from 'zod'
import { byId, contractsFor, keysetList, ok, refusals, type Contract } from '@case/http/contract'
import { listNotificationsQuery, notificationPage, notificationSchema } from './schemas'

const contract = contractsFor({ tags: ['notifications'] })

export const listNotificationsContract = contract.get('/api/notifications', {
  summary: 'Own notifications, newest first',
  ...keysetList(listNotificationsQuery, notificationPage, 'A page of notifications'),
})

export const markNotificationReadContract = contract.put('/api/notifications/{id}/read', {
  summary: 'Mark one own notification read',
  ...byId('Notification'),
  responses: { ...ok('The notification', notificationSchema), ...refusals({ 404: 'Unknown or not the caller’s' }) },
})

export const markAllNotificationsReadContract = contract.put('/api/notifications/read-all', {
  summary: 'Mark all own notifications read',
  responses: ok('How many were marked', z.object({ updated: z.number().int() })),
})

export const contracts: Contract[] = [
  listNotificationsContract,
  markNotificationReadContract,
  markAllNotificationsReadContract,
]
