'use client'

import { Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { api, unwrap } from '../api/client'
import { useMessages } from '../i18n/I18nProvider'
import { AppModal } from '../ui/Dialogs'
import { ProblemAlert } from '../ui/ProblemAlert'
import { disclosureMessages } from './messages'

export const MY_DISCLOSURES_KEY = ['my-disclosures'] as const

/** What is asked for: a case, or again after an earlier request (whose reason fills the form). */
export type DisclosureTarget = { fallId: string } & ({ caseId: string } | { previousRequestId: string })

/** The reason dialog of a disclosure request; a re-request starts from the earlier reason. */
export function RequestDisclosureDialog({ target, onClose }: { target: DisclosureTarget | null; onClose: () => void }) {
  const t = useMessages(disclosureMessages)
  const queryClient = useQueryClient()
  const [reason, setReason] = useState('')
  const previous = target && 'previousRequestId' in target ? target.previousRequestId : null
  const prefill = useQuery({
    queryKey: ['re-request', previous],
    queryFn: () =>
      unwrap(api.GET('/api/cases/disclosure-requests/{id}/re-request', { params: { path: { id: previous! } } })),
    enabled: previous !== null,
  })
  useEffect(() => setReason(prefill.data?.reason ?? ''), [target, prefill.data])
  const send = useMutation({
    mutationFn: () =>
      previous
        ? unwrap(
            api.POST('/api/cases/disclosure-requests/{id}/re-request', {
              params: { path: { id: previous } },
              body: { reason },
            }),
          )
        : unwrap(
            api.POST('/api/cases/{id}/disclosure-requests', {
              params: { path: { id: (target as { caseId: string }).caseId } },
              body: { reason },
            }),
          ),
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t.sent })
      close()
      await queryClient.invalidateQueries({ queryKey: MY_DISCLOSURES_KEY })
    },
  })
  const close = () => {
    send.reset()
    onClose()
  }
  return (
    <AppModal
      opened={target !== null}
      onClose={close}
      title={target ? (previous ? t.reRequestTitle(target.fallId) : t.requestTitle(target.fallId)) : ''}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          send.mutate()
        }}
      >
        <Stack>
          <Text size="sm">{t.requestIntro}</Text>
          {send.error ? <ProblemAlert error={send.error} /> : null}
          {prefill.isLoading ? (
            <Loader size="sm" />
          ) : (
            <Textarea
              label={t.reason}
              description={t.reasonHint}
              required
              autosize
              minRows={3}
              maxLength={2000}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              data-autofocus
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={send.isPending} disabled={reason.trim().length < 3}>
              {t.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  )
}
