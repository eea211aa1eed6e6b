'use client'

import { MantineProvider, createTheme, type CSSVariablesResolver } from '@mantine/core'
import { DatesProvider } from '@mantine/dates'
import { Notifications } from '@mantine/notifications'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import 'dayjs/locale/de'
import 'dayjs/locale/en-gb'
import { I18nProvider, useI18n } from '../i18n/I18nProvider'
import { ApiProblem } from '../api/client'

const theme = createTheme({
  primaryColor: 'teal',
  // Mantine's teal with darker shades 7–9 (axe color-contrast ≥ 4.5:1): teal 7 carries white text on filled buttons
  // and is the links' colour on white and gray rows; teal 9, the light variant's text, reads on the teal 1 background.
  colors: {
    teal: [
      '#e6fcf5',
      '#c3fae8',
      '#96f2d7',
      '#63e6be',
      '#38d9a9',
      '#20c997',
      '#12b886',
      '#087f5b',
      '#066b4c',
      '#05573e',
    ],
  },
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
})

function LocalizedDates({ children }: { children: ReactNode }) {
  const { language } = useI18n()
  return (
    <DatesProvider
      settings={{ locale: language === 'de' ? 'de' : 'en-gb', firstDayOfWeek: 1, timezone: 'Europe/Berlin' }}
    >
      {children}
    </DatesProvider>
  )
}

/** Mantine's dimmed text (gray 6) is 3.3:1 on white; gray 7 reads (8:1) and still looks secondary. */
const cssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
})

/** A problem the user can act on (4xx) is shown, not retried; a network hiccup or 5xx is retried twice. */
const retry = (failures: number, error: unknown) => !(error instanceof ApiProblem && error.status < 500) && failures < 2

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry, staleTime: 30_000, refetchOnWindowFocus: false } } }),
  )
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariables} forceColorScheme="light">
      <I18nProvider>
        <LocalizedDates>
          <QueryClientProvider client={queryClient}>
            <Notifications position="top-right" />
            {children}
          </QueryClientProvider>
        </LocalizedDates>
      </I18nProvider>
    </MantineProvider>
  )
}
