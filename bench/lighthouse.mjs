/* global console, process */
// Lighthouse 12.2.3 (issue 30's quality bars): mobile preset (its default config, simulated throttling) in Debian
// Chromium started by Playwright, each page three times, judged on the median score of each category.
import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import lighthouse from 'lighthouse'
import { chromium } from '@playwright/test'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const RUNS = 3
// The median run's full report per page, to read what cost the points (open in the Lighthouse viewer).
const REPORTS = 'test-results/lighthouse'

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * Median Lighthouse scores (0–100) per category for each `{ label, url, bars }`; `bars` maps a category to its
 * minimum. Returns the rows and whether every bar was met.
 */
export async function lighthouseScores(pages) {
  const port = await freePort()
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu'],
  })
  const rows = []
  try {
    for (const page of pages) {
      const runs = []
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(page.url, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        })
        if (!result) throw new Error(`lighthouse returned nothing for ${page.url}`)
        if (result.lhr.runtimeError) throw new Error(`${page.url}: ${result.lhr.runtimeError.message}`)
        runs.push(result.lhr)
      }
      const scores = Object.fromEntries(
        CATEGORIES.map((category) => [
          category,
          Math.round(median(runs.map((lhr) => (lhr.categories[category]?.score ?? 0) * 100))),
        ]),
      )
      // What cost points in the median run, so a miss can be acted on.
      const failing = [
        ...new Set(
          runs.flatMap((lhr) =>
            CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
              (lhr.categories[category]?.auditRefs ?? [])
                .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
                .map((ref) => ref.id),
            ),
          ),
        ),
      ]
      const metrics = runs.map((lhr) => ({
        lcp: lhr.audits['largest-contentful-paint']?.numericValue,
        tbt: lhr.audits['total-blocking-time']?.numericValue,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue,
      }))
      const medianRun = [...runs].sort(
        (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
      )[Math.floor(runs.length / 2)]
      mkdirSync(REPORTS, { recursive: true })
      writeFileSync(path.join(REPORTS, `${page.label.split(' ')[0]}.json`), JSON.stringify(medianRun))
      const met = Object.entries(page.bars).every(([category, bar]) => scores[category] >= bar)
      rows.push({ ...page, scores, failing, metrics, met })
    }
  } finally {
    await browser.close()
  }
  return rows
}

/** Prints the rows as a table, each score beside its bar. */
export function printLighthouse(rows) {
  console.info(`Lighthouse 12.2.3, mobile preset, median of ${RUNS} runs (score / bar)`)
  for (const row of rows) {
    const cells = CATEGORIES.map((category) => {
      const bar = row.bars[category]
      return `${category} ${row.scores[category]}${bar === undefined ? '' : ` / ${bar}`}`
    })
    const lcp = median(row.metrics.map((metric) => metric.lcp ?? 0))
    console.info(
      `  ${row.label.padEnd(34)} ${cells.join(', ')}; LCP ${(lcp / 1000).toFixed(2)} s ${row.met ? 'OK' : 'BELOW BAR'}`,
    )
    if (row.failing.length > 0) console.info(`    audits below 1: ${row.failing.join(', ')}`)
  }
}
