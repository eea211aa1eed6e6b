import { DisclosureDetailPage } from '@case/web/disclosures/DisclosureDetailPage'

export default async function Disclosure({ params }: { params: Promise<{ id: string }> }) {
  return <DisclosureDetailPage id={(await params).id} />
}
