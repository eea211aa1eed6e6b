import type { SharePlatform } from './config'

const LABELS: Record<SharePlatform, string> = {
  email: 'E-Mail',
  linkedin: 'LinkedIn',
  x: 'X',
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
  xing: 'XING',
}

/** Plain share links (no third-party script): each platform's own share URL with the page URL and title. */
export function shareLink(platform: SharePlatform, url: string, title: string): { href: string; label: string } {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  const href = {
    email: `mailto:?subject=${t}&body=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    x: `https://x.com/intent/post?url=${u}&text=${t}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    xing: `https://www.xing.com/spi/shares/new?url=${u}`,
  }[platform]
  return { href, label: LABELS[platform] }
}
