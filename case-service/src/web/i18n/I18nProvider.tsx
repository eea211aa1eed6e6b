'use client'

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { formattersFor, pickLanguage, type Formatters, type Language } from './language'

/** The chosen language is a preference, not a secret: localStorage keeps it across visits. */
const STORAGE_KEY = 'case-app.language'

type I18n = { language: Language; setLanguage: (language: Language) => void; format: Formatters }

const I18nContext = createContext<I18n | null>(null)

export function I18nProvider({ children }: { children: ReactNode }) {
  // German on the server render; the browser's choice is applied on mount.
  const [language, setLanguageState] = useState<Language>('de')
  useEffect(() => {
    setLanguageState(pickLanguage(navigator.languages, localStorage.getItem(STORAGE_KEY)))
  }, [])
  useEffect(() => {
    document.documentElement.lang = language
  }, [language])
  const setLanguage = useCallback((next: Language) => {
    localStorage.setItem(STORAGE_KEY, next)
    setLanguageState(next)
  }, [])
  const value = useMemo(() => ({ language, setLanguage, format: formattersFor(language) }), [language, setLanguage])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export function useI18n(): I18n {
  const context = useContext(I18nContext)
  if (!context) throw new Error('useI18n outside I18nProvider')
  return context
}

/** The texts of `messages` in the current language. */
export function useMessages<T>(messages: Record<Language, T>): T {
  return messages[useI18n().language]
}
