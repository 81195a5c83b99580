import { useState } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { Alert } from '@site/components/Alert'
import { ButtonLink } from '@site/components/Button'
import { FormPage } from '@site/components/FormPage'
import { paths } from '@site/config/paths'
import { HostRegistrationForm } from '@site/features/hosts/components/HostRegistrationForm'
import { usePageTitle } from '@site/hooks/usePageTitle'
import { i18n } from '@site/i18n/i18n'
import type { CurrentUser } from '@contract/types'

const Note = styled.div`
  margin-bottom: 20px;
`

export function HostPage() {
  usePageTitle(i18n._('Become a Host'))
  const [applicant, setApplicant] = useState<CurrentUser | null>(null)

  if (applicant) {
    return (
      <FormPage title={i18n._('Become a Host')}>
        <Alert tone="success" title={i18n._('Application received — pending review')}>
          {i18n._(
            'Thanks, {name}! An administrator will review your application and we will email {email} once it is approved. You can sign in after that.',
            { name: applicant.name, email: applicant.email },
          )}
        </Alert>
        <p>
          <ButtonLink to={paths.home} $variant="secondary">
            {i18n._('Back to events')}
          </ButtonLink>
        </p>
      </FormPage>
    )
  }

  return (
    <FormPage
      title={i18n._('Become a Host')}
      subtitle={i18n._('Bring local makers together in your town. Tell us a little about yourself.')}
      aside={
        <>
          {i18n._('Already a host?')} <Link to={paths.auth}>{i18n._('Sign in')}</Link>
        </>
      }
    >
      <Note>
        <Alert tone="info">{i18n._('An administrator reviews every application. You can sign in once yours is approved.')}</Alert>
      </Note>
      <HostRegistrationForm onRegistered={setApplicant} />
    </FormPage>
  )
}
