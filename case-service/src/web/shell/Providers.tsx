'use client'

import {
  Drawer,
  MantineProvider,
  Modal,
  Notification,
  TableScrollContainer,
  createTheme,
  type CSSVariablesResolver,
} from '@mantine/core'
import { DatesProvider } from '@mantine/dates'
import { Notifications } from '@mantine/notifications'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useMemo, useState, type ReactNode } from 'react'
import 'dayjs/locale/de'
import 'dayjs/locale/en-gb'
import { I18nProvider, useI18n, useMessages } from '../i18n/I18nProvider'
import { problemMessages } from '../ui/messages'
import { ApiProblem } from '../api/client'

const baseTheme = {
  primaryColor: 'teal',
  // Teal 9 is the only teal shade that keeps white text above 4.5:1 (axe color-contrast) on filled buttons.
  primaryShade: 9,
  defaultRadius: 'md',
  // Transitions (modals, notifications) last 1 ms for people whose system asks for less motion.
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
} as const

/** Defaults every screen needs: Mantine's close buttons have no name of their own ("Schließen" / "Close"). */
function useLocalizedTheme() {
  const { close } = useMessages(problemMessages)
  return useMemo(() => {
    const closeButtonProps = { 'aria-label': close }
    return createTheme({
      ...baseTheme,
      components: {
        Notification: Notification.extend({ defaultProps: { closeButtonProps } }),
        Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
        Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
        // A table wider than a phone scrolls sideways; keyboard users reach the hidden columns by focusing it.
        TableScrollContainer: TableScrollContainer.extend({ defaultProps: { type: 'native', tabIndex: 0 } }),
      },
    })
  }, [close])
}

/**
 * Contrast (WCAG AA 4.5:1, axe): Mantine's dimmed gray-6 stays below it on white, and the text of its light variants
 * below it on their tinted background even in shade 9; gray-7 and shade 9 darkened by 30 % pass.
 */
const LIGHT_VARIANT_COLORS = ['teal', 'red', 'blue', 'yellow', 'orange', 'green', 'grape', 'gray', 'violet', 'cyan']
const contrastResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // A hovered filled button goes a shade lighter below 9 (teal-8 under white text is 3.9:1): darker instead.
    '--mantine-color-teal-filled-hover': 'color-mix(in srgb, var(--mantine-color-teal-9), #000 20%)',
    '--mantine-primary-color-filled-hover': 'color-mix(in srgb, var(--mantine-color-teal-9), #000 20%)',
    // Field errors in red-6 are 3.3:1 on white: red-9 reads at 5.9:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Links are teal-9, 4.49:1 on a hovered table row (gray-1): a little darker keeps them above 4.5:1 there.
    '--mantine-color-anchor': 'color-mix(in srgb, var(--mantine-color-teal-9), #000 15%)',
    ...Object.fromEntries(
      LIGHT_VARIANT_COLORS.map((color) => [
        `--mantine-color-${color}-light-color`,
        `color-mix(in srgb, var(--mantine-color-${color}-9), #000 30%)`,
      ]),
    ),
  },
  dark: {},
})

function LocalizedDates({ children }: { children: ReactNode }) {
  const { language } = useI18n()
  return (
    <DatesProvider settings={{ locale: language === 'de' ? 'de' : 'en-gb', firstDayOfWeek: 1 }}>
      {children}
    </DatesProvider>
  )
}

/** A problem the user can act on (4xx) is shown, not retried; a network hiccup or 5xx is retried twice. */
const retry = (failures: number, error: unknown) => !(error instanceof ApiProblem && error.status < 500) && failures < 2

function ThemedApp({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry, staleTime: 30_000, refetchOnWindowFocus: false } } }),
  )
  return (
    <MantineProvider theme={useLocalizedTheme()} forceColorScheme="light" cssVariablesResolver={contrastResolver}>
      <LocalizedDates>
        <QueryClientProvider client={queryClient}>
          <Notifications position="top-right" />
          {children}
        </QueryClientProvider>
      </LocalizedDates>
    </MantineProvider>
  )
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider>
      <ThemedApp>{children}</ThemedApp>
    </I18nProvider>
  )
}
