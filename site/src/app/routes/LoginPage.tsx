import { Link } from 'react-router-dom'
import { FormPage } from '@site/components/FormPage'
import { paths } from '@site/config/paths'
import { LoginForm } from '@site/features/account/components/LoginForm'
import { usePageTitle } from '@site/hooks/usePageTitle'

export function LoginPage() {
  usePageTitle('Sign in')
  return (
    <FormPage
      title="Welcome Back"
      subtitle="Sign in to manage your events and attendees."
      aside={
        <>
          Want to run a pub night? <Link to={paths.host}>Become a Host</Link>
        </>
      }
    >
      <LoginForm />
    </FormPage>
  )
}
