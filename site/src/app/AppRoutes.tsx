import { Route, Routes } from 'react-router-dom'
import { paths } from '../config/paths'
import { Placeholder } from './Placeholder'

export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.home} element={<Placeholder title="Makers Pub Night" />} />
      <Route path={paths.eventPattern} element={<Placeholder title="Event" />} />
      <Route path={`${paths.admin}/*`} element={<Placeholder title="Dashboard" />} />
      <Route path={paths.auth} element={<Placeholder title="Welcome Back" />} />
      <Route path={paths.faq} element={<Placeholder title="FAQ" />} />
      <Route path={paths.contact} element={<Placeholder title="Contact" />} />
      <Route path={paths.host} element={<Placeholder title="Become a Host" />} />
      <Route path="*" element={<Placeholder title="404 Page Not Found" />} />
    </Routes>
  )
}
