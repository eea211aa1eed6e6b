/** The media type of every workbook the service answers with (reports, templates, sync export). */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
