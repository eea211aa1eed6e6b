import { z } from 'zod'
import { byId, contractsFor, keysetList, ok, refusals, type Contract } from '@case/http/contract'
import { listNotificationsQuery, notificationPage, notificationSchema } from './schemas'

const contract = contractsFor({ tags: ['notifications'] })

export const listNotificationsContract = contract.get('/api/notifications', {
  summary: 'Own notifications, newest first',
  description:
    'The caller’s notifications (disclosure decisions, expiry warnings, security events), newest first, with the count of unread ones; unread=true lists only those.',
  ...keysetList(listNotificationsQuery, notificationPage, 'A page of notifications'),
})

export const markNotificationReadContract = contract.put('/api/notifications/{id}/read', {
  summary: 'Mark one own notification read',
  description: 'Marks one of the caller’s notifications read; marking it again changes nothing.',
  ...byId('Notification'),
  responses: { ...ok('The notification', notificationSchema), ...refusals({ 404: 'Unknown or not the caller’s' }) },
})

export const markAllNotificationsReadContract = contract.put('/api/notifications/read-all', {
  summary: 'Mark all own notifications read',
  description: 'Marks every unread notification of the caller read.',
  responses: ok(
    'How many were marked',
    z.object({
      updated: z
        .number()
        .int()
        .meta({ examples: [3] }),
    }),
  ),
})

export const contracts: Contract[] = [
  listNotificationsContract,
  markNotificationReadContract,
  markAllNotificationsReadContract,
]
