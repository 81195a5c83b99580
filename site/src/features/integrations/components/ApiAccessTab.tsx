import { SectionHeader } from '@site/components/SectionHeader'
import { i18n } from '@site/i18n/i18n'
import { TokensSection } from './TokensSection'
import { WebhooksSection } from './WebhooksSection'

/** The dashboard's "API access" tab: tokens for the host's tools, and webhooks to them. */
export function ApiAccessTab() {
  return (
    <>
      <SectionHeader>
        <h2>{i18n._('API access')}</h2>
      </SectionHeader>
      <TokensSection />
      <WebhooksSection />
    </>
  )
}
