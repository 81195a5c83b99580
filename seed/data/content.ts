export const demoSponsors = [
  { name: 'Anvil Industrial Supply', initials: 'AI', hue: 210, website: 'https://example.com/anvil' },
  { name: 'Lathe & Co.', initials: 'LC', hue: 25, website: 'https://example.com/lathe' },
  { name: 'Brightline Robotics', initials: 'BR', hue: 150, website: 'https://example.com/brightline' },
  { name: 'Copperleaf PCB', initials: 'CP', hue: 20, website: 'https://example.com/copperleaf' },
  { name: 'Keystone Brewing', initials: 'KB', hue: 45, website: 'https://example.com/keystone' },
]

export const demoFaqs = [
  { question: 'What is Makers Pub Night?', answer: 'A relaxed evening where people who make physical things — machinists, engineers, designers, founders and suppliers — meet over a drink.', order: 1 },
  { question: 'Does it cost anything to attend?', answer: 'No. Registration is free; drinks and food are pay-your-own unless a sponsor is buying a round.', order: 2 },
  { question: 'Who should come?', answer: 'Anyone who works in or around manufacturing: shop owners, operators, engineers, buyers, students and the curious.', order: 3 },
  { question: 'Do I need to register?', answer: 'Please do. Venues have limited space, and registering lets the host plan for the right number of people.', order: 4 },
  { question: 'Can I bring a colleague?', answer: 'Yes — ask them to register too, so everyone has a spot.', order: 5 },
  { question: 'How do I host a night in my city?', answer: 'Apply on the Become a Host page. An administrator reviews each application and gets back to you by email.', order: 6 },
  { question: 'Can my company sponsor an event?', answer: 'We would love that. Send us a note through the contact page.', order: 7 },
]
