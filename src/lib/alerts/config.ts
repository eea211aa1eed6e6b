/** Alert levels in rising severity, channels and their configuration from the environment. */
export const ALERT_LEVELS = ['info', 'warning', 'error', 'critical'] as const
export type AlertLevel = (typeof ALERT_LEVELS)[number]

export const ALERT_CHANNELS = ['email', 'slack', 'discord', 'console'] as const
export type AlertChannel = (typeof ALERT_CHANNELS)[number]

export type AlertConfig = {
  channels: AlertChannel[]
  minLevel: AlertLevel
  slackWebhookUrl?: string
  discordWebhookUrl?: string
  emailTo: string[]
}

export type AlertEnv = Partial<
  Record<
    'ALERT_CHANNELS' | 'ALERT_MIN_LEVEL' | 'ALERT_SLACK_WEBHOOK_URL' | 'ALERT_DISCORD_WEBHOOK_URL' | 'ALERT_EMAIL_TO',
    string
  >
>

export const isAtLeast = (level: AlertLevel, minimum: AlertLevel): boolean =>
  ALERT_LEVELS.indexOf(level) >= ALERT_LEVELS.indexOf(minimum)

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

/**
 * Defaults: console only, from `warning` up. A channel without its target (webhook URL,
 * recipients) is dropped, and unknown names are ignored, so a typo never breaks sending.
 */
export function alertConfigFromEnv(env: AlertEnv): AlertConfig {
  const slackWebhookUrl = env.ALERT_SLACK_WEBHOOK_URL?.trim() || undefined
  const discordWebhookUrl = env.ALERT_DISCORD_WEBHOOK_URL?.trim() || undefined
  const emailTo = list(env.ALERT_EMAIL_TO)
  const requested = env.ALERT_CHANNELS === undefined ? ['console'] : list(env.ALERT_CHANNELS.toLowerCase())
  const configured: Record<AlertChannel, boolean> = {
    console: true,
    email: emailTo.length > 0,
    slack: Boolean(slackWebhookUrl),
    discord: Boolean(discordWebhookUrl),
  }
  const channels = ALERT_CHANNELS.filter((channel) => requested.includes(channel) && configured[channel])
  const minLevel = (ALERT_LEVELS as readonly string[]).includes(env.ALERT_MIN_LEVEL?.trim().toLowerCase() ?? '')
    ? (env.ALERT_MIN_LEVEL!.trim().toLowerCase() as AlertLevel)
    : 'warning'
  return { channels, minLevel, slackWebhookUrl, discordWebhookUrl, emailTo }
}
