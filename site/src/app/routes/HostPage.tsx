import { useState } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { Alert } from '@site/components/Alert'
import { ButtonLink } from '@site/components/Button'
import { FormPage } from '@site/components/FormPage'
import { paths } from '@site/config/paths'
import { HostRegistrationForm } from '@site/features/hosts/components/HostRegistrationForm'
import { usePageTitle } from '@site/hooks/usePageTitle'
import type { CurrentUser } from '@contract/types'

const Note = styled.div`
  margin-bottom: 20px;
`

export function HostPage() {
  usePageTitle('Become a Host')
  const [applicant, setApplicant] = useState<CurrentUser | null>(null)

  if (applicant) {
    return (
      <FormPage title="Become a Host">
        <Alert tone="success" title="Application received — pending review">
          Thanks, {applicant.name}! An administrator will review your application and we will email {applicant.email} once it is
          approved. You can sign in after that.
        </Alert>
        <p>
          <ButtonLink to={paths.home} $variant="secondary">
            Back to events
          </ButtonLink>
        </p>
      </FormPage>
    )
  }

  return (
    <FormPage
      title="Become a Host"
      subtitle="Bring local makers together in your town. Tell us a little about yourself."
      aside={
        <>
          Already a host? <Link to={paths.auth}>Sign in</Link>
        </>
      }
    >
      <Note>
        <Alert tone="info">An administrator reviews every application. You can sign in once yours is approved.</Alert>
      </Note>
      <HostRegistrationForm onRegistered={setApplicant} />
    </FormPage>
  )
}
