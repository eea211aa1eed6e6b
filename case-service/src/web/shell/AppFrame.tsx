'use client'

import {
  ActionIcon,
  AppShell,
  Avatar,
  Burger,
  Group,
  Indicator,
  Menu,
  NavLink,
  SegmentedControl,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconBell, IconLogout, IconUser } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'
import { api, unwrap } from '../api/client'
import { useI18n, useMessages } from '../i18n/I18nProvider'
import { LANGUAGES, type Language } from '../i18n/language'
import { signOut } from '../session/sessionStore'
import { useUser } from '../session/useSession'
import { shellMessages } from './messages'
import { activeEntry, navigationFor } from './navigation'

export const UNREAD_QUERY_KEY = ['notifications', 'unread-count'] as const

export function LanguageSwitch() {
  const { language, setLanguage } = useI18n()
  const t = useMessages(shellMessages)
  return (
    <SegmentedControl
      size="xs"
      aria-label={t.language}
      value={language}
      onChange={(value) => setLanguage(value as Language)}
      data={LANGUAGES.map((code) => ({ value: code, label: code.toUpperCase() }))}
    />
  )
}

function NotificationBell() {
  const t = useMessages(shellMessages)
  const unread = useQuery({
    queryKey: UNREAD_QUERY_KEY,
    queryFn: () => unwrap(api.GET('/api/notifications', { params: { query: { unread: true, page_size: 1 } } })),
    refetchInterval: 60_000,
    select: (data) => data.unread_count,
  })
  const count = unread.data ?? 0
  return (
    <Indicator label={count} size={18} disabled={count === 0} offset={4} color="red">
      <ActionIcon
        component={Link}
        href="/notifications"
        variant="subtle"
        size="lg"
        aria-label={t.unreadNotifications(count)}
      >
        <IconBell aria-hidden size={22} />
      </ActionIcon>
    </Indicator>
  )
}

function UserMenu() {
  const user = useUser()
  const t = useMessages(shellMessages)
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t.userMenu}>
          <Group gap="xs" wrap="nowrap">
            <Avatar src={user.avatar_url} alt="" name={user.name} size="sm" color="teal" />
            <Text size="sm" visibleFrom="sm" fw={500}>
              {user.name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.role === 'admin' ? t.admin : t.employee}</Menu.Label>
        <Menu.Item component={Link} href="/profile" leftSection={<IconUser aria-hidden size={16} />}>
          {t.profile}
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout aria-hidden size={16} />} onClick={() => void signOut()}>
          {t.signOut}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}

/** The signed-in frame: header (menu button, name, language, bell, user menu) and the role's sidebar. */
export function AppFrame({ children }: { children: ReactNode }) {
  const user = useUser()
  const t = useMessages(shellMessages)
  const pathname = usePathname()
  const [opened, { toggle, close }] = useDisclosure()
  const entries = navigationFor(user.role)
  const active = activeEntry(pathname, entries)
  const link = (entry: (typeof entries)[number]) => (
    <NavLink
      key={entry.href}
      component={Link}
      href={entry.href}
      label={t[entry.label] as string}
      active={entry === active}
      aria-current={entry === active ? 'page' : undefined}
      onClick={close}
    />
  )
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <a href="#main" className="skip-link">
        {t.skipToContent}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t.openNavigation} />
            <Text component={Link} href="/" fw={700} size="lg" c="teal.9" style={{ textDecoration: 'none' }}>
              {t.appName}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitch />
            <NotificationBell />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t.navigation} component="nav">
        <Stack gap={2}>
          {entries.filter((entry) => !entry.group).map(link)}
          {entries.some((entry) => entry.group) && (
            <>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
                {t.administration}
              </Text>
              {entries.filter((entry) => entry.group).map(link)}
            </>
          )}
        </Stack>
        <VisuallyHidden>{user.email}</VisuallyHidden>
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1}>
        {children}
      </AppShell.Main>
    </AppShell>
  )
}
