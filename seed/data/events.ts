import type { Timezone } from '../../contract/events'

export interface DemoEvent {
  slug: string
  name: string
  description: string
  /** Days from today, and the local start hour in the event's zone. */
  inDays: number
  startHour: number
  hours: number
  timezone: Timezone
  venue: string
  street: string
  city: string
  state: string
  country: string
  lat: number
  lng: number
  maxAttendees: number
  archived?: boolean
  host: 'first' | 'second' | 'master'
  hue: number
  linkedinPostUrl?: string
}

export const demoEvents: DemoEvent[] = [
  { slug: 'boston', name: 'Boston Makers Pub Night', description: 'Machinists, designers and founders from around Greater Boston share a pint and stories from the shop floor.', inDays: 9, startHour: 18, hours: 3, timezone: 'America/New_York', venue: 'The Brass Anchor', street: '28 Union St', city: 'Boston', state: 'MA', country: 'USA', lat: 42.3611, lng: -71.0571, maxAttendees: 60, host: 'first', hue: 210, linkedinPostUrl: 'https://www.linkedin.com/posts/makers-pub-night-boston' },
  { slug: 'pittsburgh', name: 'Pittsburgh Steel & Suds', description: 'An evening for the people who still make things in the Steel City: metal, robotics and everything in between.', inDays: 16, startHour: 17, hours: 3, timezone: 'America/New_York', venue: 'Forge Taproom', street: '2120 Penn Ave', city: 'Pittsburgh', state: 'PA', country: 'USA', lat: 40.4522, lng: -79.9857, maxAttendees: 40, host: 'first', hue: 25 },
  { slug: 'chicago', name: 'Chicago Manufacturing Mixer', description: 'Meet suppliers, fabricators and product teams from across Chicagoland. First round is on our sponsors.', inDays: 12, startHour: 18, hours: 3, timezone: 'America/Chicago', venue: 'Rivet & Rye', street: '1550 W Fulton St', city: 'Chicago', state: 'IL', country: 'USA', lat: 41.8868, lng: -87.6656, maxAttendees: 80, host: 'second', hue: 0 },
  { slug: 'milwaukee', name: 'Milwaukee Makers Meetup', description: 'Brewers, builders and engineers talk shop in the Third Ward.', inDays: 30, startHour: 18, hours: 2, timezone: 'America/Chicago', venue: 'Third Ward Tap', street: '233 E Chicago St', city: 'Milwaukee', state: 'WI', country: 'USA', lat: 43.0334, lng: -87.9077, maxAttendees: 5, host: 'second', hue: 45 },
  { slug: 'denver', name: 'Denver Hardware Happy Hour', description: 'Outdoor gear makers, aerospace suppliers and hardware startups meet at altitude.', inDays: 20, startHour: 17, hours: 3, timezone: 'America/Denver', venue: 'Mile High Alehouse', street: '1701 Wynkoop St', city: 'Denver', state: 'CO', country: 'USA', lat: 39.7533, lng: -105.0001, maxAttendees: 50, host: 'master', hue: 270 },
  { slug: 'salt-lake', name: 'Salt Lake Fabricators Night', description: 'A relaxed night with the fabricators and product designers of the Wasatch Front.', inDays: 41, startHour: 18, hours: 3, timezone: 'America/Denver', venue: 'Granary Pub', street: '500 W 800 S', city: 'Salt Lake City', state: 'UT', country: 'USA', lat: 40.7506, lng: -111.9039, maxAttendees: 0, host: 'master', hue: 160 },
  { slug: 'portland', name: 'Portland Makers Pub Night', description: 'Woodworkers, bike builders and electronics makers from across the Rose City.', inDays: 23, startHour: 18, hours: 3, timezone: 'America/Los_Angeles', venue: 'The Foundry Room', street: '1234 SE Water Ave', city: 'Portland', state: 'OR', country: 'USA', lat: 45.5152, lng: -122.6654, maxAttendees: 70, host: 'first', hue: 140 },
  { slug: 'oakland', name: 'Oakland Shop Talk', description: 'Bay Area hardware founders and contract manufacturers, one long table.', inDays: 35, startHour: 18, hours: 2, timezone: 'America/Los_Angeles', venue: 'Jack London Brewhouse', street: '99 Broadway', city: 'Oakland', state: 'CA', country: 'USA', lat: 37.7955, lng: -122.2764, maxAttendees: 45, host: 'second', hue: 190 },
  { slug: 'detroit-past', name: 'Detroit Auto Makers Night', description: 'Our first Detroit night: automotive suppliers and EV startups.', inDays: -21, startHour: 18, hours: 3, timezone: 'America/New_York', venue: 'Motor City Alehouse', street: '470 W Canfield St', city: 'Detroit', state: 'MI', country: 'USA', lat: 42.3504, lng: -83.0656, maxAttendees: 60, archived: true, host: 'first', hue: 330 },
  { slug: 'austin-past', name: 'Austin Hardware Social', description: 'Semiconductor and consumer hardware people gathered on Rainey Street.', inDays: -45, startHour: 19, hours: 3, timezone: 'America/Chicago', venue: 'Rainey Street Taps', street: '80 Rainey St', city: 'Austin', state: 'TX', country: 'USA', lat: 30.2587, lng: -97.7385, maxAttendees: 50, archived: true, host: 'second', hue: 15 },
]
