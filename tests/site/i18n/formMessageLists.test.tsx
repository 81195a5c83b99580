import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { messages } from '@contract/messages'
import { newPasswordValidationMessages } from '@site/features/account/components/NewPasswordFields'
import { currentPasswordValidationMessages } from '@site/features/account/components/PasswordTab'
import { eventFormMessages } from '@site/features/events/lib/formMessages'
import { faqValidationMessages } from '@site/features/faqs/components/FaqForm'
import { retentionValidationMessages } from '@site/features/privacy/components/PrivacyTab'
import { validationMessages } from '@site/i18n/validationMessages'

/**
 * The forms' validation texts are marked for the catalogue in lists beside their components
 * (FormField translates the error it shows by its English). A list's text that drifted from the
 * contract's words would be translated while the form shows the contract's English: each must be
 * word for word a text of contract/messages.ts or of a contract schema.
 */
const contractSource = fs
  .readdirSync(path.resolve(process.cwd(), 'contract'))
  .filter((name) => name.endsWith('.ts'))
  .map((name) => fs.readFileSync(path.resolve(process.cwd(), 'contract', name), 'utf8'))
  .join('\n')
const contractTexts = new Set<string>(Object.values(messages))
const isContractText = (text: string) =>
  contractTexts.has(text) || contractSource.includes(`'${text}'`) || contractSource.includes(`"${text}"`)

const lists = {
  validationMessages,
  eventFormMessages,
  faqValidationMessages,
  newPasswordValidationMessages,
  currentPasswordValidationMessages,
  retentionValidationMessages,
}

describe("the forms' lists of validation texts", () => {
  it.each(Object.entries(lists))('%s holds only the contract’s own words', (_name, list) => {
    expect(list.length).toBeGreaterThan(0)
    expect(list.filter((text) => !isContractText(text))).toEqual([])
  })
})
