import { Router, type RequestHandler } from 'express'
import { messages } from '../../../contract/messages'
import { HttpError } from '../../lib/httpError'
import { fileName } from '../../i18n/fileNames'
import { ticketOf } from './ticket'
import { applePass } from './applePass'
import { googleSaveUrl } from './googleSaveLink'
import type { ApiContext } from '../context'

/**
 * `/api/registrations/{token}/wallet.pkpass` and `/wallet/google` (docs/api.md, "Wallet
 * passes"): the registration's ticket for Apple Wallet and Google Wallet, made on request from
 * the manage token, signed with the operator's credentials (config/wallet.ts). Nothing is stored.
 */
export function walletRouter({ payload, env, rateLimits, publicEvents }: ApiContext): Router {
  const router = Router()
  const { apple, google } = env.wallet

  // The address holds a manage link: never cached, never passed on in a Referer (Google's
  // page is the next stop of the save link).
  const privateAnswer: RequestHandler = (_req, res, next) => {
    res.set({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' })
    next()
  }

  const ticket = async (token: string) =>
    ticketOf(payload, env, token, (await publicEvents.settings()).productName || 'Makers Pub Night')

  router.get('/:token/wallet.pkpass', privateAnswer, rateLimits.wallet, async (req, res) => {
    if (!apple) throw new HttpError(404, messages.walletNotSetUp)
    const made = await ticket(String(req.params.token))
    const pass = await applePass(apple, made)
    const name = fileName(made.locale, 'walletPass')
    res.set({ 'Content-Type': 'application/vnd.apple.pkpass', 'Content-Disposition': `attachment; filename="${name}"` })
    res.send(pass)
  })

  router.get('/:token/wallet/google', privateAnswer, rateLimits.wallet, async (req, res) => {
    if (!google) throw new HttpError(404, messages.walletNotSetUp)
    res.redirect(302, await googleSaveUrl(google, await ticket(String(req.params.token)), env.SERVER_URL))
  })

  return router
}
