import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { generateKeyPairSync, type KeyObject } from 'node:crypto'

/**
 * Wallet credentials made for one test run, the way an operator gets them, with Apple and Google
 * played by the test: a root certificate authority (Apple's root), an intermediate it signed
 * (the WWDR G4 certificate) and a pass certificate the intermediate signed, with the Pass Type
 * ID and the team in its subject as Apple writes them, its key encrypted under a passphrase
 * (OpenSSL's default PKCS#8); and a Google service account's JSON key. Made with the openssl
 * command line, as docs/operations.md tells an operator to.
 */
export interface WalletCredentials {
  dir: string
  passTypeId: string
  teamId: string
  /** Files: the root the signature must chain to, the WWDR stand-in, the pass certificate and its key. */
  appleRoot: string
  wwdr: string
  passCertificate: string
  passKey: string
  passphrase: string
  issuerId: string
  clientEmail: string
  /** The service account's JSON key, as Google's console hands it out. */
  serviceAccountJson: string
  /** What verifies the save links' JWTs. */
  googlePublicKey: KeyObject
  /** The server's settings for both wallets (APPLE_PASS_KEY as a file path, the JSON key as text). */
  env: Record<string, string>
  remove(): void
}

const openssl = (dir: string, ...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' })

/** An extensions file for `openssl x509 -req -extfile`. */
function extensions(dir: string, name: string, lines: string[]) {
  fs.writeFileSync(path.join(dir, name), lines.join('\n') + '\n')
  return name
}

/** A certificate for `subject`, signed by `issuer` (a name in `dir`: `<issuer>.pem` and `<issuer>.key`). */
function issue(dir: string, name: string, subject: string, issuer: string, ext: string[], keyArgs: string[] = []) {
  openssl(dir, 'req', '-new', '-key', `${name}.key`, ...keyArgs, '-subj', subject, '-out', `${name}.csr`)
  openssl(
    dir,
    'x509',
    '-req',
    '-in',
    `${name}.csr`,
    '-CA',
    `${issuer}.pem`,
    '-CAkey',
    `${issuer}.key`,
    '-CAcreateserial',
    '-days',
    '2',
    '-sha256',
    '-out',
    `${name}.pem`,
    '-extfile',
    extensions(dir, `${name}.ext`, ext),
  )
}

export function makeWalletCredentials({
  passTypeId = 'pass.test.makers-pub-night',
  teamId = 'ABCDE12345',
} = {}): WalletCredentials {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-wallet-'))
  const passphrase = 'correct horse battery staple'
  const authority = ['basicConstraints=critical,CA:TRUE', 'keyUsage=critical,keyCertSign,cRLSign']
  openssl(
    dir,
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'root.key',
    '-out',
    'root.pem',
    '-days',
    '2',
    '-sha256',
    '-subj',
    '/CN=Test Apple Root CA/O=Test Apple',
    '-addext',
    authority[0],
    '-addext',
    authority[1],
  )
  openssl(dir, 'genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048', '-out', 'wwdr.key')
  issue(dir, 'wwdr', '/CN=Test Worldwide Developer Relations/OU=G4/O=Test Apple', 'root', authority)
  openssl(
    dir,
    'genpkey',
    '-algorithm',
    'RSA',
    '-pkeyopt',
    'rsa_keygen_bits:2048',
    '-aes-256-cbc',
    '-pass',
    `pass:${passphrase}`,
    '-out',
    'pass.key',
  )
  issue(
    dir,
    'pass',
    `/UID=${passTypeId}/CN=Pass Type ID: ${passTypeId}/OU=${teamId}/O=Test Makers/C=US`,
    'wwdr',
    ['basicConstraints=critical,CA:FALSE', 'keyUsage=critical,digitalSignature'],
    ['-passin', `pass:${passphrase}`],
  )

  const google = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const clientEmail = 'wallet-signer@test-project.iam.gserviceaccount.com'
  const serviceAccountJson = JSON.stringify({
    type: 'service_account',
    project_id: 'test-project',
    private_key_id: 'test-key-1',
    private_key: google.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: clientEmail,
  })
  const file = (name: string) => path.join(dir, name)
  const issuerId = '3388000000012345678'
  return {
    dir,
    passTypeId,
    teamId,
    appleRoot: file('root.pem'),
    wwdr: file('wwdr.pem'),
    passCertificate: file('pass.pem'),
    passKey: file('pass.key'),
    passphrase,
    issuerId,
    clientEmail,
    serviceAccountJson,
    googlePublicKey: google.publicKey,
    env: {
      APPLE_PASS_TYPE_ID: passTypeId,
      APPLE_TEAM_ID: teamId,
      APPLE_PASS_CERT: fs.readFileSync(file('pass.pem'), 'utf8'),
      APPLE_PASS_KEY: file('pass.key'),
      APPLE_PASS_KEY_PASSPHRASE: passphrase,
      APPLE_WWDR_CERT: file('wwdr.pem'),
      GOOGLE_WALLET_ISSUER_ID: issuerId,
      GOOGLE_WALLET_SERVICE_ACCOUNT: serviceAccountJson,
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  }
}
