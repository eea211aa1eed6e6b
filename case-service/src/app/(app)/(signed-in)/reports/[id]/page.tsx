import { ReportViewerPage } from '@case/web/reports/ReportViewerPage'

export default async function ReportViewer({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return <ReportViewerPage id={id} />
}
