import { FormPage } from '@site/components/FormPage'
import { ContactForm } from '@site/features/contact/components/ContactForm'
import { usePageTitle } from '@site/hooks/usePageTitle'
import { i18n } from '@site/i18n/i18n'

export function ContactPage() {
  usePageTitle(i18n._('Contact'))
  return (
    <FormPage title={i18n._('Contact Us')} subtitle={i18n._('Questions, ideas, or want to host a night? Drop us a line.')}>
      <ContactForm />
    </FormPage>
  )
}
