import PDFDocument from 'pdfkit'
import { csvRows } from '@/endpoints/csv'
import type { ReportDocument } from './aggregate'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

/** The report as an HTML e-mail body (inline styles: mail clients drop style sheets). */
export function renderReportHtml(report: ReportDocument, lang: 'de' | 'en'): string {
  const cell = 'style="border:1px solid #ccc;padding:4px 8px;text-align:left"'
  const sections = report.sections.map(
    (section) =>
      `<h2 style="font-size:16px">${escapeHtml(section.heading)}</h2>` +
      `<table style="border-collapse:collapse"><thead><tr>${section.columns.map((column) => `<th ${cell}>${escapeHtml(column)}</th>`).join('')}</tr></thead>` +
      `<tbody>${section.rows.map((row) => `<tr>${row.map((value) => `<td ${cell}>${escapeHtml(value)}</td>`).join('')}</tr>`).join('')}</tbody></table>`,
  )
  return `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif"><h1 style="font-size:20px">${escapeHtml(report.title)}</h1><p>${escapeHtml(report.subtitle)}</p>${sections.join('')}</body></html>`
}

/** The report as CSV: per section a heading row, the column row and the data rows, a blank row between sections. */
export function renderReportCsv(report: ReportDocument): string {
  const rows: string[][] = [[report.title], [report.subtitle]]
  for (const section of report.sections) rows.push([], [section.heading], section.columns, ...section.rows)
  return csvRows(rows)
}

/** The report as an A4 PDF (pdfkit's built-in Helvetica: Latin-1, enough for German and English). */
export function renderReportPdf(report: ReportDocument): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 50, info: { Title: report.title } })
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })
  const left = pdf.page.margins.left
  const width = pdf.page.width - left - pdf.page.margins.right
  const bottom = () => pdf.page.height - pdf.page.margins.bottom - 20
  pdf.font('Helvetica-Bold').fontSize(18).text(report.title)
  pdf.font('Helvetica').fontSize(10).text(report.subtitle).moveDown()
  for (const section of report.sections) {
    if (pdf.y > bottom() - 40) pdf.addPage()
    pdf.font('Helvetica-Bold').fontSize(13).text(section.heading, left).moveDown(0.3)
    const columnWidth = width / Math.max(section.columns.length, 1)
    const line = (values: string[], bold: boolean) => {
      if (pdf.y > bottom()) pdf.addPage()
      const y = pdf.y
      pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9)
      values.forEach((value, index) =>
        pdf.text(value, left + index * columnWidth, y, { width: columnWidth - 6, lineBreak: false, ellipsis: true }),
      )
      pdf.x = left
      pdf.y = y + 14
    }
    line(section.columns, true)
    for (const row of section.rows) line(row, false)
    pdf.moveDown()
  }
  pdf.end()
  return done
}
