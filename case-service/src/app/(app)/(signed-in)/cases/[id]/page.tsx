import { CaseDetailPage } from '@case/web/cases/CaseDetailPage'

export default async function Case({ params }: { params: Promise<{ id: string }> }) {
  return <CaseDetailPage id={(await params).id} />
}
