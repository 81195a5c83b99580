import { FormPage } from '@site/components/FormPage'
import { ContactForm } from '@site/features/contact/components/ContactForm'
import { usePageTitle } from '@site/hooks/usePageTitle'

export function ContactPage() {
  usePageTitle('Contact')
  return (
    <FormPage title="Contact Us" subtitle="Questions, ideas, or want to host a night? Drop us a line.">
      <ContactForm />
    </FormPage>
  )
}
