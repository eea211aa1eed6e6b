/* Payload admin shell (the standard Payload app layout). */
import config from '@payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import type { ServerFunctionClient } from 'payload'
import type React from 'react'
import { guardedFormState } from '@/admin/guardedFormState'
import { importMap } from './admin/importMap.js'
import './custom.scss'

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  // form-state with the lock check Payload lacks (issue 28).
  return handleServerFunctions({ ...args, config, importMap, serverFunctions: { 'form-state': guardedFormState } })
}

const Layout = ({ children }: { children: React.ReactNode }) => (
  <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
    {children}
  </RootLayout>
)

export default Layout
