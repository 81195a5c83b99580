import fs from 'node:fs'
import express from 'express'

/**
 * The ceiling for GET /api/events: a bare Express handler returning the same JSON from
 * memory, no database, no middleware.
 */
const body = fs.readFileSync(process.env.BASELINE_JSON!, 'utf8')
const app = express()
app.get('/api/health', (_req, res) => res.json({ status: 'ok' }))
app.get('/api/events', (_req, res) => res.type('application/json').send(body))
app.listen(Number(process.env.PORT))
