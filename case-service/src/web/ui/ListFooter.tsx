'use client'

import { Button, Text } from '@mantine/core'

type PagedQuery = {
  isSuccess: boolean
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => Promise<unknown>
}

/** Below a paged list's table: what an empty result says, and the next page on demand. */
export function EmptyNote({ query, count, text }: { query: PagedQuery; count: number; text: string }) {
  return query.isSuccess && count === 0 ? (
    <Text p="md" c="dimmed">
      {text}
    </Text>
  ) : null
}

export function LoadMore({ query, label }: { query: PagedQuery; label: string }) {
  return query.hasNextPage ? (
    <Button mt="md" variant="default" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
      {label}
    </Button>
  ) : null
}
