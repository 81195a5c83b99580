import { Link, useSearchParams } from 'react-router-dom'
import { FormPage } from '../../components/FormPage'
import { paths } from '../../config/paths'
import { ResetPasswordForm } from '../../features/auth/components/ResetPasswordForm'
import { usePageTitle } from '../../hooks/usePageTitle'

export function ResetPasswordPage() {
  usePageTitle('Choose a new password')
  const [params] = useSearchParams()
  return (
    <FormPage title="Choose a new password" aside={<Link to={paths.auth}>Back to sign in</Link>}>
      <ResetPasswordForm token={params.get('token')} />
    </FormPage>
  )
}
