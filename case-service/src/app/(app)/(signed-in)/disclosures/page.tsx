import { DisclosureList } from '@case/web/disclosures/DisclosureList'

export default function MyDisclosures() {
  return <DisclosureList view="mine" />
}
