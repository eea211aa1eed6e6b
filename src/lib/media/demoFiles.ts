// Generated upload files (no binaries in the repository): the demo seed's pictures and PDFs and the
// integration tests' uploads.
import sharp from 'sharp'

export type UploadFile = { name: string; data: Buffer; mimetype: string; size: number }

const hex = (value: number) =>
  Math.round(value * 255)
    .toString(16)
    .padStart(2, '0')
function hslToHex(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness)
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    return lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
  }
  return `#${hex(channel(0))}${hex(channel(8))}${hex(channel(4))}`
}

/** A small abstract picture (gradient and shapes, colours derived from the name) rendered by sharp. */
export async function demoImage(name: string, { width = 1200, height = 800 } = {}): Promise<UploadFile> {
  const hue = [...name].reduce((h, char) => (h * 31 + char.charCodeAt(0)) % 360, 7)
  const radius = Math.round(Math.min(width, height) * 0.22)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${hslToHex(hue, 0.55, 0.6)}"/><stop offset="1" stop-color="${hslToHex((hue + 50) % 360, 0.6, 0.3)}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${Math.round(width * 0.68)}" cy="${Math.round(height * 0.38)}" r="${radius}" fill="#ffffff" fill-opacity="0.25"/>
  <rect x="${Math.round(width * 0.1)}" y="${Math.round(height * 0.62)}" width="${Math.round(width * 0.45)}" height="${Math.round(height * 0.16)}" rx="24" fill="#ffffff" fill-opacity="0.18"/>
</svg>`
  const png = name.endsWith('.png')
  const image = sharp(Buffer.from(svg))
  const data = await (png ? image.png() : image.jpeg({ quality: 78 })).toBuffer()
  return { name, data, mimetype: png ? 'image/png' : 'image/jpeg', size: data.length }
}

/** A square logo mark in the brand colour (a rounded tile with two white shapes, no text) as PNG, rendered by sharp. */
export async function demoLogo(name: string, color: string): Promise<UploadFile> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
  <rect width="256" height="256" rx="56" fill="${color}"/>
  <circle cx="128" cy="104" r="46" fill="#ffffff"/>
  <rect x="62" y="168" width="132" height="26" rx="13" fill="#ffffff" fill-opacity="0.85"/>
</svg>`
  const data = await sharp(Buffer.from(svg)).png().toBuffer()
  return { name, data, mimetype: 'image/png', size: data.length }
}

/** A one-page PDF with a title line (hand-written PDF 1.4 with a correct xref table). */
export function demoPdf(name: string, title: string): UploadFile {
  const ascii = title
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ß/g, 'ss')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[()\\]/g, (char) => `\\${char}`)
  const stream = `BT /F1 20 Tf 72 760 Td (${ascii}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets = objects.map((object, index) => {
    const offset = body.length
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  const data = Buffer.from(body, 'latin1')
  return { name, data, mimetype: 'application/pdf', size: data.length }
}
