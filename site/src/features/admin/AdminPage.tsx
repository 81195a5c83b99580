/** Placeholder: the admin dashboard helper replaces this file. */
export default function AdminPage() {
  return (
    <main>
      <h1>Dashboard</h1>
    </main>
  )
}
