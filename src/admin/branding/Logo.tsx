import logo from '../../../public/logo-demo.svg'
import { PRODUCT_NAME } from './brand'

/**
 * The product logo on the login screen (`admin.components.graphics.Logo`). Imported, so Next
 * serves it from /_next/static: plain /public paths would pass the tenant-site host rewrite.
 */
export function Logo() {
  return <img src={logo.src} alt={PRODUCT_NAME} width={240} height={64} className="brand-logo" />
}
