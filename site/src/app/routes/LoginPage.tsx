import { Link } from 'react-router-dom'
import { i18n } from '@site/i18n/i18n'
import { FormPage } from '@site/components/FormPage'
import { paths } from '@site/config/paths'
import { LoginForm } from '@site/features/account/components/LoginForm'
import { usePageTitle } from '@site/hooks/usePageTitle'

export function LoginPage() {
  usePageTitle(i18n._('Sign in'))
  return (
    <FormPage
      title={i18n._('Welcome Back')}
      subtitle={i18n._('Sign in to manage your events and attendees.')}
      aside={
        // Two sentences, each whole: the question, then the link's own name.
        <>
          {i18n._('Want to run a pub night?')} <Link to={paths.host}>{i18n._('Become a Host')}</Link>
        </>
      }
    >
      <LoginForm />
    </FormPage>
  )
}
