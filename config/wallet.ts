import fs from 'node:fs'
import path from 'node:path'
import { X509Certificate, createPrivateKey, type KeyObject } from 'node:crypto'
import type { WalletAvailability } from '../contract/wallet'

/**
 * The wallet passes' credentials (docs/operations.md, "Wallet passes"), read and checked once at
 * start beside the other settings (config/env.ts), so a wrong file, key or passphrase stops the
 * start with what to fix instead of failing the first person who taps the button. Each wallet is
 * on when all of its settings are set and off when none is; a part of them is an error.
 */
export interface AppleWalletSettings {
  passTypeId: string
  teamId: string
  /** The pass certificate, the WWDR intermediate and the key, as PEM text. */
  certificate: string
  wwdr: string
  /** Unencrypted PKCS#1, whatever form the operator gave: the signer needs no passphrase then. */
  key: string
}

export interface GoogleWalletSettings {
  issuerId: string
  /** The service account that signs the save links (its JSON key's `client_email` and `private_key_id`). */
  clientEmail: string
  keyId: string | null
  privateKey: KeyObject
}

export interface WalletSettings {
  apple: AppleWalletSettings | null
  google: GoogleWalletSettings | null
}

export interface WalletVariables {
  APPLE_PASS_TYPE_ID?: string
  APPLE_TEAM_ID?: string
  APPLE_PASS_CERT?: string
  APPLE_PASS_KEY?: string
  APPLE_PASS_KEY_PASSPHRASE?: string
  APPLE_WWDR_CERT?: string
  GOOGLE_WALLET_ISSUER_ID?: string
  GOOGLE_WALLET_SERVICE_ACCOUNT?: string
}

export interface SettingProblem {
  variable: string
  message: string
}

const APPLE_REQUIRED = ['APPLE_PASS_TYPE_ID', 'APPLE_TEAM_ID', 'APPLE_PASS_CERT', 'APPLE_PASS_KEY', 'APPLE_WWDR_CERT'] as const
const GOOGLE_REQUIRED = ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_SERVICE_ACCOUNT'] as const

/** Thrown inside one wallet's reading: the first problem found, under the variable that has it. */
class Problem extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message)
  }
}

/** The value itself when it looks like the text, else the file it names. */
function textOrFile(variable: string, value: string, looksLikeText: (value: string) => boolean): string {
  if (looksLikeText(value)) return value
  try {
    return fs.readFileSync(path.resolve(value), 'utf8')
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'unreadable'
    throw new Problem(variable, `cannot read the file ${value} (${code}); give the PEM text or the path of a readable file`)
  }
}

const isPem = (value: string) => value.includes('-----BEGIN')

/** PEM text or a file; a one-line value (a platform's secret field) may carry `\n` escapes. */
const pemOf = (variable: string, value: string) => textOrFile(variable, value, isPem).replace(/\\n/g, '\n')

function certificateOf(variable: string, value: string): X509Certificate {
  try {
    return new X509Certificate(pemOf(variable, value))
  } catch (err) {
    if (err instanceof Problem) throw err
    throw new Problem(variable, 'must be a PEM certificate (-----BEGIN CERTIFICATE-----), as the text or a file path')
  }
}

function privateKeyOf(variable: string, pem: string, passphrase: string | undefined, passphraseVariable: string): KeyObject {
  const encrypted = /-----BEGIN ENCRYPTED PRIVATE KEY-----|Proc-Type: 4,ENCRYPTED/.test(pem)
  if (encrypted && passphrase === undefined) throw new Problem(variable, `is encrypted: set ${passphraseVariable}`)
  let key: KeyObject
  try {
    key = createPrivateKey({ key: pem, format: 'pem', ...(passphrase !== undefined ? { passphrase } : {}) })
  } catch {
    if (encrypted) throw new Problem(passphraseVariable, `does not open ${variable}`)
    throw new Problem(variable, 'must be a PEM private key (-----BEGIN PRIVATE KEY-----), as the text or a file path')
  }
  if (key.asymmetricKeyType !== 'rsa') throw new Problem(variable, 'must be an RSA key, as the wallets sign with')
  return key
}

/** A name=value line of a certificate's subject ("UID=pass.com.example.events"). */
const subjectField = (certificate: X509Certificate, name: string) =>
  certificate.subject
    .split('\n')
    .find((line) => line.startsWith(`${name}=`))
    ?.slice(name.length + 1)

type Given<Names extends string> = Record<Names, string> & WalletVariables

