import { DisclosureList } from '@case/web/disclosures/DisclosureList'

export default function AllDisclosures() {
  return <DisclosureList view="admin" />
}
