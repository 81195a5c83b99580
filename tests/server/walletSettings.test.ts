import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { loadEnv } from '../../config/env'
import { makeWalletCredentials, type WalletCredentials } from '../support/walletCredentials'

/**
 * The wallet settings are read and checked at start with the other settings (config/wallet.ts):
 * every mistake an operator can make with the files Apple and Google hand out stops the start
 * with the variable and what to fix, and a wallet with none of its settings is simply off.
 */
let credentials: WalletCredentials
beforeAll(() => {
  credentials = makeWalletCredentials()
})
afterAll(() => credentials.remove())

const base = { NODE_ENV: 'test', PAYLOAD_SECRET: 'f3a9c1e7b2d8406a9e5c7b1d3f2a8e6c4b0d9f7a' }
const load = (settings: Record<string, string>) => loadEnv({ ...base, ...settings } as NodeJS.ProcessEnv)
/** The start's error, or null when it starts. */
const refusal = (settings: Record<string, string>) => {
  try {
    load(settings)
    return null
  } catch (err) {
    return (err as Error).message
  }
}
const apple = () => Object.fromEntries(Object.entries(credentials.env).filter(([name]) => name.startsWith('APPLE_')))
const google = () => Object.fromEntries(Object.entries(credentials.env).filter(([name]) => name.startsWith('GOOGLE_')))
const file = (name: string) => path.join(credentials.dir, name)

