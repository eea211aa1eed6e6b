import icon from '../../../public/favicon.svg'
import { PRODUCT_NAME } from './brand'

/** The product icon in the nav and the header (`admin.components.graphics.Icon`). */
export function Icon() {
  return <img src={icon.src} alt={PRODUCT_NAME} width={24} height={24} className="brand-icon" />
}