function appleSettings(vars: Given<(typeof APPLE_REQUIRED)[number]>): AppleWalletSettings {
  if (!/^pass\.[A-Za-z0-9][A-Za-z0-9.-]*$/.test(vars.APPLE_PASS_TYPE_ID))
    throw new Problem('APPLE_PASS_TYPE_ID', 'must be a Pass Type ID such as pass.com.example.events')
  if (!/^[A-Z0-9]{10}$/.test(vars.APPLE_TEAM_ID))
    throw new Problem('APPLE_TEAM_ID', 'must be the 10-character Team ID of the Apple Developer account (letters and digits)')
  const certificate = certificateOf('APPLE_PASS_CERT', vars.APPLE_PASS_CERT)
  const wwdr = certificateOf('APPLE_WWDR_CERT', vars.APPLE_WWDR_CERT)
  const pem = pemOf('APPLE_PASS_KEY', vars.APPLE_PASS_KEY)
  const key = privateKeyOf('APPLE_PASS_KEY', pem, vars.APPLE_PASS_KEY_PASSPHRASE, 'APPLE_PASS_KEY_PASSPHRASE')
  if (!certificate.checkPrivateKey(key)) throw new Problem('APPLE_PASS_KEY', 'is not the private key of APPLE_PASS_CERT')
  if (!certificate.checkIssued(wwdr))
    throw new Problem('APPLE_PASS_CERT', "was not issued by APPLE_WWDR_CERT: use Apple's WWDR G4 intermediate certificate")
  // Apple writes the Pass Type ID and the team into the certificate's subject: a mismatch makes
  // passes every iPhone refuses, so it is said now.
  const forPassType = subjectField(certificate, 'UID')
  if (forPassType && forPassType !== vars.APPLE_PASS_TYPE_ID)
    throw new Problem(
      'APPLE_PASS_CERT',
      `is the certificate of ${forPassType}, not of APPLE_PASS_TYPE_ID ${vars.APPLE_PASS_TYPE_ID}`,
    )
  const forTeam = subjectField(certificate, 'OU')
  if (forTeam && forTeam !== vars.APPLE_TEAM_ID)
    throw new Problem('APPLE_PASS_CERT', `belongs to team ${forTeam}, not to APPLE_TEAM_ID ${vars.APPLE_TEAM_ID}`)
  return {
    passTypeId: vars.APPLE_PASS_TYPE_ID,
    teamId: vars.APPLE_TEAM_ID,
    certificate: certificate.toString(),
    wwdr: wwdr.toString(),
    key: key.export({ type: 'pkcs1', format: 'pem' }).toString(),
  }
}

function googleSettings(vars: Given<(typeof GOOGLE_REQUIRED)[number]>): GoogleWalletSettings {
  if (!/^\d+$/.test(vars.GOOGLE_WALLET_ISSUER_ID))
    throw new Problem('GOOGLE_WALLET_ISSUER_ID', 'must be the numeric Issuer ID of the Google Pay & Wallet Console')
  const variable = 'GOOGLE_WALLET_SERVICE_ACCOUNT'
  const text = textOrFile(variable, vars.GOOGLE_WALLET_SERVICE_ACCOUNT, (value) => value.trim().startsWith('{'))
  let account: { client_email?: unknown; private_key?: unknown; private_key_id?: unknown }
  try {
    account = JSON.parse(text) as typeof account
  } catch {
    throw new Problem(variable, "must be the service account's JSON key (its text or a file path)")
  }
  if (typeof account.client_email !== 'string' || typeof account.private_key !== 'string')
    throw new Problem(variable, "must be the service account's JSON key, with client_email and private_key")
  return {
    issuerId: vars.GOOGLE_WALLET_ISSUER_ID,
    clientEmail: account.client_email,
    keyId: typeof account.private_key_id === 'string' ? account.private_key_id : null,
    privateKey: privateKeyOf(variable, account.private_key, undefined, variable),
  }
}

/** One wallet: off when none of its settings is set, every missing one named when some are. */
function readWallet<Names extends string, Settings>(
  vars: WalletVariables,
  all: readonly (keyof WalletVariables)[],
  required: readonly Names[],
  read: (vars: Given<Names>) => Settings,
  problems: SettingProblem[],
): Settings | null {
  if (all.every((name) => vars[name] === undefined)) return null
  const missing = required.filter((name) => vars[name as keyof WalletVariables] === undefined)
  for (const name of missing)
    problems.push({ variable: name, message: `is required with the other settings of this wallet (${required.join(', ')})` })
  if (missing.length) return null
  try {
    return read(vars as Given<Names>)
  } catch (err) {
    if (!(err instanceof Problem)) throw err
    problems.push({ variable: err.variable, message: err.message })
    return null
  }
}

/** The wallets the operator set up, and what is wrong with the settings given (empty when nothing is). */
export function readWalletSettings(vars: WalletVariables): { wallet: WalletSettings; problems: SettingProblem[] } {
  const problems: SettingProblem[] = []
  const apple = readWallet(vars, [...APPLE_REQUIRED, 'APPLE_PASS_KEY_PASSPHRASE'], APPLE_REQUIRED, appleSettings, problems)
  const google = readWallet(vars, GOOGLE_REQUIRED, GOOGLE_REQUIRED, googleSettings, problems)
  return { wallet: { apple, google }, problems }
}

/** Which wallets are on, for the site's buttons and the emails' links: never the credentials. */
export const walletAvailability = ({ apple, google }: WalletSettings): WalletAvailability => ({
  apple: apple !== null,
  google: google !== null,
})