describe('wallet settings', () => {
  it('leave both wallets off when none is set, and turn each on with its own settings alone', () => {
    expect(load({}).wallet).toEqual({ apple: null, google: null })
    expect(load(apple()).wallet).toEqual({ apple: expect.objectContaining({ passTypeId: credentials.passTypeId }), google: null })
    expect(load(google()).wallet).toEqual({
      apple: null,
      google: expect.objectContaining({ clientEmail: credentials.clientEmail }),
    })
  })

  it('take PEM text, one-line PEM text with \\n escapes, or file paths, and a JSON key as text or a file', () => {
    const oneLine = (name: string) => fs.readFileSync(file(name), 'utf8').replace(/\n/g, '\\n')
    const variants = {
      files: { ...apple(), APPLE_PASS_CERT: file('pass.pem'), APPLE_WWDR_CERT: file('wwdr.pem') },
      text: {
        ...apple(),
        APPLE_PASS_KEY: fs.readFileSync(file('pass.key'), 'utf8'),
        APPLE_WWDR_CERT: fs.readFileSync(file('wwdr.pem'), 'utf8'),
      },
      oneLine: {
        ...apple(),
        APPLE_PASS_CERT: oneLine('pass.pem'),
        APPLE_PASS_KEY: oneLine('pass.key'),
        APPLE_WWDR_CERT: oneLine('wwdr.pem'),
      },
    }
    for (const [form, settings] of Object.entries(variants))
      expect([form, load(settings).wallet.apple?.teamId]).toEqual([form, credentials.teamId])
    fs.writeFileSync(file('service-account.json'), credentials.serviceAccountJson)
    expect(load({ ...google(), GOOGLE_WALLET_SERVICE_ACCOUNT: file('service-account.json') }).wallet.google?.keyId).toBe(
      'test-key-1',
    )
  })

  it('name every missing setting of a wallet that is partly set', () => {
    expect(refusal({ APPLE_TEAM_ID: credentials.teamId })).toBe(
      ['APPLE_PASS_TYPE_ID', 'APPLE_PASS_CERT', 'APPLE_PASS_KEY', 'APPLE_WWDR_CERT']
        .map(
          (name) =>
            `  - ${name}: is required with the other settings of this wallet (APPLE_PASS_TYPE_ID, APPLE_TEAM_ID, APPLE_PASS_CERT, APPLE_PASS_KEY, APPLE_WWDR_CERT)`,
        )
        .reduce((message, line) => `${message}\n${line}`, 'Invalid environment:'),
    )
    expect(refusal({ APPLE_PASS_KEY_PASSPHRASE: 'alone' })).toMatch(/APPLE_PASS_TYPE_ID: is required/)
    expect(refusal({ GOOGLE_WALLET_ISSUER_ID: credentials.issuerId })).toBe(
      'Invalid environment:\n  - GOOGLE_WALLET_SERVICE_ACCOUNT: is required with the other settings of this wallet (GOOGLE_WALLET_ISSUER_ID, GOOGLE_WALLET_SERVICE_ACCOUNT)',
    )
  })

  it('say what is wrong with each file, key and identifier', () => {
    const { APPLE_PASS_KEY_PASSPHRASE: _passphrase, ...withoutPassphrase } = apple()
    const problems = {
      'a Pass Type ID without pass.': { ...apple(), APPLE_PASS_TYPE_ID: 'com.example.events' },
      'a short team': { ...apple(), APPLE_TEAM_ID: 'ABC' },
      'a missing file': { ...apple(), APPLE_WWDR_CERT: file('nothing-here.pem') },
      'a key for a certificate': { ...apple(), APPLE_PASS_CERT: file('pass.key') },
      'no passphrase': withoutPassphrase,
      'a wrong passphrase': { ...apple(), APPLE_PASS_KEY_PASSPHRASE: 'wrong horse' },
      "another certificate's key": { ...apple(), APPLE_PASS_KEY: file('wwdr.key') },
      'the root for the WWDR certificate': { ...apple(), APPLE_WWDR_CERT: credentials.appleRoot },
      'another Pass Type ID': { ...apple(), APPLE_PASS_TYPE_ID: 'pass.com.example.other' },
      'another team': { ...apple(), APPLE_TEAM_ID: 'ZYXWV98765' },
      'a named issuer': { ...google(), GOOGLE_WALLET_ISSUER_ID: 'makers' },
      'a JSON key without its key': { ...google(), GOOGLE_WALLET_SERVICE_ACCOUNT: '{"client_email":"x@example.com"}' },
      'broken JSON': { ...google(), GOOGLE_WALLET_SERVICE_ACCOUNT: '{"client_email":' },
    }
    const said = Object.fromEntries(
      Object.entries(problems).map(([label, settings]) => [label, refusal(settings)?.split('\n').slice(1)]),
    )
    expect(said).toEqual({
      'a Pass Type ID without pass.': ['  - APPLE_PASS_TYPE_ID: must be a Pass Type ID such as pass.com.example.events'],
      'a short team': ['  - APPLE_TEAM_ID: must be the 10-character Team ID of the Apple Developer account (letters and digits)'],
      'a missing file': [
        `  - APPLE_WWDR_CERT: cannot read the file ${file('nothing-here.pem')} (ENOENT); give the PEM text or the path of a readable file`,
      ],
      'a key for a certificate': [
        '  - APPLE_PASS_CERT: must be a PEM certificate (-----BEGIN CERTIFICATE-----), as the text or a file path',
      ],
      'no passphrase': ['  - APPLE_PASS_KEY: is encrypted: set APPLE_PASS_KEY_PASSPHRASE'],
      'a wrong passphrase': ['  - APPLE_PASS_KEY_PASSPHRASE: does not open APPLE_PASS_KEY'],
      "another certificate's key": ['  - APPLE_PASS_KEY: is not the private key of APPLE_PASS_CERT'],
      'the root for the WWDR certificate': [
        "  - APPLE_PASS_CERT: was not issued by APPLE_WWDR_CERT: use Apple's WWDR G4 intermediate certificate",
      ],
      'another Pass Type ID': [
        `  - APPLE_PASS_CERT: is the certificate of ${credentials.passTypeId}, not of APPLE_PASS_TYPE_ID pass.com.example.other`,
      ],
      'another team': [`  - APPLE_PASS_CERT: belongs to team ${credentials.teamId}, not to APPLE_TEAM_ID ZYXWV98765`],
      'a named issuer': ['  - GOOGLE_WALLET_ISSUER_ID: must be the numeric Issuer ID of the Google Pay & Wallet Console'],
      'a JSON key without its key': [
        "  - GOOGLE_WALLET_SERVICE_ACCOUNT: must be the service account's JSON key, with client_email and private_key",
      ],
      'broken JSON': ["  - GOOGLE_WALLET_SERVICE_ACCOUNT: must be the service account's JSON key (its text or a file path)"],
    })
  })
})
