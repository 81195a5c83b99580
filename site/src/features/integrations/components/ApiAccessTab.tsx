import { SectionHeader } from '@site/components/SectionHeader'
import { TokensSection } from './TokensSection'
import { WebhooksSection } from './WebhooksSection'

/** The dashboard's "API access" tab: tokens for the host's tools, and webhooks to them. */
export function ApiAccessTab() {
  return (
    <>
      <SectionHeader>
        <h2>API access</h2>
      </SectionHeader>
      <TokensSection />
      <WebhooksSection />
    </>
  )
}
