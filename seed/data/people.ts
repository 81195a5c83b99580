/** The approved demo hosts chose to be named on their nights' pages (docs/decisions.md, decision 155), as a real host may. */
export const demoHosts = {
  first: { name: 'Dana Whitfield', email: 'dana.host@example.com', phone: '617-555-0142', linkedinUrl: 'https://www.linkedin.com/in/dana-whitfield', approved: true, showNameOnEvents: true },
  second: { name: 'Marcus Reyes', email: 'marcus.host@example.com', phone: '312-555-0199', linkedinUrl: null, approved: true, showNameOnEvents: true },
  pending: { name: 'Priya Natarajan', email: 'priya.applicant@example.com', phone: '503-555-0123', linkedinUrl: 'https://www.linkedin.com/in/priya-natarajan', approved: false },
} as const

/** The demo hosts' password, shown in the README for trying the dashboard as a host. */
export const DEMO_HOST_PASSWORD = 'demo-host-password'

export const demoAttendees = [
  { name: 'Alex Kim', company: 'Kim Precision Machining' },
  { name: 'Jordan Lee', company: 'Northbound Robotics' },
  { name: 'Sam Patel', company: 'Patel Plastics' },
  { name: 'Taylor Brooks', company: 'Brooks Woodworks' },
  { name: 'Morgan Diaz', company: 'Diaz Fabrication' },
  { name: 'Casey Nguyen', company: 'Circuit Foundry' },
]
